/**
 * A real SMTP server (smtp-server) for e-mail tests: it receives over TCP on a free port, parses what
 * arrives (mailparser), and can refuse mail or go down and come back on the same port.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** smtp://… URL of this server (with the credentials when auth is required). */
  url: string;
  messages: ParsedMail[];
  /** Answer every message with this SMTP error (e.g. 451 or 550), or accept again with null. */
  refuseWith(code: number | null): void;
  /** Stop listening (connections are refused) until `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtpInbox(options: { user?: string; password?: string } = {}): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  let refusal: number | null = null;
  let port = 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !options.user,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === options.user && auth.password === options.password)
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            if (refusal !== null) {
              const error = Object.assign(new Error(`Refused by the test inbox (${refusal})`), {
                responseCode: refusal,
              });
              return callback(error);
            }
            messages.push(mail);
            return callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server?.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();

  const credentials = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    refuseWith: (code) => {
      refusal = code;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
    waitForMessages: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
  };
}
