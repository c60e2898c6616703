import { Outlet } from 'react-router';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { SiteFrame } from './SiteFrame';

/**
 * The single-page app's layout route: the site frame around the matched screen, with React Router's
 * navigation given to the shared parts. A new screen starts at its top (a full page load does that by
 * itself, so the router-free home page needs no ScrollToTop).
 */
export function Layout() {
  return (
    <RouterNavigation>
      <ScrollToTop />
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </RouterNavigation>
  );
}
