/**
 * Backups of the embedded database: one every night at 03:00 Cancun time, the newest
 * BACKUP_KEEP kept. The server's scheduler asks `isBackupDue` each pass; the file names sort by time.
 */
import { addCancunDays, cancunDateTimeToInstant, cancunToday } from './cancun-time';

export const BACKUP_TIME_CANCUN = '03:00';
export const DEFAULT_BACKUP_KEEP = 14;

/** The most recent 03:00 in Cancun at or before `now`. */
export function latestBackupSlot(now: Date): Date {
  const today = cancunToday(now);
  const todays = cancunDateTimeToInstant(today, BACKUP_TIME_CANCUN) as Date;
  if (todays.getTime() <= now.getTime()) return todays;
  return cancunDateTimeToInstant(addCancunDays(today, -1), BACKUP_TIME_CANCUN) as Date;
}

/**
 * Due when a 03:00 has passed since `since` (the newest backup's time, or the server's start when there is
 * none yet, so a fresh install waits for its first night instead of backing up as it starts).
 */
export function isBackupDue(now: Date, since: Date): boolean {
  return latestBackupSlot(now).getTime() > since.getTime();
}

/** A sealed backup's ending (decision 044); `.tar.gz` is a backup made before sealing, still listed and restored. */
const SEALED = '.sealed';
const UNSEALED = '.tar.gz';
const FILE_PATTERN = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(\.sealed|\.tar\.gz)$/;

/** backup-2026-11-27T09-00-00-000Z.sealed: the instant in UTC, with no colon (Windows refuses them). */
export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}${SEALED}`;
}

/** True for the name of a backup made before sealing (a gzipped tar anyone can read). */
export function isUnsealedBackupName(fileName: string): boolean {
  return backupTimeOf(fileName) !== null && fileName.endsWith(UNSEALED);
}

/** The instant a backup's file name holds; null for any other file. */
export function backupTimeOf(fileName: string): Date | null {
  const parts = FILE_PATTERN.exec(fileName);
  if (!parts) return null;
  const [, date, hours, minutes, seconds, millis] = parts;
  const at = new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The backups beyond the newest `keep`, oldest first: the ones to delete. Other files are never named. */
export function backupsBeyondKeep(fileNames: readonly string[], keep: number): string[] {
  const backups = fileNames
    .map((name) => ({ name, at: backupTimeOf(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return backups
    .slice(Math.max(0, keep))
    .reverse()
    .map((entry) => entry.name);
}
