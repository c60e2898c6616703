import type { FastifyBaseLogger } from 'fastify';
import type { BookingRow } from '../db/schema';

/**
 * Where a booking is paid: a port of the bookings feature that the payments feature implements
 * (`checkoutsFor` in payments/) and app.ts hands in. Payments reads bookings, so bookings must not import
 * payments back (decision 035): it names what it needs here instead.
 */
export interface Checkouts {
  /**
   * A checkout for a new (or replayed) booking; a provider failure is recorded and answered, not thrown.
   * `fresh`: the booking was inserted by this request, so it has no checkout yet.
   */
  openOrRecordFailure(
    booking: BookingRow,
    log: FastifyBaseLogger,
    options?: { fresh?: boolean },
  ): Promise<{ checkoutUrl: string | null; checkoutError?: string }>;
  /** A checkout for Pay Now on Check My Booking; a provider failure is thrown as the traveller's error. */
  openForPayNow(booking: BookingRow, log: FastifyBaseLogger): Promise<string>;
}
