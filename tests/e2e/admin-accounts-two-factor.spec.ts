import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { fillLogin, SIGN_IN_TIMEOUT } from './accounts';
import { currentCode, nextCode } from './authenticator';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * In the browser: an admin invites a new admin on the Accounts page; the new admin sets a
 * password from the invitation, turns two-factor sign-in on from the Security page with a code computed
 * here from the secret the page shows, then signs in with password and code. Two-factor sign-in is only
 * ever turned on for the account this spec invites, never for the accounts other specs share.
 */

const PASSWORD = 'Breezy#Playa28';

async function openAdminPage(page: Page, name: 'Accounts' | 'Security') {
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('accounts and two-factor sign-in', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin invites an admin, who turns two-factor sign-in on and signs in with a code', async ({
    signedInAdmin: page,
    inbox,
    browser,
  }) => {
    const email = `two-factor-${randomUUID()}@example.com`;

    // The Accounts page: invite, and see the new account and the audit line.
    await page.goto('/admin/dashboard');
    await openAdminPage(page, 'Accounts');
    await page.getByRole('form', { name: 'Add User' }).getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
    const users = page.getByRole('table', { name: 'Accounts' });
    await expect(users.getByRole('row').filter({ hasText: email })).toContainText('Never');
    await expect(
      page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: email }),
    ).toContainText('Invited');
    await expectNoSeriousAxeViolations(page, page.url());

    // The invitation's link sets the password.
    const mail = await inbox.waitFor(email, /set your password/);
    const link = new URL(mail.text.match(/http:\/\/\S+\/reset-password#\S+/)?.[0] ?? '');
    const context = await browser.newContext();
    const newAdmin = await context.newPage();
    // The page's timers run on a clock the test can move on (three seconds before the sign-in page).
    await newAdmin.clock.install();
    await newAdmin.goto(`${link.pathname}${link.hash}`);
    await newAdmin.getByLabel('New Password').fill(PASSWORD);
    await newAdmin.getByLabel('Confirm Password').fill(PASSWORD);
    await newAdmin.getByRole('button', { name: 'Reset Password' }).click();
    await expect(newAdmin.getByText('Password reset successful!')).toBeVisible(SIGN_IN_TIMEOUT);
    await newAdmin.clock.runFor(3_000);
    await expect(newAdmin).toHaveURL('/admin');

    // Signed in with the password alone, the new admin turns two-factor sign-in on.
    await fillLogin(newAdmin, { email, password: PASSWORD });
    await expect(newAdmin).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
    await openAdminPage(newAdmin, 'Security');
    await expect(newAdmin.getByRole('table', { name: 'Active Sessions' }).getByRole('row')).toHaveCount(2);
    await newAdmin.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    await expect(newAdmin.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await newAdmin.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousAxeViolations(newAdmin, newAdmin.url());
    await newAdmin.getByLabel('Authentication code').fill('000000');
    await newAdmin.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expect(newAdmin.getByRole('alert')).toHaveText('Invalid authentication code');
    await newAdmin.getByLabel('Authentication code').fill(await currentCode(secret));
    await newAdmin.getByRole('button', { name: 'Verify and Turn On' }).click();
    const recoveryCodes = newAdmin.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recoveryCodes).toHaveCount(10);
    const recoveryCode = (await recoveryCodes.first().textContent()) ?? '';

    // Out, and in again: the password, then the code.
    await newAdmin.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    await newAdmin.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await newAdmin.goto('/admin');
    await fillLogin(newAdmin, { email, password: PASSWORD });
    const code = newAdmin.getByLabel('Authentication code');
    await expect(code).toBeVisible(SIGN_IN_TIMEOUT);
    await expect(newAdmin).toHaveURL('/admin');
    await code.fill('000000');
    await newAdmin.getByRole('button', { name: 'Verify' }).click();
    await expect(newAdmin.getByRole('alert')).toHaveText('Invalid authentication code');
    await code.fill(await nextCode(secret));
    await newAdmin.getByRole('button', { name: 'Verify' }).click();
    await expect(newAdmin).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);

    // A recovery code works in the same field.
    await newAdmin.context().clearCookies();
    await newAdmin.goto('/admin');
    await fillLogin(newAdmin, { email, password: PASSWORD });
    await newAdmin.getByLabel('Authentication code').fill(recoveryCode);
    await newAdmin.getByRole('button', { name: 'Verify' }).click();
    await expect(newAdmin).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);

    // The first admin sees two-factor on for the new account, and disables it: its session ends.
    await page.reload();
    await expect(users.getByRole('row').filter({ hasText: email })).toContainText('On');
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await expect(users.getByRole('row').filter({ hasText: email })).toContainText('Disabled');
    await newAdmin.goto('/admin/dashboard');
    await expect(newAdmin).toHaveURL('/admin');
    await context.close();
  });
});
