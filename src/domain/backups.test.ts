import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupsBeyondKeep,
  backupTimeOf,
  DEFAULT_BACKUP_KEEP,
  isBackupDue,
  isUnsealedBackupName,
  latestBackupSlot,
} from './backups';

// Cancun is UTC-5 all year: 03:00 there is 08:00 UTC.
describe('the nightly backup at 03:00 Cancun', () => {
  it('is the same night until 03:00 and the new one from 03:00 exactly', () => {
    expect(latestBackupSlot(new Date('2026-11-27T07:59:59.999Z'))).toEqual(new Date('2026-11-26T08:00:00Z'));
    expect(latestBackupSlot(new Date('2026-11-27T08:00:00Z'))).toEqual(new Date('2026-11-27T08:00:00Z'));
    // Just before midnight in Cancun (05:00 UTC the next day) it is still that Cancun day's 03:00.
    expect(latestBackupSlot(new Date('2026-11-28T04:59:00Z'))).toEqual(new Date('2026-11-27T08:00:00Z'));
  });

  it('is due once a 03:00 has passed since the last backup, and not again that night', () => {
    const lastNight = new Date('2026-11-27T08:00:05Z');
    expect(isBackupDue(new Date('2026-11-27T20:00:00Z'), lastNight)).toBe(false);
    expect(isBackupDue(new Date('2026-11-28T07:59:59Z'), lastNight)).toBe(false);
    expect(isBackupDue(new Date('2026-11-28T08:00:00Z'), lastNight)).toBe(true);
  });

  it('is not due at once for a server started after the night (a fresh install waits for 03:00)', () => {
    const started = new Date('2026-11-27T15:00:00Z');
    expect(isBackupDue(new Date('2026-11-27T16:00:00Z'), started)).toBe(false);
    expect(isBackupDue(new Date('2026-11-28T08:00:00Z'), started)).toBe(true);
  });

  it('catches up a night missed while the server was down, once', () => {
    const weekAgo = new Date('2026-11-20T08:00:00Z');
    expect(isBackupDue(new Date('2026-11-27T12:00:00Z'), weekAgo)).toBe(true);
  });
});

describe('backup files', () => {
  it('carry their instant in a name without colons, read back exactly', () => {
    const at = new Date('2026-11-27T08:00:01.234Z');
    const name = backupFileName(at);
    expect(name).toBe('backup-2026-11-27T08-00-01-234Z.sealed');
    expect(backupTimeOf(name)).toEqual(at);
    expect(isUnsealedBackupName(name)).toBe(false);
    expect(backupTimeOf('notes.txt')).toBeNull();
    expect(backupTimeOf('backup-2026-13-45T08-00-01-234Z.sealed')).toBeNull();
  });

  it('still reads the names of the backups made before sealing', () => {
    const name = 'backup-2026-11-27T08-00-01-234Z.tar.gz';
    expect(backupTimeOf(name)).toEqual(new Date('2026-11-27T08:00:01.234Z'));
    expect(isUnsealedBackupName(name)).toBe(true);
    expect(isUnsealedBackupName('notes.tar.gz')).toBe(false);
  });

  it(`keeps the newest ${DEFAULT_BACKUP_KEEP} by default and names the older ones, never other files`, () => {
    const names = Array.from({ length: 16 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, day + 1, 8))),
    );
    const shuffled = [...names.slice(8), 'README.txt', ...names.slice(0, 8)];
    expect(backupsBeyondKeep(shuffled, DEFAULT_BACKUP_KEEP)).toEqual([names[0], names[1]]);
    expect(backupsBeyondKeep(names.slice(0, 14), 14)).toEqual([]);
    expect(backupsBeyondKeep(names.slice(0, 3), 1)).toEqual([names[0], names[1]]);
  });
});
