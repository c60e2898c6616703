/**
 * The Personal Data page (issue 31): everything held about one person, found by e-mail and last name
 * (bookings by both; contact messages, feedback and e-mails by the e-mail alone), and its erasure on
 * request, in one transaction, recorded with who and when. What erasure removes and keeps is
 * src/domain/retention.ts's.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { referenceTime } from '../../../domain/booking-timing';
import {
  ERASED_BOOKING_FIELDS,
  ERASED_MAIL_BODY,
  ERASED_TEXT,
  ERASURE_REFUSED_MESSAGE,
  hasRideToCome,
  MAIL_CANCELLED_BY_ERASURE,
  mailErasure,
  type OutboxStatus,
} from '../../../domain/retention';
import type { PersonalData, PersonalDataQuery } from '../../../domain/schemas/privacy';
import type { ServiceType } from '../../../domain/service-types';
import type { BookingStatus } from '../../../domain/statuses';
import type { Database, Transaction } from '../../db/client';
import { flightWatches } from '../../db/landing-schema';
import {
  bookingEvents,
  bookings,
  contactMessages,
  emails,
  type NewBookingRow,
  personalDataErasures,
  rideFeedback,
} from '../../db/schema';
import { AppError } from '../../errors';

/** The domain's erased fields, emptied; the admin's notes (nullable) become null. */
const ERASED_VALUES = Object.fromEntries(
  ERASED_BOOKING_FIELDS.map((field) => [field, field === 'adminNotes' ? null : ERASED_TEXT]),
) as Pick<NewBookingRow, (typeof ERASED_BOOKING_FIELDS)[number]>;

const sameEmail = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = lower(${email})`;

function bookingsOf(db: Database, query: PersonalDataQuery) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        sameEmail(bookings.email, query.email),
        sql`lower(${bookings.lastName}) = lower(${query.lastName})`,
      ),
    );
}

export async function findPersonalData(db: Database, query: PersonalDataQuery): Promise<PersonalData> {
  const found = await bookingsOf(db, query);
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameEmail(contactMessages.email, query.email));
  const feedback = await db
    .select({ bookingId: rideFeedback.bookingId, rating: rideFeedback.rating, comment: rideFeedback.comment })
    .from(rideFeedback)
    .innerJoin(bookings, eq(bookings.id, rideFeedback.bookingId))
    .where(sameEmail(bookings.email, query.email));
  const mails = await db
    .select({
      subject: emails.subject,
      kind: emails.kind,
      status: emails.status,
      createdAt: emails.createdAt,
    })
    .from(emails)
    .where(sameEmail(emails.toAddress, query.email));
  const erasures = await db
    .select()
    .from(personalDataErasures)
    .where(sameEmail(personalDataErasures.email, query.email));
  return {
    email: query.email,
    lastName: query.lastName,
    bookings: found.map((row) => ({
      id: row.id,
      status: row.status,
      serviceType: row.serviceType,
      from: row.fromLocation,
      to: row.toLocation,
      rideAt: referenceTime({ ...row, serviceType: row.serviceType as ServiceType }).toISOString(),
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      hotelName: row.hotelName,
      flightNumber: row.flightNumber,
      flightAirline: row.flightAirline,
      specialInstructions: row.specialInstructions,
      totalPrice: row.totalPrice,
      createdAt: row.createdAt.toISOString(),
      erasedAt: row.erasedAt?.toISOString() ?? null,
    })),
    contactMessages: messages.map((row) => ({
      name: row.name,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
    })),
    feedback,
    emails: mails.map((row) => ({
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      queuedAt: row.createdAt.toISOString(),
    })),
    erasures: erasures.map((row) => ({ erasedAt: row.erasedAt.toISOString(), erasedBy: row.erasedBy })),
  };
}

/**
 * The person's e-mails, each as the domain's mailErasure decides: to their address or carrying their
 * contact message (reply-to), or about one of their bookings to someone else. Locked, so a mail worker
 * claims none of them meanwhile (it skips locked rows) and one it holds is seen in its new state.
 */
async function eraseMails(tx: Transaction, email: string, bookingIds: string[]): Promise<void> {
  const toThePerson = or(sameEmail(emails.toAddress, email), sameEmail(emails.replyTo, email));
  const mails = await tx
    .select({
      id: emails.id,
      status: emails.status,
      toThePerson: sql<boolean>`coalesce(${toThePerson}, false)`,
    })
    .from(emails)
    .where(bookingIds.length > 0 ? or(toThePerson, inArray(emails.bookingId, bookingIds)) : toThePerson)
    .for('update');
  const idsFor = (outcome: ReturnType<typeof mailErasure>) =>
    mails
      .filter(
        (mail) =>
          mailErasure({ status: mail.status as OutboxStatus, toThePerson: mail.toThePerson }) === outcome,
      )
      .map((mail) => mail.id);
  const erased = { textBody: ERASED_MAIL_BODY, htmlBody: ERASED_MAIL_BODY, attachments: null };
  const bodiesGone = idsFor('erase-body');
  if (bodiesGone.length > 0) await tx.update(emails).set(erased).where(inArray(emails.id, bodiesGone));
  const cancelled = idsFor('cancel');
  if (cancelled.length > 0) {
    await tx
      .update(emails)
      .set({
        ...erased,
        status: 'cancelled' satisfies OutboxStatus,
        lastError: MAIL_CANCELLED_BY_ERASURE,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(inArray(emails.id, cancelled));
  }
  // 'erase-body-once-sent': left to the outbox, which erases the body of an erased booking's mail as it
  // records the mail sent (outbox.queries.ts).
}

/**
 * Erases, in one transaction: the bookings' phone, hotel, flight and instructions (and the admin's notes),
 * the data of their events, the feedback comments and unanswered feedback requests, their flight watches,
 * the person's e-mails (mailErasure), and the address's contact messages; records who and when. Refused
 * while a ride is still ahead.
 */
export async function erasePersonalData(
  db: Database,
  query: PersonalDataQuery,
  actor: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await bookingsOf(tx as unknown as Database, query).for('update');
    const timed = found.map((row) => ({
      ...row,
      serviceType: row.serviceType as ServiceType,
      status: row.status as BookingStatus,
    }));
    if (hasRideToCome(timed, now)) throw new AppError('conflict', ERASURE_REFUSED_MESSAGE);
    const ids = found.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(bookings)
        .set({ ...ERASED_VALUES, erasedAt: now, updatedAt: now })
        .where(inArray(bookings.id, ids));
      await tx.update(bookingEvents).set({ data: {} }).where(inArray(bookingEvents.bookingId, ids));
      await tx.insert(bookingEvents).values(
        ids.map((bookingId) => ({
          bookingId,
          type: 'personal-data-erased',
          actor,
          createdAt: now,
          data: {},
        })),
      );
      // A feedback link not yet answered opens nothing any more: no new comment after the erasure.
      await tx
        .delete(rideFeedback)
        .where(and(inArray(rideFeedback.bookingId, ids), isNull(rideFeedback.answeredAt)));
      // The flight number is gone: nothing is left to watch.
      await tx.delete(flightWatches).where(inArray(flightWatches.bookingId, ids));
    }
    await tx
      .update(rideFeedback)
      .set({ comment: null })
      .where(
        inArray(
          rideFeedback.bookingId,
          tx.select({ id: bookings.id }).from(bookings).where(sameEmail(bookings.email, query.email)),
        ),
      );
    await eraseMails(tx, query.email, ids);
    const removed = await tx
      .delete(contactMessages)
      .where(sameEmail(contactMessages.email, query.email))
      .returning({ id: contactMessages.id });
    await tx.insert(personalDataErasures).values({
      email: query.email,
      lastName: query.lastName,
      erasedBy: actor,
      erasedAt: now,
      bookings: ids.length,
      contactMessages: removed.length,
    });
  });
}
