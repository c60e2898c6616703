/**
 * Unpaid bookings: one reminder with the payment link a day after booking, while the ride is
 * still more than a day away; and, once the ride time has passed, the booking is cancelled (no e-mail:
 * the traveller chose not to pay) so the dashboard is not cluttered by abandoned checkouts.
 */
import { paymentReminderCutoffs } from '../../domain/booking-reminders';
import { asCustomerBooking } from '../bookings';
import { lockMailAddresses, queuePaymentReminder } from '../mail';
import { cancelAbandonedBookings, claimDuePaymentReminders, untilDone } from './scheduled-bookings.queries';
import type { SchedulerDeps } from './scheduler-deps';

/** Queues the payment reminders that are due; answers how many. */
export async function sendDuePaymentReminders(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const sent = await untilDone(
    () =>
      claimDuePaymentReminders(
        deps.db,
        paymentReminderCutoffs(now),
        now,
        async (tx, booking) =>
          queuePaymentReminder(tx, deps.mail, await asCustomerBooking(booking, deps.db, tx), now),
        // The mail cap's locks, for the whole batch in one order (booking-mail-cap.ts).
        (tx, claimed) =>
          lockMailAddresses(
            tx,
            claimed.map((booking) => booking.email),
          ),
      ),
    deps.stopping,
  );
  if (sent > 0) deps.log.info({ count: sent }, 'payment reminders queued');
  return sent;
}

/** Cancels the pending bookings whose ride has passed; answers how many. */
export async function cancelUnpaidPastBookings(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const cancelled = await untilDone(() => cancelAbandonedBookings(deps.db, now), deps.stopping);
  if (cancelled > 0) deps.log.info({ count: cancelled }, 'unpaid bookings past their ride time cancelled');
  return cancelled;
}
