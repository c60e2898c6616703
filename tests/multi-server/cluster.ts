/**
 * Three real server processes on one fresh PostgreSQL database (scripts/cluster-server.mjs, in Stripe mode
 * against a Stripe stand-in run here), one real SMTP server that counts what they send, and a client that
 * spreads calls over them and, like a load balancer, tries the next server when one does not answer.
 */
import type { DatabaseHandle } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/client';
import { bounded } from '../../src/testing/bounded';
import {
  type ServerProcess,
  startServerProcess,
  waitUntilReady,
} from '../../src/testing/server/server-process';
import { type SmtpInbox, startSmtpInbox } from '../../src/testing/server/smtp-inbox';
import { createPostgresDatabase } from '../../src/testing/server/test-database';
import { type StripeStandIn, startStripeStandIn } from '../../src/testing/stripe-stand-in/stripe-stand-in';

export const ADMIN = { email: 'ops@example.com', password: 'Sunny#Cancun26' };
/** How long a server may take to start answering /api/health/ready (a loaded machine starts slowly). */
const START_MS = 120_000;
/** How long a call may go round the servers before one answers it (a server may be restarting). */
const ANY_SERVER_MS = 60_000;
export const WEBHOOK_SECRET = 'whsec_multi_server';

export interface Cluster {
  /** The test's own connection to the servers' database. */
  database: DatabaseHandle;
  /** The name of that database. */
  databaseName: string;
  inbox: SmtpInbox;
  stripe: StripeStandIn;
  servers: ServerProcess[];
  /** Starts (or starts again) the server of that index on its port, and waits until it listens. */
  start(index: number): Promise<ServerProcess>;
  close(): Promise<void>;
}

export async function startCluster(options: {
  ports: number[];
  env: Record<string, string>;
  /** Runs on the migrated database before any server starts (bookings the schedulers will find due). */
  beforeStart: (database: DatabaseHandle) => Promise<void>;
  /** The server to make the database on: TEST_DATABASE_URL's unless the test runs one of its own. */
  adminUrl?: string;
}): Promise<Cluster> {
  const created = await createPostgresDatabase(options.adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  await database.migrate();
  await options.beforeStart(database);
  const inbox = await startSmtpInbox();
  const stripe = await startStripeStandIn();
  const servers: ServerProcess[] = [];

  const start = async (index: number) => {
    const port = options.ports[index] ?? 0;
    const server = startServerProcess({
      port,
      script: 'scripts/cluster-server.mjs',
      env: {
        DATABASE_URL: created.url,
        SMTP_URL: inbox.url,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_multi_server',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The test plays every client from 127.0.0.1 through one trusted hop, X-Forwarded-For naming it.
        TRUST_PROXY: '1',
        // One public address for all, as behind a load balancer: the links and the checkout a server asks
        // Stripe for are the same whichever server makes them, so a checkout retried on another server
        // after a crash replays the first one's idempotent request instead of being refused as different.
        PUBLIC_URL: 'http://transfers.test',
        SHUTDOWN_GRACE_SECONDS: '60',
        ...options.env,
      },
    });
    servers[index] = server;
    await waitUntilReady(server, { ms: START_MS });
    return server;
  };

  try {
    await Promise.all(options.ports.map((_, index) => start(index)));
  } catch (error) {
    for (const server of servers) server?.kill('SIGKILL');
    throw error;
  }

  return {
    database,
    databaseName: new URL(created.url).pathname.slice(1),
    inbox,
    stripe,
    servers,
    start,
    close: async () => {
      for (const server of servers) server.kill('SIGKILL');
      await bounded(
        Promise.all(servers.map((server) => server.exited)),
        30_000,
        'the servers killed to exit',
      );
      await database.close();
      await stripe.close();
      await inbox.stop();
      await created.drop();
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
  /** The server that answered. */
  server: number;
  /** How many servers callAnyServer tried before this one answered. */
  retries?: number;
}

/**
 * One call to the server of that index, answered as status and JSON body; throws when the server cannot
 * be reached or drops the connection.
 */
export async function call(
  cluster: Cluster,
  server: number,
  request: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const target = cluster.servers[server];
  if (!target) throw new Error(`no server ${server}`);
  const response = await fetch(`${target.url}${request.path}`, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
    },
    ...(request.body === undefined
      ? {}
      : { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body, server };
}

/**
 * A call as a load balancer makes it: to the server of that index, and when it cannot be reached, drops
 * the connection or answers 503 (draining), to the next one, until one answers; after a minute of that
 * it fails, naming the call and what each server last did. A retried booking carries the same
 * Idempotency-Key, so it is still one booking.
 */
export async function callAnyServer(
  cluster: Cluster,
  first: number,
  request: Parameters<typeof call>[2],
): Promise<Answer> {
  const count = cluster.servers.length;
  const deadline = Date.now() + ANY_SERVER_MS;
  const last = new Map<number, string>();
  for (let attempt = 0; ; attempt += 1) {
    const server = (first + attempt) % count;
    try {
      const answer = await call(cluster, server, request);
      if (answer.status !== 503) return { ...answer, retries: attempt };
      last.set(server, 'answered 503');
    } catch (error) {
      // Not reachable or connection dropped: the next server.
      last.set(server, String((error as Error).cause ?? error));
    }
    if (attempt % count === count - 1) {
      if (Date.now() > deadline) {
        const seen = [...last.entries()].map(([index, what]) => `server ${index}: ${what}`).join('; ');
        throw new Error(
          `no server answered ${request.method ?? 'the call to'} ${request.path} in ${ANY_SERVER_MS / 1000} s (${seen})`,
        );
      }
      // Every server tried once: wait a moment before going round again (one may be starting).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs `work` for every item, `concurrency` at a time; answers the results in order. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= items.length) return;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
