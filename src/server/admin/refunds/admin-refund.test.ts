import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_FAILURE_REASONS } from '../../../domain/refunds';
import { DEFAULT_MEETING_POINTS } from '../../../domain/terminals';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { ADMIN } from '../../../testing/server/auth-fixtures';
import {
  bookingStatus,
  countRows,
  createBooking,
  createPaidBooking,
  NOW,
} from '../../../testing/server/booking-fixtures';
import { testConfig, useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { toCustomerBooking } from '../../bookings/bookings.mapper';
import { queryRows } from '../../db/client';
import { payments } from '../../db/schema';
import { queueRefund } from '../../mail/booking-notifications';
import { createDemoProvider } from '../../payments/demo/demo-provider';
import type { PaymentProvider } from '../../payments/payment-provider';
import { recordChargeRefunded } from '../../payments/stripe/stripe-webhook.queries';

/** How the provider answers a refund: as the demo provider does, refusing, or refunding but losing the answer. */
type RefundMode = 'ok' | 'fail' | 'lose-answer' | 'event-first';

const testMail = { publicUrl: testConfig().publicUrl, supportEmail: 'help@example.com', wake: () => {} };

describe.each(TEST_ENGINES)('refunding a booking on %s', (engine) => {
  const database = useTestDatabase(engine);
  let mode: RefundMode = 'ok';
  let providerCalls = 0;
  let requestsSeen: unknown[] = [];
  let clock = NOW;
  const app = useTestApp(database, {
    now: () => clock,
    paymentProvider: (db): PaymentProvider => {
      const demo = createDemoProvider({ db: db.db, now: () => NOW, publicUrl: testConfig().publicUrl });
      return {
        ...demo,
        refund: async (input) => {
          providerCalls += 1;
          // The request is on record before the provider hears of it.
          const [request] = await queryRows<{
            status: string;
            idempotency_key: string;
            amount_cents: number;
          }>(
            db.db,
            sql`select status, idempotency_key, amount_cents from refund_requests
                where idempotency_key = ${input.idempotencyKey}`,
          );
          requestsSeen.push(request);
          if (mode === 'fail') throw new Error('card network unavailable');
          const refund = await demo.refund(input);
          if (mode === 'lose-answer') throw new Error('socket hang up');
          if (mode === 'event-first') {
            // The provider's charge.refunded is recorded before its answer to us arrives.
            const [payment] = await db.db
              .select()
              .from(payments)
              .where(eq(payments.paymentIntentId, input.paymentIntentId));
            if (!payment) throw new Error('no such payment');
            await recordChargeRefunded(
              db.db,
              payment,
              { paymentIntentId: input.paymentIntentId, amountRefundedCents: input.amountCents },
              NOW,
              (tx, booking, cents) =>
                queueRefund(tx, testMail, toCustomerBooking(booking, DEFAULT_MEETING_POINTS), cents),
            );
          }
          return refund;
        },
      };
    },
  });
  let admin: ReturnType<typeof adminClient>;
  const setUp = async () => {
    mode = 'ok';
    clock = NOW;
    providerCalls = 0;
    requestsSeen = [];
    admin = await signedInAdmin(app(), database());
  };
  const paymentOf = async (id: string) => {
    const [row] = await queryRows<{ status: string; amount_cents: number; refunded_cents: number }>(
      database().db,
      sql`select status, amount_cents, refunded_cents from payments where booking_id = ${id} and status <> 'open'`,
    );
    return row;
  };
  const refundMails = (id: string) =>
    queryRows<{ text_body: string }>(
      database().db,
      sql`select text_body from emails where booking_id = ${id} and kind = 'refund'`,
    );

  it.each([
    ['Cancun', 1, 4655],
    ['Playa del Carmen', 1, 9405],
    ['Tulum', 1, 18905],
    ['Tulum', 5, 37810],
    ['Playa del Carmen', 9, 28215],
  ] as const)(
    'refunds 95 percent of what was paid for %s with %i passengers: %i cents',
    async (to, passengers, cents) => {
      await setUp();
      const id = await createPaidBooking(app(), { to, passengers });
      const response = await admin.refund(id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ refundedCents: cents, booking: { id, status: 'refunded' } });
      expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded_cents: cents });
      expect(await countRows(database(), 'demo_refunds', sql`where amount_cents = ${cents}`)).toBe(1);
      const [mail] = await refundMails(id);
      expect(mail?.text_body).toContain(`$${(cents / 100).toFixed(2)}`);
      const [event] = await queryRows<{ actor: string; data: Record<string, unknown> }>(
        database().db,
        sql`select actor, data from booking_events where booking_id = ${id} and type = 'refunded'`,
      );
      expect(event).toMatchObject({ actor: ADMIN.email, data: { refundCents: cents } });
    },
  );

  it('refunds once when the refund is asked again: one provider refund, one e-mail, one event', async () => {
    await setUp();
    const id = await createPaidBooking(app());
    expect((await admin.refund(id)).statusCode).toBe(200);
    const again = await admin.refund(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This booking has already been refunded' });
    expect(providerCalls).toBe(1);
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
    expect(await refundMails(id)).toHaveLength(1);
    expect(await countRows(database(), 'booking_events', sql`where type = 'refunded'`)).toBe(1);
  });

  it('refunds once when the first answer was lost and the admin retries', async () => {
    await setUp();
    const id = await createPaidBooking(app());
    mode = 'lose-answer';
    expect((await admin.refund(id)).statusCode).toBe(502);
    expect(await bookingStatus(database(), id)).toBe('paid');
    mode = 'ok';
    const retried = await admin.refund(id);
    expect(retried.statusCode).toBe(200);
    // The same idempotency key: the provider answered with the refund it had already made.
    expect(providerCalls).toBe(2);
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
    expect(await paymentOf(id)).toMatchObject({ refunded_cents: 37810 });
    expect(await refundMails(id)).toHaveLength(1);
  });

  it("answers the refund made when the provider's charge.refunded was recorded first: one refund, one e-mail", async () => {
    await setUp();
    const id = await createPaidBooking(app());
    mode = 'event-first';
    const response = await admin.refund(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refundedCents: 37810, booking: { id, status: 'refunded' } });
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
    expect(await refundMails(id)).toHaveLength(1);
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded_cents: 37810 });
    const [request] = await queryRows<{ status: string; provider_refund_id: string | null }>(
      database().db,
      sql`select status, provider_refund_id from refund_requests where booking_id = ${id}`,
    );
    expect(request?.status).toBe('succeeded');
    expect(request?.provider_refund_id).toMatch(/^re_demo_/);
  });

  it('takes a refund whose write failed over once its claim is stale, and replays it: one refund, one e-mail', async () => {
    await setUp();
    const id = await createPaidBooking(app());
    // The provider refunds, then our write of it fails (the database refuses the refunded history line).
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
    expect(await paymentOf(id)).toMatchObject({ status: 'refunding', refunded_cents: 0 });
    // While the first request may still be under way, a second is refused.
    expect((await admin.refund(id)).json()).toEqual({ error: 'This booking has already been refunded' });

    clock = new Date(NOW.getTime() + 3 * 60 * 1000);
    const retried = await admin.refund(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(providerCalls).toBe(2);
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
    expect(await refundMails(id)).toHaveLength(1);
    expect(await paymentOf(id)).toMatchObject({ status: 'refunded', refunded_cents: 37810 });
  });

  it('refunds once when two refunds arrive together', async () => {
    await setUp();
    const id = await createPaidBooking(app());
    const answers = await Promise.all([admin.refund(id), admin.refund(id)]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
    expect(await countRows(database(), 'demo_refunds')).toBe(1);
    expect(await refundMails(id)).toHaveLength(1);
  });

  it('refuses a booking with nothing paid, and one already refunded, with 409 and a clear message', async () => {
    await setUp();
    const { id: unpaid } = await createBooking(app());
    const nothing = await admin.refund(unpaid);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: 'This booking has no payment to refund' });
    const markedRefunded = await insertBooking(database(), { status: 'refunded' });
    expect((await admin.refund(markedRefunded)).json()).toEqual({
      error: 'This booking has already been refunded',
    });
    expect((await admin.refund('0000000000')).statusCode).toBe(404);
    expect(providerCalls).toBe(0);
  });

  it("answers 502 'Failed to process refund' when the provider fails: no money moved, the failure kept", async () => {
    await setUp();
    const id = await createPaidBooking(app());
    const mailsBefore = await countRows(database(), 'emails');
    mode = 'fail';
    const response = await admin.refund(id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'Failed to process refund' });
    expect(requestsSeen).toEqual([
      { status: 'requested', idempotency_key: expect.stringMatching(`^refund-${id}-`), amount_cents: 37810 },
    ]);
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await paymentOf(id)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(await countRows(database(), 'emails')).toBe(mailsBefore);
    expect(await countRows(database(), 'money_movements', sql`where kind = 'refund'`)).toBe(0);
    // A plain error says nothing the operator could be shown: the reason is the fixed one.
    const [row] = await queryRows<{ refund_failure: string }>(
      database().db,
      sql`select refund_failure from bookings where id = ${id}`,
    );
    expect(row?.refund_failure).toBe(REFUND_FAILURE_REASONS.unconfirmed);
    const [event] = await queryRows<{ actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select actor, data from booking_events where booking_id = ${id} and type = 'refund-failed'`,
    );
    expect(event).toMatchObject({ actor: ADMIN.email, data: { reason: REFUND_FAILURE_REASONS.unconfirmed } });
    expect(JSON.stringify(event)).not.toContain('card network unavailable');
  });
});
