import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../useAdminBookings';
import { fetchReport } from './reportsApi';

/** The figures of a range; under the admin key, so a refund made on the dashboard reloads them too. */
export function useReport(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'report', range?.from, range?.to],
    queryFn: ({ signal }) => fetchReport(range as { from: string; to: string }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
