/**
 * The nightly backup of the embedded database, one of the scheduler's jobs: due once a 03:00
 * in Cancun has passed since the newest backup (or since this server started, when there is none yet);
 * the night's claim (a `limit_counters` row, as the daily reconciliation's) makes one backup of it, even
 * with the pass run twice. A failed backup hands the claim back, so the next pass tries again.
 */
import { eq } from 'drizzle-orm';
import { isBackupDue, latestBackupSlot } from '../../domain/backups';
import { listBackups, writeBackup } from '../backups';
import { limitCounters } from '../db/schema';
import { countHit } from '../limits/counters';
import type { SchedulerDeps } from './scheduler-deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Answers 1 when it made a backup, else 0. */
export async function backUpNightly(deps: SchedulerDeps): Promise<number> {
  const backups = deps.backups;
  if (!backups?.database.dumpDataDir) return 0;
  const now = deps.now();
  const newest = (await listBackups(backups.dir))[0]?.at ?? backups.startedAt;
  if (!isBackupDue(now, newest)) return 0;
  const key = `job:backup:${latestBackupSlot(now).toISOString()}`;
  const claim = await countHit({ db: deps.db, clock: deps.now }, { key, windowMs: 2 * DAY_MS, limit: 1 });
  if (!claim.counted) return 0;
  try {
    const made = await writeBackup(backups.database, backups, now);
    deps.log.info({ backup: made.name, sizeBytes: made.sizeBytes }, 'nightly backup written');
    return 1;
  } catch (error) {
    await deps.db.delete(limitCounters).where(eq(limitCounters.key, key));
    throw error;
  }
}
