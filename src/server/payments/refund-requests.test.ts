/**
 * Refunds that cannot drift, against the Stripe stand-in: a refund is written 'requested' before
 * Stripe is asked; a failed call stays visible on the card ('Refund failed', the reason) and in Needs
 * attention until a retry with the same idempotency key makes it; Stripe's charge.refunded completes a
 * refund our side never finished. Whatever the interleaving: one refund at Stripe, one refund e-mail.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS } from '../../domain/attention';
import { REFUND_FAILURE_REASONS } from '../../domain/refunds';
import type { AdminBookingList, AttentionList } from '../../domain/schemas/admin-api';
import { type adminClient, signedInAdmin } from '../../testing/server/admin-fixtures';
import { ADMIN } from '../../testing/server/auth-fixtures';
import { bookingStatus, NOW } from '../../testing/server/booking-fixtures';
import {
  bookWithStripe,
  confirmOnSuccessPage,
  paymentOf,
  postWebhook,
  stripeMode,
  useStripeAppWithLogLines,
  useStripeStandIn,
} from '../../testing/server/stripe-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

const REFUND_FAILED = ATTENTION_REASONS['refund-failed'];

describe.each(TEST_ENGINES)('refund requests with Stripe (the stand-in) on %s', (engine) => {
  const database = useTestDatabase(engine);
  const standIn = useStripeStandIn();
  const app = useTestApp(
    database,
    stripeMode(standIn, () => NOW),
  );

  let admin: ReturnType<typeof adminClient>;
  /** A booking paid at Stripe and recorded by the success page, and a signed-in admin. */
  const paidBooking = async () => {
    standIn().forget();
    admin = await signedInAdmin(app(), database());
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    standIn().markPaid(sessionId);
    expect((await confirmOnSuccessPage(app(), sessionId)).statusCode).toBe(200);
    return { id, sessionId };
  };
  /** The booking as the dashboard's card gets it. */
  const card = async (id: string) => {
    const response = await admin.list();
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AdminBookingList).bookings.find((booking) => booking.id === id);
  };
  const attentionReasons = async (id: string) => {
    const view = (await admin.attention()).json() as AttentionList;
    return view.bookings.find((booking) => booking.id === id)?.reasons.map((reason) => reason.label) ?? [];
  };
  const requestOf = async (id: string) => {
    const [row] = await queryRows<{
      status: string;
      failure_reason: string | null;
      attempts: number;
      idempotency_key: string;
      provider_refund_id: string | null;
      amount_cents: number;
    }>(
      database().db,
      sql`select status, failure_reason, attempts, idempotency_key, provider_refund_id, amount_cents
          from refund_requests where booking_id = ${id}`,
    );
    return row;
  };
  const refundMails = async (id: string) => {
    const rows = await queryRows<{ id: string }>(
      database().db,
      sql`select id from emails where booking_id = ${id} and kind = 'refund'`,
    );
    return rows.length;
  };
  /** The keys Stripe was asked to refund with, one per call. */
  const refundKeys = () =>
    standIn()
      .requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
      .map((request) => request.idempotencyKey);
  const chargeRefunded = (sessionId: string) =>
    postWebhook(app(), standIn(), standIn().event('charge.refunded', standIn().charge(sessionId)));

  it('keeps a refund Stripe failed on the card and in Needs attention; Retry Refund makes one refund, one e-mail', async () => {
    const { id } = await paidBooking();
    standIn().failRefunds(1, 'error');

    const failed = await admin.refund(id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Failed to process refund' });
    expect(standIn().refunds()).toHaveLength(0);
    expect(await card(id)).toMatchObject({
      status: 'paid',
      refundFailure: REFUND_FAILURE_REASONS.providerError,
    });
    expect(await attentionReasons(id)).toEqual([REFUND_FAILED]);
    expect(await requestOf(id)).toMatchObject({
      status: 'failed',
      failure_reason: REFUND_FAILURE_REASONS.providerError,
      attempts: 1,
    });
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    const history = (await admin.history(id)).json() as { events: { type: string; actor: string }[] };
    expect(history.events.find((event) => event.type === 'refund-failed')?.actor).toBe(ADMIN.email);

    const retried = await admin.refund(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(standIn().refunds()).toHaveLength(1);
    const [made] = standIn().refunds();
    expect(await requestOf(id)).toMatchObject({
      status: 'succeeded',
      failure_reason: null,
      attempts: 2,
      provider_refund_id: made?.id,
      amount_cents: made?.amount,
    });
    // The retry asked with the first attempt's key.
    const keys = refundKeys();
    expect(keys).toHaveLength(2);
    expect(new Set(keys)).toEqual(new Set([(await requestOf(id))?.idempotency_key]));
    expect(await refundMails(id)).toBe(1);
    expect(await card(id)).toMatchObject({ status: 'refunded', refundFailure: null });
    expect(await attentionReasons(id)).toEqual([]);
  });

  it('replays, never repeats, a refund Stripe made whose answer was lost', async () => {
    const { id } = await paidBooking();
    standIn().failRefunds(1, 'lose-answer');

    expect((await admin.refund(id)).statusCode).toBe(502);
    expect(standIn().refunds()).toHaveLength(1);
    expect((await card(id))?.refundFailure).toBe(REFUND_FAILURE_REASONS.providerError);

    expect((await admin.refund(id)).statusCode).toBe(200);
    expect(standIn().refunds()).toHaveLength(1);
    expect(await refundMails(id)).toBe(1);
    expect(await requestOf(id)).toMatchObject({
      status: 'succeeded',
      provider_refund_id: standIn().refunds()[0]?.id,
    });
  });

  it("completes a failed refund that Stripe made when its charge.refunded arrives, and clears 'Refund failed'", async () => {
    const { id, sessionId } = await paidBooking();
    standIn().failRefunds(1, 'lose-answer');
    expect((await admin.refund(id)).statusCode).toBe(502);
    expect(await attentionReasons(id)).toEqual([REFUND_FAILED]);

    expect((await chargeRefunded(sessionId)).statusCode).toBe(200);
    expect(await bookingStatus(database(), id)).toBe('refunded');
    expect(await requestOf(id)).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'refunded' });
    expect(await card(id)).toMatchObject({ status: 'refunded', refundFailure: null });
    expect(await attentionReasons(id)).toEqual([]);
    expect(await refundMails(id)).toBe(1);

    const again = await admin.refund(id);
    expect(again.json()).toEqual({ error: 'This booking has already been refunded' });
    expect(standIn().refunds()).toHaveLength(1);
    expect(await refundMails(id)).toBe(1);
  });

  it('completes a requested refund whose database write failed when its charge.refunded arrives, one e-mail', async () => {
    const { id, sessionId } = await paidBooking();
    // Our write of the refund fails after Stripe made it (the database refuses the refunded history line).
    await database().db.execute(sql`create function refuse_refunded() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full'; end $$`);
    await database().db.execute(sql`create trigger refuse_refunded before insert on booking_events
      for each row when (new.type = 'refunded') execute function refuse_refunded()`);
    try {
      expect((await admin.refund(id)).statusCode).toBe(500);
    } finally {
      await database().db.execute(sql`drop trigger refuse_refunded on booking_events`);
      await database().db.execute(sql`drop function refuse_refunded()`);
    }
    expect(standIn().refunds()).toHaveLength(1);
    expect(await requestOf(id)).toMatchObject({ status: 'requested' });
    expect(await paymentOf(database(), id)).toMatchObject({ status: 'refunding' });
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await refundMails(id)).toBe(0);

    const event = standIn().event('charge.refunded', standIn().charge(sessionId));
    expect((await postWebhook(app(), standIn(), event)).statusCode).toBe(200);
    expect((await postWebhook(app(), standIn(), event)).statusCode).toBe(200);
    expect(await bookingStatus(database(), id)).toBe('refunded');
    expect(await requestOf(id)).toMatchObject({ status: 'succeeded' });
    expect(await paymentOf(database(), id)).toMatchObject({
      status: 'refunded',
      refunded_cents: standIn().refunds()[0]?.amount,
    });
    expect(await refundMails(id)).toBe(1);
    expect((await admin.refund(id)).statusCode).toBe(409);
    expect(standIn().refunds()).toHaveLength(1);
  });
});

describe('what the operator reads of a failed refund in the logs', () => {
  const database = useTestDatabase('pglite');
  const standIn = useStripeStandIn();
  const logged = useStripeAppWithLogLines(database, standIn);
  const { lines } = logged;

  it('one error line with the booking, the payment, the reason and the error class; nothing of the traveller or the key', async () => {
    const admin = await signedInAdmin(logged.app(), database());
    const { id, sessionId } = await bookWithStripe(logged.app(), standIn());
    standIn().markPaid(sessionId);
    expect((await confirmOnSuccessPage(logged.app(), sessionId)).statusCode).toBe(200);
    standIn().failRefunds(1, 'error');

    expect((await admin.refund(id)).statusCode).toBe(502);
    const failures = lines.filter((line) =>
      String(line.msg).startsWith('refund failed at the payment provider'),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        level: 50,
        bookingId: id,
        paymentId: expect.any(String),
        provider: 'stripe',
        reason: REFUND_FAILURE_REASONS.providerError,
        errorType: 'StripeAPIError',
        attempt: 1,
      }),
    ]);
    const everything = JSON.stringify(failures);
    for (const secret of ['ana@example.com', 'López', 'sk_test_', 'An unknown error occurred']) {
      expect(everything).not.toContain(secret);
    }
  });
});
