import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';

const DAY = 24 * 60 * 60 * 1000;

/** A pending booking whose flight is ten days away, so it can still be paid. */
function booking(overrides: Partial<CustomerBooking>): CustomerBooking {
  return customerBooking({
    flightDateTime: new Date(Date.now() + 10 * DAY).toISOString(),
    status: 'pending',
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The header's session check and the footer's prices ask too; they get no answer worth using. */
const SITE_FRAME_CALLS = ['/api/auth/session', '/api/prices'];

/** Stubs fetch with `lookup` for the page's own calls, the site frame's aside. */
function stubFetch(lookup: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    SITE_FRAME_CALLS.includes(String(input)) ? new Response('{}', { status: 404 }) : lookup(input, init),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('Check My Booking', () => {
  it('asks for both fields before looking anything up', async () => {
    const fetch = answer(200, { bookings: [] });
    stubFetch(fetch);
    renderRoute('/check-my-booking');
    await userEvent.click(await screen.findByRole('button', { name: 'Find My Booking' }));
    // The form's checks are fetched at its first send (docs/decisions/039): the message comes once they are in.
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and last name');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks up from the query, sorts upcoming first and greys the expired one without Pay Now', async () => {
    stubFetch(
      answer(200, {
        bookings: [
          booking({ id: 'OLD0000000', flightDateTime: new Date(Date.now() - 3 * DAY).toISOString() }),
          booking({ id: 'NEW0000000', status: 'paid' }),
        ],
      }),
    );
    renderRoute('/check-my-booking?email=ana@example.com&lastName=Lopez');

    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Booking NEW0000000',
      'Booking OLD0000000',
    ]);
    expect(cards[1]?.textContent).toContain('(Expired)');
    expect(cards[1]?.textContent).toContain('Payment no longer available');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.getByLabelText('Filter by status')).toBeTruthy();
  });

  it("links each paid arrival's instructions, whose page opens from this tab's lookup", async () => {
    const paid = booking({ id: 'PAID000000', status: 'paid', lastName: 'Lopez' });
    const calls: string[] = [];
    stubFetch(async (input) => {
      const url = String(input);
      calls.push(url);
      const body = url.startsWith('/api/bookings/lookup')
        ? {
            bookings: [
              paid,
              booking({ id: 'PEND000000' }),
              booking({
                id: 'DEPA000000',
                status: 'paid',
                serviceType: 'departure',
                from: 'Tulum',
                to: 'Cancun Airport',
              }),
            ],
          }
        : { booking: { ...paid, email: undefined, phone: undefined }, supportEmail: 'help@example.com' };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    renderRoute('/check-my-booking?email=ana@example.com&lastName=Lopez');
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const links = within(list).getAllByRole('link', { name: 'Arrival Instructions' });
    // The paid arrival only: not the pending one, not the departure.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking-confirmation/PAID000000']);

    await userEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Successful' })).toBeTruthy();
    // The page asks for the booking with the lookup's last name (the list may be asked for again too); it
    // may draw the booking it was handed before that request leaves, so the request is waited for.
    await waitFor(() => expect(calls).toContain('/api/bookings/PAID000000?lastName=Lopez'));
  });

  it('offers the e-mail and last name check on a confirmation page this browser cannot open', async () => {
    const calls: string[] = [];
    stubFetch(async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ bookings: [booking({ id: 'PAID000000', status: 'paid' })] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderRoute('/booking-confirmation/PAID000000');
    const form = await screen.findByRole('form', { name: 'Find your booking' });
    await userEvent.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(form).getByLabelText('Last Name'), 'Lopez');
    await userEvent.click(within(form).getByRole('button', { name: 'Find My Booking' }));
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    expect(within(list).getByRole('link', { name: 'Arrival Instructions' })).toBeTruthy();
    expect(calls).toEqual(['/api/bookings/lookup']);
  });

  it('shows the server message in the Payment Failed dialog and returns focus on Close', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(answer(200, { bookings: [booking({})] }))
      .mockImplementationOnce(answer(409, { error: 'Payment no longer available' }));
    stubFetch(fetch);
    renderRoute('/check-my-booking?email=ana@example.com&lastName=Lopez');

    const payNow = await screen.findByRole('button', { name: 'Pay Now' });
    await userEvent.click(payNow);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog.textContent).toContain('Payment no longer available');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(payNow);
  });

  it('shows the form again with the not-found message after a failed lookup', async () => {
    stubFetch(answer(404, { error: 'No bookings found for the provided email and last name' }));
    renderRoute('/check-my-booking?email=ana@example.com&lastName=Nobody');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No bookings found for the provided email and last name',
    );
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Nobody');
  });
});
