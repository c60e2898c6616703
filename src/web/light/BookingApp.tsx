import { APP_ROUTES } from '../../domain/routes';
import { HeadTagsInDocument, PageTitle } from '../components/PageMeta';
import { BookingStepSection } from '../features/booking/BookingStepSection';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { BookingIsland } from '../pages/BookingIsland';
import { Island } from '../shared/islands/Island';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, renderLightPage } from './renderLightPage';

/**
 * /booking loaded as a document (the quick form's 'Continue to Book' is a full page load): a light page of
 * islands on Preact (docs/decisions/039), without the router or the query library. Its heading and lead
 * are static; the form, drawn from the tab's draft, is the island. Reached inside the single-page app,
 * /booking is the app's page (pages/BookingPage.tsx), with the same parts.
 */
export function BookingApp() {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={APP_ROUTES.booking}>
        <SiteFrame>
          <BookingStepSection>
            <Island name="booking">
              <BookingIsland />
            </Island>
          </BookingStepSection>
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/** The booking step loaded as a document (the form's shell), its title alone in <head>, for the light build's prerenderer. */
export const renderPage: LightPageRenderer = () =>
  renderLightPage(<PageTitle title="Booking Details" />, <BookingApp />);
