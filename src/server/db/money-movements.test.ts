import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { markPaymentPaid } from '../payments/payments.queries';
import { recordRefund } from '../payments/refunds.queries';
import { recordChargeRefunded } from '../payments/stripe/stripe-webhook.queries';
import { moneyMovements, payments } from './schema';

/**
 * The ledger the reports add up: each payment and each refund once, whichever path or replay records it,
 * on the route the booking has and at the instant the money moved.
 */
describe.each(TEST_ENGINES)('the money movements on %s', (engine) => {
  const database = useTestDatabase(engine);
  const paidAt = new Date('2026-03-10T15:00:00Z');

  async function openPayment() {
    const bookingId = await insertBooking(database(), { toLocation: 'Playa del Carmen', totalPrice: 99 });
    const [payment] = await database()
      .db.insert(payments)
      .values({ bookingId, provider: 'stripe', checkoutSessionId: `cs_${bookingId}`, amountCents: 9_900 })
      .returning();
    if (!payment) throw new Error('no payment row');
    return { id: payment.id, bookingId, paymentIntentId: `pi_${bookingId}`, amountCents: 9_900 };
  }

  const movements = (bookingId: string) =>
    database()
      .db.select({
        kind: moneyMovements.kind,
        amountCents: moneyMovements.amountCents,
        to: moneyMovements.toLocation,
        at: moneyMovements.at,
      })
      .from(moneyMovements)
      .where(eq(moneyMovements.bookingId, bookingId))
      .orderBy(asc(moneyMovements.at), asc(moneyMovements.amountCents));

  it('records a payment once, however often it is confirmed', async () => {
    const payment = await openPayment();
    expect(await markPaymentPaid(database().db, payment, paidAt)).toBe(true);
    expect(await markPaymentPaid(database().db, payment, new Date('2026-03-11T15:00:00Z'))).toBe(false);
    expect(await movements(payment.bookingId)).toEqual([
      { kind: 'payment', amountCents: 9_900, to: 'Playa del Carmen', at: paidAt },
    ]);
  });

  it("records only what Stripe's refunded total adds, and nothing for a replayed event", async () => {
    const payment = await openPayment();
    await markPaymentPaid(database().db, payment, paidAt);
    const first = new Date('2026-03-12T10:00:00Z');
    const second = new Date('2026-03-13T10:00:00Z');
    const refunded = (cents: number, at: Date) =>
      recordChargeRefunded(
        database().db,
        payment,
        { paymentIntentId: payment.paymentIntentId, amountRefundedCents: cents },
        at,
      );
    await refunded(1_000, first);
    await refunded(1_000, second);
    await refunded(3_000, second);
    // A late event with a smaller total than already known adds nothing either.
    await refunded(2_000, second);
    expect((await movements(payment.bookingId)).filter((row) => row.kind === 'refund')).toEqual([
      { kind: 'refund', amountCents: 1_000, to: 'Playa del Carmen', at: first },
      { kind: 'refund', amountCents: 2_000, to: 'Playa del Carmen', at: second },
    ]);
  });

  it('completes a refund Stripe made but we never recorded, and tells the traveller once', async () => {
    const payment = await openPayment();
    await markPaymentPaid(database().db, payment, paidAt);
    // Our refund claimed the payment and Stripe refunded it, but our write of it failed.
    await database().db.update(payments).set({ status: 'refunding' }).where(eq(payments.id, payment.id));
    const told: number[] = [];
    const webhook = () =>
      recordChargeRefunded(
        database().db,
        payment,
        { paymentIntentId: payment.paymentIntentId, amountRefundedCents: 9_405 },
        new Date('2026-04-02T10:00:05Z'),
        async (_tx, booking, cents) => {
          expect(booking.status).toBe('refunded');
          told.push(cents);
        },
      );
    expect(await webhook()).toBe(true);
    expect(await webhook()).toBe(false);
    expect(told).toEqual([9_405]);
    const [row] = await database().db.select().from(payments).where(eq(payments.id, payment.id));
    expect([row?.status, row?.refundedCents]).toEqual(['refunded', 9_405]);
  });

  it("records our own refund once: Stripe's event about it adds nothing", async () => {
    const payment = await openPayment();
    await markPaymentPaid(database().db, payment, paidAt);
    const refundAt = new Date('2026-04-02T10:00:00Z');
    const refund = {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      refundCents: 9_405,
      refundId: 're_1',
      actor: 'admin@example.com' as const,
      at: refundAt,
    };
    await recordRefund(database().db, refund, async () => {});
    await recordRefund(database().db, refund, async () => {});
    await recordChargeRefunded(
      database().db,
      payment,
      { paymentIntentId: payment.paymentIntentId, amountRefundedCents: 9_405 },
      new Date('2026-04-02T10:00:05Z'),
    );
    expect((await movements(payment.bookingId)).filter((row) => row.kind === 'refund')).toEqual([
      { kind: 'refund', amountCents: 9_405, to: 'Playa del Carmen', at: refundAt },
    ]);
  });
});
