/**
 * Raw SQL run often (a limit's counter, the mail cap's lock and count) as a statement prepared by name on
 * PostgreSQL: each connection parses and plans it once, then only binds its values (decision 074). The
 * name is taken from the statement's text, so one name never stands for two statements, on any connection
 * of any server. PGlite has no statements by name and runs it as `db.execute` does.
 *
 * Only for statements whose text is fixed (values as parameters): each distinct text is one more statement
 * every connection keeps for its life.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { runBuilt } from './run-built';

/** The part of Drizzle's database (or transaction) that builds a statement's text and parameters. */
interface Builder {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

const names = new Map<string, string>();

/**
 * A statement's name on PostgreSQL: from its text, the same in every process, so one name never stands for
 * two statements (insert-once.ts names its inserts by it too).
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q-${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/** Runs `query` prepared by name and returns its rows, as `queryRows` does. */
export async function queryPrepared<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const built = (db as unknown as Builder).dialect.sqlToQuery(query);
  const result = (await runBuilt(db, { text: built.sql, name: statementName(built.sql) }, built.params)) as {
    rows: Row[];
  };
  return result.rows;
}
