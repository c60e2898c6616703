/**
 * Check My Booking's rows from memory on the embedded database: the same traveller looks again and again
 * (the confirmation, the payment return, a reload), and PGlite runs every statement on one WebAssembly
 * thread, so a lookup read from the table costs about as much as the rest of the request together.
 *
 * Rows are kept, not answers: expiry and order depend on the moment of the request. The key is the e-mail
 * and the last name exactly as sent (the same input runs the same SQL, so the cached rows are its answer;
 * folding case here could join two names that PostgreSQL's lower() keeps apart). Not-found is kept too.
 * Any write to `bookings` (the trigger of migration bookings_changed) forgets every entry: PGlite hands the
 * notification over within the writing statement's own round trip, before the writer goes on, so the next
 * lookup sees a change at once, whichever write path (or test) made it.
 *
 * On PostgreSQL every lookup reads the table: the notification reaches the servers after the commit, on
 * another connection, so a server could answer its own just-written change from an old copy.
 * See docs/decisions/028-check-my-booking-from-memory.md.
 */
import { watchChanges } from '../db/change-watch';
import type { Database, DatabaseHandle } from '../db/client';
import type { BookingRow } from '../db/schema';
import { findBookingsByEmailAndLastName } from './bookings.queries';

/** The channel the bookings table's trigger notifies (see the migration that creates it). */
const BOOKINGS_CHANNEL = 'bookings_changed';
/** Entries kept; the least recently used goes first. A few MB at most. */
const MAX_ENTRIES = 10_000;

export interface LookupCache {
  /** The bookings of an e-mail (exactly) and last name (any case), as findBookingsByEmailAndLastName. */
  find(email: string, lastName: string): Promise<readonly BookingRow[]>;
  close(): Promise<void>;
}

type ReadBookings = typeof findBookingsByEmailAndLastName;

/** `read` is the table's query; a test passes one that lets a change commit while it is under way. */
export async function startLookupCache(
  database: DatabaseHandle,
  read: ReadBookings = findBookingsByEmailAndLastName,
): Promise<LookupCache> {
  if (database.kind !== 'pglite') return uncached(database.db, read);
  // A Map iterates in insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, readonly BookingRow[]>();
  const watch = await watchChanges(database, BOOKINGS_CHANNEL, () => entries.clear());
  return {
    async find(email, lastName) {
      const key = `${email}\u0000${lastName}`;
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const startedAt = watch.generation();
      const rows = await read(database.db, email, lastName);
      if (watch.mayKeep(startedAt)) {
        entries.set(key, rows);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return rows;
    },
    close: watch.close,
  };
}

function uncached(db: Database, read: ReadBookings): LookupCache {
  return {
    find: (email, lastName) => read(db, email, lastName),
    close: async () => {},
  };
}
