import { APP_ROUTES } from '../domain/routes';
import { HeadTagsInDocument } from './components/PageMeta';
import { DocumentNavigation } from './navigation/DocumentNavigation';
import { HomePage } from './pages/HomePage';
import { SiteFrame } from './shell/SiteFrame';

/**
 * The home page as its own small app, without a router (docs/decisions/008): the prerender renders this
 * tree and entry-home.tsx hydrates the very same one, so the markup matches. Links to other pages are plain
 * and load the single-page app.
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
