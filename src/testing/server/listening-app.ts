/**
 * Another server on a test's database, listening on a port of its own (for what `inject` cannot do: an
 * EventSource-like client reading a stream over HTTP). On PostgreSQL it has a pool of its own, as a
 * second server process would; on PGlite it shares the one handle (the embedded database is one process's).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { type DatabaseHandle, openDatabase, queryRows } from '../../server/db/client';
import { testConfig } from './test-app';
import { testDatabaseUrl } from './test-database';

export interface ListeningApp {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

export async function listeningApp(
  database: DatabaseHandle,
  options: { now: () => Date; config?: Partial<Config> },
): Promise<ListeningApp> {
  let handle = database;
  if (database.kind === 'postgres') {
    const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${row?.name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  }
  const app = await buildApp(
    { config: testConfig(options.config), database: handle, now: options.now },
    { logger: false },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let closed: Promise<void> | undefined;
  return {
    app,
    url,
    close: () => {
      closed ??= (async () => {
        await app.close();
        if (handle !== database) await handle.close();
      })();
      return closed;
    },
  };
}
