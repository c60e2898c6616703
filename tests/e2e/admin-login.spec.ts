import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, APP_LOAD_TIMEOUT, fillLogin, SIGN_IN_TIMEOUT, signInAsAdmin } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';

const alert = (page: Page) => page.getByRole('alert');
const adminMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Admin' });

test.describe('admin login', () => {
  // Several sign-ins per test, each a scrypt on the server.
  test.describe.configure({ timeout: 60_000 });

  test('shows each message of the login screen', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert(page)).toHaveText('Please enter both email and password');

    await fillLogin(page, { email: 'admin', password: 'whatever' });
    await expect(alert(page)).toHaveText('Please enter a valid email address');

    // A fresh address each run: failed sign-ins are limited per account.
    await fillLogin(page, { email: `nobody-${randomUUID()}@example.com`, password: 'Wrong#Pass1' });
    await expect(alert(page)).toHaveText('Invalid email or password', SIGN_IN_TIMEOUT);

    await fillLogin(page, ACCOUNTS.staff);
    await expect(alert(page)).toHaveText('This account does not have admin access', SIGN_IN_TIMEOUT);
    await expect(page).toHaveURL('/admin');
    await expect(adminMenuButton(page)).toHaveCount(0);
  });

  test('an admin signs in, sees the Admin menu, and signs out', async ({ page, context }) => {
    await page.goto('/admin');
    await expect(adminMenuButton(page)).toHaveCount(0);
    await fillLogin(page, ACCOUNTS.admin);
    await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
    await expect(page.getByText('Manage transportation bookings')).toBeVisible(APP_LOAD_TIMEOUT);

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    await adminMenuButton(page).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(adminMenuButton(page)).toHaveCount(0);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('an admin already signed in goes from /admin to the dashboard, and the menu stays after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
    await page.reload();
    await expect(adminMenuButton(page)).toBeVisible();
  });

  test('a signed-out visitor of the dashboard lands on /admin, which links home', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the admin API refuses a visitor without a session', async ({ request }) => {
    const response = await request.get('/api/admin/me');
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });

  test('the login screen runs under the Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signInAsAdmin(page);
    expect(violations).toEqual([]);
  });

  for (const url of ['/admin', '/reset-password']) {
    test(`${url} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page, url);
    });
  }
});
