import { APP_ROUTES } from '../../domain/routes';
import { HeadTagsInDocument, PageMeta } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { HomePage } from '../pages/HomePage';
import { HOME_PAGE_META } from '../pages/homePageMeta';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, renderLightPage } from './renderLightPage';

/**
 * The home page as its own small app, without a router (docs/decisions/008): the prerender renders this
 * tree, each island on a root of its own, and entry-home.tsx hydrates only those islands (docs/decisions/039).
 * Links to other pages are plain and load the single-page app.
 */
export function HomeApp() {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={APP_ROUTES.home}>
        <SiteFrame>
          <HomePage />
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/** The home page for the light build's prerenderer (entry-server.tsx). */
export const renderPage: LightPageRenderer = () =>
  renderLightPage(<PageMeta {...HOME_PAGE_META} />, <HomeApp />);
