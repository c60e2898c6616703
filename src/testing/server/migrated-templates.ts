/**
 * Vitest's global setup for the server tests: one migrated database of each engine, made once per run, that
 * every test database starts as a copy of (test-database.ts openTestDatabase). A new PGlite runs initdb and
 * then the migrations, about 2.4 s on this project's machine; loading a migrated copy takes 0.9 s. On
 * PostgreSQL a database made from a migrated template skips the migrations too. Each copy still runs
 * `migrate()`, which finds nothing to apply, so a copy can never be behind the migrations.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { createPostgresDatabase, dropDatabasesNamed } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite's files (dumpDataDir's, as a tar). */
    migratedPglite: string;
    /** A migrated PostgreSQL database to copy, when TEST_DATABASE_URL names a server. */
    migratedPostgres: string | null;
    /** How the names of the PostgreSQL databases the workers share begin (test-database.ts). */
    sharedDatabasePrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrated-pglite-'));
  const pglite = await openDatabase({ kind: 'pglite' });
  await pglite.migrate();
  const files = await pglite.dumpDataDir?.();
  await pglite.close();
  if (!files) throw new Error('PGlite gave no dump of its files');
  // Kept as a plain tar: each file's copy then skips the unzipping.
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, gunzipSync(Buffer.from(await files.arrayBuffer())));
  project.provide('migratedPglite', file);

  let template: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  if (process.env.TEST_DATABASE_URL) {
    template = await createPostgresDatabase();
    const postgres = await openDatabase({ kind: 'postgres', url: template.url });
    await postgres.migrate();
    // A template must have no one connected while it is copied.
    await postgres.close();
  }
  project.provide('migratedPostgres', template?.name ?? null);
  const prefix = `t_${randomBytes(3).toString('hex')}_shared_`;
  project.provide('sharedDatabasePrefix', prefix);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await template?.drop();
    if (process.env.TEST_DATABASE_URL) await dropDatabasesNamed(process.env.TEST_DATABASE_URL, prefix);
  };
}
