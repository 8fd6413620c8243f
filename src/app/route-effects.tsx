import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { captureFirstTouch } from '@/lib/attribution';
import { incrementPageVisitCount } from '@/lib/storage';

/**
 * On every route change: scroll to the top (or to the #anchor the link names), count the visit in
 * localStorage and log the path (docs/requirements/site-shell.md#route-effects). On the first page, remember the visit's
 * first touch for lead attribution.
 */
export function RouteEffects(): null {
  const { pathname, hash, key } = useLocation();
  // The location key of the last page counted: effects may run twice for one navigation (React
  // StrictMode mounts, unmounts and mounts again), a visit must still count once.
  const countedKey = useRef<string | null>(null);

  useEffect(() => {
    // Lets tests (and anyone debugging) tell a hydrated page from a static one.
    document.documentElement.dataset.hydrated = 'true';
    captureFirstTouch(window.location, document.referrer);
  }, []);

  useEffect(() => {
    // key makes a repeated visit to the same path count too.
    if (countedKey.current === key) return;
    countedKey.current = key;
    incrementPageVisitCount();
    console.info(`[route] ${pathname}`);
  }, [pathname, key]);

  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    // Instant: a smooth scroll from far down the previous page could be cut short by the new layout.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
  return null;
}
