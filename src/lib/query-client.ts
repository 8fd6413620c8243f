import { QueryClient } from '@tanstack/react-query';

/** The data cache policy (docs/requirements/site-shell.md#backend-client-and-data-cache): fresh for 5 minutes, unused entries kept 10 minutes, one retry. */
export const queryPolicy = { staleTime: 300_000, gcTime: 600_000, retry: 1 } as const;

export function createQueryClient(): QueryClient {
  // When prerendering, nothing is collected: a 10-minute collection timer would only hold Node open.
  const gcTime = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : queryPolicy.gcTime;
  return new QueryClient({ defaultOptions: { queries: { ...queryPolicy, gcTime } } });
}
