/** An admin's message to the traveller (SPEC section 7): queued in the outbox with a `message-sent` event. */
import { dollarsToCents } from '../../../domain/money';
import { refundAmountCents } from '../../../domain/refunds';
import type { AdminMessageResponse } from '../../../domain/schemas/admin-api';
import type { AdminMessageInput } from '../../../domain/schemas/admin-message';
import { findBookingOrNotFound, toAdminBooking } from '../../bookings';
import { type BookingEventActor, recordBookingEvent } from '../../db/booking-events';
import { readMeetingPoints } from '../../db/meeting-points';
import { queueAdminMessage } from '../../mail';
import { findSettledPayment } from '../../payments';
import type { AdminDeps } from '../admin-deps';

export async function sendAdminMessage(
  deps: AdminDeps,
  id: string,
  input: AdminMessageInput,
  actor: BookingEventActor,
): Promise<AdminMessageResponse> {
  const row = await findBookingOrNotFound(deps.db, id);
  // The refund template states an amount: what was refunded, or else what the policy would refund.
  const payment = input.emailType === 'refund' ? await findSettledPayment(deps.db, id) : undefined;
  const refundCents = payment?.refundedCents || refundAmountCents(dollarsToCents(row.totalPrice));
  const at = deps.now();
  const emailId = await deps.db.transaction(async (tx) => {
    const booking = { ...toAdminBooking(row, await readMeetingPoints(deps.db, tx)), signCode: row.signCode };
    const queued = await queueAdminMessage(tx, deps.mail, booking, {
      text: input.message,
      refundCents,
      ...(input.emailType ? { emailType: input.emailType } : {}),
    });
    await recordBookingEvent(tx, {
      bookingId: id,
      type: 'message-sent',
      actor,
      at,
      data: { emailId: queued, emailType: input.emailType ?? null, message: input.message },
    });
    return queued;
  });
  deps.mail.wake();
  return { emailId };
}
