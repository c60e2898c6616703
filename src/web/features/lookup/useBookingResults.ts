import { useEffect, useState } from 'react';
import type { BookingResults } from './BookingResults';

/**
 * The list of bookings found, with its rules (Cancun time and its date library, the statuses, Pay Now):
 * fetched once, with the first search, beside the lookup's call. Check My Booking loaded as a document
 * shows the form, not a list (docs/decisions/039), so its first download does not carry it.
 */
const loadResults = () => import('./BookingResults');

type Results =
  | { status: 'loading' }
  | { status: 'ready'; component: typeof BookingResults }
  | { status: 'failed' };

/**
 * The list's component once `needed` (a search is shown) and it has come, or that it could not come;
 * `retry` asks for it again (the same search sent again).
 */
export function useBookingResults(needed: boolean): Results & { retry: () => void } {
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loaded = results.status === 'ready';
  // A new `attempt` asks again.
  useEffect(() => {
    if (!needed || loaded) return;
    setResults({ status: 'loading' });
    let shown = true;
    loadResults().then(
      (module) => {
        if (shown) setResults({ status: 'ready', component: module.BookingResults });
      },
      () => {
        if (shown) setResults({ status: 'failed' });
      },
    );
    return () => {
      shown = false;
    };
  }, [needed, loaded, attempt]);
  return { ...results, retry: () => setAttempt((count) => count + 1) };
}
