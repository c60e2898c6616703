import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The System page in the browser, on the shared e2e server: reached from the Admin menu, one card per
 * part with its status in words, this server in the Servers table with its heartbeat, the scheduler's
 * jobs, 'Retry Failed E-mails', and no serious accessibility violation. Each part's Problem (an unreachable
 * SMTP server, a failing job, a silent server, an old backup) is the server tests' (src/server/system),
 * on both engines; the dashboard's banner is admin-system-banner.spec.ts's, on a server of its own.
 */
const PARTS = [
  'Servers',
  'Database',
  'E-mail',
  'Messages',
  'Scheduler',
  'Payments',
  'Flight feed',
  'Backups',
  'Live board',
];

test('shows every part of the running site with its status, and retries failed e-mails', async ({
  signedInAdmin: page,
}) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL('/admin/system');
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();

  for (const name of PARTS) {
    const card = page.getByRole('region', { name, exact: true });
    await expect(card.getByText(/^(OK|Warning|Problem)$/)).toBeVisible();
  }
  // This server, beating: one running row at least.
  const servers = page.getByRole('table', { name: 'Servers' });
  await expect(servers.getByRole('row').filter({ hasText: 'Running' }).first()).toBeVisible();
  // The scheduler's first pass runs at start: its jobs are listed.
  await expect(page.getByRole('table', { name: 'Scheduled jobs' }).getByText('Nightly backup')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Database' })).toContainText('PGlite (embedded)');
  await expectNoSeriousAxeViolations(page, 'the System page');

  await page.getByRole('button', { name: 'Retry Failed E-mails' }).click();
  await expect(page.getByText(/^\d+ e-mails? queued again\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the System page after Retry Failed E-mails');
});
