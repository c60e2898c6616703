import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../db/client';
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
  /**
   * The first checkout of a booking being inserted in `tx`, written in that transaction so the booking and
   * its checkout commit together (decision 063); its URL. Present only when opening one needs no network
   * call (the demo provider): a call to Stripe must hold no transaction open. A failure is thrown.
   */
  openFirstInTransaction?(tx: Transaction, booking: BookingRow): Promise<string>;
  /** A checkout for Pay Now on Check My Booking; a provider failure is thrown as the traveller's error. */
  openForPayNow(booking: BookingRow, log: FastifyBaseLogger): Promise<string>;
}
