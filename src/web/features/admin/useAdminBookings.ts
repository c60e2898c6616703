import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingUpdate } from '../../../domain/schemas/admin-booking-update';
import type { AdminMessageInput } from '../../../domain/schemas/admin-message';
import type { AdminLandingRequest } from '../../../domain/schemas/landing';
import {
  type AdminListParams,
  fetchAttention,
  fetchBookingHistory,
  listAdminBookings,
  refundAdminBooking,
  sendAdminMessage,
  sendDriverDetails,
  setExpectedLanding,
  updateAdminBooking,
} from './adminApi';

/** Every admin query starts with this key, so one invalidation reloads the list and the open histories. */
export const ADMIN_KEY = ['admin', 'bookings'] as const;

export function useAdminBookingList(params: AdminListParams) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'list', params.page, params.status, params.search],
    queryFn: ({ signal }) => listAdminBookings(params, signal),
    // The previous page stays on screen while the next loads, so the paging buttons do not jump.
    placeholderData: keepPreviousData,
    // Other admins and customers change bookings too: never trust a cached page for long.
    staleTime: 0,
  });
}

/**
 * A page of the 'Needs attention' view and the count of them all; under ADMIN_KEY, so every admin change
 * reloads it too. The page shown stays while the next loads, as the list's does.
 */
export function useAttention(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'attention', page],
    queryFn: ({ signal }) => fetchAttention(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBookingHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'history', id],
    queryFn: ({ signal }) => fetchBookingHistory(id, signal),
    enabled,
    staleTime: 0,
  });
}

/** SPEC section 4, Dashboard list: every change an admin makes reloads the list. */
function useReloadAfter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_KEY });
}

export function useUpdateBooking(id: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: (update: AdminBookingUpdate) => updateAdminBooking(id, update),
    onSuccess: reload,
  });
}

export function useSendMessage(id: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: (input: AdminMessageInput) => sendAdminMessage(id, input),
    onSuccess: reload,
  });
}

export function useRefund(id: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: () => refundAdminBooking(id),
    onSuccess: reload,
    // A failed refund is kept on the server: the card reloads to show it and offer the retry.
    onError: reload,
  });
}

export function useSendDriverDetails(id: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: () => sendDriverDetails(id),
    onSuccess: reload,
  });
}

/** The operator's 'Flight Delayed'. */
export function useSetExpectedLanding(id: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: (request: AdminLandingRequest) => setExpectedLanding(id, request),
    onSuccess: reload,
  });
}
