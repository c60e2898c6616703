/**
 * A real SMTP server (smtp-server) for e-mail tests: it receives over TCP on a free port, parses what
 * arrives (mailparser), and can refuse mail or go down and come back on the same port.
 */
import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** smtp://… URL of this server (with the credentials when auth is required; `?tls=off` without TLS). */
  url: string;
  messages: ParsedMail[];
  /** For each message, whether it travelled over TLS (STARTTLS or implicit). */
  encrypted: boolean[];
  /** Answer every message with this SMTP error (e.g. 451 or 550), or accept again with null. */
  refuseWith(code: number | null): void;
  /** Stop listening (connections are refused) until `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  waitForMessages(count: number): Promise<ParsedMail[]>;
  /**
   * Holds every message received from now on before accepting it, so its sender's send stays under way
   * until `release`; `arrived` resolves when the first held message is in.
   */
  hold(): { arrived: Promise<void>; release: () => void };
}

/** A throwaway self-signed certificate for 127.0.0.1, made with openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export async function startSmtpInbox(
  options: { user?: string; password?: string; tls?: 'starttls' | 'implicit' } = {},
): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const arrived = new EventEmitter();
  const encrypted: boolean[] = [];
  const certificate = options.tls ? selfSignedCertificate() : undefined;
  let refusal: number | null = null;
  let holding: { gate: Promise<void>; arrived: () => void } | null = null;
  let port = 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      secure: options.tls === 'implicit',
      ...(certificate ?? {}),
      disabledCommands: [...(options.tls ? [] : ['STARTTLS']), ...(options.user ? [] : ['AUTH'])],
      authOptional: !options.user,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === options.user && auth.password === options.password)
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          async (mail) => {
            if (holding) {
              holding.arrived();
              await holding.gate;
            }
            if (refusal !== null) {
              const error = Object.assign(new Error(`Refused by the test inbox (${refusal})`), {
                responseCode: refusal,
              });
              return callback(error);
            }
            messages.push(mail);
            encrypted.push(session.secure);
            arrived.emit('message');
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

  const scheme = options.tls === 'implicit' ? 'smtps' : 'smtp';
  // The certificate is our own throwaway one; production URLs keep verification on. A server without TLS
  // is reached only with the explicit opt-out of STARTTLS (see mail-transport.ts).
  const query = options.tls ? '?tls.rejectUnauthorized=false' : '?tls=off';
  const credentials = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`
    : '';
  return {
    url: `${scheme}://${credentials}127.0.0.1:${port}${query}`,
    messages,
    encrypted,
    refuseWith: (code) => {
      refusal = code;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
    hold: () => {
      let release: () => void = () => {};
      let arrived: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = () => {
          holding = null;
          resolve();
        };
      });
      const firstArrived = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      holding = { gate, arrived };
      return { arrived: firstArrived, release };
    },
    // Resolves on the message that makes the count, however long delivery takes; the test's own timeout
    // is the only limit, so a slow machine waits longer instead of failing.
    waitForMessages: (count) =>
      new Promise<ParsedMail[]>((resolve) => {
        const check = () => {
          if (messages.length < count) return false;
          arrived.off('message', check);
          resolve(messages);
          return true;
        };
        if (!check()) arrived.on('message', check);
      }),
  };
}
