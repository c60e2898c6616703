import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PAYMENT_BANNER_MS } from '../../../domain/constants';

/** 'Payment Successful', for five seconds after the checkout brought the traveller back (SPEC section 2). */
export function PaymentBanner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), PAYMENT_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-md border border-success-600 bg-success-50 p-4 font-semibold text-success-800"
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      Payment Successful
    </div>
  );
}
