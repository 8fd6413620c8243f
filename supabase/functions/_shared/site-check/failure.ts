/**
 * A lead's site check that could not be made, in the plain words staff read (docs/decisions/0080-leads-site-checks.md):
 * the page check's own refusals (private addresses, redirects into them) and its time limit get the
 * lead view's sentences; any other outcome the page check words for the visitor is kept as it is,
 * and an unexpected error is never shown (it may name an internal address).
 */
import { CheckError } from '../page-check/check-error.ts';

export const PRIVATE_ADDRESS_FAILURE = 'The address points to a private network, so it was not fetched.';
export const PRIVATE_REDIRECT_FAILURE = 'The site redirected to a private address, so it was not followed.';
export const OUR_ERROR_FAILURE = 'The site could not be checked because of an error on our side.';

export function timeoutFailure(timeoutMs: number): string {
  return `The site did not answer in ${Math.max(1, Math.round(timeoutMs / 1000))} s.`;
}

export function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof CheckError)) return OUR_ERROR_FAILURE;
  switch (error.reason) {
    case 'private_address':
      return PRIVATE_ADDRESS_FAILURE;
    case 'private_redirect':
      return PRIVATE_REDIRECT_FAILURE;
    case 'timeout':
      return timeoutFailure(timeoutMs);
    default:
      // The page check's sentences speak to the visitor who typed the address; staff need only what happened.
      return error.message.replace(/ Check the spelling of the address\.$/, '');
  }
}
