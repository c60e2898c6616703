import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/**
 * Records money that moved (the `money_movements` ledger), inside the transaction that changes
 * the payment, so the two never disagree. The booking's route and service type are copied as they are
 * now; its ride time (`ride_at`) is filled and kept the booking's by triggers (migration 0034). A movement already recorded under the same kind and `sourceRef` is left alone: a replayed webhook
 * or a retried refund counts once.
 */
export async function recordMoneyMovement(
  db: Database | Transaction,
  movement: {
    bookingId: string;
    kind: 'payment' | 'refund';
    sourceRef: string;
    amountCents: number;
    at: Date;
  },
): Promise<void> {
  if (movement.amountCents <= 0) return;
  await db.execute(sql`
    insert into money_movements
      (booking_id, kind, source_ref, amount_cents, service_type, from_location, to_location, at)
    select id, ${movement.kind}, ${movement.sourceRef}, ${movement.amountCents}, service_type, from_location,
      to_location, ${movement.at.toISOString()}::timestamptz
    from bookings where id = ${movement.bookingId}
    on conflict (kind, source_ref) do nothing`);
}
