import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/messages';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { createCheckout } from '../../api/bookingApi';
import { ApiError, errorMessage } from '../../api/fetchJson';

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
  const [leaving, setLeaving] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (bookingId: string) => createCheckout(bookingId, contact),
    onSuccess: ({ checkoutUrl }, bookingId) => {
      setLeaving(bookingId);
      window.location.assign(checkoutUrl);
    },
    onError: (error) => setFailure(payNowFailure(error)),
  });
  return {
    payNow: (bookingId: string) => mutation.mutate(bookingId),
    /** The booking whose checkout is being opened, to show progress on its button only. */
    payingId: mutation.isPending ? mutation.variables : leaving,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
