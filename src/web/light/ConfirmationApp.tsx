import { bookingConfirmationPath } from '../../domain/routes';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { HeadTagsInDocument } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { ConfirmationIsland } from '../pages/ConfirmationIsland';
import { Island } from '../shared/islands/Island';
import { SiteFrame } from '../shell/SiteFrame';

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
