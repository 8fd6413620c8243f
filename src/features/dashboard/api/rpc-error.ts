import { isUnstorableTextError, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';

/** Raised when the session token is missing, wrong, expired or revoked: back to the login form. */
export class DashboardSessionError extends Error {
  override name = 'DashboardSessionError';
}

/** Raised when the row asked for does not exist, or its id could not be one (a malformed link): final, never retried. */
export class DashboardNotFoundError extends Error {
  override name = 'DashboardNotFoundError';
}

/**
 * Turns a PostgREST error into the dashboard's kinds: a lost session (SQLSTATE 28000 or the
 * dashboard_session_invalid hint, raised by every token-checked function), a missing row (PT404,
 * raised by the functions with their own words, or 22P02: an id that is not a uuid, which Postgres
 * refuses while casting the argument, before the function runs; staff get `notFound`, never
 * Postgres's "invalid input syntax for type uuid"), or any other failure.
 */
export function throwIfRpcError(
  error: { message: string; code?: string; hint?: string | null } | null,
  action: string,
  notFound = action,
): asserts error is null {
  if (!error) return;
  if (error.code === '28000' || error.hint === 'dashboard_session_invalid') throw new DashboardSessionError(error.message);
  if (error.code === 'PT404') throw new DashboardNotFoundError(error.message || notFound);
  if (error.code === '22P02') throw new DashboardNotFoundError(notFound);
  if (isUnstorableTextError(error)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
  throw new Error(error.message || action);
}

/** Lost sessions and missing rows are final; anything else is worth the query policy's one retry. */
export const retryUnlessSessionLost = (failureCount: number, error: Error) =>
  !(error instanceof DashboardSessionError) && !(error instanceof DashboardNotFoundError) && failureCount < 1;

/** A dashboard call failed because what it asked for does not exist: nothing to try again. */
export const isNotFound = (error: unknown): boolean => error instanceof DashboardNotFoundError;

/** A dashboard call failed because the session is gone (expired, revoked, or another tab logged out). */
export const isSessionLost = (error: unknown): boolean => error instanceof DashboardSessionError;
