import type { FocusEvent } from 'react';

/**
 * A box that scrolls sideways (a wide table on a phone) brings the control that takes focus inside it
 * wholly into view, clear of its scroll-padding, where a sticky column sits (WCAG 2.4.11). Chromium's
 * own scroll on focus leaves an element alone while any of it shows, so a control at the box's right
 * edge took focus with its centre outside the box: 14 of the leads table's 55 Tab stops at 320 px,
 * 13 at 360 and 8 at 390, with no sticky column there (decision 0057). What sits in a sticky cell is
 * always in view and moves nothing.
 */
export function revealFocused(event: FocusEvent<HTMLElement>): void {
  const box = event.currentTarget;
  const target = event.target;
  const cell = target.closest('th, td');
  if (cell && getComputedStyle(cell).position === 'sticky') return;
  const view = box.getBoundingClientRect();
  const start = view.left + box.clientLeft + (Number.parseFloat(getComputedStyle(box).scrollPaddingLeft) || 0);
  const end = view.left + box.clientLeft + box.clientWidth;
  const { left, right } = target.getBoundingClientRect();
  if (left < start) box.scrollLeft -= start - left;
  // Wider than the room left: its start shows, and its centre with it unless it is twice that wide.
  else if (right > end) box.scrollLeft += Math.min(right - end, left - start);
}
