/**
 * Sends one message over SMTP with nodemailer. `smtp://` upgrades with STARTTLS when the server offers
 * it, `smtps://` speaks TLS from the start; credentials come from the URL (`smtp://user:pass@host:587`).
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** UTF-8 text files (a calendar entry), as nodemailer takes them. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
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
