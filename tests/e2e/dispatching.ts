import type { Page } from '@playwright/test';
import { type BookedTransfer, CARDS, expect, payWithCard } from './fixtures';
import type { ReceivedMail } from './inbox';

// Steps the dispatching journeys share: adding a provider, paying a booking, reading a
// link from a mail.

/** The path of the first link in a mail's text that matches, as the test's server answers it. */
export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const found = pattern.exec(mail.text);
  expect(found, `a link in '${mail.subject}'`).not.toBeNull();
  const url = new URL(found?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

/** Pays a booking on the demo checkout with the card that always pays. */
export async function pay(page: Page, booking: BookedTransfer) {
  const url = new URL(booking.checkoutUrl as string);
  await page.goto(url.pathname + url.search);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
}

/** Adds a provider paid $130 from the airport to Tulum, and answers the path of its page. */
export async function addProvider(admin: Page, company: string, dispatchEmail: string): Promise<string> {
  await admin.goto('/admin/providers');
  await expect(admin.getByRole('heading', { level: 1, name: 'Transport Providers' })).toBeVisible();
  await admin.getByLabel('Company Name').fill(company);
  await admin.getByLabel('Dispatch Email').fill(dispatchEmail);
  await admin.getByLabel('Phone').fill('+52 984 555 0101');
  await admin.getByLabel('Cost for Cancun Airport → Tulum').fill('130');
  await admin.getByRole('button', { name: 'Add Provider' }).click();
  await expect(admin.getByText('Provider added.')).toBeVisible();
  const link = admin.getByRole('table', { name: 'Providers' }).getByRole('link', { name: company });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}
