/**
 * The dashboard's list (a page with its exact total and counts), timed as the endpoint runs it, against the
 * dashboard's targets at 100,000 bookings, with the longest single statement of each case: PGlite runs one
 * statement at a time for the whole server, so that is how long everyone else waits.
 */
import type { AdminBookingListQuery } from '../src/domain/schemas/admin-api';
import { listTuningFor } from '../src/server/admin/list/admin-list.queries';
import { listAdminBookings } from '../src/server/admin/list/admin-list.service';
import { attentionBookings } from '../src/server/admin/operations/admin-attention.queries';
import { listAttention } from '../src/server/admin/operations/admin-attention.service';
import type { Database } from '../src/server/db/client';
import { measure, printTargetRow, printTwinRow } from './percentiles';

/** p95 of a page with its exact count, per engine; and no single statement may hold PGlite longer than this. */
export const DASHBOARD_TARGETS = { pglite: { p95: 20, max: 50 }, postgres: { p95: 10 } } as const;

/** The attention view's instant, inside the seeded year; the dispatch seed puts its offers around it. */
export const ATTENTION_NOW = new Date('2026-01-15T12:00:00Z');

type Case = { name: string; queries: AdminBookingListQuery[]; broad?: true };

/** Each case cycles through its queries, so no single term is measured hot in every sample. */
const CASES: Case[] = [
  { name: 'first page', queries: [{ page: 1 }] },
  { name: 'page 40', queries: [{ page: 40 }] },
  {
    name: 'status filter (paid), page 2',
    queries: [
      { page: 2, status: 'paid' },
      { page: 2, status: 'pending' },
    ],
  },
  {
    name: 'search a last name',
    queries: ['Nguyen', 'kowalski', 'MÜLLER', 'Takahashi', "o'brien"].map((search) => ({ page: 1, search })),
  },
  {
    name: 'search a last name + status',
    queries: ['Nguyen', 'kowalski'].map((search) => ({ page: 1, search, status: 'completed' as const })),
  },
  {
    name: 'search that matches nothing',
    queries: ['zzqx', 'no such guest'].map((search) => ({ page: 1, search })),
  },
  { name: 'search of 2 characters', queries: ['ng', 'Ma', 'wu'].map((search) => ({ page: 1, search })) },
  {
    name: 'search of 1 character',
    queries: ['m', 'S', 'k'].map((search) => ({ page: 1, search })),
  },
  // Terms most bookings contain: no page target (their exact count reads most of the table), but no
  // statement may hold PGlite past its ceiling (docs/decisions/011).
  {
    name: 'broad: 1 in 7 match (gmail)',
    queries: ['gmail', 'hotmail', 'yahoo'].map((search) => ({ page: 1, search })),
    broad: true,
  },
  { name: 'broad: 3 in 10 (cancun)', queries: [{ page: 1, search: 'cancun' }], broad: true },
  { name: 'broad: 9 in 10 (com), page 3', queries: [{ page: 3, search: 'com' }], broad: true },
];

/** The driver's methods that send a statement: PGlite's and node-postgres's. */
const SENDING_METHODS = new Set<PropertyKey>(['query', 'exec']);

/**
 * The same database, with every statement timed: the longest since the last `take()`. Statements go out
 * through drizzle's `execute`, or straight through the session's driver (db/prepared.ts: Needs attention,
 * the board), so both are timed.
 */
function timingStatements(db: Database): { db: Database; takeLongest: () => number } {
  let longest = 0;
  const timedCall = async <T>(run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      longest = Math.max(longest, performance.now() - start);
    }
  };
  // The driver's own object answers everything (its methods bound to it: PGlite keeps private fields);
  // `instanceof` still sees the driver's class through the proxy.
  // One proxy per driver, kept: db/prepared.ts remembers what it prepared by the client object it sees.
  const proxies = new WeakMap<object, object>();
  const timedClient = (client: object): object => {
    const known = proxies.get(client);
    if (known) return known;
    const proxy = new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (SENDING_METHODS.has(property)) {
          return (...args: unknown[]) => timedCall(() => value.apply(target, args));
        }
        return value.bind(target);
      },
    });
    proxies.set(client, proxy);
    return proxy;
  };
  const timed = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'session') {
        const session = Reflect.get(target, property, receiver) as { client?: object };
        return new Proxy(session, {
          get: (inner, key) =>
            key === 'client' && inner.client ? timedClient(inner.client) : Reflect.get(inner, key, inner),
        });
      }
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Database['execute']>) => timedCall(() => target.execute(...args));
    },
  });
  return {
    db: timed,
    takeLongest: () => {
      const value = longest;
      longest = 0;
      return value;
    },
  };
}

export async function benchDashboard(db: Database, engine: 'pglite' | 'postgres', iterations: number) {
  const target = DASHBOARD_TARGETS[engine];
  const { db: timed, takeLongest } = timingStatements(db);
  for (const { name, queries, broad } of CASES) {
    let i = 0;
    const figures = await measure(
      () =>
        listAdminBookings(
          timed,
          queries[i++ % queries.length] as AdminBookingListQuery,
          listTuningFor(engine),
        ),
      broad ? Math.ceil(iterations / 4) : iterations,
      takeLongest,
    );
    printTargetRow(
      name,
      { ...figures, longestStatement: takeLongest() },
      broad ? { max: 'max' in target ? target.max : undefined } : target,
    );
  }
  // The 'Needs attention' view, on a day inside the seeded year, with every reason (decision 040). The
  // seed sends no driver details, so every paid ride of the next day is flagged: the view's worst case, not
  // its usual one; the offers seeded around this instant (seed-dispatch.ts) bring the dispatch reasons.
  const figures = await measure(() => listAttention(timed, ATTENTION_NOW), iterations, takeLongest);
  printTargetRow('attention view', { ...figures, longestStatement: takeLongest() }, target);
  // Its twin, in the same run: the bookings it shows, read by id in one prepared statement and decoded as
  // the view decodes them, the least any answer of this size costs on this machine. The p95 above moves
  // with the machine (13 to 15 ms on PostgreSQL on a slower one); what the view adds to its twin does not
  // as much: finding the candidates and applying the rules (docs/decisions/040).
  const shown = (await listAttention(timed, ATTENTION_NOW)).bookings.map(({ id }) => id);
  const twin = await measure(() => attentionBookings(timed, shown, new Map()), iterations);
  printTwinRow(`its ${shown.length} bookings, read bare`, twin, figures);
}
