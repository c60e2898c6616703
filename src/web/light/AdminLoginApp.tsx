import { APP_ROUTES } from '../../domain/routes';
import { HeadTagsInDocument, PageTitle } from '../components/PageMeta';
import { AdminLoginIsland } from '../features/auth/AdminLoginIsland';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { AdminLoginScreen } from '../pages/AdminLoginScreen';
import { Island } from '../shared/islands/Island';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, renderLightPage } from './renderLightPage';

/**
 * /admin loaded as a document: a light page of islands on Preact (docs/decisions/039), without the router
 * or the query library. Only the site frame's islands and the sign-in form are hydrated; after sign-in the
 * dashboard, the single-page app, is loaded in full.
 */
export function AdminLoginApp() {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={APP_ROUTES.adminLogin}>
        <SiteFrame>
          <AdminLoginScreen
            form={
              <Island name="admin-login">
                <AdminLoginIsland />
              </Island>
            }
          />
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/** The admin login loaded as a document, its title alone in <head>, for the light build's prerenderer. */
export const renderPage: LightPageRenderer = () =>
  renderLightPage(<PageTitle title="Admin Login" />, <AdminLoginApp />);
