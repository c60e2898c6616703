/** The reminder a day before a departure's pickup, with the time and the place. */
import { departureReminderWindow } from '../../domain/booking-reminders';
import { asCustomerBooking } from '../bookings';
import { queueDepartureReminder } from '../mail';
import { claimDueDepartureReminders, untilDone } from './scheduled-bookings.queries';
import type { SchedulerDeps } from './scheduler-deps';

/** Queues the departure reminders that are due; answers how many. */
export async function sendDueDepartureReminders(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const sent = await untilDone(
    () =>
      claimDueDepartureReminders(deps.db, departureReminderWindow(now), now, async (tx, booking) =>
        queueDepartureReminder(tx, deps.mail, await asCustomerBooking(booking, deps.db, tx)),
      ),
    deps.stopping,
  );
  if (sent > 0) deps.log.info({ count: sent }, 'departure reminders queued');
  return sent;
}
