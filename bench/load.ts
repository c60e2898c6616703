/**
 * The load case: three server processes (src/server/main.ts) on one fresh PostgreSQL database, driven by
 * autocannon on the booking, lookup and price calls, each call for a while on all three at once; and, in
 * the same run and the same way, a bare node:http hello world, whose throughput is the ratio's denominator
 * (what this machine can do at all while the bench runs). Every request comes through one trusted proxy
 * hop from one of 10,000 client addresses, so the per-address limits count as they would for real
 * traffic (and never refuse it: the limits are raised out of the way).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { arrivalRequest } from '../src/testing/server/booking-fixtures';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../src/testing/server/server-process';
import { createPostgresDatabase } from '../src/testing/server/test-database';
import { BENCH_SERVER_ENV, bookLookedUpTransfer, inAMonth, LOOKED_UP } from './bench-server';
import { type BenchCall, fireCannon, ms, startHelloWorld } from './cannon';

const SERVER_PORTS = [3641, 3642, 3643];
const HELLO_PORT = 3644;
const CONNECTIONS_PER_TARGET = 10;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;

type Case = BenchCall & { name: string };

const CASES: Case[] = [
  { name: 'GET /api/prices', method: 'GET', path: '/api/prices' },
  {
    name: 'POST /api/bookings/lookup',
    method: 'POST',
    path: '/api/bookings/lookup',
    body: JSON.stringify(LOOKED_UP),
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: '/api/bookings',
    body: JSON.stringify(arrivalRequest({ flightDate: inAMonth })),
    perRequest: () => ({ 'idempotency-key': randomUUID() }),
  },
];

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

/** One autocannon per target at once, for `seconds`; latencies from every response of all of them. */
async function cannonade(targets: string[], call: BenchCall, seconds: number): Promise<Figures> {
  const samples: number[] = [];
  const results = await Promise.all(
    targets.map((target) =>
      fireCannon(target, call, {
        connections: CONNECTIONS_PER_TARGET,
        seconds,
        onResponse: (milliseconds) => samples.push(milliseconds),
      }),
    ),
  );
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  const duration = Math.max(...results.map((result) => result.duration));
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result['2xx'], 0) / duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    failures: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

async function measureCall(targets: string[], call: BenchCall): Promise<Figures> {
  await cannonade(targets, call, WARM_UP_SECONDS);
  return cannonade(targets, call, SECONDS);
}

export async function benchLoad(): Promise<void> {
  const database = await createPostgresDatabase();
  const servers: ServerProcess[] = SERVER_PORTS.map((port) =>
    startServerProcess({
      port,
      env: { DATABASE_URL: database.url, ...BENCH_SERVER_ENV },
    }),
  );
  let hello: ChildProcess | undefined;
  try {
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    hello = await startHelloWorld(HELLO_PORT);
    const targets = servers.map((server) => server.url);
    await bookLookedUpTransfer(targets[0] ?? '');

    console.log(
      `\nload: 3 servers on one PostgreSQL, autocannon with ${CONNECTIONS_PER_TARGET} connections to each for ${SECONDS} s per call (after ${WARM_UP_SECONDS} s of warm-up)`,
    );
    const helloFigures = await measureCall(
      targets.map(() => `http://127.0.0.1:${HELLO_PORT}`),
      { method: 'GET', path: '/' },
    );
    for (const call of CASES) {
      const figures = await measureCall(targets, call);
      console.log(
        `${call.name.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
          `${(figures.requestsPerSecond / helloFigures.requestsPerSecond).toFixed(3)} of hello world  failed ${figures.failures}`,
      );
    }
    console.log(
      `${'node:http hello world (1 proc)'.padEnd(30)} ${helloFigures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(helloFigures.p50)}  p95 ${ms(helloFigures.p95)}  p99 ${ms(helloFigures.p99)}  (the denominator)`,
    );
  } finally {
    hello?.kill('SIGTERM');
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  }
}
