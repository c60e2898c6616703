import { APP_ROUTES } from '../../domain/routes';
import { HeadTagsInDocument } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { HomePage } from '../pages/HomePage';
import { SiteFrame } from '../shell/SiteFrame';

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
