/** How the System page writes its figures: times in Cancun, sizes, counts. */
import { formatCancunShortDateTime } from '../../domain/cancun-time';
import { durationText } from '../../domain/system-status';

export const timeText = (at: Date | null | undefined): string =>
  at ? formatCancunShortDateTime(at) : 'Never';

/** '2.4 GB', '512 MB', '12 KB': a size as people read it. */
export function bytesText(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export const figure = (label: string, value: string | number) => ({ label, value: String(value) });

/** An outbox's figures (the e-mails, the messages): what waits, since when, what failed, the last sent. */
export function outboxFigures(
  outbox: { queued: number; oldestQueuedAt: Date | null; failedLastDay: number; lastSentAt: Date | null },
  at: Date,
) {
  return [
    figure('Queued', outbox.queued),
    figure(
      'Oldest queued',
      outbox.oldestQueuedAt ? durationText(at.getTime() - outbox.oldestQueuedAt.getTime()) : 'None',
    ),
    figure('Failed in 24 hours', outbox.failedLastDay),
    figure('Last sent', timeText(outbox.lastSentAt)),
  ];
}
