import { useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/messages';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { createCheckout } from '../../api/bookingApi';
import { ApiError, errorMessage } from '../../api/fetchJson';
import { useAction } from '../../components/form/useAction';

/** Why Pay Now failed, in the words of SPEC section 8 (payment from the lookup list). */
function payNowFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'invalid-response' && error.status < 400) {
    return PAYMENT_MESSAGES.noCheckoutUrl;
  }
  return errorMessage(error, PAYMENT_MESSAGES.processFailed);
}

/** Pay Now: a fresh checkout for a pending booking, then off to it. */
export function usePayNow(contact: LookupInput) {
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const checkout = useAction((bookingId: string) => createCheckout(bookingId, contact), {
    onSuccess: ({ checkoutUrl }, bookingId) => {
      setLeaving(bookingId);
      window.location.assign(checkoutUrl);
    },
    onError: (error) => setFailure(payNowFailure(error)),
  });
  return {
    payNow: (bookingId: string) => {
      setAsked(bookingId);
      checkout.run(bookingId);
    },
    /** The booking whose checkout is being opened, to show progress on its button only. */
    payingId: checkout.isPending ? asked : leaving,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
