/**
 * The e-mails the booking journey and the admins send, queued inside the transaction of the change that
 * causes them (a booking created, a payment recorded, a booking cancelled or refunded, a message). `wake` asks the mail worker to send soon after the commit.
 */
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
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

export async function queuePaymentReceived(
  tx: Database | Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  amountCents: number,
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
