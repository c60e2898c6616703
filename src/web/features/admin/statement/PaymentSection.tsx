import { useState } from 'react';
import type { StatementPayment } from '../../../../domain/schemas/provider-statement';
import { Alert } from '../../../components/kit/Alert';
import { SectionCard } from '../../../components/kit/SectionCard';
import { MarkPaidForm } from './MarkPaidForm';
import { PaymentState } from './PaymentState';

/**
 * Whether the month is paid: 'Mark Paid' until it is, then the payment. When another admin paid it first,
 * their 409 stays above the payment it refers to.
 */
export function PaymentSection({
  providerId,
  month,
  payment,
}: {
  providerId: string;
  month: string;
  payment: StatementPayment | null;
}) {
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <SectionCard title="Payment">
      {conflict ? <Alert>{conflict}</Alert> : null}
      {payment ? (
        <PaymentState payment={payment} />
      ) : (
        <MarkPaidForm providerId={providerId} month={month} onAlreadyPaid={setConflict} />
      )}
    </SectionCard>
  );
}
