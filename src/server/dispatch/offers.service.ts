/**
 * The operator's side of dispatching: what a booking card shows of its offers, 'Send Offer' and
 * 'Withdraw Offer'. A booking has at most one open or accepted offer: the table's partial unique index
 * holds it even for two offers sent at once from two tabs or two servers.
 */
import { cancunDateAndTime, cancunDateTimeToInstant } from '../../domain/cancun-time';
import {
  alreadyOfferedMessage,
  DISPATCH_TEXTS,
  defaultRespondBy,
  isDispatchable,
  respondByProblem,
} from '../../domain/dispatch';
import type { BookingDispatch, SendOffer } from '../../domain/schemas/dispatch';
import type { ServiceType } from '../../domain/service-types';
import type { BookingStatus } from '../../domain/statuses';
import { asCustomerBooking } from '../bookings';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import { findBookingById } from '../db/booking-reads';
import type { Transaction } from '../db/client';
import type { BookingRow } from '../db/schema';
import { AppError } from '../errors';
import type { MailSettings } from '../mail';
import { queueEmail } from '../mail';
import type { DispatchDeps } from './dispatch-deps';
import { rideEndedEmail, rideOfferEmail } from './dispatch-emails';
import { toRideOffer } from './offer-view';
import {
  findLatestOffer,
  findProvider,
  insertOffer,
  listActiveProvidersFor,
  lockBooking,
  lockStandingOffer,
  type OfferWithCompany,
  updateBookingRow,
  updateOffer,
} from './offers.queries';
import { rideTokenHash } from './ride-links';

const bookingNotFound = () => new AppError('not-found', 'Booking not found');

const timed = (row: BookingRow) => ({ ...row, serviceType: row.serviceType as ServiceType });

/** 'yyyy-MM-ddTHH:mm' in Cancun: what the form's datetime-local input holds. */
function asInputValue(instant: Date): string {
  const { date, time } = cancunDateAndTime(instant);
  return `${date}T${time}`;
}

export async function getBookingDispatch(deps: DispatchDeps, bookingId: string): Promise<BookingDispatch> {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw bookingNotFound();
  const [offer, candidates] = await Promise.all([
    findLatestOffer(deps.db, bookingId),
    listActiveProvidersFor(deps.db, { from: booking.fromLocation, to: booking.toLocation }),
  ]);
  return {
    offer: offer ? toRideOffer(offer) : null,
    providers: candidates.map((provider) => ({
      id: provider.id,
      companyName: provider.companyName,
      costDollars: provider.costCents === null ? null : Math.round(provider.costCents / 100),
    })),
    defaultRespondBy: asInputValue(defaultRespondBy(timed(booking), deps.now())),
  };
}

/**
 * 'Send Offer': the offer row, its `offer-sent` event and the e-mail to the provider's dispatch desk with
 * the ride and the link, in one transaction. 409 while another offer stands.
 */
export async function sendOffer(
  deps: DispatchDeps,
  bookingId: string,
  form: SendOffer,
  actor: BookingEventActor,
): Promise<BookingDispatch> {
  const now = deps.now();
  const provider = await findProvider(deps.db, form.providerId);
  if (!provider?.active) {
    throw new AppError('bad-request', DISPATCH_TEXTS.providerInactive, {
      providerId: DISPATCH_TEXTS.providerInactive,
    });
  }
  const [date, time] = form.respondBy.split('T') as [string, string];
  const respondBy = cancunDateTimeToInstant(date, time);
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw bookingNotFound();
    if (!isDispatchable(booking.status as BookingStatus))
      throw new AppError('conflict', DISPATCH_TEXTS.notDispatchable);
    const problem = respondBy
      ? respondByProblem(respondBy, timed(booking), now)
      : 'Please enter a date and time';
    if (problem || !respondBy) throw new AppError('bad-request', problem ?? '', { respondBy: problem ?? '' });
    const id = crypto.randomUUID();
    const offer = await insertOffer(tx, {
      id,
      bookingId,
      providerId: provider.id,
      costCents: form.costDollars * 100,
      note: form.note,
      respondBy,
      tokenHash: rideTokenHash(deps.mail.rideLinks.tokenFor(id)),
      offeredBy: actor,
      offeredAt: now,
    });
    if (!offer) {
      const standing = await lockStandingOffer(tx, bookingId);
      throw new AppError('conflict', alreadyOfferedMessage(standing?.company ?? provider.companyName));
    }
    await recordBookingEvent(tx, {
      bookingId,
      type: 'offer-sent',
      actor,
      at: now,
      data: { company: provider.companyName, costCents: offer.costCents, respondBy: respondBy.toISOString() },
    });
    await queueEmail(tx, {
      kind: 'ride-offer',
      carriesSecret: true,
      to: provider.dispatchEmail,
      bookingId,
      replyTo: deps.mail.supportEmail,
      ...rideOfferEmail({
        ride: await asCustomerBooking(booking, tx),
        note: form.note,
        costCents: offer.costCents,
        respondBy,
        rideUrl: deps.mail.rideLinks.urlFor(id),
        supportEmail: deps.mail.supportEmail,
        dispatchPhone: deps.mail.dispatchPhone,
      }),
    });
  });
  deps.mail.wake();
  return getBookingDispatch(deps, bookingId);
}

/**
 * Ends an offer that stood (withdrawn by an admin, or by the booking's cancellation): once accepted, the
 * driver leaves the booking (its history keeps who it was) and the provider is told not to come.
 */
export async function endStandingOffer(
  tx: Transaction,
  deps: { mail: MailSettings },
  offer: OfferWithCompany,
  booking: BookingRow,
  end: { actor: BookingEventActor; at: Date; reason: 'withdrawn' | 'cancelled' },
): Promise<BookingRow> {
  await updateOffer(tx, offer.id, { status: 'withdrawn', respondedAt: end.at, endedBy: end.actor });
  await recordBookingEvent(tx, {
    bookingId: booking.id,
    type: 'offer-withdrawn',
    actor: end.actor,
    at: end.at,
    data: { company: offer.company, wasAccepted: offer.status === 'accepted', reason: end.reason },
  });
  let current = booking;
  if (offer.status === 'accepted' && end.reason === 'withdrawn')
    current = await clearAcceptedDriver(tx, booking, end.at);
  if (offer.status === 'accepted' || end.reason === 'cancelled') {
    await queueEmail(tx, {
      kind: end.reason === 'cancelled' ? 'ride-cancelled' : 'ride-withdrawn',
      carriesSecret: false,
      to: offer.dispatchEmail,
      bookingId: booking.id,
      replyTo: deps.mail.supportEmail,
      ...rideEndedEmail({
        ride: await asCustomerBooking(booking, tx),
        reason: end.reason,
        supportEmail: deps.mail.supportEmail,
        dispatchPhone: deps.mail.dispatchPhone,
      }),
    });
  }
  return current;
}

/** The accepted provider's driver leaves the booking: SPEC's driver fields cleared, confirmed back to paid. */
export async function clearAcceptedDriver(
  tx: Transaction,
  booking: BookingRow,
  at: Date,
): Promise<BookingRow> {
  return updateBookingRow(tx, booking.id, {
    driverName: null,
    driverCompany: null,
    driverPhone: null,
    driverVehicle: null,
    driverPlate: null,
    driverOrdered: false,
    status: booking.status === 'confirmed' ? 'paid' : booking.status,
    updatedAt: at,
  });
}

/** 'Withdraw Offer': the open or accepted offer ends; 409 when none stands. */
export async function withdrawOffer(
  deps: DispatchDeps,
  bookingId: string,
  actor: BookingEventActor,
): Promise<BookingDispatch> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw bookingNotFound();
    const offer = await lockStandingOffer(tx, bookingId);
    if (!offer) throw new AppError('conflict', DISPATCH_TEXTS.nothingToWithdraw);
    await endStandingOffer(tx, deps, offer, booking, { actor, at, reason: 'withdrawn' });
  });
  deps.mail.wake();
  return getBookingDispatch(deps, bookingId);
}
