/**
 * The Personal Data page: everything held about one person, and its erasure on request, in one
 * transaction, recorded with who and when. Which rows are the person's is personal-data.queries.ts's
 * (their bookings by e-mail and last name, and what hangs on those bookings); when erasure may run and
 * how it is confirmed is src/domain/erasure.ts's; what it removes and keeps, src/domain/retention.ts's.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { referenceTime } from '../../domain/booking-timing';
import { ERASURE_REFUSAL_TEXTS, ERASURE_TEXTS, erasureConfirmed, erasureRefusal } from '../../domain/erasure';
import {
  ERASED_BOOKING_FIELDS,
  ERASED_MAIL_BODY,
  ERASED_TEXT,
  MAIL_CANCELLED_BY_ERASURE,
  mailErasure,
  type OutboxStatus,
} from '../../domain/retention';
import type { PersonalData, PersonalDataErasure, PersonalDataQuery } from '../../domain/schemas/privacy';
import type { ServiceType } from '../../domain/service-types';
import type { Database, Transaction } from '../db/client';
import { rideOffers } from '../db/dispatch-schema';
import { flightWatches } from '../db/landing-schema';
import { messages as rideMessages } from '../db/messaging-schema';
import {
  bookingEvents,
  bookings,
  contactMessages,
  emails,
  type NewBookingRow,
  personalDataErasures,
  rideFeedback,
} from '../db/schema';
import { AppError } from '../errors';
import {
  bookingsOf,
  contactMessagesOf,
  feedbackOf,
  mailsOf,
  mailsOfPerson,
  namesAddress,
  offersOf,
  sameEmail,
} from './personal-data.queries';

/** The domain's erased fields, emptied; the admin's notes (nullable) become null. */
const ERASED_VALUES = Object.fromEntries(
  ERASED_BOOKING_FIELDS.map((field) => [field, field === 'adminNotes' ? null : ERASED_TEXT]),
) as Pick<NewBookingRow, (typeof ERASED_BOOKING_FIELDS)[number]>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function findPersonalData(db: Database, query: PersonalDataQuery): Promise<PersonalData> {
  const found = await bookingsOf(db, query);
  const ids = found.map((row) => row.id);
  const offers = await offersOf(db, ids);
  const messages = await contactMessagesOf(db, query.email);
  const feedback = await feedbackOf(db, ids);
  const mails = await mailsOf(db, query.email, ids);
  const texts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(rideMessages)
          .where(inArray(rideMessages.bookingId, ids))
          .orderBy(rideMessages.createdAt);
  const erasures = await db
    .select()
    .from(personalDataErasures)
    .where(sameEmail(personalDataErasures.email, query.email));
  return {
    email: query.email,
    lastName: query.lastName,
    bookings: found.map((row) => {
      const own = offers.filter((offer) => offer.bookingId === row.id);
      return {
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
        reservationName: row.reservationName,
        flightNumber: row.flightNumber,
        flightAirline: row.flightAirline,
        specialInstructions: row.specialInstructions,
        adminNotes: row.adminNotes,
        offerNotes: own.map((offer) => offer.note).filter((note) => note !== ''),
        changesForProvider: own.flatMap((offer) => offer.unconfirmedChanges ?? []),
        totalPrice: row.totalPrice,
        createdAt: row.createdAt.toISOString(),
        erasedAt: iso(row.erasedAt),
      };
    }),
    contactMessages: messages.map((row) => ({
      id: row.id,
      name: row.name,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
    })),
    feedback: feedback.map((row) => ({
      bookingId: row.bookingId,
      rating: row.rating,
      comment: row.comment,
      requestedAt: row.requestedAt.toISOString(),
      answeredAt: iso(row.answeredAt),
    })),
    emails: mails.map((row) => ({
      id: row.id,
      bookingId: row.bookingId,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      queuedAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
    messages: texts.map((row) => ({
      bookingId: row.bookingId,
      direction: row.direction as 'out' | 'in',
      channel: row.channel,
      phone: row.phone,
      body: row.body,
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
    erasures: erasures.map((row) => ({ erasedAt: row.erasedAt.toISOString(), erasedBy: row.erasedBy })),
  };
}

/**
 * The person's e-mails (personal-data.queries.ts's mailsOfPerson), each as the domain's mailErasure
 * decides: to their address or carrying it as reply-to, or about one of their bookings to someone else.
 * Locked, so a mail worker claims none of them meanwhile (it skips locked rows) and one it holds is seen
 * in its new state.
 */
async function eraseMails(tx: Transaction, email: string, bookingIds: string[]): Promise<void> {
  const mails = await tx
    .select({
      id: emails.id,
      status: emails.status,
      toThePerson: sql<boolean>`coalesce(${namesAddress(email)}, false)`,
    })
    .from(emails)
    .where(mailsOfPerson(email, bookingIds))
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
 * the data of their events, their offers' notes and changes not yet confirmed, their feedback comments and
 * unanswered feedback requests, their flight watches, the person's e-mails (mailErasure) and the address's
 * contact messages; records who and when. Refused (400) unless the confirmation names the person, and
 * (409) while any of their rides is ahead or less than a day past, whatever its status.
 */
export async function erasePersonalData(
  db: Database,
  request: PersonalDataErasure,
  actor: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await bookingsOf(tx, request).for('update');
    const ids = found.map((row) => row.id);
    if (!erasureConfirmed(request.confirmation, { email: request.email, bookingIds: ids })) {
      throw new AppError('bad-request', ERASURE_TEXTS.confirmationMismatch, {
        confirmation: ERASURE_TEXTS.confirmationMismatch,
      });
    }
    const refusal = erasureRefusal(
      found.map((row) => ({ ...row, serviceType: row.serviceType as ServiceType })),
      now,
    );
    if (refusal) throw new AppError('conflict', ERASURE_REFUSAL_TEXTS[refusal]);
    if (ids.length > 0) {
      await tx
        .update(bookings)
        .set({
          ...ERASED_VALUES,
          // The number we messaged, the consent and the replies go with the phone.
          phoneE164: null,
          messagesConsentAt: null,
          lastReplyKind: null,
          lastReplyAt: null,
          erasedAt: now,
          updatedAt: now,
        })
        .where(inArray(bookings.id, ids));
      // The messages' texts and numbers are blanked; one not yet sent never goes.
      await tx
        .update(rideMessages)
        .set({
          body: '',
          phone: '',
          status: sql`case when ${rideMessages.status} in ('pending', 'sending') then 'failed' else ${rideMessages.status} end`,
          lockedUntil: null,
          lockedBy: null,
          updatedAt: now,
        })
        .where(inArray(rideMessages.bookingId, ids));
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
      // The offer's note may name the traveller; the changes not confirmed hold the old and new phone and
      // hotel, which the provider's page would show. The ride is a day past: nothing is left to confirm.
      await tx
        .update(rideOffers)
        .set({ note: ERASED_TEXT, unconfirmedChanges: null, changesUnconfirmedSince: null })
        .where(inArray(rideOffers.bookingId, ids));
      // A feedback link not yet answered opens nothing any more: no new comment after the erasure.
      await tx
        .delete(rideFeedback)
        .where(and(inArray(rideFeedback.bookingId, ids), isNull(rideFeedback.answeredAt)));
      await tx.update(rideFeedback).set({ comment: null }).where(inArray(rideFeedback.bookingId, ids));
      // The flight number is gone: nothing is left to watch.
      await tx.delete(flightWatches).where(inArray(flightWatches.bookingId, ids));
    }
    await eraseMails(tx, request.email, ids);
    const removed = await tx
      .delete(contactMessages)
      .where(sameEmail(contactMessages.email, request.email))
      .returning({ id: contactMessages.id });
    await tx.insert(personalDataErasures).values({
      email: request.email,
      lastName: request.lastName,
      erasedBy: actor,
      erasedAt: now,
      bookings: ids.length,
      contactMessages: removed.length,
    });
  });
}
