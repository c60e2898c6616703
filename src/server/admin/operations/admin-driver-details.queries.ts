import { and, desc, eq } from 'drizzle-orm';
import { driverDetailsKey } from '../../../domain/driver-details';
import type { Database, Transaction } from '../../db/client';
import { type BookingRow, bookings, emails } from '../../db/schema';

/**
 * Sends the driver's details at most once per driver: the booking is read under a row lock, `decide` judges
 * it (with whether its last driver-details e-mail failed, which allows sending again) and, when it allows,
 * the booking is marked sent for the driver it holds and `alsoInTransaction` adds the e-mail and the event,
 * all or nothing. A double click or two admins at once: the second waits for the first's lock, then reads
 * what the first committed (its sent mark and its e-mail), so the traveller gets one e-mail.
 */
export async function sendOnceForDriver<Refusal>(
  db: Database,
  id: string,
  at: Date,
  decide: (booking: BookingRow, lastEmailFailed: boolean) => Refusal | null,
  alsoInTransaction: (tx: Transaction, booking: BookingRow) => Promise<void>,
): Promise<{ booking: BookingRow } | { refusal: Refusal | 'not-found' }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!current) return { refusal: 'not-found' as const };
    const [lastEmail] = await tx
      .select({ status: emails.status })
      .from(emails)
      .where(and(eq(emails.bookingId, id), eq(emails.kind, 'driver-details')))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    const refusal = decide(current, lastEmail?.status === 'failed');
    if (refusal !== null) return { refusal };
    const [booking] = await tx
      .update(bookings)
      .set({
        driverDetailsSentAt: at,
        driverDetailsSentFor: driverDetailsKey(current),
        updatedAt: at,
      })
      .where(eq(bookings.id, id))
      .returning();
    if (!booking) throw new Error('the locked booking was not updated');
    await alsoInTransaction(tx, booking);
    return { booking };
  });
}
