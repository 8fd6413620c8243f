/**
 * The weekly reports' unsubscribe link (docs/decisions/0021-weekly-reports.md): the shape of its
 * token, the message for a link that is not valid, and what the function answers. Web-standard
 * TypeScript: the function (Deno), the local backend and the browser (the /unsubscribe page checks
 * a token's shape before it sends it, as the confirmation page does).
 */

/**
 * The exact shape of a token the database makes (private.report_unsubscribe_token): the recipient's
 * id as 32 hex digits, a dot, and 43 URL-safe base64 characters of its signature.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

export const isUnsubscribeToken = (value: unknown): value is string => typeof value === 'string' && UNSUBSCRIBE_TOKEN_PATTERN.test(value);

export const UNSUBSCRIBE_NOT_VALID =
  'This unsubscribe link is not valid. Copy the whole link from the e-mail, or reply to the report and we will stop it.';

/** What weekly-report-unsubscribe answers when it stopped the reports, as the site's /unsubscribe page reads it. */
export interface UnsubscribeAnswer {
  ok: true;
  website: string;
  /** The recipient's address, masked (a***@example.com). */
  email: string;
  alreadyUnsubscribed: boolean;
}

/**
 * The function's answer to a well-formed token the database did not sign: an expected outcome (a
 * link cut short or altered), answered 200 so the visitor's browser logs no failed request (issue 40).
 */
export interface UnsubscribeRefusal {
  ok: false;
  outcome: 'not_valid';
  error: string;
}
