/** The messages part: the outbox of WhatsApp and SMS to travellers, and whether Twilio is set up. */
import { durationText, judgeMessages } from '../../../domain/system-status';
import { figure, timeText } from '../figures';
import { readMessageFigures } from '../message-figures.queries';
import type { PartReader } from '../system-deps';

export const messagesPart: PartReader = async ({ database, at, messagingConfigured }) => {
  const outbox = await readMessageFigures(database.db, at);
  return {
    key: 'messages',
    name: 'Messages',
    ...judgeMessages({ ...outbox, configured: messagingConfigured }, at),
    figures: [
      figure('Queued', outbox.queued),
      figure(
        'Oldest queued',
        outbox.oldestQueuedAt ? durationText(at.getTime() - outbox.oldestQueuedAt.getTime()) : 'None',
      ),
      figure('Failed in 24 hours', outbox.failedLastDay),
      figure('Last sent', timeText(outbox.lastSentAt)),
      figure('Twilio', messagingConfigured ? 'Configured' : 'Not configured'),
    ],
  };
};
