/**
 * The scheduler's reminders, queued in the outbox inside the transaction that marks them sent on the
 * booking: either both happen or neither, so a reminder is never lost nor queued twice.
 */
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Transaction } from '../db/client';
import type { MailSettings } from './booking-notifications';
import { queueEmail } from './outbox';
import { departureReminderEmail, paymentReminderEmail } from './templates/reminder-emails';

export async function queuePaymentReminder(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'payment-reminder',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...paymentReminderEmail({ booking, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }),
  });
}

export async function queueDepartureReminder(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueEmail(tx, {
    kind: 'departure-reminder',
    to: booking.email,
    bookingId: booking.id,
    replyTo: mail.supportEmail,
    ...departureReminderEmail({ booking, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }),
  });
}
