/**
 * Runs a statement the app built once (insert-once.ts, prepared-query.ts) straight on the driver under
 * Drizzle's database or transaction, as Drizzle's own prepared statement would, without the work Drizzle
 * does again on every call: two query configs and their type parsers made for each statement, three
 * nested spans for a tracer the app does not install, a result cache the app does not use, and a check of
 * each parameter's kind (decision 075). The rows come back as Drizzle's would: a statement with columns
 * to return answers them mapped through the columns' decoders, any other the driver's own result.
 *
 * Both drivers read timestamps, dates and intervals as the text the database sends, which the columns then
 * decode, as under Drizzle (`DRIZZLE_TEXT_TYPES`). On PostgreSQL the statement goes by its name, so each
 * connection parses and plans it once (decision 074); PGlite has no statements by name.
 */
import { Column, is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Transaction } from './client';
import { asText, DRIZZLE_TEXT_TYPES } from './pglite-text-types';

/** A row as the driver answers it in array mode, read into the object Drizzle would make of it. */
export type RowReader = (row: unknown[]) => Record<string, unknown>;

/** A statement as built once: its text, its name on PostgreSQL, and how to read what it returns. */
export interface BuiltStatement {
  text: string;
  name: string;
  /** Reads each returned row; undefined when the statement returns none. */
  readRow?: RowReader;
}

/**
 * How the rows of a `returning` clause are read, from Drizzle's ordered fields (an insert's
 * `config.returning`): each column's value decoded by the column, null as null. Only columns of the
 * inserted table, each under its own key, as an insert's `returning` selects them.
 */
export function rowReaderOf(fields: unknown): RowReader | undefined {
  if (!Array.isArray(fields)) return undefined;
  const columns = fields.map(({ path, field }: { path: string[]; field: unknown }) => {
    const [key] = path;
    if (path.length !== 1 || key === undefined || !is(field, Column)) {
      throw new Error(`a built statement returns only its table's columns: ${path.join('.')}`);
    }
    return { key, column: field };
  });
  return (row) => {
    const read: Record<string, unknown> = {};
    columns.forEach(({ key, column }, index) => {
      const value = row[index];
      read[key] = value === null ? null : column.mapFromDriverValue(value);
    });
    return read;
  };
}

/** What runs a statement under Drizzle's session: a pool or pooled connection, or a PGlite or its transaction. */
interface SessionClient {
  query(config: unknown, params?: unknown, options?: unknown): Promise<{ rows: unknown[] }>;
}

/** node-postgres' parsers, but Drizzle's text types read as text. */
const NODE_PG_TYPES = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    DRIZZLE_TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};

/** Runs `statement` with `params` on `db`: the mapped rows when it returns columns, else the driver's result. */
export async function runBuilt(
  db: Database | Transaction,
  statement: BuiltStatement,
  params: unknown[],
): Promise<unknown> {
  const { session } = db as unknown as { session: unknown };
  const { client } = session as { client: SessionClient };
  const { readRow } = statement;
  const rowMode = readRow ? 'array' : undefined;
  const result =
    session instanceof NodePgSession
      ? await client.query(
          { name: statement.name, text: statement.text, rowMode, types: NODE_PG_TYPES },
          params,
        )
      : await client.query(statement.text, params, rowMode ? { rowMode } : undefined);
  return readRow ? result.rows.map((row) => readRow(row as unknown[])) : result;
}
