import { randomUUID } from 'node:crypto';
import { ACCOUNTS, fillLogin, SIGN_IN_TIMEOUT, SUPPORT_EMAIL } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

const NEW_PASSWORD = 'Sunset#Bacalar29';

test.describe('password reset', () => {
  // Several sign-ins per test, each a scrypt on the server.
  test.describe.configure({ timeout: 60_000 });

  test('an unknown address gets the same answer and no e-mail', async ({ page, inbox }) => {
    const address = 'nobody-here@example.com';
    await page.goto('/admin');
    await page.getByRole('main').getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
    );
    // The outbox sends in the order mail was queued: once a contact message sent after the request has
    // reached support, a reset mail queued before it would have arrived too.
    const marker = `Marker ${randomUUID().slice(0, 8)}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: marker,
        email: 'marker@example.com',
        message: 'Sent after a forgot-password',
        website: '',
      },
    });
    expect(sent.status()).toBe(201);
    await inbox.waitFor(SUPPORT_EMAIL, new RegExp(marker));
    expect(inbox.to(address)).toEqual([]);
  });

  test('an admin resets the password from the e-mailed link, once', async ({ page, inbox }) => {
    const account = ACCOUNTS.resetAdmin;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('status')).toContainText('Password reset instructions have been sent');

    const mail = await inbox.waitFor(account.email, /reset your password/);
    const href = mail.text.match(/http:\/\/\S+\/reset-password#\S+/)?.[0];
    expect(href).toMatch(/#access_token=[\w-]+&refresh_token=[\w-]+&type=recovery$/);
    const link = new URL(href ?? '');

    // The page's timers run on a clock the test can move on (three seconds before the sign-in page).
    await page.clock.install();
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByLabel('New Password')).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectNoSeriousAxeViolations(page, 'Reset Password');

    await page.getByLabel('New Password').fill('weakpass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must contain at least one uppercase letter');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful!')).toBeVisible(SIGN_IN_TIMEOUT);
    await expect(page.getByText('Redirecting to login page...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Password Reset!' })).toBeDisabled();
    await expect(page.getByLabel('New Password')).toBeDisabled();
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL('/admin');

    await fillLogin(page, account);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password', SIGN_IN_TIMEOUT);
    await fillLogin(page, { email: account.email, password: NEW_PASSWORD });
    await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);

    // The same link a second time.
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired password reset link');
  });

  test('a link without its tokens is refused without asking the server', async ({ page }) => {
    await page.goto('/reset-password#access_token=abc&type=recovery');
    await expect(page.getByRole('alert')).toHaveText('Invalid password reset link');
  });
});
