/**
 * Islands (docs/decisions/039): the booking confirmation page is a page of islands. As the prerender writes
 * it (the loading state, for any id), then booted as entry-confirmation.tsx boots it: the booking island
 * shows the booking this browser made, with its copy button; the page outside the islands (the footer's
 * text) is never touched. Runs on React and on Preact, the runtime the page ships with.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingConfirmationPath } from '../../../domain/routes';
import { customerBooking } from '../../../testing/web/bookings';
import { saveLastBooking } from '../../features/booking/lastBookingStorage';
import { HYDRATED_ATTRIBUTE } from '../../shared/bootIds';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/islandNames';
import { ConfirmationApp } from '../ConfirmationApp';
import { bootIslands } from './bootIslands';
import { CONFIRMATION_ISLAND_MODULES } from './confirmationIslandModules';
import { renderIslandsApart } from './renderIslandsApart';

const booking = customerBooking({ id: 'K7M2Q9XH4T', firstName: 'Ana', lastName: 'López', status: 'pending' });

const islands = () => [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];

afterEach(async () => {
  // The islands hydrate one task after another (inTurn.ts): each test's last ones are done before its page
  // goes, so no hydration runs on after the test (or after the test file's window is gone).
  await waitFor(() =>
    expect(islands().filter((island) => !island.hasAttribute('data-island-hydrated'))).toEqual([]),
  );
  await act(async () => {});
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const inAnIsland = (node: Node) => islands().some((island) => island !== node && island.contains(node));

describe('the confirmation page of islands', { timeout: 30_000 }, () => {
  it('shows the booking in its island, with its copy button, and touches nothing outside the islands', async () => {
    saveLastBooking({ id: booking.id, firstName: 'Ana', lastName: 'López', email: booking.email });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (!String(input).startsWith('/api/bookings/')) throw new TypeError('offline');
      return new Response(JSON.stringify({ booking, supportEmail: 'help@example.com' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    window.history.replaceState(null, '', bookingConfirmationPath(booking.id));
    document.body.innerHTML = `<div id="root">${renderIslandsApart(<ConfirmationApp id="PRERENDER0" />)}</div>`;
    const outside: Node[] = [];
    const walker = document.createTreeWalker(document.body);
    while (walker.nextNode()) if (!inAnIsland(walker.currentNode)) outside.push(walker.currentNode);
    const changed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changed.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    await act(async () => bootIslands(CONFIRMATION_ISLAND_MODULES));
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(await screen.findByText('Thank you, Ana. Your transfer is booked.')).toBeTruthy();
    observer.disconnect();

    expect(islands().map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'header',
      'booking-confirmation',
      'footer-prices',
      'contact-form',
    ]);
    const copy = screen.getByRole('button', { name: /copy/i });
    expect(inAnIsland(copy)).toBe(true);
    // The booking replaced the loading state inside its island; nothing outside any island changed.
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((record) => inAnIsland(record.target))).toBe(true);
    expect(outside.every((node) => node.isConnected)).toBe(true);
    expect(inAnIsland(screen.getByText(/We arrange every ride/))).toBe(false);
  });

  it('hydrates a page the server rendered with its booking where it stands, and asks for nothing', async () => {
    // The browser that booked (docs/decisions/042): its page comes with the booking, and its e-mail, in it.
    saveLastBooking({ id: booking.id, firstName: 'Ana', lastName: 'López', email: booking.email });
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const consoleError = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', bookingConfirmationPath(booking.id));
    const { phone: _phone, ...shownBooking } = booking;
    const shown = { booking: shownBooking, supportEmail: 'help@example.com' };
    document.body.innerHTML = `<div id="root">${renderIslandsApart(<ConfirmationApp id={booking.id} shown={shown} />)}</div>`;
    const island = document.querySelector('[data-island="booking-confirmation"]');
    const payLink = () => within(screen.getByRole('note')).getByRole('link', { name: 'Check My Booking' });
    // Drawn before any script: the booking, its pending note and the pay link filled in.
    const thanks = screen.getByText('Thank you, Ana. Your transfer is booked.');
    expect(screen.queryByText('Loading your booking...')).toBeNull();
    expect(payLink().getAttribute('href')).toContain(`email=${encodeURIComponent(booking.email)}`);
    const before = island?.textContent;

    await act(async () => bootIslands(CONFIRMATION_ISLAND_MODULES));
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    await waitFor(() => expect(island?.hasAttribute('data-island-hydrated')).toBe(true));

    // Hydrated where it stood: the same text, the same paragraph, no mismatch reported, nothing fetched.
    expect(island?.textContent).toBe(before);
    expect(thanks.isConnected).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/bookings/'))).toEqual([]);
    expect(payLink().getAttribute('href')).toContain(`email=${encodeURIComponent(booking.email)}`);
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
  });

  it('draws and hydrates a booking whose every text holds markup, quotes, an arrow and an emoji', async () => {
    // What travellers and operators type: a '>' in an attribute's value once cut the page's render short.
    const typed = (what: string) =>
      `${what} 2 bags -> van <b>"big"</b> & it's </script><script>x()</script> 🧳`;
    const hostile = customerBooking({
      ...booking,
      firstName: typed('Ana'),
      lastName: typed('López'),
      hotelName: typed('Hotel'),
      specialInstructions: typed('Note'),
      meetingPoint: typed('Meet'),
      serviceType: 'arrival',
    });
    saveLastBooking({
      id: hostile.id,
      firstName: hostile.firstName,
      lastName: hostile.lastName,
      email: hostile.email,
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const consoleError = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', bookingConfirmationPath(hostile.id));
    const { phone: _phone, ...shownBooking } = hostile;
    const shown = { booking: shownBooking, supportEmail: 'help@example.com' };
    document.body.innerHTML = `<div id="root">${renderIslandsApart(<ConfirmationApp id={hostile.id} shown={shown} />)}</div>`;

    const expectTyped = () => {
      expect(screen.getByText(`Thank you, ${typed('Ana')}. Your transfer is booked.`)).toBeTruthy();
      expect(screen.getByText(`${typed('Ana')} ${typed('López')}`)).toBeTruthy();
      expect(screen.getByText(typed('Hotel'))).toBeTruthy();
      expect(screen.getByText(typed('Note'))).toBeTruthy();
      expect(screen.getByText(`Where your driver waits: ${typed('Meet')}`)).toBeTruthy();
    };
    // Text, never markup: no element came of what was typed.
    expectTyped();
    expect(document.querySelectorAll('#root script, #root b')).toHaveLength(0);
    const island = document.querySelector('[data-island="booking-confirmation"]');
    expect(JSON.parse(island?.getAttribute('data-island-props') ?? '{}')).toEqual({ shown });

    await act(async () => bootIslands(CONFIRMATION_ISLAND_MODULES));
    await waitFor(() => expect(island?.hasAttribute('data-island-hydrated')).toBe(true));
    expectTyped();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([input]) => String(input).startsWith('/api/bookings/'))).toEqual([]);
  });
});
