/**
 * Sends one message over SMTP with nodemailer. `smtps://` speaks TLS from the start; `smtp://` must
 * upgrade with STARTTLS, and a server that does not offer it is refused: the login and every
 * traveller's details would cross the network in plain text. `?tls=off` says otherwise explicitly, for a
 * relay on the same host or a private network. Credentials come from the URL (`smtp://user:pass@host:587`).
 */
import nodemailer from 'nodemailer';
import { SMTP_PLAIN_TEXT_OPT_OUT } from '../config';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** `<id@domain>`: the same for every attempt at one outbox row, so a resent mail is recognisably one. */
  messageId?: string;
  /** Files as nodemailer takes them: UTF-8 text (a calendar entry), or base64 (a PDF receipt). */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer's URL (without our `tls` parameter, which it would misread) and whether STARTTLS is required. */
function smtpConnection(smtpUrl: string): { url: string; requireTLS: boolean } {
  const url = new URL(smtpUrl);
  const plainTextAllowed = url.searchParams.get('tls') === SMTP_PLAIN_TEXT_OPT_OUT;
  url.searchParams.delete('tls');
  return { url: url.toString(), requireTLS: url.protocol === 'smtp:' && !plainTextAllowed };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    ...smtpConnection(smtpUrl),
    // A hung SMTP server must not hold a claimed row for ever: fail, and retry later.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
