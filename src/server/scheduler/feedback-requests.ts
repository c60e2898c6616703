/** 'How was your transfer?' the day after each driven ride, once per booking. */
import { feedbackWindow } from '../../domain/feedback';
import { asCustomerBooking } from '../bookings';
import { insertFeedbackRequest, newFeedbackToken } from '../feedback';
import { queueFeedbackRequest } from '../mail';
import { claimDueFeedbackRequests, untilDone } from './scheduled-bookings.queries';
import type { SchedulerDeps } from './scheduler-deps';

/** Queues the feedback requests that are due; answers how many. */
export async function sendDueFeedbackRequests(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const sent = await untilDone(
    () =>
      claimDueFeedbackRequests(deps.db, feedbackWindow(now), now, async (tx, booking) => {
        const { token, hash } = newFeedbackToken();
        await insertFeedbackRequest(tx, { bookingId: booking.id, tokenHash: hash, at: now });
        await queueFeedbackRequest(tx, deps.mail, await asCustomerBooking(booking, deps.db, tx), token);
      }),
    deps.stopping,
  );
  if (sent > 0) deps.log.info({ count: sent }, 'feedback requests queued');
  return sent;
}
