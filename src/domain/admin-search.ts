/**
 * How the admin dashboard's search box is read (docs/decisions/011-admin-search-at-scale.md). A term of three
 * characters or more is a case-insensitive substring of any of the twelve searched columns, which a trigram
 * index serves. Shorter terms make no trigram, so a substring search would read every booking; they match
 * only where a btree index on lower(last_name) serves them: two characters the start of a last name ('ng':
 * Ng, Nguyen), one character a last name that is exactly that letter (a prefix of one letter would still
 * match a tenth of all bookings, too many to count within the dashboard's time budget). A term that is
 * written as a booking id (ten characters of its alphabet, in either case) also matches that booking by its
 * id, which is no searched column (the dispatch board links a ride's id to its card this way).
 */
import { isBookingId } from './booking-id';
import { TEXT_LIMITS } from './text-limits';

export const SUBSTRING_SEARCH_MIN_LENGTH = 3;
export const PREFIX_SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = TEXT_LIMITS.search;

export type AdminSearch =
  | { kind: 'none' }
  | { kind: 'last-name'; term: string }
  | { kind: 'last-name-prefix'; term: string }
  | { kind: 'substring'; term: string; bookingId?: string };

/** Control characters can never be typed into the box, and NUL is refused by Postgres: drop them. */
export function cleanSearchTerm(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

export function readAdminSearch(raw: string | undefined): AdminSearch {
  const term = cleanSearchTerm(raw ?? '');
  if (term.length === 0) return { kind: 'none' };
  const length = [...term].length;
  if (length < PREFIX_SEARCH_MIN_LENGTH) return { kind: 'last-name', term };
  if (length < SUBSTRING_SEARCH_MIN_LENGTH) return { kind: 'last-name-prefix', term };
  const id = term.toUpperCase();
  return isBookingId(id) ? { kind: 'substring', term, bookingId: id } : { kind: 'substring', term };
}
