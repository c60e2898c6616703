import { ACCOUNTS, fillLogin, SIGN_IN_TIMEOUT } from './accounts';
import { currentCode, nextCode } from './authenticator';
import { expectNoSeriousAxeViolations } from './axe';
import { expect } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * In the browser: with REQUIRE_ADMIN_2FA=true an admin who never set up two-factor sign-in must
 * do it right after the password, before any session starts, and from then on signs in with a code. On a
 * server of this spec's own (the shared e2e server runs without the setting, and its admins sign in with
 * a password alone); the code is computed here from the secret the page shows, as an app would.
 */
const test = testOnOwnServer({ REQUIRE_ADMIN_2FA: 'true' });

test('an admin without two-factor sign-in sets it up at sign-in, then signs in with a code', async ({
  page,
}) => {
  // Two sign-ins (scrypt on the server) and axe-core on four states.
  test.setTimeout(90_000);
  await page.goto('/admin');
  await fillLogin(page, ACCOUNTS.admin);
  await expect(
    page.getByText('Two-factor authentication is required for admins. Set it up to finish signing in.'),
  ).toBeVisible(SIGN_IN_TIMEOUT);
  await expect(page).toHaveURL('/admin');
  await expectNoSeriousAxeViolations(page, 'the required set-up');

  // The password alone opened nothing: the dashboard sends a second tab back to the sign-in.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/admin/dashboard');
  await expect(otherTab).toHaveURL('/admin');
  await expect(otherTab.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await otherTab.close();

  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeViolations(page, 'the QR code and secret');
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid authentication code');
  await page.getByLabel('Authentication code').fill(await currentCode(secret));
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousAxeViolations(page, 'the recovery codes');
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Out, and in again: now the password asks for the code, not for a set-up.
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.goto('/admin');
  await fillLogin(page, ACCOUNTS.admin);
  await expect(page.getByLabel('Authentication code')).toBeVisible(SIGN_IN_TIMEOUT);
  await expect(page.getByRole('button', { name: 'Set Up Two-Factor Authentication' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the code step');
  await page.getByLabel('Authentication code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});
