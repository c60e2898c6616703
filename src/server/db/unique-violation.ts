/**
 * The name of the unique index or constraint a failed insert ran into, or undefined for any other error.
 * node-postgres and PGlite both report SQLSTATE 23505 with the constraint's name; Drizzle wraps the
 * driver's error in its own, so the chain of causes is searched.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
