/**
 * What the mail worker writes to the log of a mail or of a failure: never an address (a recipient's, a
 * sender's quoted in a body, one an SMTP server's refusal repeats), nor any secret link. A mail is named by
 * its outbox id, kind and booking; whoever needs its recipient, subject or text reads its row (`emails`)
 * or the booking's History in the dashboard.
 */
import type { EmailRow } from '../db/schema';
import { redactSecrets } from '../secret-links';

/** What stands in a logged text for an e-mail address. */
export const ADDRESS_WITHHELD = '[address]';

/**
 * Anything shaped `local@domain`, also URL-encoded (`%40`): an SMTP refusal quotes its recipient
 * (`<ana@example.com>: Recipient address rejected`), a link may carry one.
 */
const ADDRESS = /[^\s<>()[\]{},;:"'`\\/@]+(?:@|%40)[^\s<>()[\]{},;:"'`\\/@]+/gi;

/** The text as the log may hold it: no address, no secret of a link. */
export function loggableText(text: string): string {
  return redactSecrets(text).replace(ADDRESS, ADDRESS_WITHHELD);
}

/** One mail, as every line of the worker names it. */
export function loggedMail(row: Pick<EmailRow, 'id' | 'kind' | 'bookingId'>) {
  return { emailId: row.id, kind: row.kind, bookingId: row.bookingId };
}

/**
 * An error as the worker logs it: its type, code and message without addresses or secrets, and where it
 * was thrown. Not the error itself: a database's refusal may carry the row it refused (`detail`).
 */
export function loggedError(error: unknown): {
  type: string;
  code?: string;
  message: string;
  stack: string[];
} {
  if (!(error instanceof Error))
    return { type: typeof error, message: loggableText(String(error)), stack: [] };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: loggableText(error.message).slice(0, 500),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .map((line) => line.trim()),
  };
}
