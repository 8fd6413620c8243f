import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser (hydration included), true right
 * after: for parts that depend on the browser (time, storage, chance) and so must not be
 * prerendered.
 *
 * The switch to true is a transition. (useSyncExternalStore with a different server snapshot
 * re-renders synchronously right after hydration: one long task over every caller's subtree, the
 * largest block of the pricing page's blocking time.) A module-level "hydrated" flag would spare
 * later pages the extra render, but a lazy section that hydrates after the first commit would
 * then render true against prerendered false.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => {
    startTransition(() => setIsClient(true));
  }, []);
  return isClient;
}
