import type { Page } from '@playwright/test';
import { signInAsAdmin } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { expect } from './fixtures';
import { layoutShiftSoFar, measureLayoutShifts } from './layout-shift';
import { testOnOwnServer } from './own-server';

/**
 * In the browser: a price an admin saves on /admin/prices is the 'from' price of the home page's
 * destination card and footer. The prerendered page carries the build's prices and the script swaps in
 * the current ones: nothing may move when it does (CLS 0, measured with a PerformanceObserver from the
 * document's start, counting what moved once the document was parsed, as the swap can only come after). On a server of the spec's own: the specs sharing the e2e server run side by side and
 * several read these prices (public-site, booking-journey, booking-emails, manage-booking), so a change
 * there would race them.
 */
const test = testOnOwnServer({});

const BUILT_PRICE = '$199';
/**
 * Wider than the built price: the card and the footer keep room for it, so the swap moves nothing (with a
 * right-aligned price it did: CLS 0.00024 on the card, 0.00002 in the footer).
 */
const NEW_PRICE = { dollars: '1299', shown: '$1,299' };

/**
 * Where a visitor sees the Tulum price, each opened by its own address so that it is on screen while the
 * price is swapped: a layout shift counts only inside the viewport, and both are far below the first screen.
 */
const PLACES = [
  {
    name: 'the destination card',
    path: '/#our-destinations',
    price: (page: Page) =>
      page
        .locator('#our-destinations')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Tulum' }) }),
    text: (shown: string) => `from${shown}per vehicle`,
  },
  {
    name: 'the footer',
    path: '/#contact',
    price: (page: Page) =>
      page.getByRole('contentinfo').getByRole('listitem').filter({ hasText: 'Cancun Airport – Tulum' }),
    text: (shown: string) => `Cancun Airport – Tulumfrom ${shown}`,
  },
];

async function savePrice(admin: Page, dollars: string) {
  await admin.getByLabel('Price for Cancun Airport → Tulum').fill(dollars);
  await admin.getByRole('button', { name: 'Save Prices' }).click();
  await expect(admin.getByText('Prices saved.')).toBeVisible();
}

test("an admin's new price is the home page's 'from' price, swapped in without a layout shift", async ({
  page: admin,
  browser,
  baseURL,
}) => {
  // A sign-in, two saves, two visitors and axe-core twice.
  test.setTimeout(60_000);
  await signInAsAdmin(admin);
  await admin.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await admin.getByRole('banner').getByRole('link', { name: 'Prices' }).click();
  await expect(admin.getByLabel('Price for Cancun Airport → Tulum')).toHaveValue('199');
  await savePrice(admin, NEW_PRICE.dollars);
  const tulumChanges = admin
    .getByRole('region', { name: 'Price History' })
    .getByRole('row')
    .filter({ hasText: 'Cancun Airport → Tulum' });
  await expect(tulumChanges).toHaveCount(1);
  await expect(tulumChanges).toContainText(`${BUILT_PRICE}${NEW_PRICE.shown}`);
  await expectNoSeriousAxeViolations(admin, 'the saved prices and their history');

  // Visitors arriving after the change (each a new browser: /api/prices may be cached for a minute).
  for (const place of PLACES) {
    const visitor = await browser.newContext({ baseURL });
    const home = await visitor.newPage();
    await measureLayoutShifts(home);
    const response = await home.goto(place.path);
    // The page arrives with the build's price…
    const prerendered = (await response?.text()) ?? '';
    expect(prerendered).toContain(BUILT_PRICE);
    expect(prerendered).not.toContain(NEW_PRICE.shown);
    // …and shows the current one, on screen, without moving anything.
    await expect(place.price(home)).toContainText(place.text(NEW_PRICE.shown));
    await expect(place.price(home)).toBeInViewport();
    expect(await layoutShiftSoFar(home, 'after parsing'), place.name).toBe(0);
    // The same page either way: axe once.
    if (place === PLACES[0]) await expectNoSeriousAxeViolations(home, 'the home page with the new price');
    await visitor.close();
  }

  // Back to the price it had.
  await savePrice(admin, '199');
  await expect(tulumChanges.first()).toContainText(`${NEW_PRICE.shown}${BUILT_PRICE}`);
});
