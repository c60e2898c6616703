import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const url of ['/', '/terms', '/privacy', '/no-such-page']) {
      test(`${url} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page, url);
      });
    }
  });
}
