/**
 * The dashboard's list: one page in the order of SPEC section 7 and the exact counts per status, each
 * served by an index so it stays fast at 100,000 bookings (docs/decisions/011-admin-search-at-scale.md).
 */
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AdminSearch } from '../../domain/admin-search';
import type { BookingStatus } from '../../domain/statuses';
import type { Database } from '../db/client';
import { bookingStatusCounts, bookings } from '../db/schema';

/** Every column but the search haystack, which no answer needs. */
const { searchText: _haystack, ...listedColumns } = getTableColumns(bookings);

/** LIKE treats % _ and \ as patterns; a term is matched literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The search as a condition the indexes serve. A substring must match `search_text` exactly as it is built,
 * `lower()` of the columns, so the term is lowered by the same function (bookings_search_trgm_idx). A short
 * term is a prefix of lower(last_name) (bookings_last_name_prefix_idx, text_pattern_ops so LIKE 'x%' can
 * use a btree whatever the database's collation).
 */
export function searchCondition(search: AdminSearch): SQL | undefined {
  switch (search.kind) {
    case 'none':
      return undefined;
    case 'last-name-prefix':
      return sql`lower(${bookings.lastName}) like lower(${`${escapeLike(search.term)}%`})`;
    case 'substring':
      return sql`${bookings.searchText} like lower(${`%${escapeLike(search.term)}%`})`;
  }
}

export interface ListPageQuery {
  search: AdminSearch;
  status: BookingStatus | undefined;
  limit: number;
  offset: number;
}

/**
 * One page, in the order of SPEC section 7 with the id last so pages never overlap. The order is exactly
 * the column order of bookings_schedule_idx and bookings_status_schedule_idx, so an unsearched page is read
 * off an index without sorting.
 */
export async function listBookingsPage(db: Database, query: ListPageQuery) {
  const where = and(
    searchCondition(query.search),
    query.status ? eq(bookings.status, query.status) : undefined,
  );
  return db
    .select(listedColumns)
    .from(bookings)
    .where(where)
    .orderBy(sql`${bookings.pickupTimeCalc} asc nulls last`, asc(bookings.flightDateTime), asc(bookings.id))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * Bookings per status matching the search. Without a search the counts table (kept by triggers) answers
 * with six rows; with one, the matching rows are counted through the search's index.
 */
export async function countBookingsByStatus(db: Database, search: AdminSearch): Promise<Map<string, number>> {
  const condition = searchCondition(search);
  const rows = condition
    ? await db
        .select({ status: bookings.status, count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(condition)
        .groupBy(bookings.status)
    : await db
        .select({ status: bookingStatusCounts.status, count: bookingStatusCounts.count })
        .from(bookingStatusCounts);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}
