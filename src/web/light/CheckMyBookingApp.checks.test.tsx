/**
 * Islands (docs/decisions/039): Check My Booking's form fetches its checks (zod and the lookup schema) at
 * its first need, not with the page. A send made while they are on their way is checked, once they are in,
 * with what was typed. In a file of its own: the checks are fetched afresh (no other test of the file has
 * loaded them), and no earlier test's island, still mounted, looks up the search this one puts in the address.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootIslandPage, clearIslandPage, prerenderIslandPage } from '../../testing/web/islandPage';
import { answerLookup, expectFoundBySearch } from '../../testing/web/lookupAnswers';
import { CheckMyBookingApp } from './CheckMyBookingApp';
import { CHECK_MY_BOOKING_ISLAND_MODULES } from './islands/checkMyBookingIslandModules';

afterEach(() => {
  clearIslandPage();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe("Check My Booking's form as an island", { timeout: 30_000 }, () => {
  it('checks what was typed while its checks were on their way, then looks up with it', async () => {
    const sent = answerLookup();
    window.history.replaceState(null, '', '/check-my-booking');
    prerenderIslandPage(<CheckMyBookingApp />);
    await bootIslandPage(CHECK_MY_BOOKING_ISLAND_MODULES);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Find your booking' });

    // The first send fetches the checks: the message comes once they are in, nothing looked up.
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Find My Booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and last name');
    expect(sent).toEqual([]);

    // Checked by the schema: the last name trimmed.
    await user.type(within(form).getByLabelText('Last Name'), ' Lopez ');
    await user.click(within(form).getByRole('button', { name: 'Find My Booking' }));
    await expectFoundBySearch(sent);
  });
});
