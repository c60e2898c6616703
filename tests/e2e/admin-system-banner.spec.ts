import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { signInAsAdmin } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { expect } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * The dashboard's banner while a part of the site is a Problem, on a server of its own: before it starts,
 * its database is given the heartbeat of another server that fell silent ten minutes ago (a crashed
 * process; nothing a request can make). The admin's dashboard then says so in one line that leads to the
 * System page, where the Servers card is a Problem with what to do; neither has a serious axe finding.
 */
const test = testOnOwnServer({}, async (dataDir) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const silentSince = new Date(Date.now() - 10 * 60_000);
    await database.db.execute(sql`
      insert into server_heartbeats (server_id, host, pid, version, started_at, last_seen_at)
      values ('crashed-host:4242:a1b2c3', 'crashed-host', 4242, 'unknown',
        ${new Date(silentSince.getTime() - 60 * 60_000)}, ${silentSince})`);
  } finally {
    await database.close();
  }
});

test('shows a Problem on the dashboard in one line, and the System page says what to do', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page).toHaveURL('/admin/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Open System' });
  await expect(banner).toContainText('A server on crashed-host has been silent for');
  await expectNoSeriousAxeViolations(page, 'the dashboard with the Problem banner');

  await banner.getByRole('link', { name: 'Open System' }).click();
  await expect(page).toHaveURL('/admin/system');
  const servers = page.getByRole('region', { name: 'Servers', exact: true });
  await expect(servers.getByText('Problem', { exact: true })).toBeVisible();
  await expect(servers).toContainText('check that it is running, or ignore it if it was removed');
  await expectNoSeriousAxeViolations(page, 'the System page with a silent server');
});
