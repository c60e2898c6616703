import { useEffect, useState } from 'react';
import { CONFIRMATION_MESSAGES } from '../../../domain/messages';
import type { ConfirmationBooking } from '../../../domain/schemas/booking';
import type { BookedConfirmation, BookingResponse } from '../../../domain/schemas/booking-api';
import { fetchBookingConfirmation } from '../../api/confirmationApi';
import { ApiError } from '../../api/fetchJson';
import { useHydrated } from '../../components/useHydrated';
import { takeEarlyBookingRequest } from './earlyBookingRequest';
import { knownEmail, knownLastName } from './lastBookingStorage';

export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'found';
      booking: ConfirmationBooking & { email?: string };
      supportEmail: string;
      supportPhone?: string | null | undefined;
    };

const LOADING: ConfirmationState = { status: 'loading' };

/** SPEC section 8, confirmation page. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'network') return CONFIRMATION_MESSAGES.unexpected;
  if (error.status === 400) return CONFIRMATION_MESSAGES.invalidBookingId;
  if (error.status === 404) return CONFIRMATION_MESSAGES.notFound;
  return CONFIRMATION_MESSAGES.retrieveFailed;
}

/**
 * The booking found, with the e-mail this browser booked it with when it did: the server tells no e-mail
 * for an id and a last name.
 */
function found(
  { booking, supportEmail, supportPhone }: BookingResponse,
  email: string | null,
): ConfirmationState {
  return { status: 'found', booking: email ? { ...booking, email } : booking, supportEmail, supportPhone };
}

/** The booking, from the request the page's boot module sent if there is one; a server error is tried once more. */
async function loadBooking(id: string, lastName: string, signal: AbortSignal) {
  const sent = takeEarlyBookingRequest(id, lastName);
  try {
    return await fetchBookingConfirmation(id, lastName, { signal, sent });
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 500) || signal.aborted) throw error;
    return fetchBookingConfirmation(id, lastName, { signal });
  }
}

/**
 * The confirmation page's booking, loaded with the last-booking data kept in this browser (SPEC section 8).
 * Loading while the page hydrates (the prerendered page shows the loading state for any id) and until the
 * answer comes. Without a router or a query client, so the page runs on the light build
 * (docs/decisions/029) as well as in the single-page app.
 *
 * `shown`: the booking the server rendered the page with, for the browser that booked it (docs/decisions/042).
 * With the e-mail this browser booked with, it is the state from the first render on, the hydration's
 * included, so the server's markup is kept as it is, and nothing is fetched.
 */
export function useConfirmationBooking(id: string, shown?: BookedConfirmation): ConfirmationState {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ id: string; state: ConfirmationState }>();
  const rendered = shown?.booking.id === id ? shown : undefined;
  useEffect(() => {
    if (!hydrated) return;
    if (rendered) return;
    const lastName = knownLastName(id);
    if (lastName === null) {
      setAnswer({ id, state: { status: 'failed', message: CONFIRMATION_MESSAGES.notFound } });
      return;
    }
    const controller = new AbortController();
    loadBooking(id, lastName, controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setAnswer({ id, state: found(loaded, knownEmail(id)) });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ id, state: { status: 'failed', message: failureMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [hydrated, id, rendered]);
  if (answer?.id === id) return answer.state;
  return rendered ? { status: 'found', ...rendered } : LOADING;
}
