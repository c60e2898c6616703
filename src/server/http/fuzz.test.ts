/**
 * The API under fuzzing (issue 14): requests generated from the app's own OpenAPI document, to every
 * route, signed out and signed in as an admin, with wrong types, missing and extra fields, huge, empty and
 * unicode values, control characters, boundary numbers, odd paths, encodings and content types. Whatever
 * arrives, the answer is never a 5xx, every 4xx is `{ error, fields? }`, and the database holds no row the
 * shared schemas would refuse.
 *
 * CI sends FUZZ_RUNS requests per engine (2,000 by default: half signed out, half signed in) from a fixed
 * seed, so a failure prints the request that caused it and the same run replays it. By hand:
 * `npm run fuzz -- --runs 20000 [--seed N]` (scripts/fuzz.mjs).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import {
  arrivalRequest,
  createBooking,
  createPaidBooking,
  departureRequest,
  NOW,
} from '../../testing/server/booking-fixtures';
import { storedRowsTheSchemasRefuse } from '../../testing/server/fuzz-audit';
import type { FuzzContext } from '../../testing/server/fuzz-values';
import {
  answerProblem,
  describeExchange,
  type FuzzRequest,
  readOpenApi,
  requestArbitrary,
  routesOf,
} from '../../testing/server/openapi-fuzz';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 1_400_014);
/** A printed tally of answers per route, for runs by hand (npm run fuzz). */
const REPORT = process.env.FUZZ_REPORT === '1';
const MODES = ['signed out', 'signed in as an admin'] as const;

describe.each(TEST_ENGINES)('the API under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  /** Bookings and travellers the requests can name: a paid arrival, a pending one, a departure. */
  async function seed(): Promise<FuzzContext> {
    await addAccounts(database());
    const travellers = [
      { email: 'ana@example.com', lastName: 'López' },
      { email: 'ben@example.com', lastName: 'Okafor' },
      { email: 'chloe@example.com', lastName: "O'Neill" },
    ];
    const ids = [
      await createPaidBooking(app(), travellers[0]),
      (await createBooking(app(), travellers[1])).id,
      (
        await createBooking(app(), {
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

  it(`answers ${RUNS} generated requests to every route with no 5xx and an { error } body for each 4xx, storing nothing the schemas refuse`, {
    timeout: 120_000 + RUNS * 150,
  }, async () => {
    const context = await seed();
    const routes = routesOf(await readOpenApi(app()));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const tally = new Map<string, Map<number, number>>();
    const count = (route: string, status: number) => {
      const statuses = tally.get(route) ?? new Map<number, number>();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      tally.set(route, statuses);
    };

    for (const [index, mode] of MODES.entries()) {
      let session = mode === 'signed out' ? undefined : await signInAsAdmin(app());
      const send = async (request: FuzzRequest, remoteAddress: string) => {
        let response: LightMyRequestResponse | undefined;
        try {
          response = await app().inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            remoteAddress,
            cookies: session ? { session } : {},
          });
        } catch (error) {
          throw new Error(describeExchange(request, undefined, `the request failed (${String(error)})`));
        }
        count(request.route, response.statusCode);
        const problem = answerProblem(request, response);
        if (problem) throw new Error(describeExchange(request, response, `${mode}, ${problem}`));
        // A sign-in, sign-out or reset may have ended the admin's session: the next request gets a new one.
        if (session && request.route.includes('/api/auth/')) session = await signInAsAdmin(app());
      };
      await fc.assert(fc.asyncProperty(requestArbitrary(routes, context), fc.ipV4(), send), {
        seed: SEED + index,
        numRuns: Math.ceil(RUNS / MODES.length),
      });
    }

    expect(await storedRowsTheSchemasRefuse(database().db)).toEqual([]);
    // Every documented route was reached.
    expect([...tally.keys()].sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
    if (REPORT) {
      const lines = [...tally.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([route, statuses]) => {
          const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
          return `  ${route}: ${counts.join(' ')}`;
        });
      console.log(`fuzz on ${engine}, seed ${SEED}, ${RUNS} requests:\n${lines.join('\n')}`);
    }
  });
});
