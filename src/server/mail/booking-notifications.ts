/**
 * The e-mails the booking journey sends, queued inside the transaction of the change that causes them
 * (a booking created, a payment recorded). `wake` asks the mail worker to send soon after the commit.
 */
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Database, Transaction } from '../db/client';
import { queueEmail } from './outbox';
import { bookingReceivedEmail, paymentReceivedEmail } from './templates/booking-emails';

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
