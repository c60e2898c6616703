/**
 * Reconciliation with the payment provider, as pure rules: what the provider lists (checkout
 * sessions and refunds of the last days) against our payments. A paid session we have not recorded is
 * recorded as the webhook would; anything else that disagrees is a difference the operator sees in
 * 'Needs attention' until a later run finds the two agreeing.
 */

/** Each run lists the provider's payments and refunds made in the last this many days. */
export const RECONCILIATION_WINDOW_DAYS = 3;
/** A difference still open is looked at again by reaching back at most this far. */
export const RECONCILIATION_MAX_REACH_DAYS = 30;
/** The scheduler runs it once per this many hours, whichever server comes first. */
export const RECONCILIATION_EVERY_HOURS = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What 'Reconcile Payments' (and `npm run jobs -- run reconciliation`) says once done. */
export function reconciliationSummary(outcome: { checked: number; differences: number }): string {
  return `Payments checked: ${outcome.checked}; differences: ${outcome.differences}`;
}

/** Said when a run could not be done (the provider did not answer). */
export const RECONCILIATION_FAILED_MESSAGE = 'The payment provider could not be reached. Please try again.';

export type PaymentDifferenceKind = 'amount' | 'currency' | 'status' | 'refund';

/** A checkout session as the provider lists it. */
export interface ListedPayment {
  sessionId: string;
  status: 'open' | 'paid' | 'expired';
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  createdAt: Date;
}

/** A refund as the provider lists it. */
export interface ListedRefund {
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
  status: string;
  createdAt: Date;
}

/** Our record of a checkout (the `payments` table). */
export interface OurPayment {
  bookingId: string;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
  /** open, paid, failed, expired, refunded. */
  status: string;
  refundedCents: number;
}

export interface PaymentDifference {
  bookingId: string;
  /** The session id, or for refunds the payment intent id. */
  reference: string;
  kind: PaymentDifferenceKind;
  ours: string;
  theirs: string;
  providerCreatedAt: Date;
}

/** Where the run starts: the window, or further back to see the oldest open difference again. */
export function reconciliationSince(now: Date, oldestOpenDifference: Date | null): Date {
  const window = now.getTime() - RECONCILIATION_WINDOW_DAYS * DAY_MS;
  const reach = now.getTime() - RECONCILIATION_MAX_REACH_DAYS * DAY_MS;
  const oldest = oldestOpenDifference?.getTime() ?? window;
  return new Date(Math.max(reach, Math.min(window, oldest)));
}

const PAYABLE = ['open', 'failed', 'expired'];
const SETTLED = ['paid', 'refunded'];

const money = (cents: number, currency: string) => `${cents} ${currency.toLowerCase()}`;

/**
 * One listed session against our payment. `record`: the provider says paid and we do not, and it is the
 * payment we asked for (same currency, at least the amount), so it is recorded as the webhook would.
 */
export function compareCheckout(
  listed: ListedPayment,
  ours: OurPayment,
): { record: boolean; differences: PaymentDifference[] } {
  const differences: PaymentDifference[] = [];
  const difference = (kind: PaymentDifferenceKind, oursText: string, theirs: string) =>
    differences.push({
      bookingId: ours.bookingId,
      reference: listed.sessionId,
      kind,
      ours: oursText,
      theirs,
      providerCreatedAt: listed.createdAt,
    });
  const sameCurrency = listed.currency.toLowerCase() === ours.currency.toLowerCase();
  if (!sameCurrency) difference('currency', ours.currency, listed.currency.toLowerCase());
  const paid = listed.status === 'paid';
  if (paid && listed.amountCents !== ours.amountCents) {
    difference('amount', money(ours.amountCents, ours.currency), money(listed.amountCents, listed.currency));
  }
  const record =
    paid && PAYABLE.includes(ours.status) && sameCurrency && listed.amountCents >= ours.amountCents;
  if (!paid && SETTLED.includes(ours.status)) difference('status', ours.status, listed.status);
  return { record, differences };
}

/** How far inside the listed window our own records must be to count as missing there (clocks differ). */
export const RECONCILIATION_CLOCK_MARGIN_MS = 10 * 60 * 1000;

/**
 * Our payments held paid or refunded that the provider did not list, though they were made well inside
 * the listed window (from `since` to `now`, each side narrowed by the clock margin): the provider holds no
 * such payment.
 */
export function paidButNotListed(
  ours: readonly (OurPayment & { createdAt: Date })[],
  listedSessionIds: ReadonlySet<string>,
  window: { since: Date; now: Date },
): PaymentDifference[] {
  const from = window.since.getTime() + RECONCILIATION_CLOCK_MARGIN_MS;
  const to = window.now.getTime() - RECONCILIATION_CLOCK_MARGIN_MS;
  return ours
    .filter(
      (payment) =>
        SETTLED.includes(payment.status) &&
        !listedSessionIds.has(payment.checkoutSessionId) &&
        payment.createdAt.getTime() >= from &&
        payment.createdAt.getTime() <= to,
    )
    .map((payment) => ({
      bookingId: payment.bookingId,
      reference: payment.checkoutSessionId,
      kind: 'status' as const,
      ours: payment.status,
      theirs: 'not found',
      providerCreatedAt: payment.createdAt,
    }));
}

/**
 * Refunds the provider made, per payment intent, against what we recorded refunded of that payment. The
 * listed refunds are those of the window, so the provider's total is at least their sum: ours below it
 * means a refund we lack.
 */
export function compareRefunds(
  refunds: readonly ListedRefund[],
  oursByIntent: ReadonlyMap<string, OurPayment>,
): { differences: PaymentDifference[]; unknownIntents: string[] } {
  const byIntent = new Map<string, { cents: number; latest: Date }>();
  for (const refund of refunds) {
    if (refund.status !== 'succeeded') continue;
    const seen = byIntent.get(refund.paymentIntentId) ?? { cents: 0, latest: refund.createdAt };
    seen.cents += refund.amountCents;
    if (refund.createdAt > seen.latest) seen.latest = refund.createdAt;
    byIntent.set(refund.paymentIntentId, seen);
  }
  const differences: PaymentDifference[] = [];
  const unknownIntents: string[] = [];
  for (const [intent, refunded] of byIntent) {
    const ours = oursByIntent.get(intent);
    if (!ours) {
      unknownIntents.push(intent);
      continue;
    }
    if (ours.refundedCents < refunded.cents) {
      differences.push({
        bookingId: ours.bookingId,
        reference: intent,
        kind: 'refund',
        ours: `${ours.refundedCents} refunded`,
        theirs: `${refunded.cents} refunded`,
        providerCreatedAt: refunded.latest,
      });
    }
  }
  return { differences, unknownIntents };
}
