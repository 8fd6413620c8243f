/**
 * One polite live region for the whole site (issue 25, WCAG 4.1.3): a page, a dialog or a form
 * says something once with `announce(message)` instead of making its own visible text a live
 * region that re-reads on every render. The region is made outside React (so the prerendered HTML
 * stays the same) the first time it is needed; the message is written a moment later, into an
 * emptied region, so a screen reader hears a repeated message again and never the half-written one.
 */
let region: HTMLElement | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

/** How long after emptying the region the message is written, in ms. */
export const ANNOUNCE_DELAY_MS = 100;

export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.className = 'sr-only';
    region.dataset.announcer = '';
    document.body.append(region);
  }
  const target = region;
  clearTimeout(pending);
  target.textContent = '';
  pending = setTimeout(() => {
    target.textContent = message;
  }, ANNOUNCE_DELAY_MS);
}
