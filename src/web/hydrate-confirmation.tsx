import { bookingConfirmationIdOf } from '../domain/routes';
import { ConfirmationApp } from './ConfirmationApp';
import { hydrateLightPage } from './hydrateLightPage';

// The confirmation page's hydration, loaded by entry-confirmation.tsx once the page is painted
// (docs/decisions/029).
await hydrateLightPage(<ConfirmationApp id={bookingConfirmationIdOf(window.location.pathname) ?? ''} />);
