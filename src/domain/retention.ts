/**
 * What the privacy policy promises, once: how long each kind of personal data is kept, and
 * what 'Erase Personal Data' removes and what it keeps. The scheduler deletes by `retentionCutoffs`;
 * erasure blanks exactly ERASED_BOOKING_FIELDS and keeps what tax law needs until the five years end.
 */

import { tz } from '@date-fns/tz';
import { format, subDays, subYears } from 'date-fns';
import { referenceTime, type TimedBooking } from './booking-timing';
import { BUSINESS_TIME_ZONE } from './cancun-time';

/** Contact messages: one year. */
export const CONTACT_MESSAGES_KEPT_YEARS = 1;
/** Technical records (sign-in addresses, audit rows, rate-limit rows): 90 days. */
export const TECHNICAL_RECORDS_KEPT_DAYS = 90;
/** Bookings, with their events, e-mails and payments: five years after the ride (tax law). */
export const BOOKINGS_KEPT_YEARS_AFTER_RIDE = 5;

export interface RetentionCutoffs {
  /** Contact messages received before this are deleted. */
  contactMessagesBefore: Date;
  /** Sign-in addresses, audit rows and rate-limit rows from before this are deleted. */
  technicalRecordsBefore: Date;
  /** Bookings whose ride was before this are deleted, with everything that hangs on them. */
  bookingsRideBefore: Date;
}

/** Strictly older than the period is deleted: a record exactly one year (or 90 days) old is still kept. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  return {
    contactMessagesBefore: subYears(now, CONTACT_MESSAGES_KEPT_YEARS),
    technicalRecordsBefore: subDays(now, TECHNICAL_RECORDS_KEPT_DAYS),
    bookingsRideBefore: subYears(now, BOOKINGS_KEPT_YEARS_AFTER_RIDE),
  };
}

/**
 * A booking is deleted once its ride is more than five years past.
 * @internal The scheduler runs this rule as SQL (privacy-retention.ts), tested at the same edges.
 */
export function isBookingPastRetention(booking: TimedBooking, now: Date): boolean {
  return referenceTime(booking).getTime() < retentionCutoffs(now).bookingsRideBefore.getTime();
}

/**
 * The booking's fields erasure blanks: what the law does not oblige us to keep (phone, hotel, flight,
 * instructions, the admin's notes about the traveller). Kept: id, dates, route, passengers, amounts,
 * status, first and last name, e-mail (tax law), and the driver's details (the provider's, not theirs).
 */
export const ERASED_BOOKING_FIELDS = [
  'phone',
  'hotelName',
  'reservationName',
  'flightNumber',
  'flightAirline',
  'specialInstructions',
  'adminNotes',
] as const;

/** @internal What erasure keeps, named so the test holds the two lists apart. */
export const KEPT_BOOKING_FIELDS = [
  'id',
  'serviceType',
  'fromLocation',
  'toLocation',
  'passengers',
  'flightDateTime',
  'pickupTimeCalc',
  'totalPrice',
  'status',
  'firstName',
  'lastName',
  'email',
  'createdAt',
] as const;

/*
 * Besides the booking's fields, erasure removes, for the bookings found by the e-mail and last name only
 * (another traveller at the same address, a family or a concierge, keeps theirs): the comments of their
 * feedback (the rating stays, it is not personal) and the requests for feedback not yet answered (no new
 * comment after the erasure), the bodies of their e-mails (mailErasure), the data of their events
 * (messages an admin sent them, changed fields; the events themselves stay as the booking's history),
 * and their offers' notes to the provider and changes not yet confirmed (which hold the old and new
 * phone and hotel). By the address alone: the contact messages, and the e-mails tied to no booking that
 * went to it or carried its reply-to. An erased booking is asked for no feedback and its flight is
 * watched no more.
 */

/** What an erased e-mail body becomes: the row stays as the record that a mail was sent. */
export const ERASED_MAIL_BODY = '(erased on request)';

/** Why a mail erasure cancelled is not sent: what the admin's card shows beside it. */
export const MAIL_CANCELLED_BY_ERASURE = 'Not sent: the personal data was erased on request';

/** The outbox's statuses: 'cancelled' is erasure's (a mail that will never be sent). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

/**
 * What erasure does with one e-mail of the person: to their address or carrying their contact message
 * (`toThePerson`), or about one of their bookings to someone else (a provider's ride notice).
 * - Sent: its body is erased (subject, address and time stay as the record that a mail was sent).
 * - Not yet sent (queued, under way or given up) and to the person: cancelled, its body erased, so
 *   nothing more goes out with data they asked us to erase; an operator sees why on the booking's card.
 * - Queued or under way to someone else: sent, and its body erased once sent, because another party
 *   relies on it (a driver must learn that a ride is off). Given up: cancelled, as nobody will resend it.
 * - Already cancelled: nothing left to do.
 */
export function mailErasure(mail: {
  status: OutboxStatus;
  toThePerson: boolean;
}): 'erase-body' | 'cancel' | 'erase-body-once-sent' | 'none' {
  if (mail.status === 'cancelled') return 'none';
  if (mail.status === 'sent') return 'erase-body';
  if (mail.toThePerson || mail.status === 'failed') return 'cancel';
  return 'erase-body-once-sent';
}

/** What an erased text becomes. */
export const ERASED_TEXT = '';

/** 'Erased on Nov 27, 2026': how a found record shows that its personal data was erased. */
export function erasedOnText(erasedAt: Date | string): string {
  return `Erased on ${format(new Date(erasedAt), 'MMM d, yyyy', { in: tz(BUSINESS_TIME_ZONE) })}`;
}
