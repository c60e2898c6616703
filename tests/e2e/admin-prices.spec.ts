import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The Prices page in the browser. Tests share one server, and others quote prices, so this one
 * never saves a change: saving, the history and the next booking's price are the server tests'
 * (src/server/prices); here, the page, its labels, its check before saving, and axe-core.
 */
test('the Prices page lists both directions of every route and checks a price before saving', async ({
  signedInAdmin: page,
}) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Prices' }).click();
  await expect(page).toHaveURL('/admin/prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  for (const place of ['Cancun', 'Playa del Carmen', 'Tulum']) {
    await expect(page.getByLabel(`Price for Cancun Airport → ${place}`)).toHaveValue(/^\d+$/);
    await expect(page.getByLabel(`Price for ${place} → Cancun Airport`)).toHaveValue(/^\d+$/);
  }
  await expect(page.getByRole('heading', { name: 'Price History' })).toBeVisible();

  await page.getByLabel('Price for Cancun Airport → Tulum').fill('0');
  await page.getByRole('button', { name: 'Save Prices' }).click();
  await expect(page.getByText('Please enter a whole number of dollars from 1 to 10,000')).toBeVisible();
  await expect(page.getByLabel('Price for Cancun Airport → Tulum')).toHaveAttribute('aria-invalid', 'true');

  await expectNoSeriousAxeViolations(page, 'the Prices page');
});
