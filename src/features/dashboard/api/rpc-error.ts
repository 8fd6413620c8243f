import { isUnstorableTextError, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';

/** Raised when the session token is missing, wrong, expired or revoked: back to the login form. */
export class DashboardSessionError extends Error {
  override name = 'DashboardSessionError';
}

/**
 * Turns a PostgREST error into the dashboard's two kinds: a lost session (SQLSTATE 28000 or the
 * dashboard_session_invalid hint, raised by every token-checked function) or any other failure.
 */
export function throwIfRpcError(error: { message: string; code?: string; hint?: string | null } | null, action: string): asserts error is null {
  if (!error) return;
  if (error.code === '28000' || error.hint === 'dashboard_session_invalid') throw new DashboardSessionError(error.message);
  if (isUnstorableTextError(error)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
  throw new Error(error.message || action);
}

/** Lost sessions are final; anything else is worth the query policy's one retry. */
export const retryUnlessSessionLost = (failureCount: number, error: Error) => !(error instanceof DashboardSessionError) && failureCount < 1;

/** A dashboard call failed because the session is gone (expired, revoked, or another tab logged out). */
export const isSessionLost = (error: unknown): boolean => error instanceof DashboardSessionError;
