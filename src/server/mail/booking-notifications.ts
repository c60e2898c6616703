/**
 * The e-mails the booking journey and the admins send, queued inside the transaction of the change that
 * causes them (a booking created, a payment recorded, a booking cancelled or refunded, a message). `wake` asks the mail worker to send soon after the commit.
 */
import { CALENDAR_ATTACHMENT_CONTENT_TYPE, calendarFileName } from '../../domain/calendar-download';
import { calendarEntry } from '../../domain/calendar-entry';
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import type { EmailAttachment } from '../db/schema';
import { queueEmail } from './outbox';
import {
  adminMessageEmail,
  bookingReceivedEmail,
  cancellationEmail,
  paymentReceivedEmail,
  refundEmail,
} from './templates/booking-emails';

export interface MailSettings {
  publicUrl: string;
  supportEmail: string;
  /** Nudges the mail worker after a commit; a no-op where no worker runs (tests, CLI). */
  wake: () => void;
}

export async function queueBookingReceived(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'booking-received',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...bookingReceivedEmail({ booking, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }),
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

/** The receipt: for arrivals the arrival kit, for every ride its calendar entry attached. */
export async function queuePaymentReceived(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  amountCents: number,
  now: Date,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'payment-received',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...paymentReceivedEmail({
      booking,
      amountCents,
      publicUrl: mail.publicUrl,
      supportEmail: mail.supportEmail,
    }),
    attachments: [calendarAttachment(mail, booking, now)],
  });
}

/** An admin's free-text message to the traveller, or with emailType one of the typed templates. */
export async function queueAdminMessage(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  message: { text: string; emailType?: 'cancellation' | 'refund'; refundCents: number },
): Promise<string> {
  const ctx = { booking, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail };
  const rendered =
    message.emailType === 'cancellation'
      ? cancellationEmail({ ...ctx, note: message.text })
      : message.emailType === 'refund'
        ? refundEmail({ ...ctx, refundCents: message.refundCents, note: message.text })
        : adminMessageEmail({ ...ctx, message: message.text });
  return queueEmail(tx, {
    kind: message.emailType ?? 'admin-message',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...rendered,
  });
}

/** SPEC section 4: setting a booking to cancelled tells the traveller (CANCELLATION_MESSAGE). */
export async function queueCancellation(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'cancellation',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...cancellationEmail({ booking, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }),
  });
}

/** SPEC section 4: after a refund, 95% of the total, credited within 5-10 business days. */
export async function queueRefund(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  refundCents: number,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'refund',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...refundEmail({ booking, refundCents, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }),
  });
}
