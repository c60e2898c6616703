/**
 * No mail relay (docs/decisions/015-input-limits-and-mail-cap.md). Anyone may book with any
 * address, and each booking e-mails it (received, then a payment reminder a day later), so without a cap
 * anyone could make our domain mail any address many times an hour. An address that has never paid for a
 * booking gets at most BOOKING_MAILS_PER_DAY such e-mails in 24 hours; over that the booking is still
 * made, the e-mail is not queued, and a `mail-withheld` event tells the operator why. An address that has
 * paid once (a concierge's, a returning traveller's) is not capped.
 *
 * Counted in the database, in the transaction that would queue the mail, under a transaction-scoped
 * advisory lock per address (case-insensitive): two bookings for one address at once, on any number of
 * servers, count one after the other, never both below the cap. A scheduler batch takes its addresses'
 * locks in one sorted order, so two batches can never wait on each other.
 */
import { sql } from 'drizzle-orm';
import type { CustomerBooking } from '../../domain/schemas/booking';
import { recordBookingEvent } from '../db/booking-events';
import type { Transaction } from '../db/client';
import { queryPrepared } from '../db/prepared-query';
import { settlingFirst } from '../db/statements-ahead';
import { queueEmail } from './outbox';
import type { BookingEmailContext, RenderedEmail } from './templates/booking-emails';
import { type MailSettings, travellerEmail } from './traveller-email';

export const BOOKING_MAILS_PER_DAY = 3;

/** The e-mails a booking sends on its own, unasked by an admin: the ones the cap counts. */
type CappedKind = 'booking-received' | 'payment-reminder';

/** The advisory lock space of the mail cap: a fixed number, apart from the migrations' single-key lock. */
const MAIL_CAP_LOCK_CLASS = 1_400_014;

export const MAIL_WITHHELD_REASON =
  `${BOOKING_MAILS_PER_DAY} booking e-mails in 24 hours already went to this address, ` +
  'which has never paid for a booking';

/** Locks these addresses (any case) until the transaction ends, in one order whoever asks. */
export async function lockMailAddresses(tx: Transaction, addresses: readonly string[]): Promise<void> {
  const keys = [...new Set(addresses.map((address) => address.toLowerCase()))].sort();
  for (const key of keys) {
    await queryPrepared(tx, sql`select pg_advisory_xact_lock(${MAIL_CAP_LOCK_CLASS}, hashtext(${key}))`);
  }
}

/** Whether the address may get one more booking e-mail now: it has paid once, or it is under the cap. */
async function mayMail(tx: Transaction, address: string): Promise<boolean> {
  const [row] = await queryPrepared<{ paid: boolean; recent: number }>(
    tx,
    sql`
    select
      exists (
        select 1 from bookings b
        where lower(b.email) = lower(${address})
          and (b.status in ('paid', 'confirmed', 'completed', 'refunded')
            or exists (select 1 from payments p where p.booking_id = b.id and p.status in ('paid', 'refunded')))
      ) as paid,
      (select count(*)::int from emails e
        where e.kind in ('booking-received', 'payment-reminder')
          and lower(e.to_address) = lower(${address})
          and e.created_at > now() - interval '24 hours') as recent
  `,
  );
  return row !== undefined && (row.paid || row.recent < BOOKING_MAILS_PER_DAY);
}

/**
 * The cap's verdict for `address`, its statements sent now: the address's lock, and the count behind it
 * (the driver sends the count on the lock's answer, when the lock is held, so it still sees every e-mail
 * counted before). A caller may send it before it knows the booking (a new booking's, behind its insert)
 * and await it later; a verdict never awaited (the transaction failed first) rejects unheard.
 */
export function countBookingMails(tx: Transaction, address: string): Promise<boolean> {
  const locked = lockMailAddresses(tx, [address]);
  const counted = mayMail(tx, address);
  // A failed lock fails the count too: the lock's failure is the one answered.
  counted.catch(() => undefined);
  const verdict = locked.then(() => counted);
  verdict.catch(() => undefined);
  return verdict;
}

/**
 * Queues a booking's own e-mail to its traveller unless the cap holds it back, in which case the booking's
 * history says so. Answers whether it was queued. `verdict` is the cap's count already sent
 * (countBookingMails); without it the count is sent here.
 */
export async function queueCappedBookingEmail(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  email: { kind: CappedKind; render: (ctx: BookingEmailContext) => RenderedEmail; at: Date },
  verdict: Promise<boolean> = countBookingMails(tx, booking.email),
): Promise<boolean> {
  // The e-mail is rendered while the count is on the wire (decision 077) and dropped when the cap holds
  // it back.
  const outgoing = await settlingFirst(verdict, () =>
    travellerEmail(mail, booking, email.kind, email.render),
  );
  if (await verdict) {
    await queueEmail(tx, outgoing);
    return true;
  }
  await recordBookingEvent(tx, {
    bookingId: booking.id,
    type: 'mail-withheld',
    actor: 'system',
    at: email.at,
    data: { kind: email.kind, to: booking.email, reason: MAIL_WITHHELD_REASON },
  });
  return false;
}

/** How one capped e-mail (a booking's received mail, its payment reminder) is queued for a booking. */
export function cappedBookingEmail(kind: CappedKind, render: (ctx: BookingEmailContext) => RenderedEmail) {
  return async (
    tx: Transaction,
    mail: MailSettings,
    booking: CustomerBooking,
    at: Date,
    verdict?: Promise<boolean>,
  ): Promise<void> => {
    await queueCappedBookingEmail(tx, mail, booking, { kind, render, at }, verdict);
  };
}
