import { sql } from 'drizzle-orm';
import {
  DEFAULT_MEETING_POINTS,
  MEETING_POINT_KEYS,
  type MeetingPointKey,
  type MeetingPoints,
} from '../../domain/terminals';
import type { Database, Transaction } from './client';
import { meetingPoints } from './landing-schema';

/** The operator's meeting points, each key's default where none was saved. */
export async function readMeetingPoints(db: Database | Transaction): Promise<MeetingPoints> {
  const rows = await db.select({ key: meetingPoints.key, text: meetingPoints.text }).from(meetingPoints);
  const saved = new Map(rows.map((row) => [row.key, row.text]));
  return Object.fromEntries(
    MEETING_POINT_KEYS.map((key) => [key, saved.get(key) ?? DEFAULT_MEETING_POINTS[key]]),
  ) as MeetingPoints;
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
}
