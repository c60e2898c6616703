/**
 * The operator's four meeting-point texts. They change a few times a year and are read by every booking,
 * payment, e-mail and card, so each server keeps them in memory once `startMeetingPointsCache` runs for
 * its database (app.ts does): the table's trigger (migration `meeting_points_changed`) notifies at the
 * commit of any write, whoever writes, and every server forgets its copy, as for prices
 * (change-watch.ts). Without a started cache (a command-line tool) every read asks the table.
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_MEETING_POINTS,
  MEETING_POINT_KEYS,
  type MeetingPointKey,
  type MeetingPoints,
} from '../../domain/terminals';
import { watchChanges } from './change-watch';
import type { Database, DatabaseHandle, Transaction } from './client';
import { meetingPoints } from './landing-schema';

/** The channel the meeting points table's trigger notifies (see the migration that creates it). */
const MEETING_POINTS_CHANNEL = 'meeting_points_changed';

interface MeetingPointsCache {
  read(via: Database | Transaction): Promise<MeetingPoints>;
  forget(): void;
}

/** The started cache of each open database, found by its `db` (a closed one is dropped with it). */
const caches = new WeakMap<Database, MeetingPointsCache>();

async function readTable(via: Database | Transaction): Promise<MeetingPoints> {
  const rows = await via.select({ key: meetingPoints.key, text: meetingPoints.text }).from(meetingPoints);
  const saved = new Map(rows.map((row) => [row.key, row.text]));
  return Object.fromEntries(
    MEETING_POINT_KEYS.map((key) => [key, saved.get(key) ?? DEFAULT_MEETING_POINTS[key]]),
  ) as MeetingPoints;
}

/**
 * The operator's meeting points, each key's default where none was saved: from the memory of `db`'s
 * cache when it holds them, else read through `via` (the open transaction, when there is one, so a read
 * never waits for a second connection) and kept when no change came meanwhile. A transaction passed as
 * `db` has no cache of its own: its read goes to the table.
 */
export async function readMeetingPoints(
  db: Database | Transaction,
  via: Database | Transaction = db,
): Promise<MeetingPoints> {
  const cache = caches.get(db as Database);
  return cache ? cache.read(via) : readTable(via);
}

/** Keeps `database`'s meeting points in memory until a write to them; answers the function that stops. */
export async function startMeetingPointsCache(database: DatabaseHandle): Promise<() => Promise<void>> {
  let cached: MeetingPoints | undefined;
  const watch = await watchChanges(database, MEETING_POINTS_CHANNEL, () => {
    cached = undefined;
  });
  const cache: MeetingPointsCache = {
    async read(via) {
      if (cached) return cached;
      const startedAt = watch.generation();
      const points = await readTable(via);
      if (watch.mayKeep(startedAt)) cached = Object.freeze(points);
      return points;
    },
    forget: watch.changed,
  };
  // A second app on the same database (tests) takes the place; the first one's stop leaves it there.
  caches.set(database.db, cache);
  return async () => {
    if (caches.get(database.db) === cache) caches.delete(database.db);
    await watch.close();
  };
}

/** Saves all four texts at once (the form sends them whole), with who saved them. */
export async function saveMeetingPoints(db: Database, points: MeetingPoints, by: string): Promise<void> {
  const rows = MEETING_POINT_KEYS.map((key: MeetingPointKey) => ({ key, text: points[key], updatedBy: by }));
  await db
    .insert(meetingPoints)
    .values(rows)
    .onConflictDoUpdate({
      target: meetingPoints.key,
      set: { text: sql`excluded.text`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  // This server's next read is fresh at once, not when the notification arrives.
  caches.get(db)?.forget();
}
