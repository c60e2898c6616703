/**
 * What the privacy policy promises, kept by the scheduler once a day (the rules are
 * src/domain/retention.ts): contact messages older than one year, with the e-mails that carried them to
 * the operator; sign-in addresses, audit rows (account events) and rate-limit rows older than 90 days;
 * bookings whose ride is more than five years past, with their events, e-mails (sent or still queued),
 * payments, money movements, feedback, refund requests and offers. One transaction: a run that fails
 * deletes nothing, hands the day's claim back and is tried again next pass.
 */
import { eq, sql } from 'drizzle-orm';
import { retentionCutoffs } from '../../domain/retention';
import { limitCounters } from '../db/schema';
import { countHit } from '../limits/counters';
import type { SchedulerDeps } from './scheduler-deps';

const CLAIM_KEY = 'job:privacy-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what is past its time; answers how many rows went (0 when another run had the day). */
export async function applyRetention(deps: SchedulerDeps): Promise<number> {
  const claim = await countHit(
    { db: deps.db, clock: deps.now },
    { key: CLAIM_KEY, windowMs: DAY_MS, limit: 1 },
  );
  if (!claim.counted) return 0;
  try {
    return await deleteExpiredPersonalData(deps.db, deps.now());
  } catch (error) {
    await deps.db.delete(limitCounters).where(eq(limitCounters.key, CLAIM_KEY));
    throw error;
  }
}

type RowCount = { rowCount?: number | null; affectedRows?: number };
const counted = (result: unknown) => {
  const { rowCount, affectedRows } = result as RowCount;
  return rowCount ?? affectedRows ?? 0;
};

/** The deletions themselves, in one transaction; exported for the tests at the rules' edges. */
export async function deleteExpiredPersonalData(db: SchedulerDeps['db'], now: Date): Promise<number> {
  const cutoffs = retentionCutoffs(now);
  const technical = cutoffs.technicalRecordsBefore;
  const rideBefore = cutoffs.bookingsRideBefore;
  return db.transaction(async (tx) => {
    let deleted = 0;
    deleted += counted(
      await tx.execute(sql`delete from contact_messages where created_at < ${cutoffs.contactMessagesBefore}`),
    );
    // The operator's copy of a contact message carries the message itself: it goes with it.
    deleted += counted(
      await tx.execute(
        sql`delete from emails where kind = 'contact-message' and created_at < ${cutoffs.contactMessagesBefore}`,
      ),
    );
    deleted += counted(await tx.execute(sql`delete from account_events where created_at < ${technical}`));
    deleted += counted(
      await tx.execute(sql`delete from sign_in_addresses where signed_in_at < ${technical}`),
    );
    deleted += counted(await tx.execute(sql`delete from limit_counters where window_ends_at < ${technical}`));
    deleted += counted(await tx.execute(sql`delete from limit_backoffs where forget_at < ${technical}`));
    // The ride's time as src/domain/booking-timing.ts's referenceTime reads it: a departure's pickup.
    const old = sql`select id from bookings where (case when service_type = 'departure' and pickup_time_calc is not null
      then pickup_time_calc else flight_date_time end) < ${rideBefore}`;
    // E-mails only lose their booking when it goes (set null): they go with it, sent or still queued (a
    // worker that holds one then records nothing: its row is gone).
    deleted += counted(await tx.execute(sql`delete from emails where booking_id in (${old})`));
    // The ride's WhatsApp and SMS messages go with the booking; a message from a number with no ride
    // (kept without number or text, to take its MessageSid once) is a technical record.
    deleted += counted(await tx.execute(sql`delete from messages where booking_id in (${old})`));
    deleted += counted(
      await tx.execute(sql`delete from messages where booking_id is null and created_at < ${technical}`),
    );
    deleted += counted(await tx.execute(sql`delete from bookings where id in (${old})`));
    return deleted;
  });
}
