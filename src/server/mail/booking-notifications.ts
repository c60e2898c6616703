/**
 * The e-mails the booking journey and the admins send, queued inside the transaction of the change that
 * causes them (a booking created, a payment recorded, a booking cancelled or refunded, a message). `wake`
 * asks the mail worker to send soon after the commit.
 */
import { CALENDAR_ATTACHMENT_CONTENT_TYPE, calendarFileName } from '../../domain/calendar-download';
import { calendarEntry } from '../../domain/calendar-entry';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import type { EmailAttachment } from '../db/schema';
import { receiptAttachment } from '../receipts';
import { cappedBookingEmail } from './booking-mail-cap';
import {
  adminMessageEmail,
  bookingReceivedEmail,
  cancellationEmail,
  paymentReceivedEmail,
  refundEmail,
} from './templates/booking-emails';
import { type MailSettings, queueTravellerEmail } from './traveller-email';

/** The payment link of a new booking, unless the mail cap holds it back (booking-mail-cap.ts). */
export const queueBookingReceived = cappedBookingEmail('booking-received', bookingReceivedEmail);

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
