import type { ContactInput } from '../../domain/schemas/contact';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import type { MailSettings } from '../mail';
import { contactMessageEmail, queueEmail } from '../mail';

/**
 * Stores the message and queues it for the support inbox in one transaction: the operator has it in the
 * database even if the mail is slow, and replying to the mail answers the sender.
 */
export async function receiveContactMessage(
  deps: { db: Database; mail: MailSettings },
  input: ContactInput,
): Promise<void> {
  const { name, email, message } = input;
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ name, email, message });
    await queueEmail(tx, {
      kind: 'contact-message',
      to: deps.mail.supportEmail,
      carriesSecret: false,
      replyTo: email,
      ...contactMessageEmail({ name, email, message, supportEmail: deps.mail.supportEmail }),
    });
  });
  deps.mail.wake();
}
