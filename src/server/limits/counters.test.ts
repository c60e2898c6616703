import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { limitCounters } from '../db/schema';
import { countHit, type LimitsDeps, uncountHit } from './counters';
import { deleteExpiredLimits } from './expired-limits';
import { clientAddress, limitKey } from './limit-keys';

const T = new Date('2026-05-04T10:00:00Z');
const HOUR = 60 * 60_000;
const at = (ms: number) => new Date(T.getTime() + ms);

describe.each(TEST_ENGINES)('shared counters on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = T;
  const deps = (): LimitsDeps => ({ db: database().db, clock: () => clock });
  const hit = (key = 'test:a', limit = 3) => countHit(deps(), { key, windowMs: HOUR, limit });

  it('counts the hits of a key up to its limit, then refuses without counting', async () => {
    clock = T;
    expect(await hit()).toEqual({ counted: true, hits: 1, resetInMs: HOUR });
    clock = at(10_000);
    expect(await hit()).toEqual({ counted: true, hits: 2, resetInMs: HOUR - 10_000 });
    expect(await hit()).toMatchObject({ counted: true, hits: 3 });
    clock = at(20_000);
    expect(await hit()).toEqual({ counted: false, hits: 3, resetInMs: HOUR - 20_000 });
    expect(await hit()).toEqual({ counted: false, hits: 3, resetInMs: HOUR - 20_000 });
    // Another key counts on its own.
    expect(await hit('test:b')).toMatchObject({ counted: true, hits: 1 });
  });

  it('keeps a window from its first hit until just before it ends, and starts a new one at its end', async () => {
    clock = T;
    for (let i = 0; i < 3; i += 1) await hit();
    clock = at(HOUR - 1);
    expect(await hit()).toEqual({ counted: false, hits: 3, resetInMs: 1 });
    clock = at(HOUR);
    expect(await hit()).toEqual({ counted: true, hits: 1, resetInMs: HOUR });
    expect(await hit()).toMatchObject({ counted: true, hits: 2 });
  });

  it('counts hits sent at once exactly: 40 at a limit of 25 count 25', async () => {
    clock = T;
    const hits = await Promise.all(Array.from({ length: 40 }, () => hit('test:burst', 25)));
    expect(hits.filter((h) => h.counted)).toHaveLength(25);
    expect(hits.filter((h) => !h.counted)).toHaveLength(15);
    // A refused hit never reads as under the limit, whatever snapshot it saw.
    expect(hits.filter((h) => !h.counted).every((h) => h.hits >= 25)).toBe(true);
    expect(new Set(hits.filter((h) => h.counted).map((h) => h.hits))).toEqual(
      new Set(Array.from({ length: 25 }, (_, i) => i + 1)),
    );
    const [row] = await database().db.select().from(limitCounters);
    expect(row?.hits).toBe(25);
  });

  it('counts without a limit when none is given', async () => {
    clock = T;
    for (let i = 1; i <= 5; i += 1)
      expect(await countHit(deps(), { key: 'test:open', windowMs: HOUR })).toMatchObject({ hits: i });
  });

  it('takes a hit back within its window', async () => {
    clock = T;
    for (let i = 0; i < 3; i += 1) await hit();
    await uncountHit(deps(), 'test:a');
    expect(await hit()).toMatchObject({ counted: true, hits: 3 });
  });

  it('counts on the database clock when none is pinned', async () => {
    const live = { db: database().db, clock: undefined };
    const first = await countHit(live, { key: 'test:live', windowMs: HOUR });
    const second = await countHit(live, { key: 'test:live', windowMs: HOUR });
    expect(first).toMatchObject({ counted: true, hits: 1 });
    expect(second.hits).toBe(2);
    expect(second.resetInMs).toBeLessThanOrEqual(HOUR);
    expect(second.resetInMs).toBeGreaterThan(0);
  });

  it('lets the scheduler delete the windows that have ended, and only those', async () => {
    clock = T;
    await countHit(deps(), { key: 'test:short', windowMs: 60_000 });
    await hit('test:long');
    expect(await deleteExpiredLimits(database().db, at(59_999))).toBe(0);
    expect(await deleteExpiredLimits(database().db, at(60_000))).toBe(1);
    const keys = (await database().db.select().from(limitCounters)).map((row) => row.key);
    expect(keys).toEqual(['test:long']);
  });
});

describe('limit keys', () => {
  it('hash who is counted, and say what is counted', () => {
    const key = limitKey('login-account', 'ana@example.com');
    expect(key).toMatch(/^login-account:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain('ana');
    expect(limitKey('login-account', 'ana@example.com')).toBe(key);
    expect(limitKey('login-account', 'ana@example.co', 'm')).not.toBe(key);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::'],
    ['2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::'],
    ['2001:DB8:AA:BC::1', '2001:db8:aa:bc::'],
  ])('read the client %s as %s (IPv6 per /64)', (ip, client) => {
    expect(clientAddress(ip)).toBe(client);
  });
});
