/**
 * The migration secrets_out_of_kept_mail on an outbox written before it: the rows whose mail
 * carries a secret link are flagged, and those already sent lose their bodies; the rest stay as they were.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { BODY_NOT_KEPT } from './outbox';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));
/** Its name without its number, which a merge may change. */
const THIS_MIGRATION = /^\d+_secrets_out_of_kept_mail$/;

/** A copy of the committed migrations that stops before this one. */
function migrationsBeforeThisOne(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => THIS_MIGRATION.test(entry.tag));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the migration that keeps no secret link in the outbox', () => {
  let database: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await database?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('flags the rows with a secret link and empties those already sent', async () => {
    database = await openDatabase({ kind: 'pglite' });
    folder = migrationsBeforeThisOne();
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    const rows: Array<[kind: string, status: string, text: string]> = [
      [
        'account-invitation',
        'sent',
        'Set your password: https://x.example/reset-password#access_token=a1&refresh_token=r1',
      ],
      [
        'payment-received',
        'sent',
        'Change or cancel your booking: https://x.example/manage-booking/K7M2Q9XH4T?token=m1',
      ],
      ['feedback-request', 'failed', '1 star: https://x.example/feedback/f1?rating=1'],
      [
        'driver-details',
        'pending',
        'Change or cancel your booking: https://x.example/manage-booking/K7M2Q9XH4T?token=m2',
      ],
      ['cancellation', 'sent', 'Change or cancel your booking: https://x.example/manage-booking/K7M2Q9XH4T'],
      ['contact-message', 'sent', 'Do you have baby chairs?'],
    ];
    for (const [kind, status, text] of rows) {
      await database.db.execute(sql`
        insert into emails (kind, to_address, subject, text_body, html_body, status)
        values (${kind}, 'ana@example.com', ${`About ${kind}`}, ${text}, ${`<p>${text}</p>`}, ${status})`);
    }

    await database.migrate();

    const after = await queryRows<{
      kind: string;
      carries_secret: boolean;
      text_body: string;
      html_body: string;
    }>(
      database.db,
      sql`select kind, carries_secret, text_body, html_body from emails order by created_at, kind`,
    );
    const byKind = Object.fromEntries(after.map((row) => [row.kind, row]));
    for (const kind of ['account-invitation', 'payment-received']) {
      expect(byKind[kind]).toEqual({
        kind,
        carries_secret: true,
        text_body: BODY_NOT_KEPT,
        html_body: BODY_NOT_KEPT,
      });
    }
    // Still to be sent (a failed one by an operator's retry): each keeps its link until it is.
    expect(byKind['feedback-request']).toMatchObject({ carries_secret: true, text_body: rows[2]?.[2] });
    expect(byKind['driver-details']).toMatchObject({ carries_secret: true, text_body: rows[3]?.[2] });
    expect(byKind.cancellation).toMatchObject({ carries_secret: false, text_body: rows[4]?.[2] });
    expect(byKind['contact-message']).toMatchObject({
      carries_secret: false,
      text_body: 'Do you have baby chairs?',
    });
  });
});
