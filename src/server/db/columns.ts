/**
 * The column helpers every schema file (schema.ts, dispatch-schema.ts, landing-schema.ts) builds with, so a
 * kind of column or check is written once: an instant, the row's own clock, a text's limits, a list of
 * allowed values.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';
import { CONTROL_CHARACTER } from '../../domain/text-limits';

/** An instant: every time the database keeps is a timestamptz, so no reader guesses its zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The database's own clock at the insert (it orders two rows of one instant) and at the last update. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/**
 * The limits of the shared schemas (src/domain/text-limits.ts), held by the database too, so no
 * path around the API (a script, a console, a bug) stores what the API refuses. The control characters'
 * pattern is the domain's own, which PostgreSQL's regular expressions read alike. A NULL passes a CHECK,
 * so a nullable column needs no `is null or`.
 */
const CONTROL_CHARACTER_PATTERN = sql.raw(`'${CONTROL_CHARACTER.source}'`);

export function textLimit(column: AnyPgColumn, max: number, options: { required?: boolean } = {}): SQL {
  const conditions = [
    sql`char_length(${column}) <= ${sql.raw(String(max))}`,
    sql`${column} !~ ${CONTROL_CHARACTER_PATTERN}`,
  ];
  if (options.required) conditions.unshift(sql`${column} <> ''`);
  return sql.join(conditions, sql` and `);
}

/** The domain's list of allowed values as an SQL list for a CHECK: `'offered', 'accepted', …`. */
export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
