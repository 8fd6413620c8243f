/**
 * Moves focus to an element that is no control (a heading, a status line) when what the visitor
 * pressed has gone: a form's next step, the page after logging in or out (issue 25, WCAG 2.4.3).
 * Focusable by script only (tabindex -1), so it never becomes a tab stop.
 */
export function focusByScript(element: HTMLElement | null | undefined): void {
  if (!element?.isConnected) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
