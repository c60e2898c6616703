/**
 * The e-mails the booking journey and the admins send, queued inside the transaction of the change that
 * causes them (a booking created, a payment recorded, a booking cancelled or refunded, a message). `wake`
 * asks the mail worker to send soon after the commit.
 */
import { CALENDAR_ATTACHMENT_CONTENT_TYPE, calendarFileName } from '../../domain/calendar-download';
import { calendarEntry } from '../../domain/calendar-entry';
import { manageBookingPath } from '../../domain/routes';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import type { EmailAttachment } from '../db/schema';
import type { ManageLinks } from '../manage/manage-token';
import { receiptAttachment } from '../receipts/receipt-attachment';
import { queueCappedBookingEmail } from './booking-mail-cap';
import { type EmailKind, queueEmail } from './outbox';
import {
  adminMessageEmail,
  type BookingEmailContext,
  bookingReceivedEmail,
  cancellationEmail,
  paymentReceivedEmail,
  type RenderedEmail,
  refundEmail,
} from './templates/booking-emails';

export interface MailSettings {
  publicUrl: string;
  supportEmail: string;
  /** The demo payment provider runs: e-mails about paying say 'Test mode' (issue 14). */
  testMode?: boolean;
  /** Nudges the mail worker after a commit; a no-op where no worker runs (tests, CLI). */
  wake: () => void;
  /** Issue 16: the manage links' tokens; without it e-mails link the manage page without a token. */
  manageLinks?: ManageLinks;
  /** Issue 28: the providers' links to their ride offers (dispatch/ride-links.ts). */
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
export function queueTravellerEmail(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  kind: EmailKind,
  render: (ctx: BookingEmailContext) => RenderedEmail,
  attachments?: EmailAttachment[],
): Promise<string> {
  return queueEmail(tx, {
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
      testMode: mail.testMode,
      manageUrl: manageUrl(mail, booking),
    }),
    ...(attachments ? { attachments } : {}),
  });
}

/** The payment link of a new booking, unless the mail cap holds it back (booking-mail-cap.ts). */
export async function queueBookingReceived(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  at: Date,
): Promise<void> {
  await queueCappedBookingEmail(tx, mail, booking, {
    kind: 'booking-received',
    render: bookingReceivedEmail,
    at,
  });
}

/** The ride's .ics, made when the mail is queued and stored with it, so a retry sends the same file. */
export function calendarAttachment(mail: MailSettings, booking: CustomerBooking, now: Date): EmailAttachment {
  return {
    filename: calendarFileName(booking.id),
    contentType: CALENDAR_ATTACHMENT_CONTENT_TYPE,
    content: calendarEntry({
      booking,
      siteHost: new URL(mail.publicUrl).hostname,
      supportEmail: mail.supportEmail,
      now,
    }),
  };
}

/**
 * The payment's confirmation: for arrivals the arrival kit, for every ride its calendar entry and its PDF
 * receipt attached (both made now and stored with the mail, so a retry sends the same bytes).
 */
export async function queuePaymentReceived(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  amountCents: number,
  now: Date,
): Promise<void> {
  await queueTravellerEmail(
    tx,
    mail,
    booking,
    'payment-received',
    (ctx) => paymentReceivedEmail({ ...ctx, amountCents }),
    [
      calendarAttachment(mail, booking, now),
      await receiptAttachment(booking, { amountCents, paidAt: now }, mail.supportEmail),
    ],
  );
}

/** An admin's free-text message to the traveller, or with emailType one of the typed templates. */
export async function queueAdminMessage(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  message: { text: string; emailType?: 'cancellation' | 'refund'; refundCents: number },
): Promise<string> {
  return queueTravellerEmail(tx, mail, booking, message.emailType ?? 'admin-message', (ctx) =>
    message.emailType === 'cancellation'
      ? cancellationEmail({ ...ctx, note: message.text })
      : message.emailType === 'refund'
        ? refundEmail({ ...ctx, refundCents: message.refundCents, note: message.text })
        : adminMessageEmail({ ...ctx, message: message.text }),
  );
}

/** SPEC section 4: setting a booking to cancelled tells the traveller (CANCELLATION_MESSAGE). */
export async function queueCancellation(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueTravellerEmail(tx, mail, booking, 'cancellation', cancellationEmail);
}

/** SPEC section 4: after a refund, 95% of the total, credited within 5-10 business days. */
export async function queueRefund(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  refundCents: number,
): Promise<void> {
  await queueTravellerEmail(tx, mail, booking, 'refund', (ctx) => refundEmail({ ...ctx, refundCents }));
}
