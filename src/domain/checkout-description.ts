import { routeText } from './booking-text';

/**
 * The line a card checkout shows for a booking (and the card statement's detail on a real provider):
 * 'Private transfer: Cancun Airport → Tulum, 5 passengers'.
 */
export function checkoutDescription(booking: { from: string; to: string; passengers: number }): string {
  const people = `${booking.passengers} ${booking.passengers === 1 ? 'passenger' : 'passengers'}`;
  return `Private transfer: ${routeText(booking.from, booking.to)}, ${people}`;
}
