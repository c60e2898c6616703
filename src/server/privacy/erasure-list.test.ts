/**
 * 'Erase Personal Data' on the embedded database writes the erasure to the list kept outside the backups
 * (DATA_DIR/erasures.log, 0600; decision 044), so a restore can erase again: when, by whom, the request as
 * typed and the erased bookings. A refused erasure writes nothing; on PostgreSQL, whose backups are the
 * database service's, there is no list.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { erasureLogFile } from '../backups';

const DAY = 24 * 3600_000;
const ANA = { email: 'Ana@Example.com', lastName: 'lópez <b>&"</script> 🚐' };

describe.each(TEST_ENGINES)('the list of erasures on %s', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erasure-list-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const list = erasureLogFile(dataDir);
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW, config: { dataDir } });
  beforeEach(() => rmSync(list, { force: true }));

  async function erase() {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    return app().inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      // Confirmed by the e-mail typed out, as the page asks.
      payload: { ...ANA, confirmation: ANA.email },
    });
  }

  it(
    engine === 'pglite'
      ? 'holds each erasure: when, by whom, the request and the erased bookings'
      : 'is not kept: the database service backs PostgreSQL up',
    async () => {
      const id = await insertBooking(database(), {
        lastName: ANA.lastName,
        flightDateTime: new Date(NOW.getTime() - 10 * DAY),
      });
      const erased = await erase();
      expect(erased.statusCode, erased.body).toBe(200);
      if (engine === 'postgres') {
        expect(existsSync(list)).toBe(false);
        return;
      }
      const lines = readFileSync(list, 'utf8').trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        { at: NOW.toISOString(), by: 'admin@example.com', query: ANA, bookingIds: [id] },
      ]);
      expect(statSync(list).mode & 0o777).toBe(0o600);
    },
  );

  it('holds no refused erasure', async () => {
    await insertBooking(database(), {
      lastName: ANA.lastName,
      flightDateTime: new Date(NOW.getTime() + DAY),
      status: 'paid',
    });
    expect((await erase()).statusCode).toBe(409);
    expect(existsSync(list)).toBe(false);
  });
});
