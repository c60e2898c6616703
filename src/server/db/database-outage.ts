/**
 * Telling a database that cannot be reached from any other failure (docs/decisions/038): a
 * refused or lost connection, a server shutting down or starting, a pool that could not hand out a
 * connection in time, a statement stopped by its timeout. Such a failure answers 503 with Retry-After,
 * never 500; one that says the database is away (not only busy) tells the gate below, so the next calls
 * answer at once instead of queuing behind it.
 */

/** SQLSTATEs of a server that is away, going away or too busy, not of anything the request did. */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** Node's codes of a socket that could not connect or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres and its pool say these in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
  'terminating connection',
];

/** Whether `test` holds of the error or of any error it wraps (Drizzle's cause, Node's grouped refusals). */
function anyErrorIn(
  error: unknown,
  test: (candidate: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (test(candidate)) return true;
    pending.push(candidate.cause);
    // Connecting to 'localhost' tries each address: Node reports the refusals together.
    if (Array.isArray(candidate.errors)) pending.push(...candidate.errors);
  }
  return false;
}

/** Whether the failure is the database's (away or too busy): it answers 503, never 500. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return anyErrorIn(error, ({ code, message }) => {
    if (typeof code === 'string') {
      if (UNREACHABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
      if (SOCKET_CODES.has(code)) return true;
    }
    return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words));
  });
}

/**
 * A statement stopped by its timeout (a lock held long, a slow query) and a pooled connection not free in
 * time because every one is in use: the database is there, busy. Pooled connections that are lost fail
 * with the words above, and new ones that cannot connect with 'Connection terminated'.
 */
const BUSY_SQLSTATE = '57014';
const BUSY_POOL_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * Whether the failure says the database cannot be reached, not only that it is busy: such a failure
 * closes the gate below. A busy one answers its own call 503 and leaves the gate open, so one hot row or a
 * burst that fills the pool does not turn every other call of the server away for the gate's moment
 * (docs/decisions/084).
 */
export function closesTheGate(error: unknown): boolean {
  if (!isDatabaseUnreachable(error)) return false;
  return !anyErrorIn(
    error,
    ({ code, message }) =>
      code === BUSY_SQLSTATE || (typeof message === 'string' && message.includes(BUSY_POOL_MESSAGE)),
  );
}

export interface DatabaseGate {
  /** A call just found the database unreachable. */
  markDown(): void;
  /** A call just reached it. */
  markUp(): void;
  /** True for a moment after the database was last found unreachable: answer 503 without trying. */
  isKnownDown(): boolean;
}

/**
 * Remembers for `knownDownMs` that the database was unreachable. After that one call goes through and
 * tries; so a server serves again within that moment of the database coming back, with no restart.
 */
export function createDatabaseGate(knownDownMs: number, clock: () => number = Date.now): DatabaseGate {
  let downUntil = 0;
  return {
    markDown: () => {
      downUntil = clock() + knownDownMs;
    },
    markUp: () => {
      downUntil = 0;
    },
    isKnownDown: () => clock() < downUntil,
  };
}
