import { useEffect, useState } from 'react';
import { CONFIRMATION_MESSAGES } from '../../../domain/messages';
import type { ConfirmationBooking } from '../../../domain/schemas/booking';
import { fetchBookingConfirmation } from '../../api/confirmationApi';
import { ApiError } from '../../api/fetchJson';
import { useHydrated } from '../../components/useHydrated';
import { takeEarlyBookingRequest } from './earlyBookingRequest';
import { knownEmail, knownLastName } from './lastBookingStorage';

export type ConfirmationState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'found'; booking: ConfirmationBooking & { email?: string }; supportEmail: string };

const LOADING: ConfirmationState = { status: 'loading' };

/** SPEC section 8, confirmation page. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'network') return CONFIRMATION_MESSAGES.unexpected;
  if (error.status === 400) return CONFIRMATION_MESSAGES.invalidBookingId;
  if (error.status === 404) return CONFIRMATION_MESSAGES.notFound;
  return CONFIRMATION_MESSAGES.retrieveFailed;
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
 * answer comes. Without a router or a query client, so the page runs on the home page's light build
 * (docs/decisions/029) as well as in the single-page app.
 */
export function useConfirmationBooking(id: string): ConfirmationState {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ id: string; state: ConfirmationState }>();
  useEffect(() => {
    if (!hydrated) return;
    const lastName = knownLastName(id);
    if (lastName === null) {
      setAnswer({ id, state: { status: 'failed', message: CONFIRMATION_MESSAGES.notFound } });
      return;
    }
    const controller = new AbortController();
    loadBooking(id, lastName, controller.signal).then(
      ({ booking, supportEmail }) => {
        if (controller.signal.aborted) return;
        // The server tells no e-mail for an id and a last name (issue 26): this browser's own, if it booked it.
        const email = knownEmail(id);
        const shown = email ? { ...booking, email } : booking;
        setAnswer({ id, state: { status: 'found', booking: shown, supportEmail } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ id, state: { status: 'failed', message: failureMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [hydrated, id]);
  return answer?.id === id ? answer.state : LOADING;
}
