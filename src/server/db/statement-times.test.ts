/**
 * Statement classes name a command and its first table and nothing a statement carries; the last hour
 * rolls on by the minute and keeps at most MAX_STATEMENT_CLASSES classes.
 */
import { describe, expect, it } from 'vitest';
import { statementClass } from './statement-class';
import { createStatementTimes, MAX_STATEMENT_CLASSES } from './statement-times';

describe('statementClass', () => {
  it.each([
    ['select "id", "status" from "bookings" where "id" = $1', 'select bookings'],
    ['SELECT count(*) FROM drizzle.__drizzle_migrations', 'select drizzle.__drizzle_migrations'],
    ['insert into "emails" ("id", "to") values ($1, $2) returning "id"', 'insert emails'],
    ['update "ride_offers" set "status" = $1 where "id" = $2', 'update ride_offers'],
    ['delete from "sessions" where "expires_at" < now()', 'delete sessions'],
    ['\n  select * from "job_runs"', 'select job_runs'],
    // The outer query's table, not a subquery's; a subquery's when the outer one has none.
    ['select (select max(x) from "a") as m from "b"', 'select b'],
    ['select pg_database_size(current_database()), (select count(*) from drizzle.m)', 'select drizzle.m'],
    ['select * from unnest($1::int[]) as u', 'select'],
    ['lock table "price_rules" in exclusive mode', 'lock price_rules'],
    ['truncate table "a", "b" restart identity cascade', 'truncate a'],
    ['update only "Drivers" set x = 1', 'update drivers'],
    ['select 1', 'select'],
    ['begin', 'begin'],
    ['commit', 'commit'],
    ['savepoint sp1', 'savepoint'],
    ['listen "ride_changes"', 'listen'],
    ['', 'other'],
    ['frobnicate the database', 'other'],
  ])('%j is %j', (text, expected) => {
    expect(statementClass(text)).toBe(expected);
  });

  it('never names what a literal, a quoted name, a comment or a parameter holds', () => {
    const hostile = `< > & " ' </script> 🚐`;
    expect(statementClass(`select 'from alice@example.com' from "emails" where x = 'it''s from bob'`)).toBe(
      'select emails',
    );
    expect(statementClass(`select $$ from secret $$, $tag$ from token $tag$`)).toBe('select');
    expect(statementClass(`select 1 -- from phone_5551234\n`)).toBe('select');
    expect(statementClass('select 1 /* from api_key */')).toBe('select');
    expect(statementClass(`select "${hostile}" from "${hostile}"`)).toBe('select');
    expect(statementClass(`insert into "a b" values ('${hostile.replaceAll("'", "''")}')`)).toBe('insert');
    expect(statementClass(`select 'unclosed from secret`)).toBe('select');
  });
});

describe('createStatementTimes', () => {
  const MINUTE = 60_000;
  const clock = (start: number) => {
    let at = start;
    return { now: () => at, pass: (ms: number) => (at += ms) };
  };

  it('keeps each class’s count, slowest and mean over the last hour, the slowest class first', () => {
    const time = clock(Date.UTC(2026, 10, 29, 5, 0, 30));
    const times = createStatementTimes(time.now);
    expect(times.lastHour()).toEqual([]);
    times.record('select * from "bookings"', 4);
    times.record('select * from "bookings" where id = $1', 8);
    time.pass(10 * MINUTE);
    times.record('insert into "emails" values ($1)', 30);
    times.record('commit', 1);
    expect(times.lastHour()).toEqual([
      { name: 'insert emails', count: 1, slowestMs: 30, meanMs: 30 },
      { name: 'select bookings', count: 2, slowestMs: 8, meanMs: 6 },
      { name: 'commit', count: 1, slowestMs: 1, meanMs: 1 },
    ]);

    // 59 minutes after the first: the first minute is still in the hour; a minute later it is not.
    time.pass(49 * MINUTE);
    expect(times.lastHour().map((each) => each.name)).toContain('select bookings');
    time.pass(MINUTE);
    expect(times.lastHour().map((each) => each.name)).toEqual(['insert emails', 'commit']);

    // An hour later the same bucket holds a new minute, counted from zero.
    time.pass(50 * MINUTE);
    times.record('select * from "bookings"', 2);
    expect(times.lastHour()).toEqual([{ name: 'select bookings', count: 1, slowestMs: 2, meanMs: 2 }]);
  });

  it(`counts classes past ${MAX_STATEMENT_CLASSES} as 'other'`, () => {
    const times = createStatementTimes(clock(Date.UTC(2026, 10, 29)).now);
    for (let n = 0; n < MAX_STATEMENT_CLASSES + 50; n += 1) times.record(`select * from t${n}`, 1);
    const hour = times.lastHour();
    expect(hour).toHaveLength(MAX_STATEMENT_CLASSES + 1);
    expect(hour.find((each) => each.name === 'other')?.count).toBe(50);
    expect(hour.find((each) => each.name === 't0')).toBeUndefined();
    expect(hour.find((each) => each.name === 'select t0')?.count).toBe(1);
  });

  it('classes each text the same whether it is new, seen again, or seen after thousands of others', () => {
    const times = createStatementTimes(clock(Date.UTC(2026, 10, 29)).now);
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 2_500; n += 1) {
        times.record(
          n % 2 === 0 ? `select * from "bookings" where id = ${n}` : `insert into "emails" values (${n})`,
          1,
        );
      }
    }
    expect(times.lastHour().map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'select bookings', count: 2_500 },
      { name: 'insert emails', count: 2_500 },
    ]);
  });
});
