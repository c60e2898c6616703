/**
 * The dashboard's list: one page in the order of SPEC section 7 and the exact counts per status, in one
 * statement served by indexes (a broad search on PGlite: in slices, see findListPage), so it stays fast at
 * 100,000 bookings (docs/decisions/011-admin-search-at-scale.md).
 *
 * The page is found as ids first (off an index, or off the search's matches) and only its 50 bookings are
 * read whole. They come back as one JSON value in the admin shape: on PGlite, decoding one JSON value costs
 * half as much as decoding fifty rows of thirty columns.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BROAD_SEARCH_SLICE_PAGES, findBroadSearchPage } from './admin-broad-search.queries';
import {
  type ListPage,
  type ListPageQuery,
  pageOf,
  readListStatement,
  searchCondition,
  totalOf,
} from './admin-list.sql';

/** How many matches a search may have and still be answered in one statement (see findListPage). */
export const SINGLE_STATEMENT_MATCHES = 5000;

/**
 * Without a search the page's ids come straight off bookings_schedule_idx or bookings_status_schedule_idx
 * (no sort; an index-only scan once the visibility map is set) and the counts from booking_status_counts,
 * kept by triggers.
 */
function unsearchedStatement(query: ListPageQuery): SQL {
  return sql`select
      (select json_object_agg(status, count) from booking_status_counts) as counts,
      ${pageOf(sql`bookings`, query)} as bookings`;
}

/**
 * With a search, the matches are found once through the search's index, at most `cap` of them, and both the
 * counts and the page are taken from them. When the cap is reached the answer is incomplete and the caller
 * counts the matches in slices instead.
 */
function cappedSearchStatement(query: ListPageQuery, condition: SQL, cap: number | null): SQL {
  const limit = cap === null ? sql`` : sql`limit ${cap}`;
  return sql`with matched as materialized (
      select id, status, pickup_time_calc, flight_date_time from bookings where ${condition} ${limit}
    )
    select
      (select json_object_agg(status, n) from (select status, count(*) as n from matched group by status) c) as counts,
      ${pageOf(sql`matched`, query)} as bookings`;
}

export interface ListTuning {
  /** More matches than this and the search is counted in slices (findBroadSearchPage); null: never. */
  singleStatementMatches: number | null;
  /** Heap pages per slice of a broad search. */
  slicePages: number;
}

export const DEFAULT_LIST_TUNING: ListTuning = {
  singleStatementMatches: SINGLE_STATEMENT_MATCHES,
  slicePages: BROAD_SEARCH_SLICE_PAGES,
};

/**
 * Slices keep PGlite, one statement at a time for the whole server, free for others. PostgreSQL serves
 * other requests on other connections meanwhile, so there one statement, three times faster than the
 * slices for a broad term, answers every search.
 */
export function listTuningFor(engine: 'pglite' | 'postgres'): ListTuning {
  return engine === 'pglite' ? DEFAULT_LIST_TUNING : { ...DEFAULT_LIST_TUNING, singleStatementMatches: null };
}

/**
 * One page with the exact counts. A search with up to SINGLE_STATEMENT_MATCHES matches (a name, a flight,
 * an e-mail address: nearly every real search) is one statement. A broad term ('cancun', 'com') can match
 * most of the table; counting that in one statement would hold PGlite, which runs one query at a time for
 * the whole server, for hundreds of milliseconds, so it is counted in slices instead (docs/decisions/011).
 */
export async function findListPage(
  db: Database,
  query: ListPageQuery,
  tuning: ListTuning,
): Promise<ListPage> {
  const condition = searchCondition(query.search);
  if (!condition) return readListStatement(db, unsearchedStatement(query));
  const cap = tuning.singleStatementMatches;
  const capped = await readListStatement(
    db,
    cappedSearchStatement(query, condition, cap === null ? null : cap + 1),
  );
  if (cap === null || totalOf(capped.counts) <= cap) return capped;
  return findBroadSearchPage(db, query, condition, tuning.slicePages);
}
