/**
 * The meeting points come from memory once read, and a change shows at once: a save on this server
 * forgets the copy before it answers, and any other write (another server, psql) is heard through the
 * table's trigger.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEETING_POINTS } from '../../domain/terminals';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { readMeetingPoints, saveMeetingPoints, startMeetingPointsCache } from './meeting-points';

const TERMINAL_3 = 'Outside the exit, under umbrella 7 <Coral> & "Palm" 🌴';

describe.each(TEST_ENGINES)('the meeting points cache on %s', (engine) => {
  const database = useTestDatabase(engine);

  async function withCache(test: () => Promise<void>) {
    const stop = await startMeetingPointsCache(database());
    try {
      await test();
    } finally {
      await stop();
    }
  }

  it('serves a read from memory until the table changes', () =>
    withCache(async () => {
      const { db } = database();
      expect(await readMeetingPoints(db)).toEqual(DEFAULT_MEETING_POINTS);
      // Written with the trigger off, nobody is told: the copy in memory still answers.
      await db.execute(sql`alter table meeting_points disable trigger meeting_points_changed`);
      await db.execute(
        sql`insert into meeting_points (key, text, updated_by) values ('3', ${TERMINAL_3}, 'psql')`,
      );
      await db.execute(sql`alter table meeting_points enable trigger meeting_points_changed`);
      expect((await readMeetingPoints(db))['3']).toBe(DEFAULT_MEETING_POINTS['3']);
      // Without a cache, the same read asks the table.
      await db.transaction(async (tx) => expect((await readMeetingPoints(tx))['3']).toBe(TERMINAL_3));
    }));

  it('hears a write made elsewhere through the trigger', () =>
    withCache(async () => {
      const { db } = database();
      expect((await readMeetingPoints(db))['2']).toBe(DEFAULT_MEETING_POINTS['2']);
      await db.execute(
        sql`insert into meeting_points (key, text, updated_by) values ('2', 'By door 5', 'psql')`,
      );
      await expect.poll(async () => (await readMeetingPoints(db))['2']).toBe('By door 5');
    }));

  it('answers the saved texts at once after a save on this server, inside a transaction too', () =>
    withCache(async () => {
      const { db } = database();
      await readMeetingPoints(db);
      const saved = { ...DEFAULT_MEETING_POINTS, '3': TERMINAL_3 };
      await saveMeetingPoints(db, saved, 'admin@example.com');
      expect(await readMeetingPoints(db)).toEqual(saved);
      await db.transaction(async (tx) => expect(await readMeetingPoints(db, tx)).toEqual(saved));
    }));
});
