import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { clearSession, readSession, type StoredSession } from '../lib/session-store';
import { dashboardKeys } from './keys';
import { DashboardSessionError, throwIfRpcError } from './rpc-error';

/** The session's expiry; throws DashboardSessionError when the token is no longer valid. */
export async function checkDashboardSession(token: string): Promise<Date> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_check_session', { session_token: token });
  throwIfRpcError(error, 'Could not check the session');
  return new Date(data);
}

/** Logged in (with whether the database could confirm it), or null. */
export type DashboardSession = (StoredSession & { confirmed: boolean }) | null;

/**
 * The session the page starts with: the token kept in storage, checked with the database. A token
 * the database refuses is forgotten; when the database cannot be reached the session is kept
 * unconfirmed, and the leads table shows the error and retries.
 */
export async function currentSession(now: number): Promise<DashboardSession> {
  const kept = readSession(now);
  if (!kept) return null;
  try {
    await checkDashboardSession(kept.token);
    return { ...kept, confirmed: true };
  } catch (error) {
    if (!(error instanceof DashboardSessionError)) return { ...kept, confirmed: false };
    clearSession();
    return null;
  }
}

/** Asked once per page load; login and logout write the answer directly. */
export const sessionQueryOptions = (now: () => number) =>
  queryOptions({
    queryKey: dashboardKeys.session(),
    queryFn: () => currentSession(now()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
