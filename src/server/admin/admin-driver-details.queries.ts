import { and, eq, inArray, sql } from 'drizzle-orm';
import { DRIVER_DETAILS_STATUSES } from '../../domain/driver-details';
import type { Database, Transaction } from '../db/client';
import { type BookingRow, bookings } from '../db/schema';

/** driverDetailsKey (domain/driver-details.ts) of the row being updated, in SQL. */
const CURRENT_DRIVER = sql`${bookings.driverName} || chr(10) || ${bookings.driverCompany}`;

/**
 * Marks the driver's details sent, with whatever `alsoInTransaction` adds (the e-mail, the event), all or
 * nothing. One conditional UPDATE decides: only a paid or confirmed booking with a driver name and company
 * whose details were not sent yet for that driver changes. A double click or two admins at once: the second
 * UPDATE waits for the first's row lock, then reads the committed row, which no longer qualifies, so the
 * traveller gets one e-mail. Answers undefined when nothing qualified.
 */
export async function markDriverDetailsSent(
  db: Database,
  id: string,
  at: Date,
  alsoInTransaction: (tx: Transaction, booking: BookingRow) => Promise<void>,
): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set({ driverDetailsSentAt: at, driverDetailsSentFor: CURRENT_DRIVER, updatedAt: at })
      .where(
        and(
          eq(bookings.id, id),
          inArray(bookings.status, [...DRIVER_DETAILS_STATUSES]),
          sql`btrim(coalesce(${bookings.driverName}, '')) <> ''`,
          sql`btrim(coalesce(${bookings.driverCompany}, '')) <> ''`,
          sql`${bookings.driverDetailsSentFor} is distinct from ${CURRENT_DRIVER}`,
        ),
      )
      .returning();
    if (!booking) return undefined;
    await alsoInTransaction(tx, booking);
    return booking;
  });
}
