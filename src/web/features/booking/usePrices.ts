import { useQuery } from '@tanstack/react-query';
import type { PriceRoute } from '../../../domain/prices';
import { fetchPrices } from '../../api/bookingApi';

/**
 * The route prices for the summary's total. While they load or when they fail, the empty list makes
 * quoteTotal use the built-in prices (SPEC section 8: price failures fall back silently); the server
 * prices the booking itself anyway.
 */
export function usePrices(): readonly PriceRoute[] {
  const { data } = useQuery({
    queryKey: ['prices'],
    queryFn: ({ signal }) => fetchPrices(signal),
    staleTime: 5 * 60_000,
  });
  return data ?? [];
}
