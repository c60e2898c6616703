import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A message the e2e server's SMTP inbox received (scripts/e2e-server.mjs). */
export interface ReceivedMail {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  bookingId: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export function receivedMail(): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/** Waits until a mail to `to` (and with a subject matching `subject`) has arrived, and answers it. */
export async function waitForMail(to: string, subject?: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail().find(
          (mail) =>
            mail.to.some((address) => address.includes(to)) && (!subject || subject.test(mail.subject)),
        );
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to}${subject ? ` with subject ${subject}` : ''}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** Every mail that arrived for `to`. */
export function mailTo(to: string): ReceivedMail[] {
  return receivedMail().filter((mail) => mail.to.some((address) => address.includes(to)));
}
