import type { Locator, Page } from '@playwright/test';

// The admin dashboard as the browser tests reach it: its search box, a search that has answered, and a
// booking's card by the id in its heading.

export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search bookings' });
}

/** Types the term and waits for the list the search gives. */
export async function searchDashboard(page: Page, term: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/bookings?') &&
      new URL(response.url()).searchParams.get('search') === term,
  );
  await searchBox(page).fill(term);
  await answered;
}

/** The card of one booking, by the id in its heading, within a list of cards. */
export function bookingCardIn(list: Locator, id: string): Locator {
  return list
    .locator(':scope > li')
    .filter({ has: list.page().getByRole('heading', { level: 2, name: new RegExp(id) }) });
}
