/**
 * The e-mails of dispatching: to the provider's dispatch desk (the offer, a change, a
 * cancellation, a withdrawal) and to the traveller (the driver is waiting, a no-show). What the provider
 * reads before accepting is what a driver needs and nothing more: no traveller's name or phone, never the
 * traveller's e-mail.
 */
import { departureMeetingPoint } from '../../domain/arrival-kit';
import { routeText, yesNo } from '../../domain/booking-text';
import { referenceTime } from '../../domain/booking-timing';
import { cancunDateAndTime, cancunDateTimeText } from '../../domain/cancun-time';
import { freeWaitUntil, landingText, providerLandingMovedText, waitUntilText } from '../../domain/landing';
import { childSeatsText } from '../../domain/manage-booking';
import { formatUsdCents } from '../../domain/money';
import { dispatchContactLine, driverInstructions } from '../../domain/provider-texts';
import { REFUND_POLICY } from '../../domain/refunds';
import type { BookingRide, CustomerBooking } from '../../domain/schemas/booking';
import { terminalLabel } from '../../domain/terminals';
import { arrivalMeetingPoint, composeEmail, type DetailRow, type RenderedEmail } from '../mail';

/** The ride as a provider sees it: the booking's facts a driver needs, no contact of the traveller's. */
export type RideFacts = BookingRide &
  Pick<
    CustomerBooking,
    'childSeats' | 'hasBulkyLuggage' | 'specialInstructions' | 'expectedLandingAt' | 'landed'
  >;

/** 'Cancun Airport → Tulum, 2026-03-10 14:30': the ride in a subject line, Cancun time. */
function rideHeadline(ride: RideFacts): string {
  const { date, time } = cancunDateAndTime(referenceTime(ride));
  return `${routeText(ride.from, ride.to)}, ${date} ${time}`;
}

/** The expected or actual landing when one is known. */
function landingRows(ride: RideFacts): DetailRow[] {
  if (ride.expectedLandingAt === null) return [];
  const words = landingText({
    scheduled: ride.flightDateTime,
    expected: ride.expectedLandingAt,
    landed: ride.landed,
  });
  return [['Landing now', words]];
}

/**
 * The driver's instructions: where to meet, the sign, how long to wait (the traveller's name is on the
 * ride's page once accepted, never in an e-mail).
 */
function instructionsRow(ride: RideFacts): DetailRow {
  return [
    'Instructions',
    driverInstructions({
      serviceType: ride.serviceType,
      terminal: ride.terminal,
      lastName: null,
      waitUntil:
        ride.serviceType === 'arrival' ? freeWaitUntil(ride.flightDateTime, ride.expectedLandingAt) : null,
      hotelName: ride.hotelName,
      pickupAt: ride.serviceType === 'departure' ? referenceTime(ride) : null,
    }),
  ];
}

/** The footer of every e-mail to a provider: the operator's dispatch, not the travellers' support. */
function providerFooter(ctx: { supportEmail: string; dispatchPhone?: string | undefined; ride: RideFacts }) {
  return {
    supportEmail: ctx.supportEmail,
    bookingId: ctx.ride.id,
    dispatchLine: dispatchContactLine(ctx.dispatchPhone, ctx.supportEmail),
  };
}

/** What a driver needs, in Cancun time. */
export function rideRows(ride: RideFacts): DetailRow[] {
  const rows: DetailRow[] = [
    ['Booking', ride.id],
    ['Route', routeText(ride.from, ride.to)],
  ];
  if (ride.serviceType === 'arrival') {
    rows.push(
      ['Landing', cancunDateTimeText(ride.flightDateTime)],
      ...landingRows(ride),
      ['Flight', `${ride.flightAirline} ${ride.flightNumber}`],
      ['Terminal', terminalLabel(ride.terminal)],
    );
  } else {
    rows.push(
      ['Pickup', cancunDateTimeText(referenceTime(ride))],
      ['Flight', `${ride.flightAirline} ${ride.flightNumber} at ${cancunDateTimeText(ride.flightDateTime)}`],
    );
  }
  rows.push(
    ['Passengers', String(ride.passengers)],
    ['Child Seats', childSeatsText(ride.childSeats)],
    ['Bulky luggage', yesNo(ride.hasBulkyLuggage)],
    ['Hotel/AirBNB/Stay', ride.hotelName],
    instructionsRow(ride),
  );
  if (ride.specialInstructions) rows.push(['Special instructions', ride.specialInstructions]);
  return rows;
}

export function rideOfferEmail(ctx: {
  ride: RideFacts;
  note: string;
  costCents: number;
  respondBy: Date;
  rideUrl: string;
  supportEmail: string;
  dispatchPhone?: string | undefined;
}): RenderedEmail {
  const rows = rideRows(ctx.ride);
  if (ctx.note) rows.push(['Note', ctx.note]);
  rows.push(
    ['Your pay', formatUsdCents(ctx.costCents)],
    ['Please answer by', cancunDateTimeText(ctx.respondBy)],
  );
  return composeEmail(
    'A ride for you',
    `Ride offer ${ctx.ride.id}: ${rideHeadline(ctx.ride)}`,
    {
      lines: [
        'We would like you to drive this ride. Open the link to accept it with your driver’s details, or to decline it.',
      ],
      rows,
      action: { label: 'Accept or decline the ride', href: ctx.rideUrl },
      after: [
        'The traveller’s name and phone number are shown once you accept. The link is yours alone: do not forward it.',
      ],
    },
    providerFooter(ctx),
  );
}

/** The accepted provider hears that the flight now lands at another time. */
export function rideLandingMovedEmail(ctx: {
  ride: RideFacts;
  landing: Date;
  rideUrl: string;
  supportEmail: string;
  dispatchPhone?: string | undefined;
}): RenderedEmail {
  const subject = providerLandingMovedText(ctx.ride.id, ctx.landing);
  return composeEmail(
    subject,
    subject,
    {
      lines: [
        `The flight of ride ${ctx.ride.id} is now expected to land at ${cancunDateTimeText(ctx.landing)}.`,
        `${waitUntilText(freeWaitUntil(ctx.ride.flightDateTime, ctx.landing))}: the traveller's free wait ends then.`,
      ],
      rows: rideRows(ctx.ride),
      action: { label: 'Open the ride', href: ctx.rideUrl },
    },
    providerFooter(ctx),
  );
}

export function rideChangedEmail(ctx: {
  ride: RideFacts;
  changes: { label: string; before: string; after: string }[];
  rideUrl: string;
  supportEmail: string;
  dispatchPhone?: string | undefined;
}): RenderedEmail {
  return composeEmail(
    `Ride ${ctx.ride.id} changed`,
    `Ride ${ctx.ride.id} changed`,
    {
      lines: [
        'The ride you accepted has changed:',
        ctx.changes.map((change) => `${change.label}: ${change.before} → ${change.after}`).join('\n'),
        'Please open the ride and press ‘Confirm Changes’ so we know your driver has them.',
      ],
      rows: rideRows(ctx.ride),
      action: { label: 'Open the ride', href: ctx.rideUrl },
    },
    providerFooter(ctx),
  );
}

export function rideEndedEmail(ctx: {
  ride: RideFacts;
  reason: 'cancelled' | 'withdrawn';
  supportEmail: string;
  dispatchPhone?: string | undefined;
}): RenderedEmail {
  const cancelled = ctx.reason === 'cancelled';
  const title = `Ride ${ctx.ride.id} ${ctx.reason}`;
  return composeEmail(
    title,
    title,
    {
      lines: [
        cancelled
          ? 'This ride has been cancelled. Please do not send a driver.'
          : 'We no longer need you for this ride. Please do not send a driver.',
      ],
      rows: [
        ['Booking', ctx.ride.id],
        ['Route', routeText(ctx.ride.from, ctx.ride.to)],
        ['Was due', cancunDateTimeText(referenceTime(ctx.ride))],
      ],
    },
    providerFooter(ctx),
  );
}

export function driverWaitingEmail(ctx: {
  booking: CustomerBooking;
  driverName: string;
  driverPhone: string;
  supportEmail: string;
  manageUrl?: string;
}): RenderedEmail {
  const { booking } = ctx;
  const meetingPoint =
    booking.serviceType === 'arrival'
      ? arrivalMeetingPoint(booking)
      : departureMeetingPoint(booking.hotelName);
  return composeEmail(
    'Your driver is waiting',
    `Your driver is waiting (booking ${booking.id})`,
    {
      lines: [
        `Hello ${booking.firstName},`,
        `${ctx.driverName} is at the meeting point and waiting for you.`,
      ],
      rows: [
        ['Driver', ctx.driverName],
        ['Driver’s phone', ctx.driverPhone],
        ['Where to meet', meetingPoint],
      ],
      after: [`Cannot find your driver? Call them, or write to ${ctx.supportEmail} with your booking ID.`],
    },
    { supportEmail: ctx.supportEmail, bookingId: booking.id },
  );
}

export function noShowEmail(ctx: { booking: CustomerBooking; supportEmail: string }): RenderedEmail {
  const { booking } = ctx;
  return composeEmail(
    'Your driver could not find you',
    `Booking ${booking.id}: your driver could not find you`,
    {
      lines: [
        `Hello ${booking.firstName},`,
        `Your driver waited for you at the meeting point for your transfer from ${booking.from} to ${booking.to}, beyond the free waiting time, and could not find you, so the ride was recorded as a no-show.`,
        `Under our terms a ride missed by the traveller is not refunded (refunds are given for cancellations at least ${REFUND_POLICY.minDaysBeforeTravel} days before travel).`,
        `If you think this is a mistake, write to ${ctx.supportEmail} with your booking ID.`,
      ],
    },
    { supportEmail: ctx.supportEmail, bookingId: booking.id },
  );
}
