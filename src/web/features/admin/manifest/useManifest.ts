import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../useAdminBookings';
import { fetchManifest } from './manifestApi';

/** One day's rides; under the admin key, so a change on the dashboard reloads it too. */
export function useManifest(date: string | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'manifest', date],
    queryFn: ({ signal }) => fetchManifest(date as string, signal),
    enabled: date !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
