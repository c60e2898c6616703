import { isExpired, type TimedBooking } from './booking-timing';
import type { BookingStatus } from './statuses';

/**
 * Why a booking cannot be paid (Pay Now), and the texts of the payment confirmation. The spec words only
 * 'Payment no longer available'; the other texts are ours.
 */
export const PAY_NOW_MESSAGES = {
  expired: 'Payment no longer available',
  alreadyPaid: 'This booking has already been paid',
  cancelled: 'This booking has been cancelled',
  refunded: 'This booking has been refunded',
} as const;

export const PAYMENT_CONFIRMATION_MESSAGES = {
  notFound: 'Payment not found',
  notCompleted: 'Payment has not been completed',
} as const;

/** null when the booking can be paid now; otherwise the sentence that tells the traveller why not. */
export function payNowRefusal(booking: TimedBooking & { status: BookingStatus }, now: Date): string | null {
  switch (booking.status) {
    case 'pending':
      return isExpired(booking, now) ? PAY_NOW_MESSAGES.expired : null;
    case 'cancelled':
      return PAY_NOW_MESSAGES.cancelled;
    case 'refunded':
      return PAY_NOW_MESSAGES.refunded;
    default:
      return PAY_NOW_MESSAGES.alreadyPaid;
  }
}
