/**
 * The provider's side of a ride offer, reached with the link's token and nothing else (no
 * account). Opening the page changes nothing; each action is a POST that locks the offer and its booking,
 * checks the link still opens the ride, and does all it means in one transaction: the offer, the booking,
 * the history and the e-mails.
 */
import { referenceTime } from '../../domain/booking-timing';
import { DISPATCH_TEXTS, isProviderLinkOpen, type OfferStatus } from '../../domain/dispatch';
import { driverDetailsKey } from '../../domain/driver-details';
import { type LandedRide, markRefusal, upcomingMarks } from '../../domain/mark-times';
import { REPLY_WORDS } from '../../domain/message-replies';
import { driverInstructions } from '../../domain/provider-texts';
import { freeWaitEndsAt, latestMark, MARK_TIME_FIELDS, type RideMark } from '../../domain/ride-marks';
import type { DriverDetailsForm, ProviderRide, ProviderRideResponse } from '../../domain/schemas/dispatch';
import type { ServiceType } from '../../domain/service-types';
import { providerSignLine } from '../../domain/sign-code';
import type { BookingStatus } from '../../domain/statuses';
import { type MeetingPoints } from '../../domain/terminals';
import { asCustomerBooking, newSignCode } from '../bookings';
import { type BookingEventType, recordBookingEvent } from '../db/booking-events';
import type { Transaction } from '../db/client';
import { readMeetingPoints } from '../db/meeting-points';
import type { BookingRow } from '../db/schema';
import { AppError } from '../errors';
import { driverDetailsEmail, queueTravellerEmail } from '../mail';
import type { DispatchDeps } from './dispatch-deps';
import { driverWaitingEmail, noShowEmail } from './dispatch-emails';
import {
  anotherProviderAccepted,
  findOfferByTokenHash,
  lockOfferByTokenHash,
  type OfferWithCompany,
  updateBookingRow,
  updateOffer,
} from './offers.queries';
import { providerArrivalFields } from './provider-arrival';
import { rideTokenHash, rideTokenMatches } from './ride-links';

const noLongerAssigned = () => new AppError('conflict', DISPATCH_TEXTS.noLongerAssigned);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function rideOf(booking: BookingRow) {
  return {
    ...booking,
    serviceType: booking.serviceType as ServiceType,
    status: booking.status as BookingStatus,
  };
}

/** The link opens this offer now: it stands, its booking is live, the ride is at most 48 hours past. */
function isOpen(offer: OfferWithCompany, booking: BookingRow, now: Date): boolean {
  return isProviderLinkOpen({ status: offer.status as OfferStatus }, rideOf(booking), now);
}

/** The ride as the marks' rules read it (domain/mark-times.ts). */
export function markedRide(offer: OfferWithCompany, booking: BookingRow): LandedRide {
  return {
    ...rideOf(booking),
    latestMark: latestMark(offer),
    atMeetingPointAt: offer.atMeetingPointAt,
    accepted: offer.status === 'accepted',
    landed: booking.landed,
  };
}

function providerRide(
  offer: OfferWithCompany,
  booking: BookingRow,
  now: Date,
  points: MeetingPoints,
): ProviderRide {
  const accepted = offer.status === 'accepted';
  const ride = rideOf(booking);
  const atMeetingPoint = offer.atMeetingPointAt;
  const upcoming = upcomingMarks(markedRide(offer, booking), now);
  const marks = {
    atMeetingPointAt: iso(offer.atMeetingPointAt),
    onBoardAt: iso(offer.onBoardAt),
    completedAt: iso(offer.completedAt),
    noShowAt: iso(offer.noShowAt),
  };
  const arrival = providerArrivalFields(booking, points);
  return {
    bookingId: booking.id,
    status: offer.status as OfferStatus,
    serviceType: ride.serviceType,
    from: booking.fromLocation as ProviderRide['from'],
    to: booking.toLocation as ProviderRide['to'],
    rideAt: referenceTime(ride).toISOString(),
    pickupAt: iso(booking.pickupTimeCalc),
    passengers: booking.passengers,
    childSeats: booking.childSeats,
    hasBulkyLuggage: booking.hasBulkyLuggage,
    hotelName: booking.hotelName,
    flightNumber: booking.flightNumber,
    flightAirline: booking.flightAirline,
    flightDateTime: booking.flightDateTime.toISOString(),
    specialInstructions: booking.specialInstructions,
    note: offer.note,
    costCents: offer.costCents,
    respondBy: offer.respondBy.toISOString(),
    company: offer.company,
    // The traveller's name, phone and sign code only once the provider has accepted; the e-mail never.
    traveller: accepted
      ? {
          name: `${booking.firstName} ${booking.lastName}`,
          phone: booking.phone,
          sign: booking.signCode ? providerSignLine(booking.lastName, booking.signCode) : null,
          says:
            booking.lastReplyKind === 'landed' || booking.lastReplyKind === 'bags'
              ? REPLY_WORDS[booking.lastReplyKind]
              : null,
        }
      : null,
    driver: accepted
      ? {
          driverName: offer.driverName,
          driverPhone: offer.driverPhone,
          vehicle: offer.vehicle,
          plateNumber: offer.plateNumber,
        }
      : null,
    marks,
    nextMarks: upcoming.now,
    laterMarks: upcoming.later.map(({ mark, from }) => ({ mark, from: from.toISOString() })),
    freeWaitEndsAt: freeWaitEndsAt(ride, atMeetingPoint).toISOString(),
    changes: accepted ? (offer.unconfirmedChanges ?? []) : [],
    ...arrival,
    // Written for the driver; the sign's name and code only once accepted, as the traveller's.
    instructions: driverInstructions({
      serviceType: ride.serviceType,
      terminal: arrival.terminal,
      lastName: accepted ? booking.lastName : null,
      signCode: accepted ? booking.signCode : null,
      waitUntil: arrival.freeWaitUntil,
      hotelName: booking.hotelName,
      pickupAt: iso(booking.pickupTimeCalc),
    }),
    mayMarkLanded: upcoming.mayMarkLanded,
  };
}

/** The ride the link shows, or the words of a link that opens nothing. Changes nothing. */
export async function openProviderRide(deps: DispatchDeps, token: string): Promise<ProviderRideResponse> {
  const found = await findOfferByTokenHash(deps.db, rideTokenHash(token));
  const now = deps.now();
  if (!found || !rideTokenMatches(token, found.offer.tokenHash) || !isOpen(found.offer, found.booking, now)) {
    return { closed: true, message: DISPATCH_TEXTS.noLongerAssigned };
  }
  return { ride: providerRide(found.offer, found.booking, now, await readMeetingPoints(deps.db)) };
}

/**
 * Runs `act` on the token's offer and booking, both locked, when the link still opens the ride (409 'This
 * ride is no longer assigned to you.' otherwise); answers the page's new state.
 */
export async function actOnRide(
  deps: DispatchDeps,
  token: string,
  act: (tx: Transaction, offer: OfferWithCompany, booking: BookingRow, now: Date) => Promise<void>,
): Promise<ProviderRideResponse> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const found = await lockOfferByTokenHash(tx, rideTokenHash(token));
    if (
      !found ||
      !rideTokenMatches(token, found.offer.tokenHash) ||
      !isOpen(found.offer, found.booking, now)
    ) {
      throw noLongerAssigned();
    }
    await act(tx, found.offer, found.booking, now);
  });
  deps.mail.wake();
  return openProviderRide(deps, token);
}

/** An act of the provider's (or done for it) in the booking's history. */
function recordProviderAct(
  tx: Transaction,
  booking: BookingRow,
  at: Date,
  type: BookingEventType,
  data: Record<string, unknown>,
): Promise<void> {
  return recordBookingEvent(tx, { bookingId: booking.id, type, actor: 'provider', at, data });
}

/** The driver as the booking keeps it (SPEC's name, and the phone, vehicle and plate dispatch adds). */
function bookingDriver(driver: DriverDetailsForm) {
  return {
    driverName: driver.driverName,
    driverPhone: driver.driverPhone,
    driverVehicle: driver.vehicle,
    driverPlate: driver.plateNumber,
  };
}

/** Tells the traveller who drives them, once per driver (the booking remembers which one was sent). */
async function sendDriverDetails(
  tx: Transaction,
  deps: DispatchDeps,
  booking: BookingRow,
  driver: DriverDetailsForm,
  at: Date,
): Promise<BookingRow> {
  const key = driverDetailsKey(booking);
  if (key !== null && key === booking.driverDetailsSentFor) return booking;
  const sent = await updateBookingRow(tx, booking.id, { driverDetailsSentAt: at, driverDetailsSentFor: key });
  const emailId = await queueTravellerEmail(
    tx,
    deps.mail,
    await asCustomerBooking(sent, deps.db, tx),
    'driver-details',
    (ctx) => driverDetailsEmail({ ...ctx, ...driver, driverCompany: sent.driverCompany ?? '' }),
  );
  await recordProviderAct(tx, booking, at, 'driver-details-sent', {
    driverName: driver.driverName,
    driverCompany: sent.driverCompany,
    emailId,
  });
  return sent;
}

/**
 * 'Accept Ride' with the driver's details: the offer accepted, the booking confirmed with SPEC's driver
 * name and company and 'driver ordered', and the traveller's driver-details e-mail.
 */
export async function acceptRide(deps: DispatchDeps, token: string, driver: DriverDetailsForm) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    // Past its Respond By the offer is over, even before the scheduler has marked it.
    if (offer.status !== 'offered' || offer.respondBy.getTime() <= now.getTime()) throw noLongerAssigned();
    await updateOffer(tx, offer.id, { status: 'accepted', respondedAt: now, endedBy: 'provider', ...driver });
    const confirmed = await updateBookingRow(tx, booking.id, {
      ...bookingDriver(driver),
      // A provider who once had the ride knows its sign code: the new one gets a new code.
      ...((await anotherProviderAccepted(tx, offer)) ? { signCode: newSignCode(booking.signCode) } : {}),
      driverCompany: offer.company,
      driverOrdered: true,
      status: booking.status === 'paid' ? 'confirmed' : booking.status,
      updatedAt: now,
    });
    await recordProviderAct(tx, booking, now, 'offer-accepted', { company: offer.company, ...driver });
    await sendDriverDetails(tx, deps, confirmed, driver, now);
  });
}

/** 'Decline Ride' with a reason: the offer declined; the operator sees it on the card and in Needs attention. */
export async function declineRide(deps: DispatchDeps, token: string, reason: string) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    if (offer.status !== 'offered') throw noLongerAssigned();
    await updateOffer(tx, offer.id, {
      status: 'declined',
      respondedAt: now,
      endedBy: 'provider',
      declineReason: reason,
    });
    await recordProviderAct(tx, booking, now, 'offer-declined', { company: offer.company, reason });
  });
}

/** A mark of the driver's, in turn and once it can be true (409 otherwise), with what it tells the traveller. */
export async function markRide(deps: DispatchDeps, token: string, mark: RideMark) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    if (offer.status !== 'accepted') throw noLongerAssigned();
    const refusal = markRefusal(mark, markedRide(offer, booking), now);
    if (refusal) throw new AppError('conflict', refusal);
    await updateOffer(tx, offer.id, { [MARK_TIME_FIELDS[mark]]: now });
    await recordProviderAct(tx, booking, now, 'ride-mark', { mark, company: offer.company });
    const customer = await asCustomerBooking(booking, deps.db, tx);
    if (mark === 'at-meeting-point') {
      await queueTravellerEmail(tx, deps.mail, customer, 'driver-waiting', (ctx) =>
        driverWaitingEmail({
          booking: ctx.booking,
          driverName: offer.driverName ?? '',
          driverPhone: offer.driverPhone ?? '',
          supportEmail: ctx.supportEmail,
        }),
      );
    }
    if (mark === 'completed' || mark === 'no-show') {
      // The ride is over either way: the traveller's feedback request follows a real completion only.
      await updateBookingRow(tx, booking.id, { status: 'completed', updatedAt: now });
    }
    if (mark === 'no-show') {
      await queueTravellerEmail(tx, deps.mail, customer, 'traveller-no-show', (ctx) =>
        noShowEmail({ booking: ctx.booking, supportEmail: ctx.supportEmail }),
      );
    }
  });
}

/** The driver's details corrected (until the traveller is on board): the traveller hears of a new driver. */
export async function updateDriver(deps: DispatchDeps, token: string, driver: DriverDetailsForm) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    if (offer.status !== 'accepted' || offer.onBoardAt || latestMark(offer) === 'no-show')
      throw noLongerAssigned();
    await updateOffer(tx, offer.id, driver);
    const updated = await updateBookingRow(tx, booking.id, { ...bookingDriver(driver), updatedAt: now });
    await recordProviderAct(tx, booking, now, 'driver-changed', { company: offer.company, ...driver });
    await sendDriverDetails(tx, deps, updated, driver, now);
  });
}

/** 'Confirm Changes': the provider has the changes made since acceptance. */
export async function confirmChanges(deps: DispatchDeps, token: string) {
  return actOnRide(deps, token, async (tx, offer, booking, now) => {
    if (offer.status !== 'accepted') throw noLongerAssigned();
    if (!offer.changesUnconfirmedSince) return;
    await updateOffer(tx, offer.id, { changesUnconfirmedSince: null, unconfirmedChanges: null });
    await recordProviderAct(tx, booking, now, 'changes-confirmed', {
      company: offer.company,
      changes: offer.unconfirmedChanges ?? [],
    });
  });
}
