import { APP_ROUTES } from '../../domain/routes';
import { HeadTagsInDocument, PageTitle } from '../components/PageMeta';
import { PageSection } from '../components/PageSection';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { CheckMyBookingIsland } from '../pages/CheckMyBookingIsland';
import { Island } from '../shared/islands/Island';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, renderLightPage } from './renderLightPage';

/**
 * /check-my-booking loaded as a document without a query: a light page of islands on Preact
 * (docs/decisions/039), without the router or the query library. Its heading is the page's; the form and
 * the bookings it finds are one island. With a query (a reload of a list, the checkout's return) the
 * server answers the single-page app's shell, as before.
 */
export function CheckMyBookingApp() {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={APP_ROUTES.checkMyBooking}>
        <SiteFrame>
          <PageSection title="Check My Booking">
            <Island name="check-my-booking">
              <CheckMyBookingIsland />
            </Island>
          </PageSection>
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/** Check My Booking loaded as a document without a query, its title alone in <head>, for the light build's prerenderer. */
export const renderPage: LightPageRenderer = () =>
  renderLightPage(<PageTitle title="Check My Booking" />, <CheckMyBookingApp />);
