import { expect, type Page } from '@playwright/test';

/** The accounts playwright.config.ts gives the e2e server. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

export const ACCOUNTS = {
  admin: { email: required('ADMIN_EMAIL'), password: required('ADMIN_PASSWORD') },
  staff: { email: required('E2E_STAFF_EMAIL'), password: required('E2E_STAFF_PASSWORD') },
  /** Only the reset journey uses this one: it changes its password. */
  resetAdmin: { email: required('E2E_RESET_ADMIN_EMAIL'), password: required('E2E_RESET_ADMIN_PASSWORD') },
};

/** The traveller whose ride is over when the e2e server starts (scripts/e2e-past-ride.mjs). */
export const PAST_RIDE = {
  email: required('E2E_PAST_RIDE_EMAIL'),
  lastName: required('E2E_PAST_RIDE_LAST_NAME'),
};

/** The traveller whose ride is over, for the Personal Data journey to erase (scripts/e2e-past-ride.mjs). */
export const ERASABLE = {
  email: required('E2E_ERASABLE_EMAIL'),
  lastName: required('E2E_ERASABLE_LAST_NAME'),
};

/** The e2e server's support inbox (SUPPORT_EMAIL): where contact-form messages go. */
export const SUPPORT_EMAIL = required('SUPPORT_EMAIL');

/** A sign-in runs scrypt at OWASP strength on the server: under a parallel test load it takes seconds. */
export const SIGN_IN_TIMEOUT = { timeout: 20_000 };

/**
 * The dashboard's first screen after a full load: since the admin login is a light page, a
 * sign-in ends in a document load of the single-page app (some 80 chunks, then the session and the lists),
 * which under a parallel test load takes longer than the 5 s a screen already loaded gets.
 */
export const APP_LOAD_TIMEOUT = { timeout: 15_000 };

export async function fillLogin(page: Page, credentials: { email: string; password: string }) {
  await page.getByRole('main').getByLabel('Email').fill(credentials.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page, credentials = ACCOUNTS.admin) {
  await page.goto('/admin');
  await fillLogin(page, credentials);
  await expect(page).toHaveURL('/admin/dashboard', SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(
    APP_LOAD_TIMEOUT,
  );
}
