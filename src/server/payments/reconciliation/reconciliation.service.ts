/**
 * The reconciliation with the payment provider: the provider's checkout sessions and refunds
 * of the last days against our payments. A paid session we have not recorded is recorded through
 * recordPaidCheckout, as the webhook and the success page do (payment, `paid` event, ledger, receipt);
 * any other disagreement is stored as a difference ('Payment differs from the provider' in Needs
 * attention) and logged, one line each, until a later run finds the two agreeing; so is a refund we
 * completed that the provider does not have, or has for less (the reverse check). Every write is guarded
 * by the state it changes from, so two runs at once (the dashboard's button and the daily job) agree.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  compareCheckout,
  compareRefunds,
  type PaymentDifference,
  paidButNotListed,
  reconciliationSince,
} from '../../../domain/reconciliation';
import { refundsNotAtProvider } from '../../../domain/reconciliation-refunds';
import type { ReconciliationOutcome } from '../../../domain/schemas/admin-api';
import { type PaymentsDeps, recordPaidCheckout } from '../payments.service';
import {
  findPaymentsByIntents,
  findPaymentsBySessions,
  findRefundsCompletedBetween,
  findSettledPaymentsBetween,
  oldestOpenDifference,
  recordFoundCheckout,
  saveDifferences,
} from './reconciliation.queries';

export async function reconcilePayments(
  deps: PaymentsDeps,
  log: FastifyBaseLogger,
): Promise<ReconciliationOutcome> {
  const { db, provider } = deps;
  const now = deps.now();
  const since = reconciliationSince(now, await oldestOpenDifference(db, provider.name));
  const activity = await provider.listActivity(since);

  const ours = await findPaymentsBySessions(
    db,
    provider.name,
    activity.payments.map((listed) => listed.sessionId),
  );
  const differences: PaymentDifference[] = [];
  let recorded = 0;
  for (const listed of activity.payments) {
    let payment = ours.get(listed.sessionId);
    if (!payment) {
      // An open or expired session we never recorded moved no money: nothing to reconcile.
      if (listed.status !== 'paid') continue;
      payment = listed.bookingId
        ? await recordFoundCheckout(db, {
            bookingId: listed.bookingId,
            provider: provider.name,
            sessionId: listed.sessionId,
            at: now,
          })
        : undefined;
      if (!payment) {
        log.warn(
          { provider: provider.name, sessionId: listed.sessionId, bookingId: listed.bookingId },
          'reconciliation: the provider has a paid checkout for no booking of ours; refund it at the provider',
        );
        continue;
      }
    }
    const compared = compareCheckout(listed, payment);
    if (compared.record && listed.paymentIntentId) {
      const outcome = await recordPaidCheckout(
        deps,
        db,
        payment,
        listed.paymentIntentId,
        listed.amountCents,
        log,
      );
      if (outcome === 'recorded') {
        recorded += 1;
        log.warn(
          { provider: provider.name, bookingId: payment.bookingId, sessionId: listed.sessionId },
          'reconciliation: recorded a payment the provider has and we lacked',
        );
      }
    }
    differences.push(...compared.differences);
  }

  // The other way round: payments we hold paid that the provider did not list.
  const listedIds = new Set(activity.payments.map((listed) => listed.sessionId));
  const settled = await findSettledPaymentsBetween(db, provider.name, since, now);
  differences.push(...paidButNotListed(settled, listedIds, { since, now }));

  const oursByIntent = await findPaymentsByIntents(
    db,
    provider.name,
    activity.refunds.map((refund) => refund.paymentIntentId),
  );
  const refunds = compareRefunds(activity.refunds, oursByIntent);
  differences.push(...refunds.differences);
  // The other way round: refunds we completed that the provider does not have (or has for less).
  const ourRefunds = await findRefundsCompletedBetween(db, provider.name, since, now);
  differences.push(...refundsNotAtProvider(ourRefunds, activity.refunds, { since, now }));
  for (const paymentIntentId of refunds.unknownIntents) {
    log.warn(
      { provider: provider.name, paymentIntentId },
      'reconciliation: the provider refunded a payment we have no record of',
    );
  }

  await saveDifferences(db, provider.name, since, differences, now);
  for (const difference of differences) {
    log.warn(
      {
        provider: provider.name,
        bookingId: difference.bookingId,
        reference: difference.reference,
        kind: difference.kind,
        ours: difference.ours,
        theirs: difference.theirs,
      },
      'reconciliation: payment differs from the provider',
    );
  }
  if (recorded > 0) deps.mail.wake();
  const checked = activity.payments.length + activity.refunds.length;
  log.info(
    { provider: provider.name, since, checked, recorded, differences: differences.length },
    'reconciliation done',
  );
  return { checked, recorded, differences: differences.length };
}
