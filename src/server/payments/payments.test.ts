import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingStatus,
  countRows,
  createBooking,
  eventTypes,
  NOW,
  payWithTestCard,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { createDemoProvider } from './demo/demo-provider';

describe.each(TEST_ENGINES)('confirming a payment on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  const confirm = (sessionId: string) =>
    app().inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });

  it('marks the booking paid once the provider says the checkout is paid', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl as string);
    const response = await confirm(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bookingId: id, status: 'paid' });
    expect(await bookingStatus(database(), id)).toBe('paid');
    const [payment] = await queryRows<{ status: string; payment_intent_id: string }>(
      database().db,
      sql`select p.status, p.payment_intent_id from payments p join bookings b on b.payment_intent_id = p.payment_intent_id`,
    );
    expect(payment?.status).toBe('paid');
    expect(payment?.payment_intent_id).toMatch(/^pi_demo_/);
  });

  it('confirms twice with one paid event', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl as string);
    await confirm(sessionId);
    const again = await confirm(sessionId);
    expect(again.json()).toEqual({ bookingId: id, status: 'paid' });
    expect((await eventTypes(database(), id)).filter((type) => type === 'paid')).toHaveLength(1);
  });

  it('answers the same booking when confirmed by its payment intent id', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    await confirm(await payWithTestCard(app(), checkoutUrl as string));
    const [row] = await queryRows<{ payment_intent_id: string }>(
      database().db,
      sql`select payment_intent_id from bookings where id = ${id}`,
    );
    const response = await confirm(row?.payment_intent_id as string);
    expect(response.json()).toEqual({ bookingId: id, status: 'paid' });
  });

  it('never downgrades a booking an admin has moved on', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl as string);
    await database().db.execute(sql`update bookings set status = 'cancelled' where id = ${id}`);
    const response = await confirm(sessionId);
    expect(response.json()).toEqual({ bookingId: id, status: 'cancelled' });
  });

  it('a made-up session id marks nothing paid', async () => {
    const { id } = await createBooking(app());
    for (const madeUp of ['cs_demo_madeup', 'pi_demo_madeup']) {
      const response = await confirm(madeUp);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Payment not found' });
    }
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect(await countRows(database(), 'booking_events', sql`where type = 'paid'`)).toBe(0);
  });

  it('refuses to confirm a checkout that has not been paid yet', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = (checkoutUrl as string).split('/').pop() as string;
    const response = await confirm(sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Payment has not been completed' });
    expect(await bookingStatus(database(), id)).toBe('pending');
  });

  it('refuses a confirmation without a session id', async () => {
    const response = await confirm('  ');
    expect(response.statusCode).toBe(400);
  });
});

describe.each(TEST_ENGINES)('demo refunds on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  it('refunds once per idempotency key and never more than was paid', async () => {
    const { checkoutUrl } = await createBooking(app());
    await payWithTestCard(app(), checkoutUrl as string);
    const [paid] = await queryRows<{ payment_intent_id: string }>(
      database().db,
      sql`select payment_intent_id from demo_checkouts`,
    );
    const provider = createDemoProvider({
      db: database().db,
      now: () => NOW,
      publicUrl: 'http://localhost:3000',
    });
    const paymentIntentId = paid?.payment_intent_id as string;
    const first = await provider.refund({ paymentIntentId, amountCents: 37810, idempotencyKey: 'refund-1' });
    const retry = await provider.refund({ paymentIntentId, amountCents: 37810, idempotencyKey: 'refund-1' });
    expect(retry).toEqual(first);
    expect(first.refundId).toMatch(/^re_demo_/);
    await expect(
      provider.refund({ paymentIntentId, amountCents: 37810, idempotencyKey: 'refund-2' }),
    ).rejects.toThrow(/cannot refund/);
    const [checkout] = await queryRows<{ refunded_cents: number }>(
      database().db,
      sql`select refunded_cents from demo_checkouts`,
    );
    expect(checkout?.refunded_cents).toBe(37810);
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
  });
});
