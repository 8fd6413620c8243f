import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { dashboardKeys } from './keys';
import { throwIfRpcError } from './rpc-error';

/**
 * The database refused the name typed at login (blank, hidden characters, a name the dashboard
 * uses itself: docs/decisions/0026-staff-sign-in-and-authorship.md). Its message is for the name field.
 */
export class StaffNameRefused extends Error {
  override name = 'StaffNameRefused';
}

/** What the login form says when the database answers "busy" without a message of its own. */
export const LOGIN_BUSY_MESSAGE = 'Many logins are being checked right now. Please try again in a few seconds.';

/**
 * The database could not check the password right now (another check from this network is running,
 * or every evaluation slot is taken: docs/decisions/0046-logins-never-block-leads.md). Nothing was
 * counted; trying again in a few seconds works.
 */
export class LoginBusy extends Error {
  override name = 'LoginBusy';
}

/**
 * A session token when the password is right, null when it is wrong or logins are locked. The name
 * is kept with the session and signs status changes and notes (docs/decisions/0011-staff-identity.md).
 */
export async function loginToDashboard(password: string, staffName: string | null = null): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('validate_dashboard_password', { input_password: password, staff_name: staffName });
  if (error?.hint === 'staff_name') throw new StaffNameRefused(error.message);
  if (error?.hint === 'dashboard_login_busy') throw new LoginBusy(error.message || LOGIN_BUSY_MESSAGE);
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

/** How many more wrong passwords this network may send before it is locked out for a while. */
export async function loginAttemptsLeft(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_login_attempts_left');
  throwIfRpcError(error, 'Could not check the login attempts');
  return data;
}

export type LoginOutcome = { token: string } | { token: null; lockedUntil: Date | null; attemptsLeft: number };

/**
 * One login attempt; on a refusal it also asks whether this network is now locked, and how many
 * tries it has left, so the form can say so (logins are locked per address: docs/decisions/0009-login-lockout.md).
 */
export async function attemptLogin({ password, staffName }: { password: string; staffName: string }): Promise<LoginOutcome> {
  const token = await loginToDashboard(password, staffName);
  if (token) return { token };
  const [lockedUntil, attemptsLeft] = await Promise.all([dashboardLockedUntil(), loginAttemptsLeft()]);
  return { token: null, lockedUntil, attemptsLeft };
}

export const useLoginMutation = () =>
  useMutation({
    mutationKey: dashboardKeys.write('login'),
    mutationFn: attemptLogin,
    retry: false,
  });
