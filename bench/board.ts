/**
 * The dispatch board's first paint: a Cancun day's rides with their offers, states and lateness,
 * timed through the service its endpoint calls, at 100,000 bookings with the 2,000 offers seeded around the
 * attention view's instant (seed-dispatch.ts), against the dashboard's budgets.
 */

import type { Database } from '../src/server/db/client';
import { getBoard } from '../src/server/dispatch/board/board.service';
import { ATTENTION_NOW, DASHBOARD_TARGETS } from './dashboard';
import { measure, printTargetRow } from './percentiles';

/** The seeded offers' busiest day and the days either side, so no single day is measured hot every time. */
const DAYS = ['2026-01-15', '2026-01-14', '2026-01-16'];

export async function benchBoard(db: Database, engine: 'pglite' | 'postgres', iterations: number) {
  let next = 0;
  const deps = { db, now: () => ATTENTION_NOW };
  const rides = (await getBoard(deps, { day: DAYS[0] })).rides.length;
  const figures = await measure(() => getBoard(deps, { day: DAYS[next++ % DAYS.length] }), iterations);
  printTargetRow(
    `board's day (${rides} rides)`,
    { ...figures, longestStatement: figures.max },
    { p95: DASHBOARD_TARGETS[engine].p95 },
  );
}
