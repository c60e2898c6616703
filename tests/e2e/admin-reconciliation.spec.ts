import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Issue 17 in the browser: an operator reconciles the payments with the provider from the dashboard. */
test("an operator presses 'Reconcile Payments' and reads what it found", async ({ signedInAdmin: page }) => {
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
