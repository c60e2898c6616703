import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  arrivalRequest,
  bookingStatus,
  countRows,
  createBooking,
  eventTypes,
  NOW,
  payWithTestCard,
  postBooking,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { createDemoProvider } from '../payments/demo/demo-provider';
import type { PaymentProvider } from '../payments/payment-provider';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_ENGINES)('Pay Now on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  let providerDown = false;
  let failAfterSession = false;
  beforeEach(() => {
    clock = NOW;
    providerDown = false;
    failAfterSession = false;
  });
  const app = useTestApp(database, {
    now: () => clock,
    // The demo provider, unless the test has taken it down.
    paymentProvider: (handle): PaymentProvider => {
      const demo = createDemoProvider({
        db: handle.db,
        now: () => clock,
        publicUrl: 'http://localhost:3000',
      });
      return {
        ...demo,
        createCheckout: async (input) => {
          if (providerDown) throw new Error('card processor unreachable');
          const session = await demo.createCheckout(input);
          if (failAfterSession) throw new Error('the answer was lost');
          return session;
        },
      };
    },
  });

  const payNow = (id: string, email = 'ana@example.com', lastName = 'López') =>
    app().inject({ method: 'POST', url: `/api/bookings/${id}/checkout`, payload: { email, lastName } });

  it('hands a pending booking its open checkout again', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const response = await payNow(id, ' ana@example.com ', 'LÓPEZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checkoutUrl });
    expect(await countRows(database(), 'payments')).toBe(1);
  });

  it('opens a fresh checkout once the first one has expired', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    clock = new Date(NOW.getTime() + 25 * HOUR);
    const response = await payNow(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().checkoutUrl).not.toBe(checkoutUrl);
    expect(response.json().checkoutUrl).toMatch(/\/checkout\/demo\/cs_demo_/);
    expect(await countRows(database(), 'payments')).toBe(2);
  });

  it('answers 404 Booking not found unless id, e-mail and last name all match', async () => {
    const { id } = await createBooking(app());
    for (const response of [
      await payNow(id, 'other@example.com'),
      await payNow(id, 'ana@example.com', 'Smith'),
      await payNow('K7M2Q9XH4T'),
      await payNow('not-an-id'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Booking not found' });
    }
  });

  it('answers 409 for a booking already paid', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl as string);
    await app().inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
    const response = await payNow(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This booking has already been paid' });
  });

  it('answers 409 Payment no longer available for a pending booking 24 hours past its flight', async () => {
    const { id } = await createBooking(app(), { flightDate: '2026-03-02', flightTime: '10:00' });
    // The flight is 2026-03-02 15:00 UTC; a day later it has expired.
    clock = new Date('2026-03-03T15:00:00Z');
    const response = await payNow(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Payment no longer available' });
  });

  it('keeps a booking whose checkout failed pending, and lets it be paid later', async () => {
    providerDown = true;
    const created = await postBooking(app(), arrivalRequest());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      checkoutUrl: null,
      checkoutError: 'Failed to create checkout session: card processor unreachable',
      booking: { status: 'pending', totalPrice: 398 },
    });
    const { id } = created.json().booking;
    expect(await eventTypes(database(), id)).toEqual(['checkout-failed', 'created']);

    providerDown = false;
    const response = await payNow(id);
    expect(response.statusCode).toBe(200);
    const sessionId = await payWithTestCard(app(), response.json().checkoutUrl);
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/payments/confirm',
      payload: { sessionId },
    });
    expect(confirmed.json()).toEqual({ bookingId: id, status: 'paid' });
    expect(await bookingStatus(database(), id)).toBe('paid');
  });

  it('answers 502 Failed to process payment when the provider fails on Pay Now', async () => {
    providerDown = true;
    const created = await postBooking(app(), arrivalRequest());
    const response = await payNow(created.json().booking.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Failed to process payment' });
    expect(await countRows(database(), 'payments')).toBe(0);
    expect(await countRows(database(), 'booking_events', sql`where type = 'checkout-failed'`)).toBe(2);
  });

  it('takes back a checkout that fails in the booking’s transaction with the booking, and stores the booking alone', async () => {
    failAfterSession = true;
    const created = await postBooking(app(), arrivalRequest());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      checkoutUrl: null,
      checkoutError: 'Failed to create checkout session: the answer was lost',
      booking: { status: 'pending' },
    });
    expect(await eventTypes(database(), created.json().booking.id)).toEqual(['checkout-failed', 'created']);
    expect(await countRows(database(), 'bookings')).toBe(1);
    // The session written in the rolled-back transaction is gone; the one opened after the commit stays.
    expect(await countRows(database(), 'demo_checkouts')).toBe(1);
    expect(await countRows(database(), 'payments')).toBe(0);
  });
});
