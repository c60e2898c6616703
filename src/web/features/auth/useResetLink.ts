import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parseResetLinkHash, type ResetLink } from '../../../domain/schemas/reset-password';
import { verifyResetLink } from './authApi';

export type ResetLinkState =
  | { status: 'invalid' }
  | { status: 'checking' }
  | { status: 'refused' }
  | { status: 'valid'; link: ResetLink };

/**
 * The reset link of the address bar's hash, checked with the server. Once the server accepts it, the
 * hash leaves the address bar (history.replaceState), so the tokens are not kept in history or shared by
 * copying the URL; the screen keeps them in memory for the submit.
 */
export function useResetLink(): ResetLinkState {
  // Read once: the hash is cleared below, and a second render must not read the cleared one.
  const [link] = useState(() =>
    typeof window === 'undefined' ? null : parseResetLinkHash(window.location.hash),
  );
  const check = useQuery({
    queryKey: ['reset-link', link?.accessToken ?? ''],
    queryFn: async () => {
      if (link) await verifyResetLink(link);
      return true;
    },
    enabled: link !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (!check.isSuccess || !window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [check.isSuccess]);

  if (!link) return { status: 'invalid' };
  if (check.isPending) return { status: 'checking' };
  if (check.isError) return { status: 'refused' };
  return { status: 'valid', link };
}
