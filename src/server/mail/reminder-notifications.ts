/**
 * The scheduler's reminders, queued in the outbox inside the transaction that marks them sent on the
 * booking: either both happen or neither, so a reminder is never lost nor queued twice.
 */
import type { CustomerBooking } from '../../domain/schemas/booking';
import type { Transaction } from '../db/client';
import { cappedBookingEmail } from './booking-mail-cap';
import { feedbackRequestEmail } from './templates/feedback-emails';
import { departureReminderEmail, paymentReminderEmail } from './templates/reminder-emails';
import { type MailSettings, queueTravellerEmail } from './traveller-email';

/** The one reminder of an unpaid booking, unless the mail cap holds it back (booking-mail-cap.ts). */
export const queuePaymentReminder = cappedBookingEmail('payment-reminder', paymentReminderEmail);

export async function queueDepartureReminder(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
): Promise<void> {
  await queueTravellerEmail(tx, mail, booking, 'departure-reminder', departureReminderEmail);
}

/** The day after the ride: 'How was your transfer?' with the link's token, which only the e-mail keeps. */
export async function queueFeedbackRequest(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  token: string,
): Promise<void> {
  await queueTravellerEmail(tx, mail, booking, 'feedback-request', (ctx) =>
    feedbackRequestEmail({ ...ctx, token }),
  );
}
