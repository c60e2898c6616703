/**
 * The backups part: on the embedded database, the last backup, its size, the next night's run and the
 * free disk in BACKUP_DIR; on PostgreSQL, the database service's.
 */
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { latestBackupSlot } from '../../../domain/backups';
import { isServerGone, judgeBackups } from '../../../domain/system-status';
import { listBackups } from '../../backups';
import { bytesText, figure, timeText } from '../figures';
import type { PartReader } from '../system-deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Free bytes on the disk of `dir` (or of its parent, before the first backup makes it); null if unknown. */
async function freeBytes(dir: string): Promise<number | null> {
  for (const candidate of [dir, path.dirname(dir)]) {
    try {
      const disk = await statfs(candidate);
      return disk.bavail * disk.bsize;
    } catch {}
  }
  return null;
}

export const backupsPart: PartReader = async ({ backupDir, servers, at }) => {
  if (!backupDir) {
    return {
      key: 'backups',
      name: 'Backups',
      ...judgeBackups({ engine: 'postgres', lastBackupAt: null, expectedSince: at, freeBytes: null }, at),
      figures: [],
    };
  }
  const [last] = await listBackups(backupDir);
  const running = servers.filter((server) => !isServerGone(server.lastSeenAt, at));
  const expectedSince = running.reduce(
    (oldest, server) => (server.startedAt < oldest ? server.startedAt : oldest),
    at,
  );
  const free = await freeBytes(backupDir);
  return {
    key: 'backups',
    name: 'Backups',
    ...judgeBackups({ engine: 'pglite', lastBackupAt: last?.at ?? null, expectedSince, freeBytes: free }, at),
    figures: [
      figure('Last backup', timeText(last?.at)),
      figure('Size', last ? bytesText(last.sizeBytes) : 'None'),
      figure('Next run', timeText(new Date(latestBackupSlot(at).getTime() + DAY_MS))),
      figure('Free in BACKUP_DIR', free === null ? 'Unknown' : bytesText(free)),
    ],
  };
};
