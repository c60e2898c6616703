/**
 * Which rows are the person's, written once for 'Find Personal Data' and 'Erase Personal Data' alike, so
 * what the page shows is exactly what erasure reaches. Their bookings are those under the e-mail and the
 * last name; everything tied to a booking is theirs through those bookings alone, so another traveller at
 * the same address (a family, a concierge) keeps theirs. Only what is tied to no booking goes by the
 * address: contact messages, and e-mails that went to it or carried it as reply-to.
 */
import { type AnyColumn, and, asc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PersonalDataQuery } from '../../domain/schemas/privacy';
import type { Database, Transaction } from '../db/client';
import { rideOffers } from '../db/dispatch-schema';
import { bookings, contactMessages, emails, rideFeedback } from '../db/schema';

type Reader = Database | Transaction;

/** The column holds the address, in any case. */
export const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** The person's bookings, oldest first. */
export function bookingsOf(db: Reader, query: PersonalDataQuery) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        sameEmail(bookings.email, query.email),
        sql`lower(${bookings.lastName}) = lower(${query.lastName})`,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** An e-mail names the address: it went to it, or carries it as reply-to (the operator's copy of a message). */
export function namesAddress(email: string): SQL {
  return or(sameEmail(emails.toAddress, email), sameEmail(emails.replyTo, email)) as SQL;
}

/** The person's e-mails: about their bookings, whoever they went to, or tied to no booking and naming the address. */
export function mailsOfPerson(email: string, bookingIds: readonly string[]): SQL {
  const unbooked = and(isNull(emails.bookingId), namesAddress(email)) as SQL;
  return bookingIds.length > 0 ? (or(inArray(emails.bookingId, [...bookingIds]), unbooked) as SQL) : unbooked;
}

export function contactMessagesOf(db: Reader, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sameEmail(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
}

export async function feedbackOf(db: Reader, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(rideFeedback)
    .where(inArray(rideFeedback.bookingId, [...bookingIds]))
    .orderBy(asc(rideFeedback.requestedAt));
}

export async function offersOf(db: Reader, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: rideOffers.bookingId,
      note: rideOffers.note,
      unconfirmedChanges: rideOffers.unconfirmedChanges,
    })
    .from(rideOffers)
    .where(inArray(rideOffers.bookingId, [...bookingIds]))
    .orderBy(asc(rideOffers.offeredAt), asc(rideOffers.createdAt));
}

export function mailsOf(db: Reader, email: string, bookingIds: readonly string[]) {
  return db
    .select({
      id: emails.id,
      bookingId: emails.bookingId,
      subject: emails.subject,
      kind: emails.kind,
      status: emails.status,
      createdAt: emails.createdAt,
      sentAt: emails.sentAt,
    })
    .from(emails)
    .where(mailsOfPerson(email, bookingIds))
    .orderBy(asc(emails.createdAt));
}
