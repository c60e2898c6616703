/**
 * Islands (docs/decisions/039): /check-my-booking loaded as a document is a page of islands. As the
 * prerender writes it, then booted as in the browser: only the islands are hydrated (the lookup one of
 * them, the heading not), without a mismatch; text typed before is kept, and the island looks bookings up
 * with plain fetch, putting the search in the address as the single-page app does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootIslandPage,
  clearIslandPage,
  hydrateIslandPage,
  isInAnIsland,
  prerenderIslandPage,
} from '../../testing/web/islandPage';
import { answerLookup, expectFoundBySearch } from '../../testing/web/lookupAnswers';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { CheckMyBookingApp } from './CheckMyBookingApp';
import { CHECK_MY_BOOKING_ISLAND_MODULES } from './islands/checkMyBookingIslandModules';

afterEach(() => {
  clearIslandPage();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('Check My Booking as a page of islands', { timeout: 30_000 }, () => {
  // First: the islands of a test stay mounted after it (bootIslands keeps no handle on its roots), and
  // those of an earlier page would look up the search this one puts in the address too.
  it('keeps what was typed before hydration, then lists the bookings found and puts the search in the address', async () => {
    const sent = answerLookup();
    window.history.replaceState(null, '', '/check-my-booking');
    prerenderIslandPage(<CheckMyBookingApp />);
    recordEarlyInteractions();
    const main = screen.getByRole('main');
    await userEvent.type(within(main).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(main).getByLabelText('Last Name'), 'Lopez');

    await bootIslandPage(CHECK_MY_BOOKING_ISLAND_MODULES);
    await userEvent.click(screen.getByRole('button', { name: 'Find My Booking' }));

    await expectFoundBySearch(sent);

    // Back in the history: the form again, as in the single-page app.
    await userEvent.click(screen.getByRole('button', { name: 'Look up another booking' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Find your booking' })).toBeTruthy());
    expect(window.location.search).toBe('');
  });
  it('hydrates its islands, the lookup one of them, without changing a node', async () => {
    answerLookup();
    window.history.replaceState(null, '', '/check-my-booking');
    expect(await hydrateIslandPage(<CheckMyBookingApp />, CHECK_MY_BOOKING_ISLAND_MODULES)).toEqual({
      islands: ['header', 'check-my-booking', 'footer-prices', 'contact-form'],
      changed: [],
      lostNodes: 0,
      // The only change: 'Find My Booking' enabled once its island has taken over.
      sameMarkup: true,
    });
    expect(isInAnIsland(screen.getByRole('heading', { level: 1, name: 'Check My Booking' }))).toBe(false);
    expect(isInAnIsland(screen.getByRole('form', { name: 'Find your booking' }))).toBe(true);
  });
  it("gives each island's fields ids of their own, so every label names its own island's field", async () => {
    answerLookup();
    window.history.replaceState(null, '', '/check-my-booking');
    await hydrateIslandPage(<CheckMyBookingApp />, CHECK_MY_BOOKING_ISLAND_MODULES);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // The lookup's Email and the contact form's Email, both found by their labels, in their own forms.
    const lookup = screen.getByRole('form', { name: 'Find your booking' });
    const contact = screen.getByRole('form', { name: 'Contact us' });
    expect(within(lookup).getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(within(contact).getByLabelText('Email').getAttribute('type')).toBe('email');
  });
});
