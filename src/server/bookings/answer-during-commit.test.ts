/**
 * The booking's answer is made while its commit is on the wire (answer-during-commit.ts): it is sent as
 * Fastify would have sent it, and only once the commit has answered, so a commit that fails gives the
 * browser neither a booking nor a pass.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookingConfirmationPath } from '../../domain/routes';
import { type CreateBookingResponse, createBookingResponseSchema } from '../../domain/schemas/booking-api';
import { arrivalRequest, countRows, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { answerDuringCommit } from './answer-during-commit';

const HOSTILE_NAME = `O'Brien "<b>" & </script> 🚐`;

describe.each(TEST_ENGINES)("the booking's answer made during its commit on %s", (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  it('answers the committed booking as JSON, with the pass of its confirmation page', async () => {
    const response = await postBooking(app(), arrivalRequest({ lastName: HOSTILE_NAME }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = createBookingResponseSchema.parse(response.json());
    expect(body.booking.lastName).toBe(HOSTILE_NAME);
    expect(body.checkoutUrl).toMatch(/\/checkout\/demo\/cs_demo_/);
    // The schema's JSON, nothing it leaves out (the stored row's idempotency key, its request's hash).
    expect(response.json()).toEqual(body);
    expect(response.body).not.toMatch(/idempotency|requestHash/i);
    const pass = response.cookies.find((cookie) => cookie.name === 'booked');
    expect(pass).toMatchObject({ path: bookingConfirmationPath(body.booking.id), httpOnly: true });
    expect(await countRows(database(), 'bookings')).toBe(1);
  });

  it('gives no booking and no pass when the commit fails', async () => {
    const db = database().db;
    // A check the database makes at commit, refusing every booking: the statements all succeed before.
    await db.execute(sql`
      create function refuse_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`);
    await db.execute(sql`
      create constraint trigger bookings_refused_at_commit after insert on bookings
      deferrable initially deferred for each row execute function refuse_at_commit()`);
    try {
      const response = await postBooking(app(), arrivalRequest());
      expect(response.statusCode).toBe(500);
      expect(response.json()).not.toHaveProperty('booking');
      expect(response.cookies.find((cookie) => cookie.name === 'booked')).toBeUndefined();
      expect(await countRows(database(), 'bookings')).toBe(0);
      expect(await countRows(database(), 'emails')).toBe(0);
    } finally {
      await db.execute(sql`drop trigger bookings_refused_at_commit on bookings`);
      await db.execute(sql`drop function refuse_at_commit()`);
    }
  });
});

describe('the answer made during the commit, alone', () => {
  const answer = (id: string) =>
    ({
      booking: { id, email: 'ana@example.com' },
      checkoutUrl: `http://localhost:3000/checkout/demo/cs_demo_${id}`,
    }) as unknown as CreateBookingResponse;

  /** A reply and passes that count what is made and keep what is sent. */
  function counted() {
    const made = { serialized: 0, signed: 0, sent: undefined as unknown };
    const reply = {
      serializeInput: () => {
        made.serialized += 1;
        return '{"prepared":true}';
      },
      status: () => reply,
      type: () => reply,
      send: (body: unknown) => {
        made.sent = body;
        return reply;
      },
    } as unknown as FastifyReply;
    const passes = {
      issue: () => {
        made.signed += 1;
        return { name: 'booked', value: 'pass', options: {} };
      },
      give: () => {},
    };
    return { made, answering: answerDuringCommit(reply, passes, () => NOW) };
  }

  it('sends what it made during the commit when that is the answer returned', () => {
    const { made, answering } = counted();
    const booked = answer('K7M2Q9XH4T');
    answering.prepare(booked);
    answering.send({ ...booked });
    expect(made).toEqual({ serialized: 1, signed: 1, sent: '{"prepared":true}' });
  });

  it('makes nothing more once the answer has gone, as where the commit answers first', () => {
    const { made, answering } = counted();
    const booked = answer('K7M2Q9XH4T');
    answering.send(booked);
    answering.prepare(booked);
    expect(made).toEqual({ serialized: 0, signed: 1, sent: booked });
  });

  it('answers afresh when another answer is returned (a booking drawn again)', () => {
    const { made, answering } = counted();
    answering.prepare(answer('K7M2Q9XH4T'));
    const other = answer('P3R8W2N6M4');
    answering.send(other);
    expect(made).toEqual({ serialized: 1, signed: 2, sent: other });
  });
});
