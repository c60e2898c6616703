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
  const internals = db as unknown as Internals;
  const client = internals.session?.client;
  const { sql: text, params } = internals.dialect.sqlToQuery(query);
  // The pool, or a transaction's connection: node-postgres prepares the name once per connection.
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  // Inside a transaction the session's client is PGlite's transaction: run the statement plainly.
  if (!(client instanceof PGlite)) return queryRows<Row>(db, query);
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
