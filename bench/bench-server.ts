// What the benches that start real server processes (speed.ts, load.ts) give them alike: settings that
// keep the figures about the server (no request log to read, the per-address limits raised out of the way,
// one trusted proxy hop), and the booking whose lookup they time.
import { addCancunDays, cancunToday } from '../src/domain/cancun-time';
import { arrivalRequest } from '../src/testing/server/booking-fixtures';

const RAISED = '100000000';

/** A server's environment beside its database: request logging off, limits that never refuse. */
export const BENCH_SERVER_ENV = {
  // Request logging off: the bench reads the server's output, which would otherwise be the bottleneck.
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  RATE_LIMIT_BOOKINGS_PER_HOUR: RAISED,
  RATE_LIMIT_LOOKUPS_PER_HOUR: RAISED,
};

/** A Cancun day a month ahead: a ride the booking form accepts. */
export const inAMonth = addCancunDays(cancunToday(new Date()), 30);

/** The traveller whose bookings the lookup call asks for. */
export const LOOKED_UP = { email: 'bench-lookup@example.com', lastName: 'Lookup' };

/** Books the looked-up traveller's transfer on the server at `url`, so each lookup finds one. */
export async function bookLookedUpTransfer(url: string): Promise<void> {
  const seeded = await fetch(`${url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(arrivalRequest({ flightDate: inAMonth, ...LOOKED_UP })),
  });
  if (seeded.status !== 201) throw new Error(`could not book the transfer to look up: ${seeded.status}`);
}
