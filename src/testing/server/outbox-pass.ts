/**
 * A real SMTP inbox for the describe block, and one pass of the outbox worker that sends to it, as a
 * server's would run after whatever the test did (an erasure, the retention job).
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../server/db/client';
import { createSmtpTransport, type MailTransport } from '../../server/mail/mail-transport';
import { sendDueEmails } from '../../server/mail/mail-worker';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

export function useOutboxPass(db: () => Database, now: () => Date) {
  let inbox: SmtpInbox | undefined;
  let transport: MailTransport | undefined;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    transport = createSmtpTransport(inbox.url);
  });
  afterAll(async () => {
    transport?.close();
    await inbox?.stop();
  });
  beforeEach(() => {
    inbox?.messages.splice(0);
    inbox?.refuseWith(null);
  });
  const started = () => {
    if (!inbox || !transport) throw new Error('the test inbox is not started yet');
    return { inbox, transport };
  };
  return {
    inbox: () => started().inbox,
    /** One pass of the worker: what it sent, retried, gave up or logged. */
    pass: () =>
      sendDueEmails({
        db: db(),
        transport: started().transport,
        from: 'bookings@example.com',
        log: silentLog,
        now,
      }),
  };
}
