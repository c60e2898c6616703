/** Check My Booking's lookup as its island tests answer and check it. */
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { customerBooking } from './bookings';

/** The lookup answers one booking (K7M2Q9XH4T); the rest (the header's session, the footer's prices) is offline. */
export function answerLookup(): unknown[] {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== '/api/bookings/lookup') throw new TypeError('offline');
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ bookings: [customerBooking({ id: 'K7M2Q9XH4T' })] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The booking found is listed, once looked up as ana@example.com / Lopez, and the search is in the address. */
export async function expectFoundBySearch(sent: unknown[]): Promise<void> {
  const list = await screen.findByRole('list', { name: 'Your bookings' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((card) => card.getAttribute('aria-label')),
  ).toEqual(['Booking K7M2Q9XH4T']);
  expect(sent).toEqual([{ email: 'ana@example.com', lastName: 'Lopez' }]);
  expect(window.location.search).toBe('?email=ana%40example.com&lastName=Lopez');
}
