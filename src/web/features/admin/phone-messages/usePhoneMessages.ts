import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../useAdminBookings';
import { fetchPhoneMessages, sendPhoneReply } from './phoneMessagesApi';

const messagesKey = (bookingId: string) => [...ADMIN_KEY, 'phone-messages', bookingId];

/** The section's messages, asked only once it is opened: a page of cards asks nothing. */
export function usePhoneMessages(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: messagesKey(bookingId),
    queryFn: ({ signal }) => fetchPhoneMessages(bookingId, signal),
    enabled,
    // A traveller may write at any moment.
    staleTime: 0,
  });
}

export function usePhoneReply(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendPhoneReply(bookingId, text),
    onSuccess: (answer) => client.setQueryData(messagesKey(bookingId), answer),
  });
}
