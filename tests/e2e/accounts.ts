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

export async function fillLogin(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page, credentials = ACCOUNTS.admin) {
  await page.goto('/admin');
  await fillLogin(page, credentials);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}
