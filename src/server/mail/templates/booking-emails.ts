/**
 * The e-mails a traveller receives about a booking. Each returns subject, plain text and HTML; each
 * carries the booking id and the support address (the layout's footer).
 */
import { arrivalKit } from '../../../domain/arrival-kit';
import { TEST_MODE_NOTICE } from '../../../domain/brand';
import { calendarFileName } from '../../../domain/calendar-download';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { DRIVER_DETAILS_NOTICE_HOURS } from '../../../domain/constants';
import { formatUsd, formatUsdCents } from '../../../domain/money';
import { REFUND_PERCENT, REFUND_POLICY } from '../../../domain/refunds';
import { checkMyBookingPath } from '../../../domain/routes';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { CANCELLATION_MESSAGE } from '../../../domain/statuses';
import { bookingDetailRows } from './booking-details';
import {
  button,
  detailsTable,
  detailsText,
  htmlLayout,
  linksHtml,
  paragraph,
  textLayout,
  titledListHtml,
  titledListText,
} from './layout';
import { arrivalMeetingPoint } from './meeting-point';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface BookingEmailContext {
  booking: CustomerBooking;
  publicUrl: string;
  supportEmail: string;
  /** The operator's 24/7 line (SUPPORT_PHONE), named in the arrival kit when set. */
  supportPhone?: string | undefined;
  /** The demo payment provider runs: the e-mails about paying say 'Test mode' first. */
  testMode?: boolean | undefined;
  /** The booking's manage page, with its token while it can be used. */
  manageUrl?: string | undefined;
}

/** The first paragraph of an e-mail about paying while the demo provider runs; none otherwise. */
export function testModeParagraphs(ctx: BookingEmailContext): string[] {
  return ctx.testMode
    ? [`${TEST_MODE_NOTICE}. This booking site runs its demo checkout: no money moves.`]
    : [];
}

export function render(
  ctx: BookingEmailContext,
  subject: string,
  title: string,
  parts: {
    paragraphs: string[];
    action?: { label: string; href: string };
    /** A titled list after the paragraphs, such as the arrival kit. */
    list?: { title: string; items: string[] };
    /** A row of plain links after the paragraphs (the feedback request's ratings). */
    links?: { label: string; href: string }[];
    details?: boolean;
    after?: string[];
  },
): RenderedEmail {
  const footer = { supportEmail: ctx.supportEmail, bookingId: ctx.booking.id, manageUrl: ctx.manageUrl };
  const rows = parts.details ? bookingDetailRows(ctx.booking) : [];
  const html = [
    ...parts.paragraphs.map(paragraph),
    parts.action ? button(parts.action.label, parts.action.href) : '',
    parts.list ? titledListHtml(parts.list.title, parts.list.items) : '',
    parts.links ? linksHtml(parts.links) : '',
    rows.length ? detailsTable(rows) : '',
    ...(parts.after ?? []).map(paragraph),
  ].join('\n');
  const text = [
    ...parts.paragraphs,
    parts.action ? `${parts.action.label}: ${parts.action.href}` : '',
    parts.list ? titledListText(parts.list.title, parts.list.items) : '',
    parts.links ? parts.links.map((link) => `${link.label}: ${link.href}`).join('\n') : '',
    rows.length ? detailsText(rows) : '',
    ...(parts.after ?? []),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, text: textLayout(title, text, footer), html: htmlLayout(title, html, footer) };
}

/** Where the traveller pays later: Check My Booking with the lookup filled in, where Pay Now opens a checkout. */
export function paymentLink(ctx: BookingEmailContext): string {
  const { email, lastName } = ctx.booking;
  return `${ctx.publicUrl}${checkMyBookingPath({ email, lastName })}`;
}

/** The promise of SPEC section 2 (confirmation page), kept in the receipt too. */
export const DRIVER_DETAILS_PROMISE =
  `We will send you the driver details by e-mail or phone at least ${DRIVER_DETAILS_NOTICE_HOURS} hours ` +
  'before your arrival.';

export const ARRIVAL_KIT_TITLE = 'Your arrival kit';

export function bookingReceivedEmail(ctx: BookingEmailContext): RenderedEmail {
  const { booking } = ctx;
  return render(ctx, `Booking ${booking.id} received: complete your payment`, 'We received your booking', {
    paragraphs: [
      ...testModeParagraphs(ctx),
      `Hello ${booking.firstName},`,
      `Thank you for booking your transfer from ${booking.from} to ${booking.to}. ` +
        `Your booking is confirmed once it is paid in full (${formatUsd(booking.totalPrice)}).`,
      'If you have not paid yet, you can pay securely by card at any time from the link below.',
    ],
    action: { label: 'Pay for my booking', href: paymentLink(ctx) },
    details: true,
  });
}

export function paymentReceivedEmail(ctx: BookingEmailContext & { amountCents: number }): RenderedEmail {
  const { booking } = ctx;
  const arriving = booking.serviceType === 'arrival';
  const pickup =
    !arriving && booking.pickupTimeCalc
      ? [
          `Your driver will pick you up at ${booking.hotelName} at ${cancunDateTimeText(booking.pickupTimeCalc)}.`,
        ]
      : [];
  return render(ctx, `Payment received: your transfer ${booking.id} is confirmed`, 'Payment received', {
    paragraphs: [
      ...testModeParagraphs(ctx),
      `Hello ${booking.firstName},`,
      `We received your payment of ${formatUsdCents(ctx.amountCents)}. Your transfer is confirmed.`,
      ...pickup,
      ...(arriving ? [DRIVER_DETAILS_PROMISE] : []),
    ],
    ...(arriving
      ? {
          list: {
            title: ARRIVAL_KIT_TITLE,
            items: arrivalKit(ctx.supportEmail, arrivalMeetingPoint(booking), ctx.supportPhone ?? null),
          },
        }
      : {}),
    details: true,
    after: [
      'Special requests such as a baby chair are subject to availability.',
      `To add your ride to your calendar, open the attached file ${calendarFileName(booking.id)}.`,
    ],
  });
}

export function adminMessageEmail(ctx: BookingEmailContext & { message: string }): RenderedEmail {
  return render(ctx, `A message about your booking ${ctx.booking.id}`, 'A message about your booking', {
    paragraphs: [`Hello ${ctx.booking.firstName},`, ctx.message],
  });
}

/** An admin's own words added to a typed e-mail, unless they only repeat the template's. */
function noteParagraphs(note: string | undefined, standard: string[]): string[] {
  const text = note?.trim();
  return text && !standard.includes(text) ? [text] : [];
}

export function cancellationEmail(ctx: BookingEmailContext & { note?: string }): RenderedEmail {
  return render(ctx, `Your booking ${ctx.booking.id} has been cancelled`, 'Booking cancelled', {
    paragraphs: [
      `Hello ${ctx.booking.firstName},`,
      CANCELLATION_MESSAGE,
      ...noteParagraphs(ctx.note, [CANCELLATION_MESSAGE]),
    ],
    details: true,
  });
}

export function refundEmail(
  ctx: BookingEmailContext & { refundCents: number; note?: string },
): RenderedEmail {
  const { booking } = ctx;
  const days = `${REFUND_POLICY.creditBusinessDaysMin}-${REFUND_POLICY.creditBusinessDaysMax}`;
  return render(ctx, `Refund for your booking ${booking.id}`, 'Your refund is on its way', {
    paragraphs: [
      `Hello ${booking.firstName},`,
      `We have refunded ${formatUsdCents(ctx.refundCents)} to your card: ${REFUND_PERCENT}% of your ` +
        `${formatUsd(booking.totalPrice)} total (the ${100 - REFUND_PERCENT}% processing fee is not refundable).`,
      `The refund will be credited to your account within ${days} business days.`,
      ...noteParagraphs(ctx.note, []),
    ],
  });
}
