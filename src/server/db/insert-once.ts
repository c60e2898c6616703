/**
 * Inserts whose statement is built once per shape instead of at every call (decision 067). Drizzle builds
 * an insert's SQL from its pieces each time it runs: on a booking's path (six inserts) that was the largest
 * share of Node's own work, 0.44 ms of about 2.4 ms of CPU per booking on PostgreSQL. Here the insert is
 * built once with a placeholder for each value given, and kept by its shape: the caller's name for it,
 * which columns it was given, and which of them were null. Each call fills the placeholders through the
 * columns' own encoders and runs it on the connection or transaction at hand, as Drizzle's prepared
 * statements do (`fillPlaceholders`); the rows come back mapped as from the insert itself.
 *
 * On PostgreSQL the statement goes by a name taken from its text (`statementName`), so each connection
 * parses and plans it once and then only binds the values (decision 074): unnamed, a booking's inserts
 * spent about 1 ms of its 6.6 ms in the driver's calls being parsed and planned again. PGlite has no
 * named statements and runs it as before.
 */
import { is, SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { statementName } from './prepared-query';

type Executor = Database | Transaction;

/** What a Drizzle insert builder offers: its statement, and what its `returning` selects. */
interface InsertBuilder {
  toSQL(): { sql: string; params: unknown[] };
  config: { returning?: unknown };
}

/** The part of Drizzle's session (a database's or a transaction's) that runs a built statement. */
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: undefined,
    isResponseInArrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
}

const built = new Map<
  string,
  { query: { sql: string; params: unknown[] }; returning: unknown; name: string }
>();

/**
 * Runs `build(db, values)`, an insert (with whatever conflict and returning clauses), built once for each
 * shape of `values`. A value that is SQL (an expression, not a value) cannot be a placeholder: such a call
 * is built and run as it is, every time.
 */
export async function insertBuiltOnce<Values extends Record<string, unknown>, Result>(
  db: Executor,
  name: string,
  values: Values,
  build: (db: Executor, values: Values) => PromiseLike<Result>,
): Promise<Result> {
  const given = Object.keys(values).filter((key) => values[key] !== undefined);
  if (given.some((key) => is(values[key], SQL))) return build(db, values);
  // A null goes into the statement as null: a column's encoder would turn it into JSON's null, say.
  const shape = `${name}:${given.map((key) => (values[key] === null ? `${key}=null` : key)).join(',')}`;
  let statement = built.get(shape);
  if (!statement) {
    const placeholders = Object.fromEntries(
      given.map((key) => [key, values[key] === null ? null : sql.placeholder(key)]),
    ) as Values;
    const insert = build(db, placeholders) as unknown as InsertBuilder;
    const query = insert.toSQL();
    statement = { query, returning: insert.config.returning, name: statementName(query.sql) };
    built.set(shape, statement);
  }
  const { session } = db as unknown as { session: Session };
  const prepared = session.prepareQuery(statement.query, statement.returning, statement.name as never, true);
  return prepared.execute(values) as Promise<Result>;
}
