import { QueryClient } from '@tanstack/react-query';

/** One client per app (and per test): a failed request is retried once, then the screen shows the error. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The browser's one client, made on first use so screens that never fetch never pay for it. */
export function sharedQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
