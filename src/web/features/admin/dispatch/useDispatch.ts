import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDispatch, SendOffer } from '../../../../domain/schemas/dispatch';
import { ApiError } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';
import { fetchBookingDispatch, sendOffer, withdrawOffer } from './dispatchApi';

const dispatchKey = (bookingId: string) => [...ADMIN_KEY, 'dispatch', bookingId];

/** The card's dispatch data, asked only once its section is opened: a list of cards asks nothing. */
export function useBookingDispatch(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: dispatchKey(bookingId),
    queryFn: ({ signal }) => fetchBookingDispatch(bookingId, signal),
    enabled,
    // A provider may answer at any moment: never trust an old answer for long.
    staleTime: 0,
  });
}

/**
 * The answer is the section's new state; the list, Needs attention and the open histories reload, since
 * an offer's end changes the booking (its status, its driver) and adds to its history.
 */
function settle(client: QueryClient, bookingId: string, answer: BookingDispatch) {
  client.setQueryData(dispatchKey(bookingId), answer);
  void client.invalidateQueries({
    queryKey: ADMIN_KEY,
    predicate: (query) => query.queryKey[2] !== 'dispatch',
  });
}

/** A 409 means the offer changed elsewhere (another tab, the provider): the section asks again. */
function refreshOnConflict(client: QueryClient, bookingId: string, error: Error) {
  if (error instanceof ApiError && error.status === 409) {
    void client.invalidateQueries({ queryKey: dispatchKey(bookingId) });
  }
}

export function useSendOffer(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: SendOffer) => sendOffer(bookingId, offer),
    onSuccess: (answer) => settle(client, bookingId, answer),
    onError: (error) => refreshOnConflict(client, bookingId, error),
  });
}

export function useWithdrawOffer(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawOffer(bookingId),
    onSuccess: (answer) => settle(client, bookingId, answer),
    onError: (error) => refreshOnConflict(client, bookingId, error),
  });
}
