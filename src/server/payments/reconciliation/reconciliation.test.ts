import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ATTENTION_REASONS } from '../../../domain/attention';
import type { AttentionList, ReconciliationOutcome } from '../../../domain/schemas/admin-api';
import { type adminClient, signedInAdmin } from '../../../testing/server/admin-fixtures';
import {
  bookingStatus,
  countRows,
  createBooking,
  createPaidBooking,
  eventTypes,
  NOW,
  payWithTestCard,
} from '../../../testing/server/booking-fixtures';
import {
  bookWithStripe,
  confirmOnSuccessPage,
  paymentOf,
  receiptsFor,
  standInClient,
  stripeMode,
  useStripeAppWithLogLines,
  useStripeStandIn,
} from '../../../testing/server/stripe-fixtures';
import { testConfig, useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { runScheduledJobs } from '../../scheduler/scheduler';
import { createDemoProvider } from '../demo/demo-provider';

const DIFFERS = ATTENTION_REASONS['payment-differs'];
const DAY = 24 * 60 * 60 * 1000;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** The dashboard's 'Reconcile Payments' and what Needs attention then says, for one admin. */
function reconciliationClient(admin: ReturnType<typeof adminClient>) {
  return {
    refund: admin.refund,
    reconcile: async () => {
      const response = await admin.reconcile();
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ReconciliationOutcome;
    },
    /** Each flagged booking's reason labels, by id. */
    reasons: async () => {
      const response = await admin.attention();
      expect(response.statusCode, response.body).toBe(200);
      const view = response.json() as AttentionList;
      return Object.fromEntries(view.bookings.map((b) => [b.id, b.reasons.map((reason) => reason.label)]));
    },
  };
}

async function differencesOf(database: DatabaseHandle, bookingId: string) {
  return queryRows<{ kind: string; ours: string; theirs: string }>(
    database.db,
    sql`select kind, ours, theirs from payment_differences where booking_id = ${bookingId} order by kind`,
  );
}

async function ledgerOf(database: DatabaseHandle, bookingId: string) {
  return queryRows<{ kind: string; amount_cents: number }>(
    database.db,
    sql`select kind, amount_cents from money_movements where booking_id = ${bookingId} order by kind`,
  );
}

describe.each(TEST_ENGINES)('reconciliation with Stripe (the stand-in) on %s', (engine) => {
  const database = useTestDatabase(engine);
  const standIn = useStripeStandIn();
  const app = useTestApp(
    database,
    stripeMode(standIn, () => NOW),
  );
  const setUp = async () => {
    standIn().forget();
    return reconciliationClient(await signedInAdmin(app(), database()));
  };
  /** A booking paid at Stripe and recorded by the success page: both sides agree. */
  const paidBooking = async () => {
    const booking = await bookWithStripe(app(), standIn());
    const session = standIn().markPaid(booking.sessionId);
    expect((await confirmOnSuccessPage(app(), booking.sessionId)).statusCode).toBe(200);
    return { ...booking, session };
  };

  it('records a payment Stripe has and we lack, as the webhook would, once however often it runs', async () => {
    const admin = await setUp();
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    const session = standIn().markPaid(sessionId);

    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 1, differences: 0 });
    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 0, differences: 0 });

    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await paymentOf(database(), id)).toMatchObject({
      status: 'paid',
      payment_intent_id: session.payment_intent,
    });
    expect((await eventTypes(database(), id)).filter((type) => type === 'paid')).toHaveLength(1);
    expect(await receiptsFor(database(), id)).toBe(1);
    expect(await ledgerOf(database(), id)).toEqual([{ kind: 'payment', amount_cents: session.amount_total }]);
    expect((await admin.reasons())[id]).toBeUndefined();
    // The list call asked for the last 3 days, with each session's payment intent.
    const listed = standIn().requests.find((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions');
    expect(listed).toBeDefined();
  });

  it("records a paid checkout whose row we never wrote, for the booking's total", async () => {
    const admin = await setUp();
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    standIn().markPaid(sessionId);
    await database().db.execute(sql`delete from payments where booking_id = ${id}`);

    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 1, differences: 0 });
    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 0, differences: 0 });
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await receiptsFor(database(), id)).toBe(1);
    expect(await countRows(database(), 'payments', sql`where booking_id = ${id}`)).toBe(1);
  });

  it('flags an amount that differs, until a run finds the two agreeing', async () => {
    const admin = await setUp();
    const { id, session } = await paidBooking();
    const asked = session.amount_total;
    session.amount_total = asked - 500;

    expect(await admin.reconcile()).toMatchObject({ differences: 1, recorded: 0 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'amount', ours: `${asked} usd`, theirs: `${asked - 500} usd` },
    ]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
    // A second run finding the same keeps one difference.
    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(await differencesOf(database(), id)).toHaveLength(1);

    session.amount_total = asked;
    expect(await admin.reconcile()).toMatchObject({ differences: 0 });
    expect((await admin.reasons())[id]).toBeUndefined();
  });

  it('flags a currency that differs', async () => {
    const admin = await setUp();
    const { id, session } = await paidBooking();
    session.currency = 'eur';

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([{ kind: 'currency', ours: 'usd', theirs: 'eur' }]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
  });

  it('does not record a payment in another currency, and flags it', async () => {
    const admin = await setUp();
    const { id, sessionId } = await bookWithStripe(app(), standIn());
    standIn().markPaid(sessionId).currency = 'eur';

    expect(await admin.reconcile()).toMatchObject({ recorded: 0, differences: 1 });
    expect(await bookingStatus(database(), id)).toBe('pending');
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
  });

  it('flags a payment we hold paid that Stripe does not', async () => {
    const admin = await setUp();
    const { id, session } = await paidBooking();
    Object.assign(session, { payment_status: 'unpaid', status: 'expired' });

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'status', ours: 'paid', theirs: 'expired' },
    ]);
  });

  it('flags a payment we hold paid that Stripe does not list at all', async () => {
    const admin = await setUp();
    const { id, sessionId } = await paidBooking();
    const madeAt = new Date(NOW.getTime() - DAY);
    await database().db.execute(sql`update payments set created_at = ${madeAt} where booking_id = ${id}`);
    standIn().forget();

    expect(await admin.reconcile()).toEqual({ checked: 0, recorded: 0, differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'status', ours: 'paid', theirs: 'not found' },
    ]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
    const [row] = await queryRows<{ reference: string }>(
      database().db,
      sql`select reference from payment_differences where booking_id = ${id}`,
    );
    expect(row?.reference).toBe(sessionId);
  });

  it('flags a refund made at Stripe that we have no record of', async () => {
    const admin = await setUp();
    const { id, session } = await paidBooking();
    // As if refunded in Stripe's dashboard, and its webhook never arrived.
    await standInClient(standIn()).refunds.create({
      payment_intent: session.payment_intent ?? '',
      amount: 1500,
    });

    expect(await admin.reconcile()).toEqual({ checked: 2, recorded: 0, differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'refund', ours: '0 refunded', theirs: '1500 refunded' },
    ]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
  });

  /** A booking paid and refunded with our Refund a day ago, Stripe and we agreeing; and Stripe's refund. */
  const refundedBooking = async (admin: ReturnType<typeof reconciliationClient>) => {
    const booking = await paidBooking();
    const refund = await admin.refund(booking.id);
    expect(refund.statusCode, refund.body).toBe(200);
    const dayAgo = new Date(NOW.getTime() - DAY);
    await database().db.execute(
      sql`update refund_requests set completed_at = ${dayAgo} where booking_id = ${booking.id}`,
    );
    const made = standIn()
      .refunds()
      .find((refund) => refund.payment_intent === booking.session.payment_intent);
    if (!made) throw new Error('Stripe made no refund');
    return { ...booking, made };
  };

  it('flags a refund we recorded that Stripe does not have', async () => {
    const admin = await setUp();
    const { id, made } = await refundedBooking(admin);
    expect(await admin.reconcile()).toMatchObject({ differences: 0 });
    standIn().dropRefund(made.id);

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'refund', ours: `${made.amount} refunded`, theirs: 'not found' },
    ]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);
  });

  it('flags a refund Stripe has for less than we recorded, until a run finds the two agreeing', async () => {
    const admin = await setUp();
    const { id, made } = await refundedBooking(admin);
    const recorded = made.amount;
    made.amount = recorded - 500;

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(await differencesOf(database(), id)).toEqual([
      { kind: 'refund', ours: `${recorded} refunded`, theirs: `${recorded - 500} refunded` },
    ]);
    expect((await admin.reasons())[id]).toEqual([DIFFERS]);

    made.amount = recorded;
    expect(await admin.reconcile()).toMatchObject({ differences: 0 });
    expect((await admin.reasons())[id]).toBeUndefined();
  });

  it('flags a refund that only charge.refunded told us of when Stripe lists none for the payment', async () => {
    const admin = await setUp();
    const { id, made, session } = await refundedBooking(admin);
    await database().db.execute(
      sql`update refund_requests set provider_refund_id = null where booking_id = ${id}`,
    );
    expect(await admin.reconcile()).toMatchObject({ differences: 0 });
    standIn().dropRefund(made.id);

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    const [row] = await queryRows<{ reference: string; theirs: string }>(
      database().db,
      sql`select reference, theirs from payment_differences where booking_id = ${id}`,
    );
    expect(row).toEqual({ reference: session.payment_intent, theirs: 'not found' });
  });

  it('finds nothing when every payment and refund agrees', async () => {
    const admin = await setUp();
    const { id: kept } = await paidBooking();
    // Our own refund reaches Stripe and our records alike.
    const { id: refunded } = await refundedBooking(admin);
    const unpaid = await bookWithStripe(app(), standIn());

    expect(await admin.reconcile()).toEqual({ checked: 4, recorded: 0, differences: 0 });
    const reasons = await admin.reasons();
    for (const id of [kept, refunded, unpaid.id]) expect(reasons[id]).toBeUndefined();
    expect(await countRows(database(), 'payment_differences')).toBe(0);
  });

  it('is refused without a signed-in session', async () => {
    await setUp();
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/admin/reconciliation',
      headers: { origin: testConfig().publicUrl },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(TEST_ENGINES)('reconciliation with the demo provider on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  const setUp = async () => reconciliationClient(await signedInAdmin(app(), database()));
  const demo = () =>
    createDemoProvider({ db: database().db, now: () => NOW, publicUrl: testConfig().publicUrl });

  it('records a payment made on the demo page that was never confirmed, once', async () => {
    const admin = await setUp();
    const { id, checkoutUrl } = await createBooking(app());
    await payWithTestCard(app(), checkoutUrl ?? '');

    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 1, differences: 0 });
    expect(await admin.reconcile()).toEqual({ checked: 1, recorded: 0, differences: 0 });
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await receiptsFor(database(), id)).toBe(1);
  });

  it('flags an amount and a refund that differ, and nothing when all agrees', async () => {
    const admin = await setUp();
    const agreeing = await createPaidBooking(app());
    const changed = await createPaidBooking(app());
    const refundedThere = await createPaidBooking(app());
    expect(await admin.reconcile()).toEqual({ checked: 3, recorded: 0, differences: 0 });

    const [payment] = await queryRows<{ payment_intent_id: string; amount_cents: number }>(
      database().db,
      sql`select payment_intent_id, amount_cents from payments where booking_id = ${refundedThere}`,
    );
    await demo().refund({
      paymentIntentId: payment?.payment_intent_id ?? '',
      amountCents: 700,
      idempotencyKey: 'made-at-the-provider',
    });
    await database().db.execute(
      sql`update demo_checkouts set amount_cents = amount_cents + 100
          where payment_intent_id = (select payment_intent_id from payments where booking_id = ${changed})`,
    );

    expect(await admin.reconcile()).toEqual({ checked: 4, recorded: 0, differences: 2 });
    const reasons = await admin.reasons();
    expect(reasons[agreeing]).toBeUndefined();
    expect(reasons[changed]).toEqual([DIFFERS]);
    expect(reasons[refundedThere]).toEqual([DIFFERS]);
    expect(await differencesOf(database(), refundedThere)).toEqual([
      { kind: 'refund', ours: '0 refunded', theirs: '700 refunded' },
    ]);
  });

  it('runs from the scheduler once a day, on whichever server comes first', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    await payWithTestCard(app(), checkoutUrl ?? '');
    let at = NOW;
    const deps = {
      db: database().db,
      mail: { publicUrl: testConfig().publicUrl, supportEmail: 'help@example.com', wake: () => {} },
      log: silentLog,
      now: () => at,
      provider: demo(),
    };

    const passes = await Promise.all([runScheduledJobs(deps), runScheduledJobs(deps)]);
    expect(passes.map((pass) => pass.reconciled).sort()).toEqual([0, 1]);
    expect(await bookingStatus(database(), id)).toBe('paid');
    expect(await runScheduledJobs(deps)).toMatchObject({ reconciled: 0 });
    at = new Date(NOW.getTime() + DAY);
    expect(await runScheduledJobs(deps)).toMatchObject({ reconciled: 1 });
    expect(await receiptsFor(database(), id)).toBe(1);
  });
});

describe('what the operator reads of a reconciliation in the logs', () => {
  const database = useTestDatabase('pglite');
  const standIn = useStripeStandIn();
  const logged = useStripeAppWithLogLines(database, standIn);
  const { lines } = logged;

  it('one line per difference, with the booking, the reference, ours and theirs, and nothing of the traveller', async () => {
    const admin = reconciliationClient(await signedInAdmin(logged.app(), database()));
    const { id, sessionId } = await bookWithStripe(logged.app(), standIn());
    const session = standIn().markPaid(sessionId);
    expect((await confirmOnSuccessPage(logged.app(), sessionId)).statusCode).toBe(200);
    session.currency = 'eur';

    expect(await admin.reconcile()).toMatchObject({ differences: 1 });
    expect(lines.filter((line) => line.msg === 'reconciliation: payment differs from the provider')).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        bookingId: id,
        reference: sessionId,
        kind: 'currency',
        ours: 'usd',
        theirs: 'eur',
      }),
    ]);
    const everything = JSON.stringify(lines.filter((line) => String(line.msg).startsWith('reconciliation')));
    for (const secret of ['ana@example.com', 'López']) expect(everything).not.toContain(secret);
  });
});
