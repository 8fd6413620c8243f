import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { showFetchedBrandFonts } from '@/lib/brand-fonts';
import { incrementPageVisitCount } from '@/lib/storage';

interface HandledLocation {
  key: string;
  pathname: string;
  search: string;
}

/**
 * On every route change after the first page: scroll to the top (or to the #anchor the link names).
 * The first page is the browser's to place: it has already scrolled to the #anchor, to the text a
 * link's text fragment (`#:~:text=`, which `location.hash` never shows) names, or to where the
 * reader was before a reload, and a scroll to the top there undid it (issue 62). On every route
 * change, count the visit in localStorage and log the path
 * (docs/requirements/site-shell.md#route-effects). On the first page, remember the visit's first touch for lead attribution. A change of the query string alone (a tab, a filter, an open
 * lead in the dashboard) is state within the page: no scroll, no visit. After a navigation to
 * another page (not the first page, not a #hash link), focus moves to the new page's heading and
 * its title is announced (route-focus.ts).
 */
export function RouteEffects(): null {
  const { pathname, search, hash, key } = useLocation();
  // The last location handled. Effects may run twice for one navigation (React StrictMode mounts,
  // unmounts and mounts again): the second run finds its own key and decides nothing again.
  const handled = useRef<HandledLocation | null>(null);

  // Before the new page paints (this runs ahead of the effect below, so `handled` is still the page
  // before): the brand fonts, if this visit fetched them meanwhile. The first page keeps its fonts.
  useLayoutEffect(() => {
    if (handled.current && handled.current.pathname !== pathname) showFetchedBrandFonts();
  }, [pathname]);

  useEffect(() => {
    // Read now (a quick navigation changes the address), stored once its module has loaded: it is
    // read only when a form is sent, so it stays out of the JavaScript every page waits for.
    const { search } = window.location;
    const { referrer } = document;
    void import('@/lib/attribution').then((module) => module.captureFirstTouch({ search }, referrer));
  }, []);

  useEffect(() => {
    const previous = handled.current;
    // StrictMode's second run of one navigation: the first run did everything once.
    if (previous?.key === key) return;
    handled.current = { key, pathname, search };
    if (previous && previous.pathname === pathname && previous.search !== search && !hash) return;
    // key makes a repeated visit to the same path count too.
    incrementPageVisitCount();
    console.info(`[route] ${pathname}`);
    if (hash) {
      // On the document's first page the browser has placed the scroll: only an #anchor it could
      // not reach (an element drawn after the load) is scrolled to.
      if (previous || !scrollY) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    // The first page without a #hash: the browser's place stays (a text fragment, a reload).
    if (!previous) return;
    // Instant: a smooth scroll from far down the previous page could be cut short by the new layout.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // A new page after the first one: focus and announce it.
    void import('./route-focus').then((module) => module.focusNewPage());
  }, [pathname, search, hash, key]);
  return null;
}
