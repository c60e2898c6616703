import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';
import { sharedQueryClient } from '../shared/queryClient';

/**
 * The TanStack Query client for the parts that fetch (booking, lookup, admin). It is given
 * here, in lazily loaded code, rather than in main.tsx, so the library stays out of the home page's first
 * download. A client given from outside (each component test gives its own) wins, so tests stay isolated.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outerClient = useContext(QueryClientContext);
  if (outerClient) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

/** The pathless route above the journey and admin screens. */
export function QueryOutlet() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
