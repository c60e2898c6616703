/**
 * Opens the database: PGlite (Postgres compiled to WebAssembly) in DATA_DIR by default, PostgreSQL through
 * node-postgres when a connection URL is given. Both speak the same SQL, so one schema, one set of
 * migrations and one set of queries serve both (docs/decisions/002-pglite-by-default.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DATABASE_LIMITS } from '../../domain/outage';
import { lockDataDir } from './data-dir-lock';
import { readDrizzleTextTypesOnce } from './pglite-text-types';
import { makePrivateDir, makeTreePrivate } from './private-files';
import { createStatementTimes, type StatementTimes } from './statement-times';
import { timePgClientStatements, timePgliteStatements } from './statement-timing';

/**
 * The one database type the features use, whichever driver is underneath. Without the schema: the app
 * builds its queries from the tables and never uses Drizzle's relational queries (`db.query`), whose
 * builders, one per table, Drizzle would otherwise make again for every transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handed to a callback of `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** A folder, or undefined for an in-memory database (tests). */
      dataDir?: string;
      /** An in-memory database's files to start from (dumpDataDir's): the tests' migrated copy. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Database;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Answers when the database can run a query; throws otherwise. */
  ping(): Promise<void>;
  /**
   * Listens for NOTIFY on `channel`, from this process or any other on the same database. `listening`
   * says when notifications may have been missed (false: the connection was lost; true: listening again),
   * so a cache that relies on them can stop trusting itself. Answers a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * The embedded database only: a consistent copy of its whole folder as a gzipped tar, made by PGlite
   * itself between two queries: never a copy of the live files. Undefined on PostgreSQL.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the serving pool's connections in use and the requests waiting for one. */
  poolStats?: () => PoolStats;
  /** How long the statements this process sent took over the last hour, per statement class. */
  readonly statements: StatementTimes;
  close(): Promise<void>;
}

export interface PoolStats {
  inUse: number;
  waiting: number;
}

export interface NotificationHandlers {
  /** The notification's payload ('' when none: a cache only needs to know that something changed). */
  notify: (payload: string) => void;
  listening: (isListening: boolean) => void;
}

/** How long a lost listening connection to PostgreSQL waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: every server process takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 7_310_482_771;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.loadDataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    makePrivateDir(dataDir);
    unlock = lockDataDir(dataDir);
  }
  // The database files live in a subfolder so the lock file and PGlite's own files never mix.
  // pg_trgm backs the admin search's index (migration 0003 creates the extension); PGlite must load it.
  const client = new PGlite({
    ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  try {
    await client.waitReady;
    // PGlite unpacks its first files 0666 and writes a few more as it opens: the whole folder (the
    // backups, keys and erasure list inside it too) is made 0700/0600 once it is open (decision 044).
    if (dataDir) makeTreePrivate(dataDir);
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    unlock();
    throw error;
  }
  readDrizzleTextTypesOnce(client);
  const statements = createStatementTimes();
  timePgliteStatements(client, statements.record);
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    statements,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns a PGlite database: its own session sees every change, delivered after commit.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.notify(payload ?? ''));
      handlers.listening(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The serving pool's limits (docs/decisions/038): while PostgreSQL cannot be reached a call must
 * fail within seconds, never hang, so connecting and waiting for a pooled connection give up after a
 * moment (pg-pool's one timeout covers both), and every statement is stopped by the server after a few
 * seconds. Keep-alive finds a connection whose server vanished without closing it.
 */
function servingPoolOptions(url: string): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: Math.max(DATABASE_LIMITS.connectTimeoutMs, DATABASE_LIMITS.acquireTimeoutMs),
    statement_timeout: DATABASE_LIMITS.statementTimeoutMs,
    // A transaction whose client went silent must not hold its row locks (an outbox claim) for long.
    idle_in_transaction_session_timeout: DATABASE_LIMITS.statementTimeoutMs * 2,
    keepAlive: true,
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool(servingPoolOptions(url));
  const statements = createStatementTimes();
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one checked out between two statements (inside a transaction) when its server ends the session:
  // node-postgres emits that as an 'error' event, which unheard would end the process. The
  // transaction's next statement fails instead, and the pool discards the client. Each new connection's
  // statements are timed for the System page.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    timePgClientStatements(client, statements.record);
  });
  const db = drizzleNodePg({ client: pool });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    statements,
    // Migrations may rewrite a large table: a pool of their own, without the serving statement timeout.
    migrate: async () => {
      const migrationPool = new pg.Pool({ connectionString: url, max: 2 });
      migrationPool.on('error', () => {});
      const lockClient = await migrationPool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: migrationPool }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
        await migrationPool.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, handlers) => listenOnPostgres(url, channel, handlers),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * A connection of its own (LISTEN holds a session; a pooled one would be handed to queries), connected
 * again after a loss. Until it listens again `listening(false)` holds: notifications may have been missed.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: DATABASE_LIMITS.connectTimeoutMs,
      keepAlive: true,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      if (stopped) return;
      handlers.listening(false);
      retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.listening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
