/**
 * Starts loading a page's code when a visitor shows they are about to open it: the pointer comes
 * over a link to it, a keyboard focuses it, or a finger touches it. Hovering to clicking takes a
 * few hundred milliseconds, about what a phone needs to fetch a page's chunks.
 *
 * The build does not ship Vite's map of every lazy chunk's dependencies (about 6 KB before
 * interaction on every page, docs/decisions/0019); a page's chunk then fetches its own imports
 * as it runs, and starting early here is what keeps navigation from waiting on that.
 */
export function preloadOnIntent(preload: (pathname: string) => Promise<unknown>, root: Document = document): () => void {
  const started = new Set<string>([root.location.pathname]);
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, root.location.href);
    if (url.origin !== root.location.origin || started.has(url.pathname)) return;
    started.add(url.pathname);
    // A failed fetch is retried by the navigation itself, which reports it.
    preload(url.pathname).catch(() => started.delete(url.pathname));
  };
  const options = { capture: true, passive: true };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, options);
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent, options);
  };
}
