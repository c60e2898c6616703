/**
 * The e-mails the scheduler sends on its own: the one reminder of an unpaid booking, with its
 * payment link, and the reminder a day before a departure's pickup, with the time and the place.
 */
import { departureMeetingPoint } from '../../../domain/arrival-kit';
import { referenceTime } from '../../../domain/booking-timing';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { formatUsd } from '../../../domain/money';
import {
  type BookingEmailContext,
  paymentLink,
  type RenderedEmail,
  render,
  testModeParagraphs,
} from './booking-emails';

export function paymentReminderEmail(ctx: BookingEmailContext): RenderedEmail {
  const { booking } = ctx;
  const ride = cancunDateTimeText(referenceTime(booking).toISOString());
  return render(
    ctx,
    `Reminder: your booking ${booking.id} is not paid yet`,
    'Your booking is waiting for payment',
    {
      paragraphs: [
        ...testModeParagraphs(ctx),
        `Hello ${booking.firstName},`,
        `Your transfer from ${booking.from} to ${booking.to} on ${ride} is not confirmed yet: ` +
          `it is confirmed once it is paid in full (${formatUsd(booking.totalPrice)}).`,
        'You can pay securely by card from the link below.',
      ],
      action: { label: 'Pay for my booking', href: paymentLink(ctx) },
      details: true,
      after: [
        'No longer need this transfer? Then there is nothing to do: a booking that is still unpaid at the time ' +
          'of the ride is cancelled automatically.',
      ],
    },
  );
}

/** Only for a departure with a computed pickup time (the scheduler selects no other). */
export function departureReminderEmail(ctx: BookingEmailContext): RenderedEmail {
  const { booking } = ctx;
  if (!booking.pickupTimeCalc) throw new Error(`departure ${booking.id} has no pickup time`);
  const driver =
    booking.driverName && booking.driverCompany
      ? [`Your driver: ${booking.driverName} (${booking.driverCompany}).`]
      : [];
  return render(
    ctx,
    `Your pickup for booking ${booking.id}: ${cancunDateTimeText(booking.pickupTimeCalc)}`,
    'Your pickup is coming up',
    {
      paragraphs: [
        `Hello ${booking.firstName},`,
        `Your driver will pick you up on ${cancunDateTimeText(booking.pickupTimeCalc)} to take you to ${booking.to} ` +
          `for your flight ${booking.flightAirline} ${booking.flightNumber}.`,
        `Where: ${departureMeetingPoint(booking.hotelName)} Please be ready a few minutes early.`,
        ...driver,
      ],
      details: true,
    },
  );
}
