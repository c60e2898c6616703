/**
 * The write path beside its floor: four writes a person makes (a traveller's booking, the payment's
 * confirmation, a provider's mark, an admin's edit), each through the app (`inject`: routing, validation,
 * the service, its transactions), and beside it the very statements it sent, sent bare in one transaction
 * on a mirror database of the same engine in a worker thread (bench/statement-recorder.ts), with and
 * without the tables' triggers. Prints p50/p95 of each, the app's ratio to its floor, the statements per
 * request, the app's time split into its own work and its time in the drivers' calls, the triggers'
 * share of the floor, and the booking's steps beside the floor's (write-steps.ts).
 */
import type { FastifyInstance } from 'fastify';
import { addCancunDays, cancunDateTimeToInstant, cancunToday } from '../src/domain/cancun-time';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../src/testing/server/auth-fixtures';
import { arrivalRequest, payWithTestCard } from '../src/testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../src/testing/server/dispatch-fixtures';
import { openTestDatabase, resetDatabase, type TestEngine } from '../src/testing/server/test-database';
import { BENCH_SERVER_ENV } from './bench-server';
import { ms } from './cannon';
import { drawIdsInOrder } from './ids-in-order';
import { percentile } from './percentiles';
import {
  installStatementRecorder,
  type Mirror,
  markStage,
  openMirrorThread,
  recordStatements,
} from './statement-recorder';
import { printSteps, type StepRow, stepRows } from './write-steps';

/** p95 targets of the booking (one at a time) and the most it may take beside its floor. */
export const BOOKING_TARGETS = { pglite: { p95: 20 }, postgres: { p95: 10 }, ratio: 1.5 } as const;

const FLIGHT_TIME = '14:30';

/**
 * Cycles run untimed first (a booking, its payment, an edit, an offer and a mark each): a server's steady
 * state, not its start. In a fresh process the first couple of hundred bookings are slower (PGlite's p95
 * of each hundred timed after 20 cycles: 14.8, 11.9, 8.8, 9.0 ms; after 200 cycles: 12.7, 11.0, 11.5,
 * 12.5), and 20 slow bookings are the whole of a p95 of 400.
 */
const WARM_UP_CYCLES = 200;

interface Sample {
  app: number;
  /** The app's time outside the drivers' calls: routing, validation, query building, answers. */
  own: number;
  withTriggers: number;
  withoutTriggers: number;
  statements: number;
  /** Its calls between its statements, beside the floor's (write-steps.ts). */
  steps: StepRow[];
}

type Write = 'booking' | 'payment' | 'mark' | 'edit';
const WRITES: Record<Write, string> = {
  booking: 'POST /api/bookings',
  payment: 'POST /api/payments/confirm',
  mark: "POST /api/provider/ride/mark ('Driver at Meeting Point')",
  edit: 'PATCH /api/admin/bookings/:id',
};

/** One engine's app and mirror, and the steps that make each write possible. */
async function openBench(engine: TestEngine) {
  const main = await openTestDatabase(engine);
  await resetDatabase(main.database);
  await drawIdsInOrder(main.database);
  // The floor's database in a thread of its own: its engine's garbage is not collected in the app's time.
  const mirror = await openMirrorThread(engine);
  let clock: Date | undefined;
  // The app's start writes too (its link secrets): the mirror follows from there.
  const app = await untimed(mirror, async () => {
    const started = await buildApp(
      {
        // The per-address limits raised out of the way, as for the other benches (every call comes from here).
        config: loadConfig({
          ...BENCH_SERVER_ENV,
          LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
          PUBLIC_URL: SITE_ORIGIN,
        }),
        database: main.database,
        now: () => clock ?? new Date(),
      },
      process.env.BENCH_LOG ? {} : { logger: false },
    );
    if (process.env.BENCH_STAGES) markStages(started);
    await started.ready();
    return started;
  });
  return {
    app,
    mirror,
    setClock: (at: Date | undefined) => {
      clock = at;
    },
    database: main.database,
    close: async () => {
      await app.close();
      await mirror.close();
      await main.dispose();
    },
  };
}

/**
 * BENCH_STAGES: the request's own work split by Fastify's stages in the steps (write-steps.ts). Each hook
 * is added after the app's own of its kind, so it runs once those have: the root onRequest hooks (security
 * headers, the outage gate, the cross-site check) before the first mark, the route's limit (its counter's
 * statement) before the second. Off by default: the hooks are work the app does not do.
 */
function markStages(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    markStage('stage: routed, its common checks passed');
    done();
  });
  app.addHook('preParsing', (_request, _reply, _payload, done) => {
    markStage('stage: its limit counted, its body read next');
    done();
  });
  app.addHook('preValidation', (_request, _reply, done) => {
    markStage('stage: its body parsed');
    done();
  });
  app.addHook('preHandler', (_request, _reply, done) => {
    markStage('stage: its headers and body validated');
    done();
  });
  app.addHook('onSend', (_request, _reply, _payload, done) => {
    markStage('stage: its answer made, sent next');
    done();
  });
}

/** Runs untimed work through the app and brings the mirror along. */
async function untimed<T>(mirror: Mirror, work: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  const statements = await recordStatements(async () => {
    result = await work();
  });
  await mirror.follow(statements);
  return result as T;
}

/** The timed request, then its statements bare on the mirror. */
async function timed(mirror: Mirror, request: () => Promise<{ statusCode: number; body: string }>) {
  let started = 0n;
  let ended = 0n;
  const statements = await recordStatements(async () => {
    started = process.hrtime.bigint();
    const response = await request();
    ended = process.hrtime.bigint();
    if (response.statusCode >= 300) throw new Error(`the bench's request failed: ${response.body}`);
  });
  const appMs = Number(ended - started) / 1e6;
  const { waits, ...floor } = await mirror.bare(statements);
  return {
    app: appMs,
    own: appMs - statements.driverMs,
    ...floor,
    statements: statements.length,
    steps: stepRows(started, ended, statements.events, waits),
  };
}

function printWrite(name: string, samples: Sample[], target?: { p95: number; ratio: number }) {
  const pick = (key: Exclude<keyof Sample, 'steps'>) => samples.map((sample) => sample[key]);
  const app = { p50: percentile(pick('app'), 0.5), p95: percentile(pick('app'), 0.95) };
  const floor = { p50: percentile(pick('withTriggers'), 0.5), p95: percentile(pick('withTriggers'), 0.95) };
  const withoutTriggers = pick('withoutTriggers').filter((ms) => !Number.isNaN(ms));
  const bare = withoutTriggers.length === samples.length ? percentile(withoutTriggers, 0.5) : Number.NaN;
  const ratio = app.p95 / floor.p95;
  // The median's ratio beside it: the same comparison without the two tails (GC, the machine's other work).
  const medianRatio = app.p50 / floor.p50;
  const statements = percentile(pick('statements'), 0.5);
  const verdict = target
    ? `  target p95 <= ${target.p95} ms ${app.p95 <= target.p95 ? 'ok' : 'OVER'}, <= ${target.ratio}x floor ${ratio <= target.ratio ? 'ok' : 'OVER'}`
    : '';
  console.log(`${name} (${samples.length})`);
  console.log(
    `  app p50 ${ms(app.p50)}  p95 ${ms(app.p95)} | floor p50 ${ms(floor.p50)}  p95 ${ms(floor.p95)} | ` +
      `${ratio.toFixed(2)}x floor (p50 ${medianRatio.toFixed(2)}x) | ${statements} statements | triggers ${Number.isNaN(bare) ? 'needed (a trigger fills a column)' : `${ms(floor.p50 - bare)} of the floor's p50`}${verdict}`,
  );
  // Where the distance to the floor lies: the app's own work, or its waits on the database.
  const own = pick('own');
  const waited = samples.map((sample) => sample.app - sample.own);
  console.log(
    `  of the app: its own work outside the driver p50 ${ms(percentile(own, 0.5))}  p95 ${ms(percentile(own, 0.95))} | ` +
      `in the driver's calls p50 ${ms(percentile(waited, 0.5))}  p95 ${ms(percentile(waited, 0.95))}`,
  );
}

export async function benchWritePath(engine: TestEngine, iterations: number): Promise<void> {
  installStatementRecorder();
  const bench = await openBench(engine);
  const { app, mirror } = bench;
  try {
    const flightDate = addCancunDays(cancunToday(new Date()), 30);
    const rideAt = cancunDateTimeToInstant(flightDate, FLIGHT_TIME);
    if (!rideAt) throw new Error('no ride time');
    const booking = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: `10.9.${(n >> 8) & 255}.${n & 255}`,
        headers: { 'idempotency-key': `bench-${engine}-${n}-${Date.now()}` },
        payload: arrivalRequest({ flightDate, flightTime: FLIGHT_TIME, email: `bench${n}@example.com` }),
      });

    const session = await untimed(mirror, async () => {
      await addAccounts(bench.database);
      return signInAsAdmin(app);
    });
    const admin = dispatchAdmin(app, session);
    const providerId = await untimed(mirror, () => addProviderOf(admin));

    const samples: Record<Write, Sample[]> = { booking: [], payment: [], mark: [], edit: [] };
    const warmUp = Math.min(WARM_UP_CYCLES, iterations);
    for (let n = 0; n < iterations + warmUp; n++) {
      const keep = (write: Write, sample: Sample) => {
        if (n >= warmUp) samples[write].push(sample);
      };
      let answer = '';
      keep(
        'booking',
        await timed(mirror, async () => {
          const response = await booking(n);
          answer = response.body;
          return response;
        }),
      );
      // Read after the clock stops: the bench's own parsing is not the app's time.
      const created = JSON.parse(answer) as { booking?: { id?: string }; checkoutUrl?: string };
      const bookingId = created.booking?.id ?? '';
      const checkoutUrl = created.checkoutUrl ?? '';
      const sessionId = await untimed(mirror, () => payWithTestCard(app, checkoutUrl));
      keep(
        'payment',
        await timed(mirror, () =>
          app.inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } }),
        ),
      );
      keep(
        'edit',
        await timed(mirror, () =>
          app.inject({
            method: 'PATCH',
            url: `/api/admin/bookings/${bookingId}`,
            cookies: { session },
            headers: { origin: SITE_ORIGIN },
            payload: { adminNotes: `Bench note ${n} <b> & "quotes" 🚐` },
          }),
        ),
      );
      const provider = await untimed(mirror, async () => {
        const sent = await admin.sendOffer(bookingId, {
          providerId,
          costDollars: 120,
          note: '',
          respondBy: `${addCancunDays(flightDate, -1)}T09:00`,
        });
        if (sent.statusCode !== 201) throw new Error(`offer not sent: ${sent.body}`);
        const client = providerClient(app, await rideTokenFromMail(bench.database, bookingId));
        const accepted = await client.accept();
        if (accepted.statusCode !== 200) throw new Error(`offer not accepted: ${accepted.body}`);
        return client;
      });
      // The driver reaches the meeting point an hour before the landing, when the mark can be true.
      bench.setClock(new Date(rideAt.getTime() - 60 * 60_000));
      keep('mark', await timed(mirror, () => provider.mark('at-meeting-point')));
      bench.setClock(undefined);
    }
    const target = { p95: BOOKING_TARGETS[engine].p95, ratio: BOOKING_TARGETS.ratio };
    printWrite(WRITES.booking, samples.booking, target);
    printSteps(samples.booking.map((sample) => sample.steps));
    printWrite(WRITES.payment, samples.payment);
    printWrite(WRITES.mark, samples.mark);
    printWrite(WRITES.edit, samples.edit);
  } finally {
    await bench.close();
  }
}
