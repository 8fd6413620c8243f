/**
 * Moves focus to an element (a heading, a status line, the next control) when what the visitor
 * pressed has gone: a form's next step, the page after logging in or out (issue 25, WCAG 2.4.3).
 * An element that is no control becomes focusable by script only (tabindex -1), never a tab stop.
 */
export function focusByScript(element: HTMLElement | null | undefined): void {
  if (!element?.isConnected) return;
  // A control (a button, a link) is focusable already and must stay a tab stop.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
