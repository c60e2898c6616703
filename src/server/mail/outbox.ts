/**
 * The transactional outbox (docs/decisions/005-email-outbox.md): sending an e-mail means inserting a row
 * in `emails` in the same transaction as the change that causes it. If the change rolls back, no mail;
 * if it commits, the mail worker will send it, however long SMTP is down.
 */
import type { Database, Transaction } from '../db/client';
import { insertBuiltOnce } from '../db/insert-once';
import { type EmailAttachment, emails } from '../db/schema';
import { holdsSecretLink } from '../secret-links';

export type EmailKind =
  | 'booking-received'
  | 'payment-received'
  | 'admin-message'
  | 'cancellation'
  | 'refund'
  | 'password-reset'
  | 'password-changed'
  /** Two-factor sign-in set up again over an enabled one. */
  | 'two-factor-changed'
  | 'account-invitation'
  | 'contact-message'
  | 'driver-details'
  | 'payment-reminder'
  | 'departure-reminder'
  /** The traveller changed their booking. */
  | 'booking-updated'
  | 'feedback-request'
  /** To a provider's dispatch desk. */
  | 'ride-offer'
  | 'ride-changed'
  | 'ride-cancelled'
  | 'ride-withdrawn'
  /** To the traveller, from the driver's marks. */
  | 'driver-waiting'
  | 'traveller-no-show'
  /** An arrival's landing moved, to the traveller and to the accepted provider. */
  | 'landing-moved'
  | 'ride-landing-moved'
  /** To the accepted provider's desk: the traveller replied HELP (cannot find the driver). */
  | 'traveller-help';

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  bookingId?: string;
  subject: string;
  text: string;
  html: string;
  /** Files stored with the row, so a retry sends the very same file (the ride's calendar entry). */
  attachments?: EmailAttachment[];
  /**
   * The mail holds a link with a secret (a manage, feedback, reset or invitation link). Its body
   * is never printed to the log, and the outbox empties it once the mail is sent (decision 032). A body
   * that holds such a link (secret-links.ts) is taken as carrying one whatever its caller says.
   */
  carriesSecret: boolean;
}

/** What the outbox keeps of the body of a mail that carried a secret link, once it is sent or given up. */
export const BODY_NOT_KEPT = '(not kept: this e-mail carried a private link)';

/** Queues the e-mail inside the caller's transaction; returns the outbox row's id. */
export async function queueEmail(tx: Database | Transaction, email: OutgoingEmail): Promise<string> {
  const values = {
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    bookingId: email.bookingId ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments: email.attachments?.length ? email.attachments : null,
    carriesSecret: email.carriesSecret || holdsSecretLink(email.text) || holdsSecretLink(email.html),
  };
  const [row] = await insertBuiltOnce(tx, 'email', values, (db, given) =>
    db.insert(emails).values(given).returning({ id: emails.id }),
  );
  if (!row) throw new Error('the outbox did not return the queued e-mail');
  return row.id;
}
