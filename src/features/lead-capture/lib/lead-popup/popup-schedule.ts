/** When the lead pop-up opens (docs/requirements/lead-capture.md#pop-up-states). */
export const POPUP_DELAY_MS = 30_000;
export const POPUP_DELAY_RETURNING_MS = 10_000;
/** When the delay ends while the visitor is busy with a form, how long until it looks again. */
export const POPUP_RETRY_MS = 5_000;

/** 30 s on the page, or 10 s once the stored page-visit count is 2 or more. */
export function popupDelay(pageVisitCount: number): number {
  return pageVisitCount >= 2 ? POPUP_DELAY_RETURNING_MS : POPUP_DELAY_MS;
}
