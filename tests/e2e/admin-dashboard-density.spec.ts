import type { Page } from '@playwright/test';
import { expect, freshLastName, test } from './fixtures';

/**
 * The dashboard scans at a glance: at 1280×800, the headers of at least three bookings are on
 * the first screen, and at 375 px a card's controls are all there without scrolling sideways. Each test
 * searches for its own three bookings, so the list holds exactly them whatever else the database has.
 */

async function openWithOwnBookings(
  page: Page,
  bookedTransfer: (options?: { lastName?: string }) => Promise<unknown>,
) {
  const tag = freshLastName('Dense');
  for (let i = 0; i < 3; i++) await bookedTransfer({ lastName: tag });
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === tag,
  );
  await page.goto(`/admin/dashboard`);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(tag);
  await answered;
  const cards = page.getByRole('list', { name: 'Bookings' }).locator(':scope > li');
  await expect(cards).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  return cards;
}

test('at 1280×800 the headers of three bookings are on the first screen', async ({
  signedInAdmin: page,
  bookedTransfer,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cards = await openWithOwnBookings(page, bookedTransfer);
  for (let index = 0; index < 3; index++) {
    const heading = cards.nth(index).getByRole('heading', { level: 2 });
    const box = await heading.boundingBox();
    expect(box, `card ${index + 1}'s header`).not.toBeNull();
    expect(
      (box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0),
      `card ${index + 1}'s header`,
    ).toBeLessThanOrEqual(800);
  }
});

test('at 375 px a card keeps every control in reach, without scrolling sideways', async ({
  signedInAdmin: page,
  bookedTransfer,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = await openWithOwnBookings(page, bookedTransfer);
  const card = cards.first();
  for (const control of [
    card.getByRole('combobox', { name: 'Status' }),
    card.getByRole('checkbox', { name: 'Enable Editing' }),
    card.getByRole('textbox', { name: 'Message to customer' }),
    card.getByRole('button', { name: 'Send Message' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box?.x ?? -1, String(control)).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), String(control)).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
