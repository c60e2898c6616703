import type { Page } from '@playwright/test';
import { type BookedTransfer, CARDS, expect, payWithCard } from './fixtures';
import type { ReceivedMail } from './inbox';

// Steps the dispatching journeys share (issues 28 and 29): paying a booking, reading a link from a mail.

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
