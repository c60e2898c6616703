import { useRef, useState } from 'react';
import type { CreateBookingResponse } from '../../../domain/schemas/booking-api';
import type { CreateBookingRequestInput } from '../../../domain/schemas/create-booking';
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
 * The booking call and its answer's schemas: they are zod's, which the booking step's island does not
 * download at load (docs/decisions/039). Both in before the booking is sent, so that its answer is read the
 * moment it comes.
 */
let bookingCall: Promise<typeof import('../../api/bookingApi')> | undefined;
/** The booking call once it is in: the click then sends without waiting for a promise. */
let bookingCallLoaded: typeof import('../../api/bookingApi') | undefined;

/**
 * Fetches the booking call once: the form calls it at its first check, without waiting, so the click on
 * 'Proceed to Payment' sends at once instead of fetching code first.
 */
export function prefetchBookingCall(): Promise<typeof import('../../api/bookingApi')> {
  bookingCall ??= Promise.all([
    import('../../api/bookingApi'),
    import('../../api/bookingAnswerSchemas'),
  ]).then(
    ([api]) => {
      bookingCallLoaded = api;
      return api;
    },
    (error: unknown) => {
      // A failed fetch (the network dropped) is tried again by the next call.
      bookingCall = undefined;
      throw error;
    },
  );
  return bookingCall;
}

const createBooking = async (request: CreateBookingRequestInput, idempotencyKey: string) => {
  const api = bookingCallLoaded ?? (await prefetchBookingCall());
  return api.createBooking(request, idempotencyKey);
};

/**
 * Sends the booking and, when it is made, remembers it in this browser (SPEC section 3, Last booking) and
 * leaves for the checkout. `busy` stays true from the click until the browser has left, so the button
 * cannot send a second booking. Without a query library: the booking step is an island of a light page.
 */
export function useSubmitBooking() {
  const keys = useRef(createIdempotencyKeys());
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const [redirecting, setRedirecting] = useState(false);
  const [unpaid, setUnpaid] = useState<UnpaidBooking | null>(null);

  const onSuccess = ({ booking, checkoutUrl, checkoutError }: CreateBookingResponse) => {
    saveLastBooking(booking);
    clearDraft();
    if (checkoutUrl) {
      setRedirecting(true);
      window.location.assign(checkoutUrl);
      return;
    }
    setUnpaid({ id: booking.id, email: booking.email, lastName: booking.lastName, checkoutError });
  };

  /** Resolves once the booking is made; rejects with the call's error, which `error` then shows. */
  const submit = async (request: CreateBookingRequestInput): Promise<CreateBookingResponse> => {
    // Sent before the form is drawn busy: the request leaves at the click, not after a render of the page.
    const sending = createBooking(request, keys.current(request));
    setState({ pending: true, error: null });
    try {
      const response = await sending;
      onSuccess(response);
      setState({ pending: false, error: null });
      return response;
    } catch (caught) {
      setState({ pending: false, error: caught });
      throw caught;
    }
  };

  return { submit, busy: state.pending || redirecting, unpaid, error: state.error };
}
