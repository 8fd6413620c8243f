import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the rules (call it when the visitor starts on the form). */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose rules (zod and the shared field rules, about 20 KB gzip) load on
 * first use instead of with the page: a form renders and takes input without them, and its first
 * check waits for them once. A failed load is retried on the next check.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let pending: Promise<Resolver<T>> | undefined;
  const loaded = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
