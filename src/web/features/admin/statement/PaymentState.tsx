import { paidOnText, STATEMENT_TEXTS } from '../../../../domain/provider-statement';
import type { StatementPayment } from '../../../../domain/schemas/provider-statement';

/**
 * A paid month: 'Paid on {date} ({reference})' and who marked it; and when a ride joined the month after
 * that (a provider's late mark), 'Changed after payment', so the difference is paid too.
 */
export function PaymentState({ payment }: { payment: StatementPayment }) {
  return (
    <div className="space-y-2">
      <p className="font-semibold text-success-800">{paidOnText(payment)}</p>
      <p className="text-sm text-slate-700">Marked paid by {payment.paidBy}</p>
      {payment.changedAfterPayment ? (
        <p className="inline-block rounded-md border border-sand-400 bg-sand-50 px-3 py-1 font-semibold text-sand-900">
          {STATEMENT_TEXTS.changedAfterPayment}
        </p>
      ) : null}
    </div>
  );
}
