/**
 * When 'Erase Personal Data' may run, and what the operator types to confirm it. Erasure cannot be undone,
 * so it waits until every ride of the person is well past, whatever the bookings' statuses say (a status
 * can be set early by mistake), and it asks for a booking id or the e-mail typed out (a click alone can
 * be a slip). What it removes and keeps is retention.ts's.
 */

import { DEFAULT_BACKUP_KEEP } from './backups';
import { referenceTime, type TimedBooking } from './booking-timing';

const HOUR_MS = 60 * 60 * 1000;

/** A ride must be this many hours past before its traveller's data may be erased. */
export const ERASURE_WAIT_HOURS = 24;

export const ERASURE_TEXTS = {
  rideAhead: 'This person has a ride still to come. Cancel or complete it first.',
  rideJustPast: `This person's ride was less than ${ERASURE_WAIT_HOURS} hours ago. Their data can be erased once ${ERASURE_WAIT_HOURS} hours have passed since it.`,
  question: "Erase this person's personal data? This cannot be undone.",
  erased:
    'Erased: phone, hotel, reservation name, flight, special instructions, notes, changes waiting for a provider, contact messages, feedback comments and e-mail bodies.',
  kept: 'Kept, as tax law needs, for five years after each ride: the amounts, dates and route of each booking, with the name and e-mail on it.',
  confirmationLabel: 'Type a booking id or the email to confirm',
  confirmationMismatch: 'Type one of the booking ids or the email shown to confirm',
  backups: `Backups still hold an erased person until they age out: the server keeps the newest BACKUP_KEEP nights (${DEFAULT_BACKUP_KEEP} unless set otherwise). A restore re-applies every erasure made since its backup.`,
} as const;

export type ErasureRefusal = 'ride-ahead' | 'ride-just-past';

/**
 * Why erasure must wait, or null when it may run: a ride ahead comes first, then one less than
 * ERASURE_WAIT_HOURS past (a ride exactly that far past may be erased). Statuses do not count.
 */
export function erasureRefusal(bookings: readonly TimedBooking[], now: Date): ErasureRefusal | null {
  const rides = bookings.map((booking) => referenceTime(booking).getTime());
  if (rides.some((ride) => ride > now.getTime())) return 'ride-ahead';
  if (rides.some((ride) => now.getTime() - ride < ERASURE_WAIT_HOURS * HOUR_MS)) return 'ride-just-past';
  return null;
}

export const ERASURE_REFUSAL_TEXTS: Record<ErasureRefusal, string> = {
  'ride-ahead': ERASURE_TEXTS.rideAhead,
  'ride-just-past': ERASURE_TEXTS.rideJustPast,
};

const normalised = (text: string) => text.trim().toLowerCase();

/**
 * The typed confirmation names the person: the e-mail searched or one of the found bookings' ids, in any
 * case, spaces around it ignored.
 */
export function erasureConfirmed(typed: string, person: { email: string; bookingIds: readonly string[] }) {
  const said = normalised(typed);
  if (said === '') return false;
  return said === normalised(person.email) || person.bookingIds.some((id) => normalised(id) === said);
}

/** How much of a contact message the Personal Data page shows (the download holds all of it). */
export const MESSAGE_PREVIEW_CHARACTERS = 200;

/** The message's first MESSAGE_PREVIEW_CHARACTERS characters, never cutting an emoji or accent in two. */
export function messagePreview(message: string): string {
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(message)];
  if (graphemes.length <= MESSAGE_PREVIEW_CHARACTERS) return message;
  return `${graphemes
    .slice(0, MESSAGE_PREVIEW_CHARACTERS)
    .map((part) => part.segment)
    .join('')}…`;
}
