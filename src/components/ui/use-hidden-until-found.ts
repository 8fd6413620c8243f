import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a closed panel `hidden="until-found"` and opens it when the browser finds text in it.
 * React writes a closing panel as `hidden=""` (see until-found-html.ts); this sets the value that
 * the browser's find-in-page and links into the panel can reveal, before the browser paints.
 * The browser fires `beforematch` on the panel and then removes `hidden` itself: `onFound` makes the
 * component's state agree.
 */
export function useHiddenUntilFound(ref: RefObject<HTMLElement | null>, closed: boolean, onFound: () => void): void {
  const found = useEffectEvent(onFound);

  // The listener goes on in the same layout effect that looks at the panel, before the browser can
  // paint or run a task: a text fragment (`#:~:text=`) revealed between hydration and a later passive
  // effect left the answer showing while its trigger still said "collapsed" (issue 62).
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onBeforeMatch = () => found();
    panel.addEventListener('beforematch', onBeforeMatch);
    return () => panel.removeEventListener('beforematch', onBeforeMatch);
  }, [ref]);

  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel || !closed) return;
    // Closed in React but without `hidden`: the reader found text in it (find-in-page, a link to an
    // id or a text fragment inside it) before the page hydrated.
    if (!panel.hasAttribute('hidden')) found();
    else panel.setAttribute('hidden', 'until-found');
  }, [ref, closed]);
}
