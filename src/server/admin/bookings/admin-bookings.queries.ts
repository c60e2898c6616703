import { desc, eq } from 'drizzle-orm';
import { type FieldChanges, withLockedBooking, writeBookingChanges } from '../../db/booking-changes';
import type { BookingEventActor } from '../../db/booking-events';
import type { Database, Transaction } from '../../db/client';
import { type BookingRow, bookingEvents, emails, type NewBookingRow } from '../../db/schema';

/**
 * Applies an admin's edit: the booking is read under a row lock so the changes recorded (and the
 * cancellation e-mail, sent only on the change to cancelled) are exactly what this edit did, even if two
 * admins save at once. `changesOf` compares the locked row with the edit; nothing changed writes nothing.
 */
export async function updateBookingAsAdmin(
  db: Database,
  id: string,
  edit: {
    changesOf: (current: BookingRow) => { values: Partial<NewBookingRow>; changes: FieldChanges };
    actor: BookingEventActor;
    at: Date;
    alsoInTransaction: (tx: Transaction, before: BookingRow, after: BookingRow) => Promise<void>;
  },
): Promise<BookingRow | undefined> {
  return withLockedBooking(db, id, async (tx, current) => {
    const { values, changes } = edit.changesOf(current);
    if (Object.keys(changes).length === 0) return current;
    const updated = await writeBookingChanges(tx, id, { values, changes, actor: edit.actor, at: edit.at });
    await edit.alsoInTransaction(tx, current, updated);
    return updated;
  });
}

/** The booking's audit trail and its e-mails, newest first. */
export async function findBookingHistory(db: Database, bookingId: string) {
  const [events, mails] = await Promise.all([
    db
      .select({
        type: bookingEvents.type,
        actor: bookingEvents.actor,
        at: bookingEvents.createdAt,
        data: bookingEvents.data,
      })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(desc(bookingEvents.createdAt), desc(bookingEvents.id)),
    db
      .select({
        kind: emails.kind,
        to: emails.toAddress,
        subject: emails.subject,
        status: emails.status,
        attempts: emails.attempts,
        queuedAt: emails.createdAt,
        sentAt: emails.sentAt,
        lastError: emails.lastError,
      })
      .from(emails)
      .where(eq(emails.bookingId, bookingId))
      .orderBy(desc(emails.createdAt), desc(emails.id)),
  ]);
  return { events, emails: mails };
}
