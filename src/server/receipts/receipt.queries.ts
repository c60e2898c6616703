import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { moneyMovements, payments } from '../db/schema';

/**
 * The payment a receipt is about: the booking's latest payment that went through (paid, or refunded
 * since), with the instant its money arrived from the ledger (decision 019).
 */
export async function findReceiptPayment(db: Database, bookingId: string) {
  const [payment] = await db
    .select({
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      updatedAt: payments.updatedAt,
      paidAt: moneyMovements.at,
    })
    .from(payments)
    .leftJoin(
      moneyMovements,
      and(eq(moneyMovements.kind, 'payment'), eq(moneyMovements.sourceRef, sql`${payments.id}::text`)),
    )
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment;
}
