/**
 * A statement planned once and kept (decision 040). A statement of many small index ranges (Needs
 * attention's) costs about as much to plan as to run: 7 ms of planning beside 8 of running on PostgreSQL
 * at 100,000 bookings, and several times that on PGlite, which plans in WebAssembly.
 * - PGlite is one session per process: the statement is PREPAREd there once and EXECUTEd with its values.
 * - PostgreSQL: a named statement of node-postgres, which each pooled connection prepares on its first use
 *   of the name; after five runs PostgreSQL keeps a generic plan when it costs no more than the custom
 *   ones (plan_cache_mode auto), and the ranges keep their partial indexes since the indexes' predicates
 *   hold no values.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from './client';

/** The statements prepared in each PGlite session, by name. */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/** What drizzle hands the driver: the statement with $1… and its values. */
interface Internals {
  session?: { client?: unknown };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** A value written into EXECUTE's argument list as a literal (EXECUTE takes no bound parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  // standard_conforming_strings is on: a quote doubled is the only escape a string needs.
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`a prepared statement cannot take ${typeof value} values`);
}

/**
 * The rows of `query`, prepared as `name` on PGlite. One name is one statement: its SQL must not change
 * between calls, only its values (a different statement needs another name).
 */
export async function preparedRows<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = (db as unknown as Internals).dialect.sqlToQuery(query);
  return runPrepared<Row>(db, name, text, params, () => query);
}

/** A statement's text and values as built at one instant, `builtAt`. */
interface Template {
  text: string;
  params: unknown[];
  builtAt: number;
}
const templates = new Map<string, Template>();

/**
 * `preparedRows` of `build(now)`, for a statement whose values change with `now` only as instants at fixed
 * distances from it (the ranges of Needs attention): built once, then each call moves those instants by
 * `now`. Building the attention statement (drizzle: 9 KB of text from some 200 pieces, 31 values) took
 * 0.3 ms of Node's time per view. The first call builds it at two instants and checks that nothing else
 * moves.
 */
export async function preparedRowsAt<Row>(
  db: Database,
  name: string,
  build: (now: Date) => SQL,
  now: Date,
): Promise<Row[]> {
  let template = templates.get(name);
  if (!template) {
    template = templateOf(db, name, build, now);
    templates.set(name, template);
  }
  const moveBy = now.getTime() - template.builtAt;
  const params = template.params.map((value) =>
    value instanceof Date ? new Date(value.getTime() + moveBy) : value,
  );
  return runPrepared<Row>(db, name, template.text, params, () => build(now));
}

function templateOf(db: Database, name: string, build: (now: Date) => SQL, now: Date): Template {
  const { dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(build(now));
  // An odd distance, so that an instant rounded (to a second, a day) would not move by it.
  const distance = 3_600_001;
  const later = dialect.sqlToQuery(build(new Date(now.getTime() + distance)));
  const movesWithNow = (value: unknown, i: number) => {
    const other = later.params[i];
    return value instanceof Date
      ? other instanceof Date && other.getTime() - value.getTime() === distance
      : Object.is(value, other);
  };
  if (later.sql !== built.sql || !built.params.every(movesWithNow)) {
    throw new Error(`the statement ${name} changes with the instant otherwise than by moving its instants`);
  }
  return { text: built.sql, params: built.params, builtAt: now.getTime() };
}

async function runPrepared<Row>(
  db: Database,
  name: string,
  text: string,
  params: unknown[],
  query: () => SQL,
): Promise<Row[]> {
  const client = (db as unknown as Internals).session?.client;
  // The pool, or a transaction's connection: node-postgres prepares the name once per connection.
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  // Inside a transaction the session's client is PGlite's transaction: run the statement plainly.
  if (!(client instanceof PGlite)) return queryRows<Row>(db, query());
  let prepared = preparedIn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedIn.set(client, prepared);
  }
  if (!prepared.has(name)) {
    await client.exec(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const args = params.length > 0 ? `(${params.map(literal).join(', ')})` : '';
  const result = await client.query<Row>(`execute ${name}${args}`);
  return result.rows;
}
