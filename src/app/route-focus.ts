import { announce } from '@/lib/announce';

/**
 * After a navigation to a new page (never the first page, a query change within a page or a #hash
 * link; route-effects.tsx decides), keyboard and screen-reader users start at the new page: focus
 * moves to its main heading (or to #main when it has none) and the new title is announced once
 * (issue 25, WCAG 2.4.3). A chunk of its own, loaded with the first navigation: the entry holds
 * only the call.
 */
export function focusNewPage(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = main.querySelector('h1');
  // Focusable by script only: the heading is no tab stop.
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main).focus({ preventScroll: true });
  announce(document.title);
}
