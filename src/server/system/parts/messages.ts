/** The messages part: the outbox of WhatsApp and SMS to travellers, and whether Twilio is set up. */
import { judgeMessages } from '../../../domain/system-status';
import { figure, outboxFigures } from '../figures';
import { readMessageFigures } from '../message-figures.queries';
import type { PartReader } from '../system-deps';

export const messagesPart: PartReader = async ({ database, at, messagingConfigured }) => {
  const outbox = await readMessageFigures(database.db, at);
  return {
    key: 'messages',
    name: 'Messages',
    ...judgeMessages({ ...outbox, configured: messagingConfigured }, at),
    figures: [
      ...outboxFigures(outbox, at),
      figure('Twilio', messagingConfigured ? 'Configured' : 'Not configured'),
    ],
  };
};
