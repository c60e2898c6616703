import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** In the browser: an operator reconciles the payments with the provider from the dashboard. */
test("an operator presses 'Reconcile Payments' and reads what it found", async ({ signedInAdmin: page }) => {
  // axe-core reads the whole dashboard, a page of 50 cards by the time the other specs have booked: on a
  // busy machine that alone came close to the default 30 s.
  test.setTimeout(60_000);
  await page.goto('/admin/dashboard');
  const button = page.getByRole('button', { name: 'Reconcile Payments' });
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/reconciliation') && response.request().method() === 'POST',
  );
  await button.click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Payments checked:' })).toHaveText(
    /^Payments checked: \d+; differences: \d+$/,
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});
