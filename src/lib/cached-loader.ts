/** A promise with the fields React's `use()` reads to return a settled value without suspending. */
type Tracked<V> = Promise<V> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: V; reason?: unknown };

/**
 * Wraps an async loader so each key loads once and its promise records how it settled. `use()` on
 * a promise it has not seen suspends at least once, even when the promise has already resolved;
 * with the fields set, a value loaded before the first render (a route's preload) renders at once,
 * so hydration matches the prerendered page. A failed load is forgotten, to be tried again.
 */
export function cachedLoader<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const promises = new Map<string, Tracked<V>>();
  return (key) => {
    const known = promises.get(key);
    if (known) return known;
    const loading: Tracked<V> = load(key);
    loading.status = 'pending';
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        promises.delete(key);
      },
    );
    promises.set(key, loading);
    return loading;
  };
}
