import { useQuery } from '@tanstack/react-query';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { lookupBookings } from '../../api/bookingApi';

/** The bookings of one e-mail and last name; runs only when both are given. */
export function useLookup(input: LookupInput | null) {
  return useQuery({
    queryKey: ['lookup', input?.email, input?.lastName],
    queryFn: ({ signal }) => lookupBookings(input as LookupInput, signal),
    enabled: input !== null,
    // Not found is an answer, not a hiccup; and a retry would spend the rate limit against guessing.
    retry: false,
    // A payment may have changed a status since the last look.
    staleTime: 0,
  });
}
