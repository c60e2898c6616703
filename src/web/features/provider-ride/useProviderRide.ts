import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** Asked again no sooner than this after the last answer: a phone's clock may run ahead of the server's. */
const REFRESH_FLOOR_MS = 30_000;
/** Further off than this, the page is refreshed when the phone comes back to it (refetchOnWindowFocus). */
const REFRESH_HORIZON_MS = 24 * 60 * 60_000;

/**
 * Asks for the ride again when the first of these instants comes (the marks that may not be pressed yet),
 * so each button appears from its time without a reload; again after each answer (`answeredAt`) that
 * still holds one back.
 */
export function useRefreshAt(token: string, instants: readonly string[], answeredAt: number) {
  const client = useQueryClient();
  const first = instants.length > 0 ? Math.min(...instants.map((at) => new Date(at).getTime())) : null;
  useEffect(() => {
    if (first === null) return;
    const delay = Math.max(first - Date.now(), REFRESH_FLOOR_MS);
    if (delay > REFRESH_HORIZON_MS) return;
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: rideKey(token) });
    }, delay);
    return () => clearTimeout(timer);
    // answeredAt: a new answer with the same first instant (the phone's clock ahead) is waited for anew.
  }, [client, token, first, answeredAt]);
}
