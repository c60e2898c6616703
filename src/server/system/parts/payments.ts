/** The payments part: the provider, its last webhook, the last reconciliation and its differences. */
import { count, eq, max } from 'drizzle-orm';
import { RECONCILIATION_EVERY_HOURS } from '../../../domain/reconciliation';
import { judgePayments } from '../../../domain/system-status';
import { limitCounters, paymentDifferences, stripeEvents } from '../../db/schema';
import { figure, timeText } from '../figures';
import type { PartReader } from '../system-deps';

/** The daily reconciliation's claim (scheduler/reconciliation.ts): taken when a run starts. */
const RECONCILIATION_CLAIM = 'job:reconciliation';

export const paymentsPart: PartReader = async ({ database, paymentProvider }) => {
  const { db } = database;
  const [webhook] = await db.select({ at: max(stripeEvents.receivedAt) }).from(stripeEvents);
  const [claim] = await db
    .select({ endsAt: limitCounters.windowEndsAt })
    .from(limitCounters)
    .where(eq(limitCounters.key, RECONCILIATION_CLAIM));
  const [differences] = await db.select({ open: count() }).from(paymentDifferences);
  const lastReconciliation = claim
    ? new Date(claim.endsAt.getTime() - RECONCILIATION_EVERY_HOURS * 60 * 60 * 1000)
    : null;
  const openDifferences = differences?.open ?? 0;
  return {
    key: 'payments',
    name: 'Payments',
    ...judgePayments({ openDifferences }),
    figures: [
      figure('Provider', paymentProvider === 'stripe' ? 'Stripe' : 'Demo'),
      figure('Last webhook', paymentProvider === 'stripe' ? timeText(webhook?.at) : 'None (demo payments)'),
      figure('Last reconciliation', timeText(lastReconciliation)),
      figure('Differences', openDifferences),
    ],
  };
};
