/**
 * The refund action (SPEC sections 4 and 9): the shared refund of payments/refunds.service.ts, signed by
 * the admin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AdminRefundResponse } from '../../../domain/schemas/admin-api';
import type { BookingEventActor } from '../../db/booking-events';
import { tellProviderOfCancellation } from '../../dispatch/ride-changes';
import { readMeetingPoints } from '../../meeting-points/meeting-points.queries';
import type { PaymentProvider } from '../../payments/payment-provider';
import { refundPaidBooking } from '../../payments/refunds.service';
import type { AdminDeps } from '../admin-deps';
import { findBookingOrNotFound } from '../bookings/admin-booking-lookup';
import { toAdminBooking } from '../bookings/admin-bookings.mapper';

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
