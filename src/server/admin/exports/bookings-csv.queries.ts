/**
 * The booking list for download, read in batches by keyset on the list's order (pickup_time_calc asc nulls
 * last, flight_date_time, id), so no batch sorts or skips more than it returns and each one holds the
 * database (one connection on PGlite) only briefly. The bookings with a pickup time come first, off
 * the schedule indexes' non-null part; then those without one, off the indexes' null part.
 */
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AdminSearch } from '../../../domain/admin-search';
import type { BookingStatus } from '../../../domain/statuses';
import { ADMIN_BOOKING_FIELDS, bookingColumns } from '../../bookings';
import type { Database } from '../../db/client';
import { acceptedProviderSql } from '../../db/dispatch-schema';
import { bookings } from '../../db/schema';
import { searchCondition } from '../list/admin-list.sql';

/** Every stored field of the admin shape, and the accepted provider: what the sheet's columns read. */
const exportColumns = { ...bookingColumns(ADMIN_BOOKING_FIELDS), provider: acceptedProviderSql };

/** Where the previous batch stopped: its last booking's place in the list order. */
export interface ListCursor {
  pickupTimeCalc: Date | null;
  flightDateTime: Date;
  id: string;
}

export interface ExportFilter {
  search: AdminSearch;
  status: BookingStatus | undefined;
}

const instant = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** After the cursor, within one part of the list: with a pickup time, or without one. */
function afterCursor(part: 'with-pickup' | 'without-pickup', cursor: ListCursor | null): SQL | undefined {
  if (part === 'with-pickup') {
    if (!cursor) return isNotNull(bookings.pickupTimeCalc);
    // Only reached while the cursor is still in this part, so its pickup time is set.
    return sql`(${bookings.pickupTimeCalc}, ${bookings.flightDateTime}, ${bookings.id}) > (${instant(
      cursor.pickupTimeCalc as Date,
    )}, ${instant(cursor.flightDateTime)}, ${cursor.id})`;
  }
  if (!cursor || cursor.pickupTimeCalc) return isNull(bookings.pickupTimeCalc);
  return and(
    isNull(bookings.pickupTimeCalc),
    sql`(${bookings.flightDateTime}, ${bookings.id}) > (${instant(cursor.flightDateTime)}, ${cursor.id})`,
  );
}

/** The next `limit` bookings of one part of the list after the cursor, in the list's order. */
export function findExportBatch(
  db: Database,
  filter: ExportFilter,
  part: 'with-pickup' | 'without-pickup',
  cursor: ListCursor | null,
  limit: number,
) {
  return db
    .select(exportColumns)
    .from(bookings)
    .where(
      and(
        afterCursor(part, cursor),
        filter.status ? eq(bookings.status, filter.status) : undefined,
        searchCondition(filter.search),
      ),
    )
    .orderBy(asc(bookings.pickupTimeCalc), asc(bookings.flightDateTime), asc(bookings.id))
    .limit(limit);
}

export type ExportRow = Awaited<ReturnType<typeof findExportBatch>>[number];
