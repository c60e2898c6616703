import { PageSection } from '../components/PageSection';

/** Placeholder until the payment confirmation feature lands. */
export function PaymentSuccessPage() {
  return (
    <PageSection title="Payment Successful">
      <p>Thank you for your payment.</p>
    </PageSection>
  );
}
