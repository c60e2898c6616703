/**
 * What the product promises while its database cannot be reached (docs/decisions/038): every API
 * call answers quickly with 503, a Retry-After and one sentence the pages show, instead of hanging or
 * answering 500; once the database is back every server serves again by itself.
 */

/** The JSON error of every API call while the database is unreachable; the pages show it as it is. */
export const DATABASE_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';

export const DATABASE_BUSY_STATUS = 503;

/** Sent as Retry-After: a moment, about how long a managed database's fail-over takes. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** @internal Every API call answers within this while the database is unreachable (the fault test holds it). */
export const OUTAGE_ANSWER_WITHIN_MS = 5000;

/** @internal Every server serves again within this once the database is back, without a restart (ditto). */
export const RECOVERY_WITHIN_MS = 10_000;

/**
 * The server's own limits, chosen to keep the two promises above: a connection is given up after
 * CONNECT_TIMEOUT_MS, a pooled one waited for no longer than ACQUIRE_TIMEOUT_MS, a statement stopped after
 * STATEMENT_TIMEOUT_MS; a server that saw the database fail answers the next calls at once for
 * KNOWN_DOWN_MS before trying it again, so a flood of calls does not queue behind dead connections.
 */
export const DATABASE_LIMITS = {
  connectTimeoutMs: 2000,
  acquireTimeoutMs: 3000,
  statementTimeoutMs: 4000,
  knownDownMs: 1000,
} as const;
