import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { limitBackoffs } from '../db/schema';
import { type BackoffPolicy, recordAttempt } from './backoffs';
import type { LimitsDeps } from './counters';
import { deleteExpiredLimits } from './expired-limits';
import { instant, millisecondsUntil } from './limit-time';

const T = new Date('2026-05-04T10:00:00Z');
const SECOND = 1000;
const POLICY: BackoffPolicy = {
  freeAttempts: 0,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * 60 * SECOND,
  forgetAfterMs: 24 * 3600 * SECOND,
};

describe.each(TEST_ENGINES)('progressive delays on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = T;
  const deps = (): LimitsDeps => ({ db: database().db, clock: () => clock });
  const fail = (key = 'test:pair') => recordAttempt(deps(), key, POLICY);
  // The wait as the sign-in reads it (auth/sign-in-limits.queries.ts), and a success's clearing.
  const wait = async (key = 'test:pair') => {
    const now = instant(deps().clock);
    const [row] = await queryRows<{ wait_ms: number }>(
      database().db,
      sql`select ${millisecondsUntil(sql`blocked_until`, now)} as wait_ms from limit_backoffs
          where key = ${key} and forget_at > ${now}`,
    );
    return row?.wait_ms ?? 0;
  };
  const clearBackoff = (key: string) =>
    database().db.execute(sql`delete from limit_backoffs where key = ${key}`);

  it('makes each attempt wait twice as long as the one before, up to the ceiling', async () => {
    clock = T;
    const waits: number[] = [];
    for (let n = 1; n <= 13; n += 1) {
      const attempt = await fail();
      expect(attempt.attempts).toBe(n);
      expect(await wait()).toBe(attempt.waitMs);
      waits.push(attempt.waitMs / SECOND);
      clock = new Date(clock.getTime() + attempt.waitMs);
      expect(await wait()).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('lets the free attempts go without a wait, then starts at the first delay', async () => {
    clock = T;
    const policy = { ...POLICY, freeAttempts: 3 };
    const waits = [];
    for (let n = 0; n < 6; n += 1) waits.push((await recordAttempt(deps(), 'test:typos', policy)).waitMs);
    expect(waits).toEqual([0, 0, 0, SECOND, 2 * SECOND, 4 * SECOND]);
  });

  it('says how long is left until the very millisecond the wait ends', async () => {
    clock = T;
    await fail();
    expect(await wait()).toBe(SECOND);
    clock = new Date(T.getTime() + SECOND - 1);
    expect(await wait()).toBe(1);
    clock = new Date(T.getTime() + SECOND);
    expect(await wait()).toBe(0);
  });

  it('counts every one of many attempts recorded at once', async () => {
    clock = T;
    await Promise.all(Array.from({ length: 20 }, () => fail('test:burst')));
    const [row] = await database().db.select().from(limitBackoffs);
    expect(row?.attempts).toBe(20);
    expect(await wait('test:burst')).toBe(15 * 60 * SECOND);
  });

  it('starts again from the first delay after a success, and after a quiet day', async () => {
    clock = T;
    await fail('test:cleared');
    await clearBackoff('test:cleared');
    expect(await wait('test:cleared')).toBe(0);
    expect(await fail('test:cleared')).toEqual({ attempts: 1, waitMs: SECOND });

    for (let n = 0; n < 3; n += 1) await fail('test:quiet');
    clock = new Date(T.getTime() + POLICY.forgetAfterMs);
    expect(await wait('test:quiet')).toBe(0);
    expect(await fail('test:quiet')).toEqual({ attempts: 1, waitMs: SECOND });
  });

  it('keeps the attempts of one key apart from another', async () => {
    clock = T;
    await fail('test:one');
    expect(await wait('test:two')).toBe(0);
    expect(await fail('test:two')).toEqual({ attempts: 1, waitMs: SECOND });
  });

  it('lets the scheduler delete the delays that are forgotten', async () => {
    clock = T;
    await fail('test:old');
    const db = database().db;
    expect(await deleteExpiredLimits(db, new Date(T.getTime() + POLICY.forgetAfterMs - 1))).toBe(0);
    expect(await deleteExpiredLimits(db, new Date(T.getTime() + POLICY.forgetAfterMs))).toBe(1);
    expect(await db.select().from(limitBackoffs)).toEqual([]);
  });
});
