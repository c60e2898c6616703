import { describe, expect, it } from 'vitest';
import type { CallEvent } from './statement-recorder';
import { stepRows } from './write-steps';

/** An event `us` microseconds after the request's start (0n). */
const at = (kind: CallEvent['kind'], text: string, us: number): CallEvent => ({
  kind,
  text,
  at: BigInt(us * 1000),
});

describe("the booking's steps beside the floor's", () => {
  it('gives each call its own work before, its wait, and the floor round trip in the same place', () => {
    const events = [
      at('sent', 'begin', 100),
      at('answered', 'begin', 150),
      at('sent', 'insert into "bookings" ("id") values ($1)', 170),
      at('answered', 'insert into "bookings" ("id") values ($1)', 400),
      // Sent twice before either answers: a connection answers in order, so the first answer is the first's.
      at('sent', 'insert into "booking_events" ($1)', 410),
      at('sent', 'insert into "booking_events" ($1)', 420),
      at('answered', 'insert into "booking_events" ($1)', 500),
      at('answered', 'insert into "booking_events" ($1)', 560),
      at('sent', 'commit', 600),
      at('answered', 'commit', 700),
    ];
    const rows = stepRows(0n, 750_000n, events, [40, 200, 60, 50, 90]);

    expect(rows.map(({ label, before, wait, floor }) => [label, before, wait, floor])).toEqual([
      ['begin', 100, 50, 40],
      ['insert into bookings', 20, 230, 200],
      ['insert into booking_events', 10, 90, 60],
      ['insert into booking_events', 10, 140, 50],
      ['commit', 40, 100, 90],
      ['the answer is out, after the last answer', 50, Number.NaN, Number.NaN],
    ]);
  });

  it("shows a stage of the request's handling as a row of own work, without a wait or a floor", () => {
    const events = [
      at('reached', 'stage: its body parsed', 120),
      at('sent', 'begin', 300),
      at('answered', 'begin', 340),
      at('sent', 'insert into "bookings" ("id") values ($1)', 350),
      at('answered', 'insert into "bookings" ("id") values ($1)', 500),
      at('sent', 'commit', 510),
      at('answered', 'commit', 600),
    ];
    const rows = stepRows(0n, 650_000n, events, [30, 120, 70]);

    expect(rows.map(({ label, before, wait, floor }) => [label, before, wait, floor])).toEqual([
      ['stage: its body parsed', 120, Number.NaN, Number.NaN],
      // The stage takes no statement's place: the floor's round trips stay beside their own calls.
      ['begin', 180, 40, 30],
      ['insert into bookings', 10, 150, 120],
      ['commit', 10, 90, 70],
      ['the answer is out, after the last answer', 50, Number.NaN, Number.NaN],
    ]);
  });

  it('leaves the floor empty for a call the floor has no round trip for', () => {
    const rows = stepRows(0n, 300_000n, [at('sent', 'begin', 0), at('answered', 'begin', 100)], []);

    expect(rows[0]).toMatchObject({ label: 'begin', wait: 100 });
    expect(rows[0]?.floor).toBeNaN();
  });
});
