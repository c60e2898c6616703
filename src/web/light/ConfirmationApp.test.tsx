import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_MESSAGES } from '../../domain/messages';
import { bookingConfirmationPath } from '../../domain/routes';
import { customerBooking } from '../../testing/web/bookings';
import { requestBookingEarly } from '../features/booking/earlyBookingRequest';
import { saveLastBooking } from '../features/booking/lastBookingStorage';
import { ConfirmationApp } from './ConfirmationApp';

const booking = customerBooking({ id: 'K7M2Q9XH4T', firstName: 'Ana', lastName: 'López', status: 'pending' });
const PAGE = `/booking-confirmation/${booking.id}`;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network: the booking's address answered by `booking`, anything else (the footer's prices) offline.
 * Answers the booking requests sent.
 */
function network(bookingAnswer: () => Promise<Response>): string[] {
  const bookingRequests: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (!url.startsWith('/api/bookings/')) throw new TypeError('offline');
    bookingRequests.push(url);
    return bookingAnswer();
  });
  return bookingRequests;
}

/** The page as the prerender wrote it (any id), then hydrated whole for `id` (the browser hydrates its islands: islands tests). */
async function hydrateConfirmation(id: string): Promise<{ recoverable: unknown[]; prerendered: string }> {
  // The booking's island reads its id from the address, as in the browser.
  window.history.replaceState(null, '', bookingConfirmationPath(id));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ConfirmationApp id="PRERENDER0" />);
  document.body.append(container);
  const prerendered = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    // Without StrictMode: its development-only second run of every effect would send a second request,
    // which these tests count; production runs each effect once.
    root = hydrateRoot(container, <ConfirmationApp id={id} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { recoverable, prerendered };
}

describe('the confirmation page on its own light build', () => {
  it('prerenders the loading state, hydrates it without a mismatch and shows the booking the boot module asked for', async () => {
    saveLastBooking({ id: booking.id, firstName: 'Ana', lastName: 'López', email: booking.email });
    let answerBooking: (response: Response) => void = () => {};
    const bookingRequests = network(() => new Promise<Response>((resolve) => (answerBooking = resolve)));
    // The boot module (entry-confirmation.tsx) asks before the page's script is even fetched.
    requestBookingEarly(PAGE);
    const consoleError = vi.spyOn(console, 'error');

    const { recoverable, prerendered } = await hydrateConfirmation(booking.id);

    expect(prerendered).toContain('Loading your booking...');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Loading your booking...');
    await act(async () => answerBooking(answer(200, { booking, supportEmail: 'help@example.com' })));

    expect(await screen.findByText('Thank you, Ana. Your transfer is booked.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Booking Successful');
    // One request: the page took the boot module's instead of asking again.
    expect(bookingRequests).toEqual([`/api/bookings/${booking.id}?lastName=L%C3%B3pez`]);
    // Plain links: the pages they lead to are full page loads.
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says the booking was not found, and where to look it up, when this browser knows no last name', async () => {
    const bookingRequests = network(async () => answer(200, { booking, supportEmail: 'help@example.com' }));
    await hydrateConfirmation(booking.id);

    expect((await screen.findByRole('alert')).textContent).toContain(CONFIRMATION_MESSAGES.notFound);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Check My Booking' }).getAttribute('href')).toBe(
      '/check-my-booking',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Booking Confirmation');
    // Opened in another browser: the e-mail and last name check, right here.
    const form = screen.getByRole('form', { name: 'Find your booking' });
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    expect(within(form).getByLabelText('Last Name')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Find My Booking' })).toBeTruthy();
    expect(bookingRequests).toEqual([]);
  });

  it('asks once more after a server error, then says it could not retrieve the booking', async () => {
    saveLastBooking({ id: booking.id, firstName: 'Ana', lastName: 'López', email: booking.email });
    const bookingRequests = network(async () => answer(503, { error: 'Service unavailable' }));

    await hydrateConfirmation(booking.id);

    expect((await screen.findByRole('alert')).textContent).toContain(CONFIRMATION_MESSAGES.retrieveFailed);
    expect(bookingRequests).toHaveLength(2);
  });

  it('says a malformed id is invalid, as the server answers it', async () => {
    saveLastBooking({ id: 'nope', firstName: 'Ana', lastName: 'López', email: booking.email });
    network(async () => answer(400, { error: 'Invalid booking ID' }));

    await hydrateConfirmation('nope');

    expect((await screen.findByRole('alert')).textContent).toContain(CONFIRMATION_MESSAGES.invalidBookingId);
  });
});
