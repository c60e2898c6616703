import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './hydration';
import { expectScrolledTo, expectScrolledToTop, hasDropShadow, scrollWindowTo } from './scrolling';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

/** Console errors and React's hydration complaints, collected for the whole test. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('header', () => {
  test('links home, to both home sections and to Check My Booking', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Check My Booking' }).click();
    await expect(page).toHaveURL('/check-my-booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Check My Booking' })).toBeVisible();

    await nav.getByRole('link', { name: 'Why Us' }).click();
    await expect(page).toHaveURL('/#why-choose-us');
    await nav.getByRole('link', { name: 'Our Destinations' }).click();
    await expect(page).toHaveURL('/#our-destinations');

    await page.goto('/privacy');
    await page.getByRole('banner').getByRole('link', { name: 'Cancun Private Transfers' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
  });

  test('shows no Admin menu to a visitor who is not signed in', async ({ page }) => {
    await page.goto('/');
    // Hydrated, so the header has asked who is signed in.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  });

  test('gains a shadow once the page is scrolled more than 50px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await hasDropShadow(header)).toBe(false);

    await scrollWindowTo(page, 40);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await hasDropShadow(header)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => hasDropShadow(header)).toBe(true);
  });

  test('has a keyboard-usable mobile menu below 768px', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/terms');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', (await button.getAttribute('aria-controls')) ?? '');

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Why Us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Our Destinations' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Check My Booking' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Check My Booking' })
      .click();
    await expect(page).toHaveURL('/check-my-booking');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

for (const [name, viewport, offset] of [
  ['wide', WIDE, 80],
  ['narrow', NARROW, 68],
] as const) {
  test.describe(`anchor scrolling on a ${name} screen`, () => {
    test.use({ viewport });

    async function followHeaderLink(page: Page, label: string) {
      if (name === 'narrow') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: label }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      }
    }

    test(`lands each home section ${offset}px from the top, just below the header`, async ({ page }) => {
      await page.goto('/');
      for (const [label, id, heading] of [
        ['Our Destinations', 'our-destinations', 'Our Destinations'],
        ['Why Us', 'why-choose-us', 'Why Choose Our Service'],
      ] as const) {
        await followHeaderLink(page, label);
        await expect(page).toHaveURL(`/#${id}`);
        await expectScrolledTo(page, page.locator(`#${id}`), offset);
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height).toBe(offset);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
      }
    });

    test(`arrives from another page at the section, ${offset}px from the top`, async ({ page }) => {
      await page.goto('/privacy');
      await followHeaderLink(page, 'Our Destinations');
      await expect(page).toHaveURL('/#our-destinations');
      await expectScrolledTo(page, page.locator('#our-destinations'), offset);
    });

    test(`opens /terms#money-back-guarantee at the guarantee heading, ${offset}px down`, async ({ page }) => {
      await page.goto('/terms#money-back-guarantee');
      const heading = page.getByRole('heading', { level: 2, name: /30-Day Money-Back Guarantee/ });
      await expect(heading).toHaveAttribute('id', 'money-back-guarantee');
      await expectScrolledTo(page, heading, offset);
    });
  });
}

test.describe('home page', () => {
  test('has the hero, the four promises, the guarantee, the destinations and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Cancun Private Transfers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Quick booking' })).toHaveCount(1);
    for (const feature of [
      'No Waiting Time',
      'Insured Professional Drivers',
      'Fixed Prices',
      'Comfortable Vehicles',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    const destinations = page.locator('#our-destinations');
    for (const [place, price] of [
      ['Cancun Hotel Zone', '$49'],
      ['Playa del Carmen', '$99'],
      ['Tulum', '$199'],
    ]) {
      const card = destinations
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: place }) });
      await expect(card).toContainText(`from${price}per vehicle`);
    }
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready to Book Your Transport?' }),
    ).toBeVisible();
  });

  test('links the guarantee banner to its section of the terms', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Read the guarantee' }).click();
    await expect(page).toHaveURL('/terms#money-back-guarantee');
    await expect(page.getByRole('heading', { name: /30-Day Money-Back Guarantee/ })).toBeInViewport();
  });

  test('scrolls back up to the booking form from every Book Now', async ({ page }) => {
    await page.goto('/');
    const buttons = [
      page.getByRole('link', { name: 'Book Now: Cancun Hotel Zone' }),
      page.getByRole('link', { name: 'Book Now: Playa del Carmen' }),
      page.getByRole('link', { name: 'Book Now: Tulum' }),
      page.getByRole('link', { name: 'Book Your Transfer' }),
    ];
    for (const button of buttons) {
      await button.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await button.click();
      await expectScrolledToTop(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeInViewport();
    }
  });
});

test.describe('the router-free home page', () => {
  test("loads its own small script, not the single-page app's", async ({ page }) => {
    // Check My Booking is a page of the single-page app.
    await page.goto('/check-my-booking');
    const appEntry = await page.locator('script[type="module"]').getAttribute('src');
    expect(appEntry).toMatch(/^\/assets\/.+\.js$/);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The page adds its script after its first paint, which a busy machine may give later than a quiet
    // half second of network: wait for the script to have run (it marks <html>), not for the network.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(appEntry);
    // Plain links: React Router's <Link> would mark them.
    expect(await page.locator('a[data-discover]').count()).toBe(0);
  });

  test('moves to a home section in place, without loading the page again', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our Destinations' })
      .click();
    await expect(page).toHaveURL('/#our-destinations');
    await expectScrolledTo(page, page.locator('#our-destinations'), 80);
    expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  });

  test('loads the other pages from its links, and the app takes over there', async ({ page }) => {
    const problems = collectProblems(page);
    for (const [link, url, heading] of [
      [
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check My Booking' }),
        '/check-my-booking',
        'Check My Booking',
      ],
      [
        page.getByRole('link', { name: 'Read the guarantee' }),
        '/terms#money-back-guarantee',
        'Terms of Service',
      ],
      [page.getByRole('contentinfo').getByRole('link', { name: 'Admin Login' }), '/admin', 'Admin Login'],
    ] as const) {
      await page.goto('/');
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // There, the single-page app's client-side navigation goes back home.
    await page.getByRole('banner').getByRole('link', { name: 'Cancun Private Transfers' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('form', { name: 'Quick booking' })).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

test.describe('footer', () => {
  test('lists the services with their prices and has a place for the contact form', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(footer).toContainText('Cancun Airport – Cancun Hotel Zonefrom $49');
    await expect(footer).toContainText('Cancun Airport – Playa del Carmenfrom $99');
    await expect(footer).toContainText('Cancun Airport – Tulumfrom $199');
    await expect(footer.locator('#contact').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });

  test('links to the terms, the privacy policy and the admin login', async ({ page }) => {
    for (const [label, url, heading] of [
      ['Terms of Service', '/terms', 'Terms of Service'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Admin Login', '/admin', 'Admin Login'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // A new page starts at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test.describe('page titles', () => {
  test('each page names itself, after client-side navigation and on the 404 page too', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(
      'Private airport transfers in Cancun, Playa del Carmen and Tulum | Cancun Private Transfers',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy | Cancun Private Transfers');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Cancun Private Transfers');
  });
});

test.describe('legal pages', () => {
  test('the terms cover the intermediary role, liability, special requests and refunds', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Service | Cancun Private Transfers');
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective June 2025');
    await expect(main).toContainText('We do not own or operate vehicles');
    await expect(main).toContainText(
      'not liable for injury, loss, delay or damage arising from the transport',
    );
    await expect(main).toContainText('Special Instructions');
    await expect(main).toContainText('cannot guarantee');
    await expect(main).toContainText('we refund 95% of what you paid');
    await expect(main).toContainText('5% is a non-refundable processing fee');
    await expect(main).toContainText('less than 30 days before travel are not refunded');
    await expect(main).toContainText('within 24 hours');
  });

  test('the privacy policy says what a booking holds, who receives it and how to have it deleted', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy | Cancun Private Transfers');
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective June 2025');
    for (const text of [
      'The transport provider',
      'Our payment processor',
      'Our e-mail provider',
      'deleted',
    ]) {
      await expect(main).toContainText(text);
    }
  });
});

test.describe('prerendered pages', () => {
  test('show their content with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Our Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Destinations' })).toBeVisible();
    await expect(page).toHaveTitle(/Cancun Private Transfers/);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Cancun Private Transfers/,
    );

    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: /30-Day Money-Back Guarantee/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('licensed transport provider');

    await expect(page).toHaveTitle('Terms of Service | Cancun Private Transfers');
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /the terms for booking/i,
    );

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | Cancun Private Transfers');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Cancun Private Transfers');
    await context.close();
  });

  test('hydrate without console errors or hydration warnings', async ({ page }) => {
    const problems = collectProblems(page);
    for (const url of ['/', '/terms', '/privacy', '/terms#money-back-guarantee']) {
      await page.goto(url);
      await waitForHydration(page);
      // And what the hydrated page asks for after (prices, the session) has answered, errors included.
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: a client-side navigation works.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    expect(problems).toEqual([]);
  });

  test('the other pages render from the app shell without console errors', async ({ page }) => {
    const problems = collectProblems(page);
    for (const url of ['/check-my-booking', '/booking-confirmation/K7M2Q9XH4T', '/admin', '/no-such-page']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The 404 answer is the one expected error the browser reports.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
