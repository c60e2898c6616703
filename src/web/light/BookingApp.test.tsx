/**
 * Islands (docs/decisions/039): /booking loaded as a document is a page of islands. As the prerender
 * writes it (the step's shell: its heading, its lead and a space for the form), then booted as
 * entry-booking.tsx boots it: the booking island is hydrated with the shell, then draws the form from the
 * tab's draft, nothing outside the islands touched; the total is the server's price; the form's checks
 * (zod), fetched at the first check, check what was typed meanwhile; what was done in the site frame
 * before hydration is kept. Runs on React and on Preact, the runtime the page ships with.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDraft } from '../../domain/booking-draft';
import { storeTypedDraft } from '../../testing/web/bookingDraft';
import { customerBooking } from '../../testing/web/bookings';
import {
  bootIslandPage,
  clearIslandPage,
  isInAnIsland,
  prerenderIslandPage,
} from '../../testing/web/islandPage';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { ISLAND_ATTRIBUTE } from '../shared/islands/islandNames';
import { BookingApp } from './BookingApp';
import { BOOKING_ISLAND_MODULES } from './islands/bookingIslandModules';

afterEach(() => {
  clearIslandPage();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The draft the quick form leaves for a Tulum arrival of two, with some details already typed. */
function leaveDraft(overrides: Partial<BookingDraft> = {}) {
  storeTypedDraft(overrides);
  window.history.replaceState(null, '', '/booking');
}

/**
 * The server answers its prices (Tulum at $250, not the built-in $199) and a booking without a checkout
 * (the page then stays); the rest (the header's session) is offline. The bookings sent are kept.
 */
function answerApi() {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (String(input) === '/api/prices') {
      return json({ routes: [{ from: 'Cancun Airport', to: 'Tulum', basePrice: 250 }] });
    }
    if (String(input) !== '/api/bookings') throw new TypeError('offline');
    sent.push(JSON.parse(String(init?.body)));
    return json({
      booking: customerBooking(),
      checkoutUrl: null,
      checkoutError: 'Failed to create checkout session: test',
    });
  });
  return sent;
}

/** Inside an island, or the island's wrapper itself (whose content the island's root renders). */
const inOrIsAnIsland = (node: Node) =>
  isInAnIsland(node) || (node instanceof Element && node.hasAttribute(ISLAND_ATTRIBUTE));

const islandNames = () =>
  [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((island) =>
    island.getAttribute(ISLAND_ATTRIBUTE),
  );

describe('the booking step as a page of islands', { timeout: 30_000 }, () => {
  it('hydrates the shell without a mismatch, then fills its island with the form, touching nothing outside the islands', async () => {
    answerApi();
    leaveDraft();
    const errors = vi.spyOn(console, 'error');
    const { nodes } = prerenderIslandPage(<BookingApp />);
    const outside = nodes.filter((node) => !isInAnIsland(node));
    const changed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changed.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    await bootIslandPage(BOOKING_ISLAND_MODULES);
    const firstName = (await screen.findByLabelText('First Name')) as HTMLInputElement;
    observer.disconnect();

    expect(islandNames()).toEqual(['header', 'booking', 'footer-prices', 'contact-form']);
    expect(firstName.value).toBe('Ana');
    expect(isInAnIsland(firstName)).toBe(true);
    // The form replaced the shell inside its island; nothing outside any island changed.
    expect(changed.length).toBeGreaterThan(0);
    expect(
      changed.filter((record) => !inOrIsAnIsland(record.target)).map((record) => record.target.nodeName),
    ).toEqual([]);
    expect(outside.every((node) => node.isConnected)).toBe(true);
    expect(isInAnIsland(screen.getByRole('heading', { level: 1, name: 'Booking Details' }))).toBe(false);
    expect(isInAnIsland(screen.getByText(/Tell us who is travelling and when/))).toBe(false);
    // The total is the server's price for the route, one vehicle for two.
    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toBe('$250'));
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
  });

  it('checks what was typed while its checks were on their way, then books with it', async () => {
    const sent = answerApi();
    leaveDraft({ firstName: '', email: 'not-an-email' });
    prerenderIslandPage(<BookingApp />);
    await bootIslandPage(BOOKING_ISLAND_MODULES);
    const user = userEvent.setup();

    // The first send fetches the checks: the fields' messages come once they are in.
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('First Name'), 'Ana');
    const email = within(screen.getByRole('main')).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Ana', email: 'ana@example.com', to: 'Tulum', passengers: 2 });
    expect(sent[0]).not.toHaveProperty('totalPrice');
    // Made without a checkout: the page says so and links to Check My Booking.
    expect((await screen.findByRole('alert')).textContent).toContain('the payment page could not be opened');
  });

  it('keeps what was done in the site frame before its islands were hydrated: a press, and text typed', async () => {
    answerApi();
    leaveDraft();
    prerenderIslandPage(<BookingApp />);
    recordEarlyInteractions();
    const footer = screen.getByRole('contentinfo');
    await userEvent.type(within(footer).getByLabelText('Name'), 'Ana Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));

    await bootIslandPage(BOOKING_ISLAND_MODULES);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true'),
    );
    expect((within(footer).getByLabelText('Name') as HTMLInputElement).value).toBe('Ana Lopez');
    expect(await screen.findByLabelText('First Name')).toBeTruthy();
  });
});
