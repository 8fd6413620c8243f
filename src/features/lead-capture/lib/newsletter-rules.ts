import { isStorableText, isValidEmail } from '@shared/text-checks';

/**
 * The newsletter's rule (docs/requirements/lead-capture.md#validation): the site's one e-mail rule,
 * which the database applies too, so an address the form lets through is never refused later (nor
 * one with a character Postgres cannot store).
 */
export function isNewsletterEmail(value: string): boolean {
  return isValidEmail(value) && isStorableText(value);
}
