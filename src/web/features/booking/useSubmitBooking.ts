import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CreateBookingResponse } from '../../../domain/schemas/booking-api';
import type { CreateBookingRequestInput } from '../../../domain/schemas/create-booking';
import { createBooking } from '../../api/bookingApi';
import { clearDraft } from './draftStorage';
import { createIdempotencyKeys } from './idempotencyKey';
import { saveLastBooking } from './lastBookingStorage';

/** A booking made without a checkout: the provider failed, so the customer pays later from Check My Booking. */
export type UnpaidBooking = {
  id: string;
  email: string;
  lastName: string;
  checkoutError: string | undefined;
};

/**
 * Sends the booking and, when it is made, remembers it in this browser (SPEC section 3, Last booking) and
 * leaves for the checkout. `busy` stays true from the click until the browser has left, so the button
 * cannot send a second booking.
 */
export function useSubmitBooking() {
  const keys = useRef(createIdempotencyKeys());
  const [redirecting, setRedirecting] = useState(false);
  const [unpaid, setUnpaid] = useState<UnpaidBooking | null>(null);

  const mutation = useMutation({
    mutationFn: (request: CreateBookingRequestInput) => createBooking(request, keys.current(request)),
    onSuccess: ({ booking, checkoutUrl, checkoutError }: CreateBookingResponse) => {
      saveLastBooking(booking);
      clearDraft();
      if (checkoutUrl) {
        setRedirecting(true);
        window.location.assign(checkoutUrl);
        return;
      }
      setUnpaid({ id: booking.id, email: booking.email, lastName: booking.lastName, checkoutError });
    },
  });

  return {
    submit: mutation.mutateAsync,
    busy: mutation.isPending || redirecting,
    unpaid,
    error: mutation.error,
    reset: mutation.reset,
  };
}
