import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/web/shared/bootIds';

/** True once the page is hydrated, on React or on Preact (the app marks <html>). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
}

/**
 * Waits for the page's script to have taken the page over. A quiet network alone is no sign of it: a page
 * of islands asks for its script only after its first paint (docs/decisions/041), which on a busy machine
 * comes after half a second of quiet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
}
