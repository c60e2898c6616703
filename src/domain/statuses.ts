/** Booking statuses (SPEC section 4). Admins may set any of them; nothing restricts the transitions. */
export const BOOKING_STATUSES = [
  'pending',
  'paid',
  'confirmed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function isBookingStatus(s: string): s is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(s);
}

/**
 * 'Pending', 'Paid', ...: the capitalised status as chips and badges show it; an e-mail's status too
 * ('Sent', 'Cancelled') where the Personal Data page lists it.
 */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Sent to the customer when an admin sets a booking to cancelled. */
export const CANCELLATION_MESSAGE =
  'Your booking has been cancelled. If you have any questions, please contact our support team.';
