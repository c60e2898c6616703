/**
 * Real databases for server tests: an in-memory PGlite always, and PostgreSQL when TEST_DATABASE_URL is
 * set. The describe blocks of a worker share one database of each engine, a copy of the run's migrated one
 * (migrated-templates.ts), emptied before each block and each test; a block that migrates or reads the
 * engine's statistics has a copy of its own (PostgreSQL: created on that server and dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../server/db/client';
import * as dispatchSchema from '../../server/db/dispatch-schema';
import * as landingSchema from '../../server/db/landing-schema';
import * as messagingSchema from '../../server/db/messaging-schema';
import * as schema from '../../server/db/schema';
import * as systemSchema from '../../server/db/system-schema';
import { sqlStateOf } from '../../server/db/unique-violation';
import { seedDefaultPricesIfEmpty } from '../../server/prices/prices.queries';
import { IN_CI } from '../ci';

export type TestEngine = 'pglite' | 'postgres';

/**
 * The engines this run covers: PGlite, plus PostgreSQL when TEST_DATABASE_URL names a server. Under CI
 * (CI=true) the PostgreSQL half always runs, so without TEST_DATABASE_URL it fails with that reason
 * instead of being left out of a green run.
 */
export const TEST_ENGINES: TestEngine[] =
  process.env.TEST_DATABASE_URL || IN_CI ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Suites about HTTP alone (the app's wiring, origins, proxies, the request log, the admin guard, answers
 * from memory): the engine under them changes nothing they check, so they run on PGlite alone. Everything
 * that reads or writes SQL for what it checks runs on both engines.
 */
const HTTP_ONLY_SUITES = new Set([
  'src/server/app.test.ts',
  'src/server/http/csrf.test.ts',
  'src/server/http/trust-proxy.test.ts',
  'src/server/http/request-log.test.ts',
  'src/server/admin/admin-guard.test.ts',
  'src/server/http/memory-answers.test.ts',
]);

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The engines a test file runs on (`import.meta.url` names it): PGlite alone for an HTTP-only suite. */
export function testEnginesOf(fileUrl: string): TestEngine[] {
  const file = path.relative(REPOSITORY_ROOT, fileURLToPath(fileUrl)).split(path.sep).join('/');
  return HTTP_ONLY_SUITES.has(file) ? ['pglite'] : TEST_ENGINES;
}

/** TEST_DATABASE_URL, or the reason there is none (under CI: the PostgreSQL tests cannot be skipped). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  throw new Error(
    'CI=true but TEST_DATABASE_URL is unset: the PostgreSQL tests need a server (.ci/run starts one and sets it)',
  );
}

/** Every table of the schema, read from it: a table added there is emptied between tests without a word here. */
const TABLES = (
  [
    ...Object.values(schema),
    ...Object.values(dispatchSchema),
    ...Object.values(landingSchema),
    ...Object.values(systemSchema),
    ...Object.values(messagingSchema),
  ] as unknown[]
)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

/**
 * A new, empty database on TEST_DATABASE_URL's server (or on the one `adminUrl` names: a test's own server);
 * `drop` removes it (whoever is still connected).
 */
export async function createPostgresDatabase(
  adminUrl = testDatabaseUrl(),
  template?: string,
  commits: 'durable' | 'unwaited' = 'durable',
  prefix = 't_',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  // A database a test throws away: its commits do not wait for the WAL to reach the disk (a crash
  // could lose the last few, never corrupt). Set on this database alone, never on the server.
  if (commits === 'unwaited') await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Drops every database on `adminUrl`'s server whose name begins with `prefix` (whoever is connected). */
export async function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** The migrated PGlite's files, read once per worker (42 MB: 50 ms a read here). */
let migratedPgliteFiles: { file: string; blob: Blob } | undefined;

/**
 * The migrated databases the run's global setup made (migrated-templates.ts), to start each file's database
 * from; none outside Vitest (the bench) or in a project without that setup, which then migrates its own.
 */
function migratedCopies(): { pglite: Blob; postgres: string | undefined } | undefined {
  let file: string | undefined;
  let postgres: string | null = null;
  try {
    file = inject('migratedPglite');
    postgres = inject('migratedPostgres');
  } catch {
    return undefined;
  }
  if (!file) return undefined;
  if (migratedPgliteFiles?.file !== file) {
    migratedPgliteFiles = { file, blob: new Blob([readFileSync(file)], { type: 'application/x-tar' }) };
  }
  return { pglite: migratedPgliteFiles.blob, postgres: postgres ?? undefined };
}

/**
 * Opens a migrated database of the given engine; `dispose` closes (and on PostgreSQL drops) it. A
 * PostgreSQL database's name starts with `prefix`.
 */
export async function openTestDatabase(
  engine: TestEngine,
  prefix?: string,
): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const migrated = migratedCopies();
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: migrated?.pglite });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  // Under Vitest the database is a test's to throw away; the bench keeps durable commits, which it times.
  const created = await createPostgresDatabase(
    undefined,
    migrated?.postgres,
    process.env.VITEST ? 'unwaited' : 'durable',
    prefix,
  );
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Empties every table a test wrote to, restarts every used sequence of the app's schema (not the
 * migrations' own) and seeds the spec's prices again, so each test starts from a new install
 * (src/server/db/test-reset.test.ts). One round trip, and only the tables holding rows are truncated: the
 * truncate fires the triggers that clear the sums and counts kept beside them and cascades to the tables
 * that refer to them, but it swaps each table's and index's files, 200 ms per test for all of them on
 * PostgreSQL here, 16 ms for the few a test writes. `limit_counters` is always truncated: its trigger also
 * clears the counters a server keeps in memory.
 */
const WRITTEN_TABLES = TABLES.filter((table) => table !== 'limit_counters')
  .map((table) => `select '${table}' as name where exists (select from "${table}")`)
  .join(' union all ');
const RESET_STATEMENT = `do $reset$
declare
  written text;
begin
  select string_agg(format('%I', name), ', ') into written
    from (${WRITTEN_TABLES} union all select 'limit_counters') as tables;
  execute 'truncate table ' || written || ' cascade';
  perform setval(format('%I.%I', schemaname, sequencename), start_value, false)
    from pg_sequences where schemaname = 'public' and last_value is not null;
end
$reset$`;

/**
 * A server a test keeps running (a board checking its streams' sessions every 25 ms, a worker) may read two
 * tables in the other order from the truncate's: PostgreSQL then ends one of the two with a deadlock, and
 * when it ends the reset, the reset runs again (the server's side retries on its own next tick).
 */
const RESET_TRIES = 5;
const DEADLOCK = '40P01';

export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute(sql.raw(RESET_STATEMENT));
      break;
    } catch (error) {
      if (attempt >= RESET_TRIES || sqlStateOf(error) !== DEADLOCK) throw error;
    }
  }
  await seedDefaultPricesIfEmpty(database.db);
}

/**
 * The schema as the migrations left it, as one digest: every constraint, trigger, function, relation,
 * column and index of the app's schema with its definition. A block that shares the worker's database must
 * leave it as it found it: running a migration again, say, brings back an older definition of a constraint
 * under the same name, and a later file then fails far from the cause (decision 066).
 */
const SCHEMA_DIGEST = `select md5(string_agg(part, E'\\n' order by part)) as digest from (
  select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as part
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'trigger ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid)
    from pg_trigger where not tgisinternal
  union all select 'function ' || oid::regprocedure::text || ' ' || md5(prosrc)
    from pg_proc where pronamespace = 'public'::regnamespace
  union all select 'relation ' || relname || ' ' || relkind::text
    from pg_class where relnamespace = 'public'::regnamespace
  union all select 'column ' || attrelid::regclass::text || ' ' || attname || ' ' || format_type(atttypid, atttypmod)
      || ' ' || attnotnull::text || ' ' || coalesce(pg_get_expr(adbin, adrelid), '')
    from pg_attribute join pg_class on pg_class.oid = attrelid
      left join pg_attrdef on adrelid = attrelid and adnum = attnum
    where relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped
) as parts`;

async function schemaDigest(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(database.db, sql.raw(SCHEMA_DIGEST));
  return row?.digest ?? '';
}

interface SharedDatabase {
  database: DatabaseHandle;
  /** The schema's digest as the copy was opened. */
  digest: string;
  dispose: () => Promise<void>;
}

/**
 * The database of each engine a worker's blocks share (decision 066), kept from file to file (the server
 * project does not isolate its files): a block's own copy took 0.9 s to load on PGlite and 0.5 s to create
 * and 0.1 s to drop on PostgreSQL, in a run on two cores. Each block gets it emptied, as each test does.
 */
const shared = new Map<TestEngine, SharedDatabase>();

async function sharedDatabase(engine: TestEngine): Promise<SharedDatabase> {
  let copy = shared.get(engine);
  if (!copy) {
    // A worker ends without a word to its files: the run's global setup drops what it leaves by this name.
    const opened = await openTestDatabase(engine, inject('sharedDatabasePrefix'));
    copy = { ...opened, digest: await schemaDigest(opened.database) };
    shared.set(engine, copy);
  }
  await copy.database.db.execute(sql`unlisten *`);
  await resetDatabase(copy.database);
  return copy;
}

/** The end of a block on the shared database: refused, and the copy thrown away, if its schema changed. */
async function handBack(engine: TestEngine, copy: SharedDatabase): Promise<void> {
  if ((await schemaDigest(copy.database)) === copy.digest) return;
  shared.delete(engine);
  await copy.dispose();
  throw new Error(
    'this block changed the schema of the database it shares with other files and did not change it back: ' +
      'give it one of its own (useTestDatabase(engine, { own: true }))',
  );
}

/**
 * Inside a describe block: the database for the block, emptied before each test. The returned getter is
 * valid inside tests and hooks. Blocks share their worker's database; `own` gives a block a copy of its
 * own, for a block that migrates or reads what the engine gathers as it runs (its statistics).
 */
export function useTestDatabase(engine: TestEngine, options: { own?: boolean } = {}): () => DatabaseHandle {
  let handle: { database: DatabaseHandle; dispose: () => Promise<void> } | undefined;
  let copy: SharedDatabase | undefined;
  beforeAll(async () => {
    if (options.own) {
      handle = await openTestDatabase(engine);
    } else {
      copy = await sharedDatabase(engine);
      handle = copy;
    }
  });
  beforeEach(async () => {
    if (handle) await resetDatabase(handle.database);
  });
  afterAll(async () => {
    if (copy) await handBack(engine, copy);
    else await handle?.dispose();
  });
  return () => {
    if (!handle) throw new Error('the test database is not open yet');
    return handle.database;
  };
}
