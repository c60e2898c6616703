/** The e-mail part: the outbox's queue, its oldest e-mail, the failures of the day, the last sent. */
import { durationText, judgeMail } from '../../../domain/system-status';
import { figure, timeText } from '../figures';
import { readMailFigures } from '../mail-figures.queries';
import type { PartReader } from '../system-deps';

export const emailPart: PartReader = async ({ database, at, smtpConfigured }) => {
  const mail = await readMailFigures(database.db, at);
  return {
    key: 'email',
    name: 'E-mail',
    ...judgeMail({ ...mail, smtpConfigured }, at),
    figures: [
      figure('Queued', mail.queued),
      figure(
        'Oldest queued',
        mail.oldestQueuedAt ? durationText(at.getTime() - mail.oldestQueuedAt.getTime()) : 'None',
      ),
      figure('Failed in 24 hours', mail.failedLastDay),
      figure('Last sent', timeText(mail.lastSentAt)),
      figure('SMTP', smtpConfigured ? 'Configured' : 'Not configured'),
    ],
  };
};
