import type { Page } from '@playwright/test';
import { expect, fillQuickForm, test } from './fixtures';
import { isHydrated } from './hydration';
import { layoutShiftSoFar, measureLayoutShifts } from './layout-shift';

/**
 * Every public page shows its first content from the HTML alone (before, or without, any
 * script), then hydrates without a console error and without moving anything (CLS 0, measured with the
 * PerformanceObserver from the document's start); and the quick form's first field is on the first screen
 * of a phone and of a laptop. The hydration checks count the shifts made once the document was parsed:
 * under load Chromium now and then paints a half-parsed header or page (2 of 48 runs here: a nav link
 * painted before its text, the footer before the content above it), which is the parser's, not the
 * script's; our scripts run only after parsing (docs/decisions/041).
 */

/** Errors the page logs; the Page Not Found page's own 404 answer is the browser's note, not an error. */
function collectConsoleErrors(page: Page, options: { notFoundPage?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (options.notFoundPage && message.text().includes('status of 404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const PUBLIC_PAGES: {
  path: string;
  heading: string;
  first: (page: Page) => ReturnType<Page['getByRole']>;
}[] = [
  { path: '/', heading: 'Book Your Transport', first: (page) => page.getByLabel('Service Type') },
  {
    path: '/check-my-booking',
    heading: 'Check My Booking',
    first: (page) => page.getByRole('button', { name: 'Find My Booking' }),
  },
  {
    path: '/booking',
    heading: 'Booking Details',
    first: (page) => page.getByText('Tell us who is travelling and when.'),
  },
  {
    path: '/booking-confirmation/K7M2Q9XH4T',
    heading: 'Booking Successful',
    first: (page) => page.getByRole('status').filter({ hasText: 'Loading your booking...' }),
  },
  { path: '/admin', heading: 'Admin Login', first: (page) => page.getByRole('button', { name: 'Sign In' }) },
  { path: '/terms', heading: 'Terms', first: (page) => page.getByRole('main') },
  { path: '/privacy', heading: 'Privacy', first: (page) => page.getByRole('main') },
  {
    path: '/no-such-page',
    heading: 'Page Not Found',
    first: (page) => page.getByRole('link', { name: 'Back to Home' }).first(),
  },
];

test.describe('the first screen of every public page', () => {
  test('each page shows its first content from the HTML alone, with no style sheet to wait for', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, first } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
      await expect(first(page), path).toBeVisible();
      // Styles are in the page: no request blocks the first paint.
      await expect(page.locator('link[rel="stylesheet"]'), path).toHaveCount(0);
    }
    // Sent before the script takes over, the sign-in goes in a body, never in the address.
    await page.goto('/admin');
    await expect(page.getByRole('form', { name: 'Admin login' })).toHaveAttribute('method', 'post');
    await context.close();
  });

  // The booking step and the confirmation depend on this browser's storage: the journey test below.
  const standAlone = PUBLIC_PAGES.filter(({ path }) => !/^\/booking/.test(path));
  for (const { path, heading } of standAlone) {
    test(`${path} hydrates without a console error and without a layout shift`, async ({ page }) => {
      const errors = collectConsoleErrors(page, { notFoundPage: path === '/no-such-page' });
      await measureLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect.poll(() => isHydrated(page)).toBe(true);
      expect(await layoutShiftSoFar(page, 'after parsing')).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('the booking step fills its shell with the form and the confirmation its booking, nothing moving', async ({
    page,
    bookedTransfer,
  }) => {
    const errors = collectConsoleErrors(page);
    await measureLayoutShifts(page);
    await fillQuickForm(page, { serviceType: 'arrival', place: 'Tulum', passengers: 2 });
    await expect(page.getByLabel('First Name')).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBe(0);

    const booking = await bookedTransfer();
    await page.addInitScript(
      ({ id, lastName }) =>
        localStorage.setItem('lastBooking', JSON.stringify({ id, firstName: 'Ana', lastName })),
      booking,
    );
    await page.goto(`/booking-confirmation/${booking.id}`);
    await expect(page.getByRole('main')).toContainText(booking.id);
    expect(await layoutShiftSoFar(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the quick form on the first screen', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} 'Service Type' shows without scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByLabel('Service Type')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

/** Holds back the requests of a script (by its URL) until the returned function is called. */
async function holdBackScript(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('acting on a page before its script has run', () => {
  test('a drop-down choice and a send made before hydration are kept, and the page does not reload', async ({
    page,
  }) => {
    // The home page's hydration is held back until the traveller has acted.
    const release = await holdBackScript(page, /\/assets\/hydrateIsland-[^/]+\.js$/);
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads.push(frame.url());
    });
    await page.goto('/');
    await page
      .getByLabel('Service Type')
      .selectOption({ label: 'Hotel/Airbnb/Private to Airport (Departure)' });
    await page.getByRole('button', { name: 'Continue to Book' }).click();
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    // The departure was taken in (its pickup is a drop-down now) and the send was checked by the form.
    await expect(page.getByLabel('Service Type')).toHaveValue('departure');
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(page.getByText('Please select a pickup location')).toBeVisible();
    expect(reloads).toHaveLength(1);
  });
});

test.describe('pressing a button before the script has run', () => {
  test("'Forgot Password' pressed before hydration still sends the reset", async ({ page }) => {
    // The admin login is a page of islands (docs/decisions/039): its islands' hydration is held back.
    const release = await holdBackScript(page, /\/assets\/hydrateIsland-[^/]+\.js$/);
    await page.goto('/admin');
    await page.getByRole('main').getByLabel('Email').fill('nobody-early@example.com');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    expect(await isHydrated(page)).toBe(false);

    release();
    await expect(page.getByRole('status')).toHaveText(
      'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
    );
  });
});

test.describe('following a link before the script has run', () => {
  test('the next page loads even when the app arrives while it is on its way', async ({ page }) => {
    test.setTimeout(60_000);
    // The admin login is a page of islands (docs/decisions/039): its islands' hydration is what arrives.
    const releaseApp = await holdBackScript(page, /\/assets\/hydrateIsland-[^/]+\.js$/);
    // The home page's document is held back too, until the script has arrived and run.
    const releaseHome = await holdBackScript(page, /^http:\/\/[^/]+\/$/);
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click({ noWaitAfter: true });

    // The app is fetched while the next page is on its way (after a grace the link gives that page), and
    // the next page's answer comes only once the app is in.
    const appLoaded = page.waitForEvent('requestfinished', {
      predicate: (request) => /hydrateIsland-/.test(request.url()),
      timeout: 20_000,
    });
    releaseApp();
    await appLoaded;
    releaseHome();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Book Your Transport');
  });
});

test.describe('scrolling before the script has run', () => {
  // Two pages of islands (their hydration held back): a legal page and Check My Booking (docs/decisions/039).
  for (const [pathname, script] of [
    ['/terms', /\/assets\/hydrateIsland-[^/]+\.js$/],
    ['/check-my-booking', /\/assets\/hydrateIsland-[^/]+\.js$/],
  ] as const) {
    test(`${pathname} stays where the traveller scrolled it when the app takes over, and the footer link works`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const release = await holdBackScript(page, script);
      await page.goto(pathname);
      // A traveller reads down to the footer while the app is still on its way. The menu, pressed first
      // (pressing it scrolls the page), opens once the app has hydrated and run its first effects,
      // ScrollToTop's among them.
      await page.getByRole('button', { name: 'Menu' }).click();
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
      await privacy.scrollIntoViewIfNeeded();
      await expect(privacy).toBeInViewport();
      expect(await isHydrated(page)).toBe(false);

      release();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(privacy).toBeInViewport();
      await privacy.click();
      await expect(page).toHaveURL('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    });
  }
});
