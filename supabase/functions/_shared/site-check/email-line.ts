/**
 * The one line of a lead's site check in the agency's e-mails (docs/decisions/0080-leads-site-checks.md):
 * the lead's notification and the booking's agency e-mail. Read from the check as the outbox's claim
 * hands it out (claim_lead_notifications adds `site_check`), never from what the visitor typed.
 */
import { isJsonObject } from '../json-object.ts';

/** "Site check: 62/100 — first fix: Add a meta description." or the failure; null while pending or without a check. */
export function siteCheckLine(check: unknown): string | null {
  if (!isJsonObject(check)) return null;
  const { state, score, first_action: firstAction, failure, indexable } = check;
  if (state === 'failed' && typeof failure === 'string') return `Site check: ${failure}`;
  if (state !== 'done' || typeof score !== 'number') return null;
  const notIndexed = indexable === false ? ' (not indexable)' : '';
  const fix = typeof firstAction === 'string' && firstAction.trim() ? ` — first fix: ${firstAction.trim().replace(/\.?$/, '.')}` : '';
  return `Site check: ${score}/100${notIndexed}${fix}`;
}
