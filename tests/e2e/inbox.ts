import { readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** The mail the e2e server's SMTP inbox received, as one test sees it (the `inbox` fixture). */
export interface Inbox {
  /** Waits until a mail to `to` (with a subject matching `subject`) has arrived, and answers it. */
  waitFor(to: string, subject?: RegExp): Promise<ReceivedMail>;
  /** Every mail that arrived for `to` so far. */
  to(address: string): ReceivedMail[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/**
 * Every received mail with its file, oldest first (the server writes each file whole, then renames it).
 * A file listed but gone by the time it is read was another test's mail, forgotten by that test (in
 * another worker) meanwhile: it is skipped, not an error.
 */
function receivedFiles(): { file: string; mail: ReceivedMail }[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      try {
        return [{ file, mail: JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail }];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    });
}

function isFor(mail: ReceivedMail, to: string): boolean {
  return mail.to.some((address) => address.includes(to));
}

/**
 * An inbox for one test. `forget` removes exactly the mails the test was handed, so a shared address
 * (the support inbox) keeps the mail other tests are still waiting for.
 */
export function openInbox(): Inbox & { forget: () => void } {
  const handed = new Set<string>();
  const mailFor = (to: string) => {
    const found = receivedFiles().filter(({ mail }) => isFor(mail, to));
    for (const { file } of found) handed.add(file);
    return found.map(({ mail }) => mail);
  };
  return {
    async waitFor(to, subject) {
      let found: ReceivedMail | undefined;
      await expect
        .poll(
          () => {
            found = mailFor(to).find((mail) => !subject || subject.test(mail.subject));
            return Boolean(found);
          },
          { timeout: 20_000, message: `a mail to ${to}${subject ? ` with subject ${subject}` : ''}` },
        )
        .toBe(true);
      return found as ReceivedMail;
    },
    to: mailFor,
    forget() {
      for (const file of handed) rmSync(file, { force: true });
    },
  };
}
