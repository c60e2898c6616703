import { useQuery } from '@tanstack/react-query';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { lookupBookings } from '../../api/bookingApi';
import { saveLookupAccess } from '../../site/lookupAccess';

/** The bookings of one e-mail and last name; runs only when both are given. */
export function useLookup(input: LookupInput | null) {
  return useQuery({
    queryKey: ['lookup', input?.email, input?.lastName],
    queryFn: async ({ signal }) => {
      const found = await lookupBookings(input as LookupInput, signal);
      // Issue 16: the manage page of any of these bookings opens in this tab without asking again.
      saveLookupAccess(input as LookupInput);
      return found;
    },
    enabled: input !== null,
    // Not found is an answer, not a hiccup; and a retry would spend the rate limit against guessing.
    retry: false,
    // A payment may have changed a status since the last look.
    staleTime: 0,
  });
}
