import { use } from 'react';
import { loadServicePage } from '@/content/services/load';
import type { ServicePage } from '@/content/services/types';
import { cachedLoader } from '@/lib/cached-loader';

/** Starts loading a service page's content, once per id (the route's preload calls it before the first render). */
export const preloadServicePage = cachedLoader(loadServicePage);

/** The service page's content (suspends while its module loads); undefined for an unknown id. */
export function useServicePage(id: string): ServicePage | undefined {
  return use(preloadServicePage(id));
}
