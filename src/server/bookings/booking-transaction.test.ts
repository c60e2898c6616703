/**
 * The new booking's transaction sends its statements as soon as they can go (decision 078): the event on
 * the booking's insert's answer, the mail cap's lock and count on the event's, while the booking is drawn
 * and its e-mail rendered. A failure is still answered as the failure it is, and leaves nothing written.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalRequest, countRows, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { queryRows } from '../db/client';

describe.each(TEST_ENGINES)("the new booking's transaction on %s", (engine) => {
  const database = useTestDatabase(engine);
  const lines: Array<Record<string, unknown>> = [];
  // node-postgres warns, once, when a statement is queued behind another already waiting: the statements
  // sent ahead keep to one waiting at a time, failures included (statements-ahead.ts).
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  let app: FastifyInstance;
  beforeAll(async () => {
    process.on('warning', onWarning);
    app = await buildApp(
      { config: testConfig(), database: database(), now: () => NOW },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
    await app.ready();
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await app.close();
  });

  const queuedTooDeep = () => warnings.filter((message) => message.includes('client.query()'));

  it('answers an e-mail the database refuses as itself: no booking, and no checkout blamed', async () => {
    const db = database().db;
    await db.execute(sql`
      create function refuse_emails() returns trigger language plpgsql as $$
      begin raise exception 'the outbox refuses it'; end $$`);
    await db.execute(sql`
      create trigger emails_refused before insert on emails for each row execute function refuse_emails()`);
    try {
      lines.length = 0;
      const response = await postBooking(app, arrivalRequest());
      expect(response.statusCode).toBe(500);
      for (const table of ['bookings', 'booking_events', 'payments', 'demo_checkouts', 'emails']) {
        expect(await countRows(database(), table), table).toBe(0);
      }
      // The checkout's statements failed only because the e-mail's had: not logged as the checkout's
      // failure, and the booking not tried again without its checkout.
      expect(lines.map((line) => line.msg)).not.toContain(
        'could not open the checkout with the booking; storing the booking alone, its checkout after',
      );
      expect(queuedTooDeep()).toEqual([]);
      expect(lines.find((line) => line.level === 50)).toMatchObject({
        err: expect.objectContaining({ message: expect.stringContaining('the outbox refuses it') }),
      });
    } finally {
      await db.execute(sql`drop trigger emails_refused on emails`);
      await db.execute(sql`drop function refuse_emails()`);
    }
  });

  it('writes the booking, its events, e-mail and checkout once when nothing fails', async () => {
    const response = await postBooking(app, arrivalRequest());
    expect(response.statusCode).toBe(201);
    const id = response.json().booking.id as string;
    const [written] = await queryRows<{ events: string; emails: number; payments: number }>(
      database().db,
      sql`
      select
        (select string_agg(type, ',' order by type) from booking_events where booking_id = ${id}) as events,
        (select count(*)::int from emails where booking_id = ${id}) as emails,
        (select count(*)::int from payments where booking_id = ${id}) as payments`,
    );
    expect(written).toEqual({ events: 'checkout-opened,created', emails: 1, payments: 1 });
    expect(queuedTooDeep()).toEqual([]);
  });
});
