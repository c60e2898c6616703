import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs every axe-core rule on the page as it is now and answers its serious and critical violations, each
 * with the nodes it names. Only violations are gathered node by node (`resultTypes`): every rule still
 * runs on every node, but the passes are not collected, which took most of axe's time on the admin screens.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Runs axe-core on the page as it is now; fails on a serious or critical violation, naming its nodes. */
export async function expectNoSeriousAxeViolations(page: Page, state: string) {
  expect(await seriousAxeViolations(page), `axe-core on ${state}`).toEqual([]);
}
