import { useEffect, useRef, useState } from 'react';
import type { LookupResponse } from '../../../domain/schemas/booking-api';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { lookupBookings } from '../../api/bookingApi';
import { saveLookupAccess } from '../../site/lookupAccess';

type Asked =
  | { key: string; status: 'pending' }
  | { key: string; status: 'success'; data: LookupResponse }
  | { key: string; status: 'error'; error: unknown };

/**
 * The bookings of one e-mail and last name, asked when both are given, with plain fetch: Check My Booking
 * is a light page whose island loads no query library (docs/decisions/039). Asked afresh each time (a
 * payment may have changed a status since the last look), never retried (not found is an answer, and a
 * retry would spend the rate limit against guessing). `refetch` asks again, the last answer shown meanwhile.
 */
export function useLookup(input: LookupInput | null) {
  const key = input ? JSON.stringify([input.email, input.lastName]) : null;
  const [asked, setAsked] = useState<Asked | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Once per search and attempt, even when an effect runs twice (StrictMode): each lookup counts against
  // the rate limit. An answer for a search no longer shown is dropped.
  const latest = useRef({ key, sent: '' });
  latest.current.key = key;
  // `key` stands for `input` (a new object each render); a new `attempt` asks again.
  useEffect(() => {
    const sending = `${key}#${attempt}`;
    if (!input || key === null || latest.current.sent === sending) return;
    latest.current.sent = sending;
    const stillShown = () => latest.current.key === key;
    setAsked((last) => (last?.key === key ? last : { key, status: 'pending' }));
    lookupBookings(input).then(
      (data) => {
        // The manage page of any of these bookings opens in this tab without asking again.
        saveLookupAccess(input);
        if (stillShown()) setAsked({ key, status: 'success', data });
      },
      (error: unknown) => {
        if (stillShown()) setAsked({ key, status: 'error', error });
      },
    );
  }, [key, attempt]);
  const current = asked?.key === key ? asked : null;
  return {
    isPending: key !== null && (current === null || current.status === 'pending'),
    isError: current?.status === 'error',
    error: current?.status === 'error' ? current.error : null,
    data: current?.status === 'success' ? current.data : undefined,
    refetch: () => setAttempt((count) => count + 1),
  };
}
