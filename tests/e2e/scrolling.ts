import { expect, type Locator, type Page } from '@playwright/test';

/** Where an element's top is, in px from the top of the viewport. */
export function topInViewport(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Waits for smooth scrolling to bring the element's top to `offset` px from the viewport's top (±2px), then
 * checks it stays there, so the assertion is about where the scroll ends, not a frame on the way.
 */
export async function expectScrolledTo(page: Page, locator: Locator, offset: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await topInViewport(locator)) - offset), { timeout: 5_000 })
    .toBeLessThanOrEqual(2);
  await page.waitForTimeout(300);
  expect(Math.abs((await topInViewport(locator)) - offset)).toBeLessThanOrEqual(2);
}

/** Waits for the page to come to rest at the very top. */
export async function expectScrolledToTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
}

/**
 * True when the element casts a visible drop shadow: an outer layer of its computed box-shadow that is not
 * transparent (Tailwind keeps transparent layers; an inset hairline is a rule, not a shadow).
 */
export function hasDropShadow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    if (shadow === 'none') return false;
    return shadow
      .split(/,(?![^(]*\))/)
      .some((layer) => !layer.includes('inset') && !/rgba\(\d+, \d+, \d+, 0\)/.test(layer));
  });
}
