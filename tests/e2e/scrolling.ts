import { expect, type Locator, type Page } from '@playwright/test';

/** Where an element's top is, in px from the top of the viewport. */
export function topInViewport(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Resolves once the page's scroll position has stayed the same for `frames` animation frames in a row: a
 * smooth scroll has ended. Counted in frames the browser draws, not in milliseconds, so a slow machine
 * only makes it take longer.
 */
export function scrollComesToRest(page: Page, frames = 10): Promise<void> {
  return page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= needed) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    frames,
  );
}

/**
 * Scrolls the window to `y` and resolves once the browser has dispatched the scroll event and the page
 * has had a frame and a task to react to it (a React state update from a scroll listener has rendered).
 */
export function scrollWindowTo(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => setTimeout(resolve)), {
          once: true,
        });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Waits for smooth scrolling to bring the element's top to `offset` px from the viewport's top (±2px), then
 * checks it stays there once the scroll has come to rest, so the assertion is about where the scroll
 * ends, not a frame on the way.
 */
export async function expectScrolledTo(page: Page, locator: Locator, offset: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await topInViewport(locator)) - offset), { timeout: 5_000 })
    .toBeLessThanOrEqual(2);
  await scrollComesToRest(page);
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
