/**
 * The Personal Data page (issue 31): everything held about one person, found by e-mail and last name
 * (bookings by both; contact messages, feedback and e-mails by the e-mail alone), and its erasure on
 * request, in one transaction, recorded with who and when. What erasure removes and keeps is
 * src/domain/retention.ts's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { referenceTime } from '../../../domain/booking-timing';
import {
  ERASED_BOOKING_FIELDS,
  ERASED_TEXT,
  ERASURE_REFUSED_MESSAGE,
  hasRideToCome,
} from '../../../domain/retention';
import type { PersonalData, PersonalDataQuery } from '../../../domain/schemas/privacy';
import type { ServiceType } from '../../../domain/service-types';
import type { BookingStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
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

/** What an erased e-mail body becomes: the row stays as the record that a mail was sent. */
const ERASED_BODY = '(erased on request)';

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
 * Erases, in one transaction: the bookings' phone, hotel, flight and instructions (and the admin's notes),
 * the data of their events, the feedback comments, the bodies of the e-mails sent to the address, and the
 * address's contact messages; records who and when. Refused while a ride is still ahead.
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
    await tx
      .update(emails)
      .set({ textBody: ERASED_BODY, htmlBody: ERASED_BODY, attachments: null })
      .where(and(sameEmail(emails.toAddress, query.email), inArray(emails.status, ['sent', 'failed'])));
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
