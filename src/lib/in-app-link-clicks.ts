import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/**
 * One click handler for many plain `<a data-in-app href>` links inside a container: a plain left
 * click on one is followed by the router; a click with a modifier key or another button is left to
 * the browser (new tab, new window, download), as react-router's own Link does. Used where a list
 * holds a link per row: fifty Links are fifty sets of router hooks to mount on every redraw
 * (issue 40: the leads table's search and sort).
 */
export function followInAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest?.('a[data-in-app]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  event.preventDefault();
  navigate({ pathname: link.pathname, search: link.search, hash: link.hash });
}
