/**
 * The reconciliation's reverse check of refunds, as a pure rule: the refunds we completed against
 * the refunds the provider lists. reconciliation.ts's compareRefunds finds money the provider gave back
 * that we lack; this finds a refund we recorded that the provider does not have, or has for less, or not
 * as succeeded. Each becomes a 'refund' difference ('Payment differs from the provider').
 */
import { type ListedRefund, type PaymentDifference, RECONCILIATION_CLOCK_MARGIN_MS } from './reconciliation';

/** A refund we recorded made (a succeeded refund request). */
export interface OurRefund {
  bookingId: string;
  paymentIntentId: string;
  amountCents: number;
  /** The provider's refund id, when its answer reached us; null when its charge.refunded completed it. */
  providerRefundId: string | null;
  completedAt: Date;
}

const refunded = (cents: number) => `${cents} refunded`;

/**
 * Our refunds completed well inside the listed window (from `since` to `now`, each side narrowed by the
 * clock margin) against the provider's list. A refund whose id we hold must be listed by that id, succeeded,
 * for at least our amount (more is compareRefunds' difference, so one disagreement is not told twice); one
 * known only through the provider's event is matched by its payment: the succeeded refunds listed for it
 * must add up to at least our amount.
 */
export function refundsNotAtProvider(
  ours: readonly OurRefund[],
  listed: readonly ListedRefund[],
  window: { since: Date; now: Date },
): PaymentDifference[] {
  const from = window.since.getTime() + RECONCILIATION_CLOCK_MARGIN_MS;
  const to = window.now.getTime() - RECONCILIATION_CLOCK_MARGIN_MS;
  const byId = new Map(listed.map((refund) => [refund.refundId, refund]));
  const succeededByIntent = new Map<string, number>();
  for (const refund of listed) {
    if (refund.status !== 'succeeded') continue;
    succeededByIntent.set(
      refund.paymentIntentId,
      (succeededByIntent.get(refund.paymentIntentId) ?? 0) + refund.amountCents,
    );
  }
  const differences: PaymentDifference[] = [];
  for (const refund of ours) {
    const at = refund.completedAt.getTime();
    if (at < from || at > to) continue;
    const difference = (reference: string, theirs: string) =>
      differences.push({
        bookingId: refund.bookingId,
        reference,
        kind: 'refund',
        ours: refunded(refund.amountCents),
        theirs,
        providerCreatedAt: refund.completedAt,
      });
    if (refund.providerRefundId) {
      const theirs = byId.get(refund.providerRefundId);
      if (!theirs) difference(refund.providerRefundId, 'not found');
      else if (theirs.status !== 'succeeded') difference(refund.providerRefundId, theirs.status);
      else if (theirs.amountCents < refund.amountCents) {
        difference(refund.providerRefundId, refunded(theirs.amountCents));
      }
      continue;
    }
    const theirs = succeededByIntent.get(refund.paymentIntentId) ?? 0;
    if (theirs < refund.amountCents) {
      difference(refund.paymentIntentId, theirs === 0 ? 'not found' : refunded(theirs));
    }
  }
  return differences;
}
