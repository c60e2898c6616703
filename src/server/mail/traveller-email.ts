/**
 * The envelope of every e-mail to a booking's traveller, and the settings every mail needs; apart from
 * booking-notifications.ts so the mail cap (booking-mail-cap.ts), which both uses it and is used there,
 * does not import in a circle.
 */
import { manageBookingPath } from '../../domain/routes';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import type { EmailAttachment } from '../db/schema';
import { type EmailKind, type OutgoingEmail, queueEmail } from './outbox';
import type { BookingEmailContext, RenderedEmail } from './templates/booking-emails';

export interface MailSettings {
  publicUrl: string;
  supportEmail: string;
  /** The operator's dispatch line for providers (DISPATCH_PHONE); their e-mails show supportEmail without it. */
  dispatchPhone?: string | undefined;
  /** The operator's 24/7 line in E.164 (SUPPORT_PHONE), when set. */
  supportPhone?: string | undefined;
  /** The demo payment provider runs: e-mails about paying say 'Test mode'. */
  testMode?: boolean;
  /** Nudges the mail worker after a commit; a no-op where no worker runs (tests, CLI). */
  wake: () => void;
  /** The manage links' tokens (manage/manage-token.ts); without it e-mails link the manage page without a token. */
  manageLinks?: { tokenFor(booking: { id: string; email: string }): string };
  /** The providers' links to their ride offers (dispatch/ride-links.ts). */
  rideLinks?: { tokenFor(offerId: string): string; urlFor(offerId: string): string };
}

/** A cancelled or refunded booking's manage link has no token: the page asks for the e-mail and last name. */
function isClosed(booking: Pick<CustomerBooking, 'status'>): boolean {
  return booking.status === 'cancelled' || booking.status === 'refunded';
}

/**
 * The manage page of a booking: with its token while the traveller may still use it, without once the
 * booking is cancelled or refunded (the page then asks for the e-mail and last name).
 */
export function manageUrl(
  mail: MailSettings,
  booking: Pick<CustomerBooking, 'id' | 'email' | 'status'>,
): string {
  const path = `${mail.publicUrl}${manageBookingPath(booking.id)}`;
  if (!mail.manageLinks || isClosed(booking)) return path;
  return `${path}?${new URLSearchParams({ token: mail.manageLinks.tokenFor(booking) }).toString()}`;
}

/** Kinds of booking e-mail whose own text carries a secret link, besides the manage link of the footer. */
const KINDS_WITH_OWN_SECRET_LINK: ReadonlySet<EmailKind> = new Set(['feedback-request']);

/**
 * The envelope of every e-mail about a booking: to its traveller, replies to support, and filed under the
 * booking (its history, the X-Booking-Id header). `render` is the template, given the booking and the
 * base of its links.
 */
export function travellerEmail(
  mail: MailSettings,
  booking: CustomerBooking,
  kind: EmailKind,
  render: (ctx: BookingEmailContext) => RenderedEmail,
  attachments?: EmailAttachment[],
): OutgoingEmail {
  return {
    kind,
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    // The footer's manage link has a token (manageUrl), or the e-mail's own links carry one.
    carriesSecret:
      (mail.manageLinks !== undefined && !isClosed(booking)) || KINDS_WITH_OWN_SECRET_LINK.has(kind),
    ...render({
      booking,
      publicUrl: mail.publicUrl,
      supportEmail: mail.supportEmail,
      supportPhone: mail.supportPhone,
      testMode: mail.testMode,
      manageUrl: manageUrl(mail, booking),
    }),
    ...(attachments ? { attachments } : {}),
  };
}

/** Queues the e-mail travellerEmail makes. */
export function queueTravellerEmail(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  kind: EmailKind,
  render: (ctx: BookingEmailContext) => RenderedEmail,
  attachments?: EmailAttachment[],
): Promise<string> {
  return queueEmail(tx, travellerEmail(mail, booking, kind, render, attachments));
}
