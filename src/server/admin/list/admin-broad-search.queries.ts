/**
 * A search too broad to count in one statement ('cancun' matches a third of all bookings, 'com' nearly
 * all): the table is read in slices of heap pages (a TID range scan), each slice one short statement that
 * answers its matches' counts per status and its best `offset + limit` matches in the list's order. The
 * counts add up to the exact total; the page is taken from the slices' best candidates in one last
 * statement. PGlite runs one statement at a time for the whole server, so between two slices a traveller's
 * booking or another admin's request gets its turn (docs/decisions/011-admin-search-at-scale.md).
 *
 * The slices are separate statements, not one snapshot: a booking whose row moves to another page while a
 * broad search runs (an update that does not fit its page) can be counted twice or missed in that one
 * answer. The dashboard reloads after every change, so this is accepted rather than holding PGlite (or a
 * PostgreSQL snapshot) for the whole search.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { LIST_ORDER, type ListPage, type ListPageQuery, pageOf, readListStatement } from './admin-list.sql';

/** About 10,000 bookings: one slice costs some 8 ms on PGlite on a quiet machine, and a few on PostgreSQL. */
export const BROAD_SEARCH_SLICE_PAGES = 500;

async function heapPages(db: Database): Promise<number> {
  const [row] = await queryRows<{ pages: number }>(
    db,
    sql`select (pg_relation_size('bookings') / current_setting('block_size')::int)::int as pages`,
  );
  return Number(row?.pages ?? 0);
}

/** The last slice has no upper bound, so pages added since the size was read are read too. */
function sliceStatement(condition: SQL, query: ListPageQuery, first: number, last: number | null): SQL {
  const range =
    last === null
      ? sql`ctid >= ${`(${first},0)`}::tid`
      : sql`ctid >= ${`(${first},0)`}::tid and ctid < ${`(${last},0)`}::tid`;
  const statusFilter = query.status ? sql`where status = ${query.status}` : sql``;
  return sql`with matched as materialized (
      select id, status, pickup_time_calc, flight_date_time from bookings where ${range} and ${condition}
    )
    select
      (select json_object_agg(status, n) from (select status, count(*) as n from matched group by status) c) as counts,
      (select json_agg(id) from (select id from matched ${statusFilter} order by ${LIST_ORDER}
        limit ${query.offset + query.limit}) best) as ids`;
}

export async function findBroadSearchPage(
  db: Database,
  query: ListPageQuery,
  condition: SQL,
  slicePages: number,
): Promise<ListPage> {
  const pages = await heapPages(db);
  const counts = new Map<string, number>();
  const candidates: string[] = [];
  for (let first = 0; first === 0 || first < pages; first += slicePages) {
    const last = first + slicePages >= pages ? null : first + slicePages;
    const [slice] = await queryRows<{ counts: Record<string, number> | null; ids: string[] | null }>(
      db,
      sliceStatement(condition, query, first, last),
    );
    for (const [status, count] of Object.entries(slice?.counts ?? {}))
      counts.set(status, (counts.get(status) ?? 0) + Number(count));
    candidates.push(...(slice?.ids ?? []));
  }
  // Only the ordering columns: the page's 50 bookings are read whole by pageOf.
  const candidatesOnly = sql`(select id, status, pickup_time_calc, flight_date_time from bookings
      where id in (select jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb))) candidates`;
  const { bookings } = await readListStatement(
    db,
    sql`select null as counts, ${pageOf(candidatesOnly, query)} as bookings`,
  );
  return { bookings, counts };
}
