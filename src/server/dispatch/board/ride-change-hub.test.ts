/**
 * The server's one listener for the dispatch boards: a change heard while no board is open (the ride
 * accepted before the operator opened the board) must not stop it telling the boards opened afterwards.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bounded } from '../../../testing/bounded';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { RIDE_CHANGED_CHANNEL, type RideChange, rideChangeHub } from './ride-change-hub';

/** A board as the hub sees it: the ids it was told, and a wait for one of them. */
function board() {
  const heard: string[] = [];
  const waiters = new Set<() => void>();
  return {
    heard,
    subscriber: {
      change(change: RideChange) {
        heard.push(change.bookingId);
        for (const wake of waiters) wake();
      },
      listening() {},
      end() {},
    },
    told(bookingId: string) {
      return bounded(
        new Promise<void>((resolve) => {
          const check = () => {
            if (heard.includes(bookingId)) resolve();
          };
          waiters.add(check);
          check();
        }),
        10_000,
        () => `the board to be told of ${bookingId}; told ${JSON.stringify(heard)}`,
      );
    },
  };
}

describe.each(TEST_ENGINES)('the ride change hub on %s', { timeout: 60_000 }, (engine) => {
  const database = useTestDatabase(engine);

  it('tells the boards opened after a change that was heard while none was open', async () => {
    const errors: unknown[] = [];
    const hub = rideChangeHub(
      database(),
      async () => null,
      (error) => errors.push(error),
    );
    // A second listener on the channel. On PGlite it is told in the same turn as the hub, which listened
    // first, so the hub has heard the change with no board open: the case that stopped it. On PostgreSQL
    // each connection is told at the commit, the hub's perhaps a moment after the witness's: it may then
    // hear the change with the second board open already, and tell it (a board passes over other days).
    const witnessed = new Set<string>();
    const witnessWaiters = new Set<() => void>();
    const stopWitness = await database().listen(RIDE_CHANGED_CHANNEL, {
      notify: (id) => {
        witnessed.add(id);
        for (const wake of witnessWaiters) wake();
      },
      listening: () => {},
    });
    const witness = (id: string) =>
      bounded(
        new Promise<void>((resolve) => {
          const check = () => {
            if (witnessed.has(id)) resolve();
          };
          witnessWaiters.add(check);
          check();
        }),
        10_000,
        `the change ${id} heard`,
      );
    const notify = (id: string) =>
      database().db.execute(sql`select pg_notify(${RIDE_CHANGED_CHANNEL}, ${id})`);
    try {
      const first = board();
      const leave = await hub.subscribe(first.subscriber);
      await notify('FIRST00001');
      await first.told('FIRST00001');
      leave();

      // No board open: the change is heard and passed over.
      await notify('NOBOARD001');
      await witness('NOBOARD001');

      const second = board();
      await hub.subscribe(second.subscriber);
      await notify('SECOND0001');
      await second.told('SECOND0001');
      expect(first.heard).toEqual(['FIRST00001']);
      expect(errors).toEqual([]);
    } finally {
      await stopWitness();
      await hub.close();
    }
  });
});
