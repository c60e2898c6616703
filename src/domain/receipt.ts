/**
 * The PDF receipt of a paid booking: what it says and who may download it, apart from the PDF
 * writer (server) so the confirmation page only carries the link.
 */
import { routeText } from './booking-text';
import { BRAND_NAME } from './brand';
import { CANCUN_TIME_LABEL, formatCancunDateTime } from './cancun-time';
import { formatUsdCents } from './money';
import { passengerLabel } from './passengers';
import { vehiclesNeeded } from './prices';
import type { ServiceType } from './service-types';
import { SERVICE_TYPE_LABELS } from './service-types';
import type { BookingStatus } from './statuses';

export const RECEIPT_LINK_TEXT = 'Download receipt (PDF)';
export const RECEIPT_CONTENT_TYPE = 'application/pdf';

/**
 * Where the pages offer the receipt: bookings certainly paid (paid, confirmed, completed rides, and
 * refunded ones, whose receipt shows the refund). The server serves one for any booking with a recorded
 * payment, a paid booking cancelled without refund included (its link is in the payment e-mail).
 */
const RECEIPT_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed', 'completed', 'refunded'];

export function offersReceipt(status: BookingStatus): boolean {
  return RECEIPT_STATUSES.includes(status);
}

/** Ours: the answer for a booking nothing was paid for. */
export const RECEIPT_UNAVAILABLE_MESSAGE = 'A receipt is available once the booking is paid';

/** The terms' role of the business, on every receipt (SPEC section 10). */
export const INTERMEDIARY_NOTICE = `${BRAND_NAME} acts only as a booking intermediary: the ride is carried out by an independent, licensed transport provider, which is responsible for it.`;

/** 'receipt-K7M2Q9XH4T.pdf'. */
export function receiptFileName(bookingId: string): string {
  return `receipt-${bookingId}.pdf`;
}

/** The download of the confirmation page: the same id and last name that show the booking. */
export function receiptPath(bookingId: string, lastName: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}/receipt.pdf?${new URLSearchParams({ lastName })}`;
}

export interface ReceiptFacts {
  bookingId: string;
  firstName: string;
  lastName: string;
  serviceType: ServiceType;
  from: string;
  to: string;
  passengers: number;
  /** The ride's reference time: a departure's pickup, an arrival's landing. */
  rideAt: Date;
  amountPaidCents: number;
  refundedCents: number;
  paidAt: Date;
  supportEmail: string;
}

/** The receipt's rows, label and value, in the order printed. */
export function receiptRows(facts: ReceiptFacts): [string, string][] {
  const vehicles = vehiclesNeeded(facts.passengers);
  const rows: [string, string][] = [
    ['Booking', facts.bookingId],
    ['Traveller', `${facts.firstName} ${facts.lastName}`],
    ['Service', SERVICE_TYPE_LABELS[facts.serviceType]],
    ['Route', routeText(facts.from, facts.to)],
    [
      facts.serviceType === 'departure' ? `Pickup (${CANCUN_TIME_LABEL})` : `Arrival (${CANCUN_TIME_LABEL})`,
      formatCancunDateTime(facts.rideAt),
    ],
    [
      'Passengers',
      `${passengerLabel(facts.passengers)}, ${vehicles} ${vehicles === 1 ? 'vehicle' : 'vehicles'}`,
    ],
    ['Amount paid', `${formatUsdCents(facts.amountPaidCents)} USD`],
  ];
  if (facts.refundedCents > 0) rows.push(['Refunded', `${formatUsdCents(facts.refundedCents)} USD`]);
  rows.push([`Payment date (${CANCUN_TIME_LABEL})`, formatCancunDateTime(facts.paidAt)]);
  return rows;
}
