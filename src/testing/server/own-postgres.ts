/**
 * A PostgreSQL server of the test's own, for tests that stop it or cut its connections: made
 * with Debian's PostgreSQL binaries (initdb, pg_ctl) in a temporary folder, listening on a free port of
 * 127.0.0.1 only. The machine's shared server is never touched. PostgreSQL refuses to run as root, so as
 * root the commands run as the `postgres` user, who then owns the folder.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine has the binaries the own server is made with. */
export function canRunOwnPostgres(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb')) && existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: its maintenance database, as TEST_DATABASE_URL is. */
  adminUrl: string;
  /** Stops the server (fast: sessions are ended, as a managed database's restart does); waits until down. */
  stop(): Promise<void>;
  /** Starts it again on the same port; waits until it accepts connections. */
  start(): Promise<void>;
  /** Terminates every session on `database` but the caller's; answers how many it ended. */
  terminateSessions(database: string): Promise<number>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'own-postgres-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  // Every command has a limit, so a server that does not come up fails the test with its log.
  const pgCommand = async (name: string, args: string[], timeoutMs = 60_000) => {
    const binary = path.join(POSTGRES_BIN, name);
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    try {
      await run(file, fileArgs, { timeout: timeoutMs });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`${name} ${args.join(' ')} failed: ${(error as Error).message}\n${log}`);
    }
  };
  await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    pgCommand('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  const stop = () => pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    start,
    stop,
    terminateSessions: async (database) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const result = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return result.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      await stop().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
