/**
 * The refund action (SPEC sections 4 and 9): the shared refund of payments/refunds.service.ts, signed by
 * the admin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefundResponse } from '../../../domain/schemas/admin-api';
import { findBookingOrNotFound, toAdminBooking } from '../../bookings';
import type { BookingEventActor } from '../../db/booking-events';
import { readMeetingPoints } from '../../db/meeting-points';
import { tellProviderOfCancellation } from '../../dispatch';
import type { PaymentProvider } from '../../payments';
import { refundPaidBooking } from '../../payments';
import type { AdminDeps } from '../admin-deps';

export async function refundBooking(
  deps: AdminDeps & { provider: PaymentProvider },
  id: string,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
): Promise<AdminRefundResponse> {
  const booking = await findBookingOrNotFound(deps.db, id);
  const refunded = await refundPaidBooking(deps, booking, actor, log, (tx, row) =>
    tellProviderOfCancellation(tx, deps.mail, row, { actor, at: deps.now() }),
  );
  return {
    booking: toAdminBooking(refunded.booking, await readMeetingPoints(deps.db)),
    refundedCents: refunded.refundCents,
  };
}
