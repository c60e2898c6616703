/**
 * The scheduler's claims on bookings. Each runs in one transaction that locks the due rows with
 * `FOR UPDATE SKIP LOCKED` and marks them done before committing, so with several server processes on
 * one PostgreSQL (or two passes at once) each booking is handled by exactly one of them: the other skips
 * the locked rows, and once the first commits they no longer match. `act` runs inside the same
 * transaction (it queues the e-mail), so the mark and the mail commit together or not at all.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import {
  DEPARTURE_REMINDER_HOURS_BEFORE_PICKUP,
  type DepartureReminderWindow,
  type PaymentReminderCutoffs,
  RIDE_STATUSES,
} from '../../domain/booking-reminders';
import { FEEDBACK_STATUSES } from '../../domain/feedback';
import { recordBookingEvent } from '../db/booking-events';
import type { Database, Transaction } from '../db/client';
import { type BookingRow, bookings, payments } from '../db/schema';

/** Rows per transaction: short locks, and a backlog (after a long stop) is worked through in turns. */
export const CLAIM_BATCH_SIZE = 50;

/**
 * Runs claims of one batch each until one comes back short, or until the server is stopping (each batch
 * commits on its own, so what is left waits for the next pass, here or on another server); answers the
 * total handled.
 */
export async function untilDone(
  claim: () => Promise<unknown[]>,
  stopping: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = (await claim()).length;
    total += handled;
    if (handled < CLAIM_BATCH_SIZE || stopping()) return total;
  }
}

/** When the ride happens, as domain/booking-timing.ts's referenceTime says, in SQL. */
const rideTime = sql`(case when ${bookings.serviceType} = 'departure' and ${bookings.pickupTimeCalc} is not null
  then ${bookings.pickupTimeCalc} else ${bookings.flightDateTime} end)`;

type Act = (tx: Transaction, booking: BookingRow) => Promise<void>;
/** Runs once per batch, before `act` runs for each of its bookings (locks the batch needs, say). */
type BeforeActing = (tx: Transaction, claimed: BookingRow[]) => Promise<void>;

/**
 * Locks up to a batch of due bookings, applies `mark` to them, runs `before` for the batch and `act` for
 * each; answers those rows.
 */
async function claimDue(
  db: Database,
  due: SQL | undefined,
  mark: Partial<BookingRow>,
  act: Act,
  before?: BeforeActing,
): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(due)
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(CLAIM_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (locked.length === 0) return [];
    const claimed = await tx
      .update(bookings)
      .set(mark)
      .where(
        and(
          inArray(
            bookings.id,
            locked.map((row) => row.id),
          ),
          due,
        ),
      )
      .returning();
    await before?.(tx, claimed);
    for (const booking of claimed) await act(tx, booking);
    return claimed;
  });
}

/**
 * A reminder goes once per booking: only bookings whose `sentAt` column is still empty are due, and claiming
 * them fills it with `at`.
 */
function claimDueReminders(
  db: Database,
  sentAt: 'paymentReminderSentAt' | 'departureReminderSentAt' | 'feedbackRequestedAt',
  due: SQL | undefined,
  at: Date,
  act: Act,
  before?: BeforeActing,
): Promise<BookingRow[]> {
  return claimDue(db, and(due, isNull(bookings[sentAt])), { [sentAt]: at }, act, before);
}

/** Pending bookings due their one payment reminder (domain: isPaymentReminderDue); marks them reminded. */
export function claimDuePaymentReminders(
  db: Database,
  cutoffs: PaymentReminderCutoffs,
  at: Date,
  act: Act,
  before?: BeforeActing,
): Promise<BookingRow[]> {
  const due = and(
    eq(bookings.status, 'pending'),
    lte(bookings.createdAt, cutoffs.createdAtOrBefore),
    sql`${rideTime} > ${cutoffs.rideAfter.toISOString()}`,
  );
  return claimDueReminders(db, 'paymentReminderSentAt', due, at, act, before);
}

/**
 * Pending bookings whose ride has passed (domain: isAbandoned), except those with a checkout still open:
 * a traveller could still pay it, and money must never arrive for a booking we just cancelled. Such a
 * booking is cancelled once its checkout has run out (within a day). Each gets a booking event.
 */
export function cancelAbandonedBookings(db: Database, now: Date): Promise<BookingRow[]> {
  const at = now.toISOString();
  const openCheckout = db
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookings.id), eq(payments.status, 'open'), gt(payments.expiresAt, now)),
    );
  return claimDue(
    db,
    and(eq(bookings.status, 'pending'), sql`${rideTime} < ${at}`, sql`not exists ${openCheckout}`),
    { status: 'cancelled', updatedAt: now },
    (tx, booking) =>
      recordBookingEvent(tx, {
        bookingId: booking.id,
        type: 'cancelled-unpaid',
        actor: 'system',
        at: now,
        data: { changes: { status: { before: 'pending', after: 'cancelled' } } },
      }),
  );
}

/** Paid or confirmed departures due their reminder (domain: isDepartureReminderDue); marks them reminded. */
export function claimDueDepartureReminders(
  db: Database,
  window: DepartureReminderWindow,
  at: Date,
  act: Act,
): Promise<BookingRow[]> {
  const due = and(
    eq(bookings.serviceType, 'departure'),
    inArray(bookings.status, [...RIDE_STATUSES]),
    gt(bookings.pickupTimeCalc, window.pickupAfter),
    lte(bookings.pickupTimeCalc, window.pickupAtOrBefore),
    // Booked at least a day before the pickup (latestCreationForDepartureReminder).
    sql`${bookings.createdAt} <= ${bookings.pickupTimeCalc} - make_interval(hours => ${DEPARTURE_REMINDER_HOURS_BEFORE_PICKUP})`,
  );
  return claimDueReminders(db, 'departureReminderSentAt', due, at, act);
}

/**
 * A ride a provider took follows its marks: it is asked about once its driver marked it
 * completed, and never after a no-show. A ride no provider took is asked about by its time alone.
 */
const NOT_COMPLETED_BY_ITS_PROVIDER = sql`exists (select 1 from ride_offers o
  where o.booking_id = "bookings"."id" and o.status = 'accepted'
    and (o.completed_at is null or o.no_show_at is not null))`;

/**
 * Rides due their one feedback request (domain: feedbackWindow): driven statuses, reference time in the
 * window (a departure's pickup, else the flight: two ranges of bookings_status_schedule_idx), a ride
 * its provider completed if one took it, and not erased; marks them.
 */
export function claimDueFeedbackRequests(
  db: Database,
  window: { rideFrom: Date; rideBefore: Date },
  at: Date,
  act: Act,
): Promise<BookingRow[]> {
  const due = and(
    inArray(bookings.status, [...FEEDBACK_STATUSES]),
    not(NOT_COMPLETED_BY_ITS_PROVIDER),
    // A traveller whose data was erased on request is not asked for more.
    isNull(bookings.erasedAt),
    or(
      and(gte(bookings.pickupTimeCalc, window.rideFrom), lt(bookings.pickupTimeCalc, window.rideBefore)),
      and(
        isNull(bookings.pickupTimeCalc),
        gte(bookings.flightDateTime, window.rideFrom),
        lt(bookings.flightDateTime, window.rideBefore),
      ),
    ),
  );
  return claimDueReminders(db, 'feedbackRequestedAt', due, at, act);
}
