import { use } from 'react';
import { loadNeighborhood, type Neighborhood } from '@/content/neighborhoods';

type Tracked = Promise<Neighborhood | undefined> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Neighborhood | undefined; reason?: unknown };

const records = new Map<string, Tracked>();

/**
 * Starts loading a neighborhood's record (once per id). The promise carries React's `status` and
 * `value` fields once settled, so `use()` reads an arrived record without suspending: the route's
 * preload awaits it before the first render, and hydration then matches the prerendered page.
 */
export function preloadNeighborhood(id: string): Promise<Neighborhood | undefined> {
  let record = records.get(id);
  if (!record) {
    const loading: Tracked = loadNeighborhood(id);
    loading.status = 'pending';
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        // A failed chunk load is tried again on the next visit.
        records.delete(id);
      },
    );
    records.set(id, loading);
    record = loading;
  }
  return record;
}

/** The neighborhood's full record (suspends while its module loads); undefined for an unknown id. */
export function useNeighborhood(id: string): Neighborhood | undefined {
  return use(preloadNeighborhood(id));
}
