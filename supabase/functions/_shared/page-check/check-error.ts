/**
 * A refusal or failure of the page check that the visitor can read. With a `status` (400, 429), the
 * request itself was wrong or over its limit, answered with that status. Without one, it is what
 * the check found out about the page (it could not be reached, found, fetched in time, read as a
 * web page, or may not be visited): an expected outcome, answered 200 with `outcome: 'not_checked'`
 * so the visitor's browser logs no failed request for it (issue 40).
 */
export class CheckError extends Error {
  constructor(
    message: string,
    readonly status?: 400 | 429,
    /**
     * Which refusal or failure it is, where a caller words it its own way (the lead site check,
     * _shared/site-check/failure.ts): the address is private, a redirect led to a private address,
     * or the page did not load in time.
     */
    readonly reason?: 'private_address' | 'private_redirect' | 'timeout',
  ) {
    super(message);
  }
}
