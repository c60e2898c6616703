import { bookingConfirmationPath } from '../domain/routes';
import { HeadTagsInDocument } from './components/PageMeta';
import { DocumentNavigation } from './navigation/DocumentNavigation';
import { BookingConfirmationPage } from './pages/BookingConfirmationPage';
import { SiteFrame } from './shell/SiteFrame';

/**
 * The confirmation page as its own small app, like the home page (docs/decisions/027, 029): no router, no
 * query client, on Preact. A traveller only ever arrives here by loading the page (the checkout, an e-mail,
 * a bookmark), so its first download is the page and the booking, not the whole single-page app. One
 * prerendered file serves every id: the page shows its loading state until the browser's storage is read.
 */
export function ConfirmationApp({ id }: { id: string }) {
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={bookingConfirmationPath(id)}>
        <SiteFrame>
          <BookingConfirmationPage id={id} />
        </SiteFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}
