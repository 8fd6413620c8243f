import { use } from 'react';
import { loadNeighborhood, type Neighborhood } from '@/content/neighborhoods';
import { cachedLoader } from '@/lib/cached-loader';

/** Starts loading a neighborhood's record, once per id (the route's preload calls it before the first render). */
export const preloadNeighborhood = cachedLoader(loadNeighborhood);

/** The neighborhood's full record (suspends while its module loads); undefined for an unknown id. */
export function useNeighborhood(id: string): Neighborhood | undefined {
  return use(preloadNeighborhood(id));
}
