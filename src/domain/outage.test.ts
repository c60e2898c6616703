import { describe, expect, it } from 'vitest';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_BUSY_STATUS,
  DATABASE_LIMITS,
  OUTAGE_ANSWER_WITHIN_MS,
  RECOVERY_WITHIN_MS,
} from './outage';

describe('the outage answer', () => {
  it("is 503 with the issue's sentence and a Retry-After of a moment", () => {
    expect(DATABASE_BUSY_STATUS).toBe(503);
    expect(DATABASE_BUSY_MESSAGE).toBe('The service is busy. Please try again in a moment.');
    expect(DATABASE_BUSY_RETRY_AFTER_SECONDS).toBeGreaterThanOrEqual(1);
    expect(DATABASE_BUSY_RETRY_AFTER_SECONDS * 1000).toBeLessThanOrEqual(RECOVERY_WITHIN_MS);
  });

  it('gives up on a connection, a pooled connection and a statement before the 5 s promise', () => {
    // A call may wait for a pooled connection and then run one statement: both together within 5 s is not
    // required (the gate answers at once after the first failure), but each alone must be.
    expect(DATABASE_LIMITS.connectTimeoutMs).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    expect(DATABASE_LIMITS.acquireTimeoutMs).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    expect(DATABASE_LIMITS.statementTimeoutMs).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    // The gate tries the database again well within the 10 s of recovery.
    expect(DATABASE_LIMITS.knownDownMs + DATABASE_LIMITS.connectTimeoutMs).toBeLessThan(RECOVERY_WITHIN_MS);
  });
});
