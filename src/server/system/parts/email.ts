/** The e-mail part: the outbox's queue, its oldest e-mail, the failures of the day, the last sent. */
import { judgeMail } from '../../../domain/system-status';
import { figure, outboxFigures } from '../figures';
import { readMailFigures } from '../mail-figures.queries';
import type { PartReader } from '../system-deps';

export const emailPart: PartReader = async ({ database, at, smtpConfigured }) => {
  const mail = await readMailFigures(database.db, at);
  return {
    key: 'email',
    name: 'E-mail',
    ...judgeMail({ ...mail, smtpConfigured }, at),
    figures: [...outboxFigures(mail, at), figure('SMTP', smtpConfigured ? 'Configured' : 'Not configured')],
  };
};
