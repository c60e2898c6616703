import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderRideResponse } from '../../../domain/schemas/dispatch';
import { ApiError } from '../../api/fetchJson';
import { openRide } from './providerRideApi';

const rideKey = (token: string) => ['provider-ride', token];

/** The ride the token opens (a POST that changes nothing); none without a token. */
export function useProviderRide(token: string) {
  return useQuery({
    queryKey: rideKey(token),
    queryFn: () => openRide(token),
    enabled: token !== '',
    retry: false,
    // A driver's phone leaves the tab for hours: back on it, the page shows the ride as it is now (a
    // change to confirm, a ride withdrawn), which opening it never alters.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * One of the provider's acts: its answer is the page's new state. A 409 (the link closed meanwhile, a
 * mark out of turn from an old page) says why beside the act, and the page asks for the ride again.
 */
export function useRideAction<Input>(
  token: string,
  act: (token: string, input: Input) => Promise<ProviderRideResponse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => act(token, input),
    onSuccess: (answer) => client.setQueryData(rideKey(token), answer),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: rideKey(token) });
      }
    },
  });
}
