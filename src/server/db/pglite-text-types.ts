/**
 * Drizzle reads a few PostgreSQL types as the text the database sends (timestamps, dates, intervals and
 * their arrays, numeric arrays) and maps them itself. On PGlite it asks for that with a `parsers` option on
 * every statement, and PGlite merges that option into its own table of parsers (some 300 entries, one per
 * array type) for every answer: about 0.2 ms a statement, 1.6 ms of a booking's 8 (decision 071).
 *
 * The same choice is made once instead: the instance reads those types as text, and Drizzle's option is
 * taken off each statement on its way in. An option naming any other type is passed on as it is.
 */
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';
import { wrapPgliteQueries } from './pglite-queries';

/**
 * The types Drizzle's drivers read as text (drizzle-orm/pglite/session.js, node-postgres/session.js),
 * arrays included: their columns decode that text themselves.
 */
export const DRIZZLE_TEXT_TYPES: ReadonlySet<number> = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);

/** A text type's parser: the text as the database sent it. */
export const asText = (value: string) => value;

/** Options without a `parsers` entry that only asks for what the instance already does. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const key of Object.keys(parsers)) if (!DRIZZLE_TEXT_TYPES.has(Number(key))) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** Makes `client` read Drizzle's text types as text itself, and spares each statement the merge. */
export function readDrizzleTextTypesOnce(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  wrapPgliteQueries(
    client,
    (query) => (text, params, options) => query(text, params, withoutTextParsers(options)),
  );
}
