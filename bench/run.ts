/**
 * `npm run bench`: the performance figures the issues name, as percentiles, on PGlite and (when
 * TEST_DATABASE_URL is set) on PostgreSQL. Requests go through the real app with `inject`; the dashboard's
 * list is timed through the service its endpoint calls, on 100,000 seeded bookings; the limits' counter
 * directly. With PostgreSQL, a load case drives three server processes on one database (load.ts), and the
 * live case times a provider's mark on one server to the event on another's open board (live-board.ts), and the
 * outbox case drains the message and e-mail outboxes with three workers (outbox.ts).
 * First, the speed case (speed.ts): one built server against a bare node:http hello world, and booking latency.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/client';
import { openTestDatabase, resetDatabase, TEST_ENGINES } from '../src/testing/server/test-database';
import { benchBoard } from './board';
import { benchCounters } from './counters';
import { ATTENTION_NOW, benchDashboard, DASHBOARD_TARGETS } from './dashboard';
import { benchLiveBoard, LIVE_TARGET } from './live-board';
import { benchLoad } from './load';
import { benchMetrics } from './metrics';
import { benchOutbox } from './outbox';
import { measure, printRow } from './percentiles';
import { benchReports, REPORT_TARGET } from './reports';
import { seedBookings, withoutStatementTimeout } from './seed-bookings';
import { seedDispatch } from './seed-dispatch';
import { benchSpeed } from './speed';
import { benchWritePath } from './write-path';

const ITERATIONS = 500;
const BOOKINGS = 100_000;
const DASHBOARD_ITERATIONS = 200;
const COUNTER_ITERATIONS = 2000;
/**
 * Each of the four writes of the write-path case, after a warm-up. 400, not 200: a p95 of 200 is the 10th
 * slowest, and one collector's pause more or less moved the booking's ratio by up to 1x between runs.
 */
const WRITE_ITERATIONS = Number(process.env.BENCH_WRITES ?? 400);
const REPORT_ITERATIONS = 50;
/** Offers to providers of the rides around the attention view's instant. */
const OFFERS = 2_000;
/** Rides marked in the live case, three marks each. */
const LIVE_RIDES = 40;
/** Bookings due a message, and as many e-mails, in the outbox case. */
const OUTBOX_ITEMS = Number(process.env.BENCH_OUTBOX ?? 600);

// Other work on the machine slows every figure: say how busy it was, before and after each part.
const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
const printLoad = () => console.log(loadAverage());
console.log(`${cpus().length} CPUs, ${loadAverage()}`);

/**
 * `npm run bench -- <name> ...` runs only the cases named (speed, writes, metrics, requests, counters,
 * dashboard, board, reports, load, live, outbox); with none, every case. dashboard, board and reports share the
 * seeded bookings.
 */
const BENCHES = [
  'speed',
  'writes',
  'metrics',
  'requests',
  'counters',
  'dashboard',
  'board',
  'reports',
  'load',
  'live',
  'outbox',
] as const;
const named = process.argv.slice(2).filter((name) => (BENCHES as readonly string[]).includes(name));
const runs = (name: (typeof BENCHES)[number]) => named.length === 0 || named.includes(name);
const perEngine = ['requests', 'counters', 'dashboard', 'board', 'reports'] as const;
const seeded = ['dashboard', 'board', 'reports'] as const;

if (runs('speed')) await benchSpeed();
if (runs('metrics')) await benchMetrics();

if (runs('writes')) {
  for (const engine of TEST_ENGINES) {
    console.log(
      `\n${engine}: the write path beside its floor, the same statements bare in one transaction (${WRITE_ITERATIONS} each, one at a time)`,
    );
    await benchWritePath(engine, WRITE_ITERATIONS);
    printLoad();
  }
}

/** One engine's cases on its own database, through one app. */
async function benchEngine(
  engine: (typeof TEST_ENGINES)[number],
  database: DatabaseHandle,
  app: FastifyInstance,
) {
  if (runs('requests')) {
    console.log(`\n${engine} (${ITERATIONS} requests each)`);
    printRow('GET /api/health', await measure(() => app.inject({ url: '/api/health' }), ITERATIONS));
    printRow('GET /api/prices', await measure(() => app.inject({ url: '/api/prices' }), ITERATIONS));
  }
  if (runs('counters')) {
    console.log(
      `\n${engine}: the shared counter of every limited request (${COUNTER_ITERATIONS} hits; target p95 <= 2 ms on PostgreSQL)`,
    );
    await benchCounters(database, engine, COUNTER_ITERATIONS);
  }
  if (!seeded.some(runs)) return;

  const seedSeconds = (await seedBookings(database.db, BOOKINGS)) / 1000;
  const offers = await seedDispatch(database.db, ATTENTION_NOW, OFFERS);
  // The load's pages are written back now, not by the checkpointer during the measurements (it spreads its
  // writes over minutes), as on a server long past its last bulk load.
  await withoutStatementTimeout(database.db, sql`checkpoint`);
  const target = DASHBOARD_TARGETS[engine];
  console.log(
    `\n${engine}: ${BOOKINGS.toLocaleString('en-US')} bookings and ${offers.toLocaleString('en-US')} offers seeded in ${seedSeconds.toFixed(1)} s`,
  );
  if (runs('dashboard')) {
    console.log(
      `\n${engine}: admin list (${DASHBOARD_ITERATIONS} runs each; a page with its exact total and counts; ` +
        `target p95 <= ${target.p95} ms${'max' in target ? `, slowest <= ${target.max} ms` : ''})`,
    );
    await benchDashboard(database.db, engine, DASHBOARD_ITERATIONS);
  }
  if (runs('board')) {
    console.log(
      `\n${engine}: the dispatch board's day over the same bookings and offers (${DASHBOARD_ITERATIONS} runs; target p95 <= ${target.p95} ms)`,
    );
    await benchBoard(database.db, engine, DASHBOARD_ITERATIONS);
  }
  if (runs('reports')) {
    console.log(
      `\n${engine}: reports over the same bookings (${REPORT_ITERATIONS} runs; target p95 <= ${REPORT_TARGET.p95} ms on PGlite)`,
    );
    await benchReports(database.db, REPORT_ITERATIONS);
  }
  printLoad();
}

// The database is dropped and the app closed whatever happens: a bench that fails part-way (a seed past a
// limit, say) must not leave 100,000 bookings on a shared PostgreSQL.
for (const engine of perEngine.some(runs) ? TEST_ENGINES : []) {
  const { database, dispose } = await openTestDatabase(engine);
  try {
    await resetDatabase(database);
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database }, { logger: false });
    try {
      await app.ready();
      await benchEngine(engine, database, app);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

if (TEST_ENGINES.includes('postgres')) {
  if (runs('load')) {
    await benchLoad();
    printLoad();
  }
  if (runs('live')) {
    console.log(
      `\nlive: a provider's mark through server B to the event on server A's open board, 2 servers on one PostgreSQL (${LIVE_RIDES} rides, ${LIVE_RIDES * 3} marks; target p95 < ${LIVE_TARGET.p95} ms)`,
    );
    await benchLiveBoard(LIVE_RIDES);
    printLoad();
  }
  if (runs('outbox')) {
    await benchOutbox(OUTBOX_ITEMS);
    printLoad();
  }
}
