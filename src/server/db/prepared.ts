/**
 * A statement PGlite plans once and keeps (decision 040). PGlite plans in WebAssembly, several times
 * slower than PostgreSQL, and a statement of many small index ranges (Needs attention's) costs more to
 * plan than to run. PGlite is one session per process, so the statement is PREPAREd there once and
 * EXECUTEd with its values from then on; PostgreSQL's own planner is quick, and its pooled connections
 * would each need their own, so there it runs as any other statement.
 */
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
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
  // Inside a transaction the session's client is PGlite's transaction: run the statement plainly.
  if (!(client instanceof PGlite)) return queryRows<Row>(db, query);
  const { sql: text, params } = internals.dialect.sqlToQuery(query);
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
