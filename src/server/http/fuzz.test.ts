/**
 * The API under fuzzing: requests generated from the app's own OpenAPI document, to
 * every route, with wrong types, missing and extra fields, huge, empty and unicode values, control
 * characters, boundary numbers, odd paths, encodings and content types, mixed with a valid request of each
 * route (fuzz-valid-requests.ts), in four modes: signed out, signed in as an admin, and as an admin whose
 * session ends halfway (the account disabled by another admin, or signed out), after which every admin
 * route must refuse that session. Whatever arrives, the answer is never a 5xx, every 4xx is
 * `{ error, fields? }`, no value the schemas let through is refused by the database (its warning fails the
 * request that caused it), and the database holds no row the shared schemas would refuse, in any table.
 * Every route must have answered its documented success at least once: a change that turned every
 * request into a 400 or a 401 fails here. The tally of answers per route is printed.
 *
 * CI sends FUZZ_RUNS generated requests per engine (2,000 by default, a quarter per mode), then each
 * route's valid request once per mode, from a fixed seed, so a failure prints the request that caused it
 * and the same run replays it. By hand: `npm run fuzz -- --runs 20000 [--seed N]` (scripts/fuzz.mjs).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addAccount,
  addAccounts,
  newClientAddress,
  SITE_ORIGIN,
  sessionCookieOf,
  signIn,
} from '../../testing/server/auth-fixtures';
import {
  arrivalRequest,
  createBooking,
  createPaidBooking,
  departureRequest,
  NOW,
} from '../../testing/server/booking-fixtures';
import { textsWithALimit, withTextAtTheLimit } from '../../testing/server/fuzz-at-the-limit';
import { storedRowsTheSchemasRefuse, tablesWithoutAudit } from '../../testing/server/fuzz-audit';
import { FuzzTally } from '../../testing/server/fuzz-tally';
import { routesWithoutValidRequest, validRequest } from '../../testing/server/fuzz-valid-requests';
import type { ValidRequestKit } from '../../testing/server/fuzz-valid-state';
import type { FuzzContext } from '../../testing/server/fuzz-values';
import { injectReadingEventStream } from '../../testing/server/inject-event-stream';
import {
  answerProblem,
  describeExchange,
  type FuzzRequest,
  readOpenApi,
  requestArbitrary,
  routeKey,
  routesOf,
} from '../../testing/server/openapi-fuzz';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import type { Config } from '../config';
import { users } from '../db/schema';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 1_400_014);
/** The error handler's warning when the database refused a value the schemas had let through. */
const REFUSED_BY_THE_DATABASE = 'the database refused a value';

type Credentials = { email: string; password: string };
/** The admins whose session ends halfway through their mode, and the account the account routes change. */
const DISABLED_MIDWAY: Credentials = { email: 'ops-disabled@example.com', password: 'Sunny#Cancun26' };
const SIGNS_OUT_MIDWAY: Credentials = { email: 'ops-leaving@example.com', password: 'Sunny#Cancun26' };
const TARGET: Credentials = { email: 'target@example.com', password: 'Rainy#Tulum27' };

interface Mode {
  name: string;
  /** Signed in as this account; signed out without. */
  account?: Credentials;
  /** How its session ends halfway. */
  ends?: 'disabled' | 'signed out';
}
const MODES: Mode[] = [
  { name: 'signed out' },
  { name: 'signed in as an admin', account: ADMIN },
  { name: 'signed in as an admin disabled halfway', account: DISABLED_MIDWAY, ends: 'disabled' },
  { name: 'signed in as an admin who signs out halfway', account: SIGNS_OUT_MIDWAY, ends: 'signed out' },
];

/** A generated request, or the valid request of a route (made when it is sent). */
type FuzzItem = FuzzRequest | { valid: string };

type LogLine = { msg?: string; code?: string; constraint?: string };

describe.each(TEST_ENGINES)('the API under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  const logLines: LogLine[] = [];
  let app: FastifyInstance;
  /** Another server on the same database, under REQUIRE_ADMIN_2FA: valid requests of the enrolment use it. */
  let strictApp: FastifyInstance;
  beforeAll(async () => {
    const build = (overrides: Partial<Config>) =>
      buildApp(
        { config: testConfig(overrides), database: database(), now: () => NOW },
        { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } } },
      );
    // Messages on (to an address nobody answers: nothing is sent in a request), so 'Reply' can succeed.
    app = await build({
      messaging: {
        accountSid: `AC${'0'.repeat(32)}`,
        authToken: 'f'.repeat(32),
        whatsappFrom: '+14155238886',
        smsFrom: undefined,
        apiUrl: 'http://127.0.0.1:9',
        whatsappTemplates: {},
        dailyCap: 500,
      },
    });
    strictApp = await build({ requireAdminTwoFactor: true });
  });
  afterAll(async () => {
    await app?.close();
    await strictApp?.close();
  });

  const sessionOf = async (credentials: Credentials) => {
    const response = await signIn(app, credentials);
    const cookie = sessionCookieOf(response)?.value;
    if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
    return cookie;
  };

  /** Bookings and travellers the requests can name: a paid arrival, a pending one, a departure. */
  async function seed(): Promise<FuzzContext> {
    await addAccounts(database());
    for (const account of [DISABLED_MIDWAY, SIGNS_OUT_MIDWAY]) {
      await addAccount(database(), { ...account, role: 'admin' });
    }
    await addAccount(database(), { ...TARGET, role: 'staff' });
    const travellers = [
      { email: 'ana@example.com', lastName: 'López' },
      { email: 'ben@example.com', lastName: 'Okafor' },
      { email: 'chloe@example.com', lastName: "O'Neill" },
    ];
    const ids = [
      await createPaidBooking(app, travellers[0]),
      (await createBooking(app, travellers[1])).id,
      (
        await createBooking(app, {
          ...travellers[2],
          serviceType: 'departure',
          from: 'Tulum',
          to: 'Cancun Airport',
          pickupHours: 4,
        })
      ).id,
    ];
    const lookup = { email: 'ana@example.com', lastName: 'López' };
    return {
      bookingIds: ids,
      emails: travellers.map((t) => t.email),
      lastNames: travellers.map((t) => t.lastName),
      exampleBodies: {
        'POST /api/bookings': [
          arrivalRequest({ email: 'fuzz@example.com', flightDate: '2026-06-10' }),
          departureRequest({ email: 'ana@example.com', from: 'Playa del Carmen', pickupHours: 3 }),
        ],
        'POST /api/bookings/lookup': [lookup],
        'POST /api/bookings/{id}/checkout': [lookup, { email: 'ben@example.com', lastName: 'okafor' }],
        'POST /api/contact': [
          { name: 'Ana', email: 'ana@example.com', message: 'Do you have baby chairs?', website: '' },
        ],
        'POST /api/payments/confirm': [{ sessionId: 'cs_demo_0123456789abcdef01234567' }],
        'POST /api/auth/login': [{ email: 'nobody@example.com', password: 'Rainy#Tulum27' }],
        'POST /api/auth/forgot-password': [{ email: 'nobody@example.com' }],
        'PATCH /api/admin/bookings/{id}': [
          { status: 'confirmed' },
          { driverName: 'Efraín Poot', driverCompany: 'Transportes Mayab', driverOrdered: true },
          { adminNotes: 'Late check-in', passengers: 6 },
          { serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport' },
        ],
        'POST /api/admin/bookings/{id}/messages': [
          { message: 'Your driver waits at exit 3.' },
          { message: 'x', emailType: 'refund' },
        ],
        'POST /api/admin/bookings/{id}/refund': [{}],
        'POST /api/admin/bookings/{id}/driver-details': [{}],
      },
    };
  }

  /** Ends the mode's session halfway: another admin disables the account, or it signs out. */
  async function endSession(mode: Mode, session: string) {
    if (mode.ends === 'disabled') {
      const [account] = await database()
        .db.select({ id: users.id })
        .from(users)
        .where(eq(users.email, mode.account?.email ?? ''));
      const disabled = await app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${account?.id}/disable`,
        payload: {},
        headers: { origin: SITE_ORIGIN },
        cookies: { session: await sessionOf(ADMIN) },
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
    } else {
      const signedOut = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: {},
        headers: { origin: SITE_ORIGIN },
        cookies: { session },
      });
      expect(signedOut.statusCode, signedOut.body).toBe(200);
    }
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', cookies: { session } });
    expect(me.statusCode, 'GET /api/admin/me with the session that ended').toBe(401);
  }

  /** What is wrong with an answer to a session that has ended: an admin route that served it, or it reads as signed in. */
  function endedSessionProblem(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
    const [method, path] = request.route.split(' ');
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (ok && path?.startsWith('/api/admin/') && request.method === method) {
      return `an admin route answered ${response.statusCode} to it`;
    }
    if (ok && request.route === 'GET /api/auth/session' && response.json().authenticated !== false) {
      return 'it still reads as signed in';
    }
    return undefined;
  }

  it(`answers ${RUNS} generated requests and each route's valid ones in four modes with no 5xx and an { error } body for each 4xx, every route reaching its success, storing nothing the schemas refuse`, {
    timeout: 180_000 + RUNS * 200,
  }, async () => {
    const context = await seed();
    const routes = routesOf(await readOpenApi(app));
    const keys = routes.map(routeKey).sort();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routesWithoutValidRequest(keys), 'documented routes with no valid request').toEqual([]);
    expect(tablesWithoutAudit(), 'tables with no audit in fuzz-audit.ts').toEqual([]);
    const tally = new FuzzTally();
    const items = fc.oneof(
      { weight: 11, arbitrary: requestArbitrary(routes, context) as fc.Arbitrary<FuzzItem> },
      { weight: 1, arbitrary: fc.constantFrom(...keys).map((valid): FuzzItem => ({ valid })) },
    );

    for (const [index, mode] of MODES.entries()) {
      const signedIn = async () => (mode.account ? sessionOf(mode.account) : undefined);
      let session = await signedIn();
      let ended = false;
      const kit: ValidRequestKit = {
        app,
        strictApp,
        database: database(),
        now: NOW,
        account: mode.account ?? ADMIN,
        target: TARGET,
      };
      const send = async (item: FuzzItem, remoteAddress: string) => {
        const request = 'valid' in item ? await validRequest(item.valid, kit) : item;
        const cookies = request.cookies ?? (session ? { session } : {});
        const logged = logLines.length;
        let response: LightMyRequestResponse | undefined;
        try {
          // The dispatch board's stream never ends by itself; it is read up to its first event.
          const inject =
            request.route === 'GET /api/admin/dispatch/stream'
              ? (options: InjectOptions) => injectReadingEventStream(app, options)
              : (options: InjectOptions) => app.inject(options);
          response = await inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            remoteAddress,
            cookies,
          });
        } catch (error) {
          throw new Error(describeExchange(request, undefined, `the request failed (${String(error)})`));
        }
        tally.count(request.route, response.statusCode);
        const refusal = logLines.slice(logged).find((line) => line.msg === REFUSED_BY_THE_DATABASE);
        const problem =
          answerProblem(request, response) ??
          (refusal
            ? `the database refused a value the schemas let through (${refusal.code}, ${refusal.constraint})`
            : undefined) ??
          (ended && session && cookies.session === session
            ? endedSessionProblem(request, response)
            : undefined);
        if (problem) {
          const when = ended ? `${mode.name}, after the session ended` : mode.name;
          throw new Error(describeExchange(request, response, `${when}: ${problem}`));
        }
        // A sign-in, sign-out or reset may have ended a live session: the next request gets a new one.
        if (session && !ended && request.route.includes('/api/auth/')) session = await signedIn();
      };

      const runs = Math.ceil(RUNS / MODES.length);
      const halves = mode.ends ? [Math.ceil(runs / 2), Math.floor(runs / 2)] : [runs];
      for (const [half, numRuns] of halves.entries()) {
        if (half === 1 && session) {
          await endSession(mode, session);
          ended = true;
        }
        await fc.assert(fc.asyncProperty(items, fc.ipV4(), send), {
          seed: SEED + 10 * index + half,
          numRuns,
        });
      }
      // Each route's valid request once more, in the mode's last state; once the session has ended, those
      // of the routes that read it.
      const last = ended
        ? keys.filter((key) => key.includes(' /api/admin/') || key.includes(' /api/auth/session'))
        : keys;
      for (const key of last) await send({ valid: key }, newClientAddress());
      if (mode.account === ADMIN) {
        // And with each text of each body at its documented limit: what the schemas take, the database takes.
        for (const route of routes) {
          for (const text of textsWithALimit(route.body)) {
            const request = await validRequest(routeKey(route), kit);
            await send(withTextAtTheLimit(request, text), newClientAddress());
          }
        }
      }
    }

    console.log(
      `fuzz on ${engine}, seed ${SEED}, ${RUNS} generated requests and the valid ones:\n${tally.format()}`,
    );
    expect(tally.routes(), 'routes sent a request').toEqual(keys);
    expect(tally.neverSucceeded(routes), 'routes that never answered their documented success').toEqual([]);
    expect(
      logLines.filter((line) => line.msg === REFUSED_BY_THE_DATABASE),
      'values the database refused',
    ).toEqual([]);
    expect(await storedRowsTheSchemasRefuse(database().db, testConfig())).toEqual([]);
  });
});
