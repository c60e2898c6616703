/**
 * Travellers manage their own booking: read it, change the customer-facing fields, cancel it
 * with the policy's outcome. Every rule is the domain's (src/domain/manage-booking.ts); this file asks for
 * the right access, locks the row and records what happened.
 */

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isBookingId } from '../../domain/booking-id';
import { isExpired } from '../../domain/booking-timing';
import {
  type CancellationOutcome,
  cancellationOutcome,
  cancellationSentence,
  MANAGE_TEXTS,
  manageRefusal,
} from '../../domain/manage-booking';
import { MOBILE_NUMBER_MESSAGE } from '../../domain/mobile-number';
import type {
  ManageAccess,
  ManageBookingResponse,
  ManageCancelResponse,
  ManageChanges,
} from '../../domain/schemas/manage-booking';
import { asCustomerBooking, toTimedBooking } from '../bookings';
import { withLockedBooking, writeBookingChanges } from '../db/booking-changes';
import { findBookingById, findBookingForCustomer } from '../db/booking-reads';
import type { Transaction } from '../db/client';
import { forgetWatch } from '../db/flight-watches';
import { type BookingRow, bookings } from '../db/schema';
import { tellProviderOfCancellation, tellProviderOfChange } from '../dispatch';
import { AppError } from '../errors';
import { queueCancellation } from '../mail';
import type { PaymentsDeps } from '../payments';
import { findOpenCheckouts, findSettledPayment, markCheckoutExpired, refundPaidBooking } from '../payments';
import { writeCustomerCancellation } from './manage.queries';
import { changesOf } from './manage-changes';
import { queueBookingUpdated } from './manage-mail';
import { tokenMatches } from './manage-token';

export type ManageDeps = PaymentsDeps;

const notFound = () => new AppError('not-found', MANAGE_TEXTS.notFound);

/** Ours: a checkout paid at the very moment the traveller cancelled. */
const JUST_PAID = 'Your payment has just gone through. Please reload the page to see your booking.';

/** A token that opens nothing once the booking is cancelled, refunded or 24 hours past its ride. */
function tokenStillValid(row: BookingRow, now: Date): boolean {
  return row.status !== 'cancelled' && row.status !== 'refunded' && !isExpired(toTimedBooking(row), now);
}

/**
 * The booking, when the access is good: its manage token (valid until 24 hours after the ride, and not
 * once cancelled), or the lookup's e-mail and last name. Anything else, and an unknown id, is the same 404.
 */
async function bookingWithAccess(deps: ManageDeps, id: string, access: ManageAccess): Promise<BookingRow> {
  if (!isBookingId(id)) throw notFound();
  if (access.token !== undefined) {
    const row = await findBookingById(deps.db, id);
    const links = deps.mail.manageLinks;
    if (row && links && tokenMatches(links, access.token, row) && tokenStillValid(row, deps.now()))
      return row;
    // A bad token falls back to the pair when both came; otherwise the same answer as an unknown id.
  }
  if (access.email !== undefined && access.lastName !== undefined) {
    const row = await findBookingForCustomer(deps.db, id, access.email, access.lastName);
    if (row) return row;
  }
  throw notFound();
}

function refusalError(refusal: 'closed' | 'cutoff'): AppError {
  return new AppError('conflict', refusal === 'cutoff' ? MANAGE_TEXTS.pastCutoff : MANAGE_TEXTS.closed);
}

/** What the manage rules read of a row: its times and status, and whether it was erased. */
function asManaged(row: BookingRow) {
  return { ...toTimedBooking(row), erasedAt: row.erasedAt };
}

/** What cancelling would give now, from what the settled payment says was paid. */
async function outcomeFor(deps: ManageDeps, row: BookingRow, now: Date): Promise<CancellationOutcome> {
  const payment = await findSettledPayment(deps.db, row.id);
  const paidCents =
    payment && payment.status !== 'refunded' ? payment.amountCents - payment.refundedCents : 0;
  return cancellationOutcome({ ...asManaged(row), refundReferenceAt: row.refundReferenceAt, paidCents }, now);
}

async function answer(deps: ManageDeps, row: BookingRow): Promise<ManageBookingResponse> {
  const now = deps.now();
  const refusal = manageRefusal(asManaged(row), now);
  return {
    booking: await asCustomerBooking(row, deps.db),
    refusal,
    cancellationSentence: refusal === null ? cancellationSentence(await outcomeFor(deps, row, now)) : null,
    supportEmail: deps.mail.supportEmail,
    supportPhone: deps.mail.supportPhone ?? null,
    messagesConsent: row.messagesConsentAt !== null && row.messagesOptedOutAt === null,
  };
}

/**
 * The box 'Send me ride updates by WhatsApp or SMS': ticked, consent is recorded now (and an earlier STOP
 * undone), which needs a mobile number with its country code; unticked, consent is withdrawn and no
 * message goes any more. Open whatever the cut-off: a traveller may always stop messages.
 */
export async function setMessagesConsent(
  deps: ManageDeps,
  id: string,
  access: ManageAccess,
  consent: boolean,
): Promise<ManageBookingResponse> {
  const row = await bookingWithAccess(deps, id, access);
  if (consent && row.phoneE164 === null) {
    throw new AppError('bad-request', MOBILE_NUMBER_MESSAGE, { phone: MOBILE_NUMBER_MESSAGE });
  }
  const now = deps.now();
  const [updated] = await deps.db
    .update(bookings)
    .set(
      consent
        ? { messagesConsentAt: row.messagesConsentAt ?? now, messagesOptedOutAt: null, updatedAt: now }
        : { messagesConsentAt: null, updatedAt: now },
    )
    .where(eq(bookings.id, row.id))
    .returning();
  return answer(deps, updated ?? row);
}

export async function getManagedBooking(
  deps: ManageDeps,
  id: string,
  access: ManageAccess,
): Promise<ManageBookingResponse> {
  return answer(deps, await bookingWithAccess(deps, id, access));
}

/**
 * Saves the 'Change Details' form: only what differs is written, with one `updated` event of the
 * traveller's and the 'Booking {id} updated' e-mail, in one transaction under the row's lock.
 */
export async function updateManagedBooking(
  deps: ManageDeps,
  id: string,
  access: ManageAccess,
  form: ManageChanges,
  log: FastifyBaseLogger,
): Promise<ManageBookingResponse> {
  await bookingWithAccess(deps, id, access);
  const now = deps.now();
  let changed = false;
  const row = await withLockedBooking(deps.db, id, async (tx, current) => {
    const refusal = manageRefusal(asManaged(current), now);
    if (refusal) throw refusalError(refusal);
    const { values, changes } = changesOf(current, form, now);
    if (Object.keys(changes).length === 0) return current;
    const updated = await writeBookingChanges(tx, id, { values, changes, actor: 'customer', at: now });
    await queueBookingUpdated(tx, deps.mail, await asCustomerBooking(updated, deps.db, tx), changes);
    await tellProviderOfChange(tx, deps.mail, current, updated, now);
    // Another flight or time: the checks start again for it.
    if ('flightDateTime' in changes || 'flightNumber' in changes) await forgetWatch(tx, id);
    changed = true;
    return updated;
  });
  if (!row) throw notFound();
  if (changed) {
    deps.mail.wake();
    log.info({ bookingId: id }, 'booking changed by the traveller');
  }
  return answer(deps, row);
}

/**
 * Closes the booking's open checkouts at the provider first, so none can be paid once it is cancelled.
 * True when one of them turned out paid a moment ago.
 */
async function expireOpenCheckouts(deps: ManageDeps, id: string, log: FastifyBaseLogger): Promise<boolean> {
  let paid = false;
  for (const payment of await findOpenCheckouts(deps.db, id)) {
    let status: Awaited<ReturnType<ManageDeps['provider']['expireCheckout']>>;
    try {
      status = await deps.provider.expireCheckout(payment.checkoutSessionId);
    } catch (err) {
      log.error({ err, bookingId: id, provider: deps.provider.name }, 'could not expire a checkout');
      throw new AppError('bad-gateway', 'We could not cancel your booking just now. Please try again.');
    }
    if (status === 'paid') paid = true;
    else await markCheckoutExpired(deps.db, payment, deps.now(), 'customer');
  }
  return paid;
}

/**
 * Cancels with the policy's outcome: unpaid, its checkouts closed and `cancelled`; paid 30 days or more
 * ahead, 95% refunded and `refunded`; paid later, `cancelled`. Two requests at once get one outcome: the
 * row lock (and for a refund, the payment's guarded update) lets the second find it already done.
 */
export async function cancelManagedBooking(
  deps: ManageDeps,
  id: string,
  access: ManageAccess,
  log: FastifyBaseLogger,
): Promise<ManageCancelResponse> {
  const found = await bookingWithAccess(deps, id, access);
  const now = deps.now();
  const refusal = manageRefusal(asManaged(found), now);
  if (refusal) throw refusalError(refusal);
  const outcome = await outcomeFor(deps, found, now);

  if (outcome.kind === 'refund') {
    const tellProvider = (tx: Transaction, row: BookingRow) =>
      tellProviderOfCancellation(tx, deps.mail, row, { actor: 'customer', at: now });
    const refunded = await refundPaidBooking(deps, found, 'customer', log, tellProvider).catch(
      (error: unknown) => {
        // The twin request refunded it first: the same outcome, told as the closed booking it now is.
        if (error instanceof AppError && error.code === 'conflict') throw refusalError('closed');
        throw error;
      },
    );
    return { ...(await answer(deps, refunded.booking)), refundedCents: refunded.refundCents };
  }

  if (outcome.kind === 'unpaid' && (await expireOpenCheckouts(deps, id, log))) {
    throw new AppError('conflict', JUST_PAID);
  }
  const row = await withLockedBooking(deps.db, id, async (tx, current) => {
    const again = manageRefusal(asManaged(current), deps.now());
    if (again) throw refusalError(again);
    // Paid meanwhile (the success page or a webhook between the expiry and this lock): look again.
    if (current.status !== found.status) throw new AppError('conflict', JUST_PAID);
    const cancelled = await writeCustomerCancellation(tx, current, { outcome: outcome.kind, at: now });
    await queueCancellation(tx, deps.mail, await asCustomerBooking(cancelled, deps.db, tx));
    await tellProviderOfCancellation(tx, deps.mail, cancelled, { actor: 'customer', at: now });
    return cancelled;
  });
  if (!row) throw notFound();
  deps.mail.wake();
  log.info({ bookingId: id, outcome: outcome.kind }, 'booking cancelled by the traveller');
  return { ...(await answer(deps, row)), refundedCents: 0 };
}
