import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { throwIfRpcError } from './rpc-error';

/** A session token when the password is right, null when it is wrong or logins are locked. */
export async function loginToDashboard(password: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('validate_dashboard_password', {
    input_password: password,
  });
  throwIfRpcError(error, 'Login failed');
  return data ?? null;
}

/** Until when logins are locked after too many failures, or null. */
export async function dashboardLockedUntil(): Promise<Date | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_lockout_status');
  throwIfRpcError(error, 'Could not check the login lock');
  return data ? new Date(data) : null;
}

export type LoginOutcome = { token: string; lockedUntil?: undefined } | { token: null; lockedUntil: Date | null };

/** One login attempt; on a refusal it also asks whether logins are now locked, so the form can say until when. */
export async function attemptLogin(password: string): Promise<LoginOutcome> {
  const token = await loginToDashboard(password);
  return token ? { token } : { token: null, lockedUntil: await dashboardLockedUntil() };
}

export const useLoginMutation = () =>
  useMutation({
    mutationKey: ['dashboard', 'login'],
    mutationFn: attemptLogin,
    retry: false,
  });
