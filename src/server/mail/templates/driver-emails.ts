/**
 * The driver's details, e-mailed to the traveller once the operator has a driver for the ride:
 * who drives, for which company, where they meet and when, in Cancun time like every other e-mail.
 */
import { departureMeetingPoint } from '../../../domain/arrival-kit';
import { referenceTime } from '../../../domain/booking-timing';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { driverWaitsText, freeWaitUntil } from '../../../domain/landing';
import type { BookingEmailContext, RenderedEmail } from './booking-emails';
import { type DetailRow, detailsTable, detailsText, htmlLayout, paragraph, textLayout } from './layout';
import { arrivalMeetingPoint } from './meeting-point';

export interface DriverDetailsContext extends BookingEmailContext {
  driverName: string;
  driverCompany: string;
  /** What the provider's driver gave when accepting the ride. */
  driverPhone?: string | null;
  vehicle?: string | null;
  plateNumber?: string | null;
}

/** When the free wait ends (60 minutes after the later of the scheduled and expected landing). */
function freeWaitOf(booking: DriverDetailsContext['booking']): Date {
  return freeWaitUntil(booking.flightDateTime, booking.expectedLandingAt);
}

/** An arrival is met when the flight lands; a departure is collected at its pickup time. */
function pickupRow(ctx: DriverDetailsContext): DetailRow {
  const { booking } = ctx;
  if (booking.serviceType === 'arrival') {
    return [
      'Pickup time',
      `When your flight ${booking.flightNumber} lands: ${cancunDateTimeText(booking.flightDateTime)}`,
    ];
  }
  return ['Pickup time', cancunDateTimeText(referenceTime(booking).toISOString())];
}

export function driverDetailsEmail(ctx: DriverDetailsContext): RenderedEmail {
  const { booking } = ctx;
  const arrival = booking.serviceType === 'arrival';
  const title = 'Your driver details';
  const intro = [
    `Hello ${booking.firstName},`,
    `Here are the details of your driver for your transfer from ${booking.from} to ${booking.to}.`,
  ];
  const rows: DetailRow[] = [
    ['Driver', ctx.driverName],
    ['Company', ctx.driverCompany],
    ...(ctx.driverPhone ? [['Driver’s phone', ctx.driverPhone] as const] : []),
    ...(ctx.vehicle ? [['Vehicle', ctx.vehicle] as const] : []),
    ...(ctx.plateNumber ? [['Plate number', ctx.plateNumber] as const] : []),
    ['Meeting point', arrival ? arrivalMeetingPoint(booking) : departureMeetingPoint(booking.hotelName)],
    pickupRow(ctx),
    ['Booking ID', booking.id],
  ];
  const after = [
    arrival
      ? `${driverWaitsText(freeWaitOf(booking))}, and longer if your flight is delayed: the waiting is free.`
      : 'Please be ready in the lobby a few minutes before your pickup time.',
    `If anything changes, or you cannot find your driver, write to ${ctx.supportEmail} with your booking ID.`,
  ];
  const footer = { supportEmail: ctx.supportEmail, bookingId: booking.id, manageUrl: ctx.manageUrl };
  return {
    subject: `Your driver for booking ${booking.id}: ${ctx.driverName}, ${ctx.driverCompany}`,
    text: textLayout(title, [...intro, detailsText(rows), ...after].join('\n\n'), footer),
    html: htmlLayout(
      title,
      [...intro.map(paragraph), detailsTable(rows), ...after.map(paragraph)].join('\n'),
      footer,
    ),
  };
}
