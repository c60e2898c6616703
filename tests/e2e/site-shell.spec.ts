import { expect, test } from '@playwright/test';

test.describe('the site shell', () => {
  test('every page has the header and the footer with its legal links', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Cancun Private Transfers/ }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('an unknown path answers 404 and shows Page Not Found with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText("Oops! It seems the destination you're looking for doesn't exist."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
  });

  test('the footer links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
  });

  test('the page runs under the Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
