import { useQuery } from '@tanstack/react-query';
import { fetchSession } from './authApi';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * Who is signed in, asked afresh whenever an admin screen mounts: a session ends on the server (idle,
 * logout in another tab, a password reset), so a remembered answer is never trusted.
 */
export function useAdminSession() {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return {
    isChecking: query.isPending,
    isAdmin: query.data?.authenticated === true && query.data.user?.role === 'admin',
  };
}
