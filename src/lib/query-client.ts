import { QueryClient } from '@tanstack/react-query';

/** The data cache policy (docs/requirements/site-shell.md#backend-client-and-data-cache): fresh for 5 minutes, unused entries kept 10 minutes, one retry. */
export const queryPolicy = { staleTime: 300_000, gcTime: 600_000, retry: 1 } as const;

export function createQueryClient(): QueryClient {
  // When prerendering, nothing is collected: a 10-minute collection timer would only hold Node open.
  const gcTime = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : queryPolicy.gcTime;
  return new QueryClient({ defaultOptions: { queries: { ...queryPolicy, gcTime } } });
}

// One client for the visit, shared by every part of the page that queries or writes; created on
// first use so pages without data never load react-query.
let shared: QueryClient | null = null;

/** The visit's client: QueryProvider mounts it, and a write started outside React (the SEO tool's page check) runs through it. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
