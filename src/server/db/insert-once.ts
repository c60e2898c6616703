/**
 * Inserts whose statement is built once per shape instead of at every call (decision 067). Drizzle builds
 * an insert's SQL from its pieces each time it runs: on a booking's path (six inserts) that was the largest
 * share of Node's own work, 0.44 ms of about 2.4 ms of CPU per booking on PostgreSQL. Here the insert is
 * built once with a placeholder for each value given, and kept by its shape: the caller's name for it,
 * which columns it was given, in which order, and which of them were null, compared key by key (a key
 * string made at each call cost more than the rest of the lookup). How each parameter takes its value is
 * worked out once too (a placeholder's through its column's encoder); each call runs the statement on the
 * connection or transaction at hand straight through the driver (run-built.ts, decision 075), and the
 * rows come back mapped as from the insert itself.
 *
 * On PostgreSQL the statement goes by a name taken from its text (`statementName`), so each connection
 * parses and plans it once and then only binds the values (decision 074): unnamed, a booking's inserts
 * spent about 1 ms of its 6.6 ms in the driver's calls being parsed and planned again. PGlite has no
 * named statements and runs it as before.
 */
import { is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { statementName } from './prepared-query';
import { type BuiltStatement, rowReaderOf, runBuilt } from './run-built';

type Executor = Database | Transaction;

/** What a Drizzle insert builder offers: its statement, and what its `returning` selects. */
interface InsertBuilder {
  toSQL(): { sql: string; params: unknown[] };
  config: { returning?: unknown };
}

/** How one parameter of a built insert takes its value from a call's values. */
type Fill = (values: Record<string, unknown>) => unknown;

/**
 * Each parameter's way to its value, worked out once (what Drizzle's `fillPlaceholders` works out at every
 * call): a placeholder's value through its column's encoder, or a value fixed in the statement.
 */
function fillsOf(params: unknown[]): Fill[] {
  return params.map((param): Fill => {
    if (is(param, Placeholder)) return (values) => values[param.name];
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder } = param;
      const { name } = param.value;
      return (values) => encoder.mapToDriverValue(values[name]);
    }
    return () => param;
  });
}

/**
 * One shape of an insert: the keys given a value, in the order given, whether each was null (a null goes
 * into the statement as null: a column's encoder would turn it into JSON's null, say), and its statement.
 */
interface Shape {
  keys: string[];
  nulls: boolean[];
  statement: BuiltStatement & { fills: Fill[] };
}

/** The shapes built so far, by the caller's name for its insert. */
const shapesByName = new Map<string, Shape[]>();

/**
 * Whether `values` have `shape`: compared key by key, without building a key for them. Undefined when a
 * value is SQL (an expression, not a value), which no built shape takes.
 */
function hasShape(shape: Shape, values: Record<string, unknown>): boolean | undefined {
  let index = 0;
  for (const key in values) {
    const value = values[key];
    if (value === undefined) continue;
    if (typeof value === 'object' && value !== null && is(value, SQL)) return undefined;
    if (shape.keys[index] !== key || shape.nulls[index] !== (value === null)) return false;
    index += 1;
  }
  return index === shape.keys.length;
}

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
  const shapes = shapesByName.get(name) ?? [];
  let statement: Shape['statement'] | undefined;
  for (const shape of shapes) {
    const matched = hasShape(shape, values);
    if (matched === undefined) return build(db, values);
    if (matched) {
      statement = shape.statement;
      break;
    }
  }
  if (!statement) {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    if (given.some((key) => is(values[key], SQL))) return build(db, values);
    const placeholders = Object.fromEntries(
      given.map((key) => [key, values[key] === null ? null : sql.placeholder(key)]),
    ) as Values;
    const insert = build(db, placeholders) as unknown as InsertBuilder;
    const query = insert.toSQL();
    statement = {
      text: query.sql,
      name: statementName(query.sql),
      readRow: rowReaderOf(insert.config.returning),
      fills: fillsOf(query.params),
    };
    shapes.push({ keys: given, nulls: given.map((key) => values[key] === null), statement });
    shapesByName.set(name, shapes);
  }
  const params = statement.fills.map((fill) => fill(values));
  return runBuilt(db, statement, params) as Promise<Result>;
}
