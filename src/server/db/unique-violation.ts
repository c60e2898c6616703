/**
 * What PostgreSQL said about a failed statement: its SQLSTATE code and, for a constraint, the constraint's
 * name. node-postgres and PGlite both report them on their error; Drizzle wraps the driver's error in its
 * own, so the chain of causes is searched.
 */
function databaseErrorOf(error: unknown): { code: string; constraint: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '',
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * @internal The SQLSTATE code of a failed statement ('40P01', a deadlock), or undefined for another error.
 * Nothing in the server calls it: the tests' reset (src/testing/server/test-database.ts) does.
 */
export function sqlStateOf(error: unknown): string | undefined {
  return databaseErrorOf(error)?.code;
}

/** The name of the unique index or constraint a failed insert ran into, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseErrorOf(error);
  return found?.code === '23505' ? found.constraint : undefined;
}

/**
 * A statement refused because of a value it carried: class 22, data exception (a NUL in a
 * text, a number out of range), or class 23, integrity constraint violation (a CHECK, a unique index).
 * Undefined for anything else: a lost connection or a bug is not the client's doing.
 */
export function valueRefusal(
  error: unknown,
): { kind: 'invalid' | 'conflict'; code: string; constraint: string } | undefined {
  const found = databaseErrorOf(error);
  if (!found) return undefined;
  if (found.code.startsWith('22') || found.code === '23502' || found.code === '23514') {
    return { kind: 'invalid', ...found };
  }
  if (found.code.startsWith('23')) return { kind: 'conflict', ...found };
  return undefined;
}
