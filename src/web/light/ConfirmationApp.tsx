import { bookingConfirmationPath } from '../../domain/routes';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { HeadTagsInDocument, PageTitle } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { ConfirmationIsland } from '../pages/ConfirmationIsland';
import { Island } from '../shared/islands/Island';
import { SiteFrame } from '../shell/SiteFrame';
import { type LightPageRenderer, type RenderedLightPage, renderLightPage } from './renderLightPage';

/**
 * The confirmation page as its own small app, like the home page (docs/decisions/027, 029): no router, no
 * query client, on Preact. A traveller only ever arrives here by loading the page (the checkout, an e-mail,
 * a bookmark), so its first download is the page and the booking, not the whole single-page app. One
 * prerendered file serves every id: the page shows its loading state until the browser's storage is read.
 * The browser that booked gets the page rendered by the server with its booking (`shown`, docs/decisions/042),
 * which the booking island is then hydrated with.
 * A page of islands (docs/decisions/039): the booking (with its copy button) is one, hydrated at once, the
 * frame's header and footer forms are theirs; the footer's text is never hydrated. `id` is the one the page
 * is rendered for: the booking island reads the address's.
 */
export function ConfirmationApp({ id, shown }: { id: string; shown?: BookedConfirmation }) {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={bookingConfirmationPath(id)}>
        <SiteFrame>
          <Island name="booking-confirmation" props={shown ? { shown } : undefined}>
            <ConfirmationIsland shown={shown} />
          </Island>
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/**
 * Any booking's confirmation page: its loading state, the same for every id (the prerender); or, with
 * `shown`, the page of that booking, which the server renders at each request of the browser that booked it
 * (src/server/site/booked-confirmation-page.ts, docs/decisions/042) into the prerendered page's place.
 */
export function renderConfirmationPage(shown?: BookedConfirmation): RenderedLightPage {
  return renderLightPage(
    <PageTitle title="Booking Confirmation" />,
    <ConfirmationApp id={shown?.booking.id ?? 'PRERENDER0'} shown={shown} />,
  );
}

/** The prerendered page: the loading state, until the browser has read the booking. */
export const renderPage: LightPageRenderer = () => renderConfirmationPage();
