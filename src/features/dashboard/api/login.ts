import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/api/client';
import { forgetDeviceMarker, keepDeviceMarker, readDeviceMarker } from '../lib/device-marker';
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
 * The device marker, when this browser has one, makes the check this device's rather than the
 * network's (docs/decisions/0055-lockout-spares-known-devices.md).
 */
export async function loginToDashboard(password: string, staffName: string | null = null, deviceMarker: string | null = null): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('validate_dashboard_password', {
    input_password: password,
    staff_name: staffName,
    device_marker: deviceMarker,
  });
  if (error?.hint === 'staff_name') throw new StaffNameRefused(error.message);
  if (error?.hint === 'dashboard_login_busy') throw new LoginBusy(error.message || LOGIN_BUSY_MESSAGE);
  throwIfRpcError(error, 'Login failed');
  return data ?? null;
}

/**
 * The device marker the database issues this browser for the session it has just opened (it
 * replaces the one the login was sent with), or null when it issues none.
 */
export async function rememberThisDevice(token: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_remember_device', { session_token: token });
  throwIfRpcError(error, 'Could not remember this device');
  return data ?? null;
}

/** Until when this device is locked and the tries it has left; null when the database does not count the marker. */
export async function deviceLoginStatus(deviceMarker: string): Promise<{ lockedUntil: Date | null; attemptsLeft: number } | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('dashboard_device_login_status', { device_marker: deviceMarker });
  throwIfRpcError(error, 'Could not check the login lock');
  if (!data) return null;
  return { lockedUntil: data.locked_until ? new Date(data.locked_until) : null, attemptsLeft: data.attempts_left };
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

/**
 * A refusal says whose lock or tries it is about: this network's (an address's, decision 0009) or,
 * for a browser the database knows by its marker, this device's (decision 0055).
 */
export type LoginOutcome = { token: string } | { token: null; lockedUntil: Date | null; attemptsLeft: number; scope: 'network' | 'device' };

/** Keeps the marker the database issues for a new session; without one, the next login is the network's. */
async function rememberDevice(token: string): Promise<void> {
  try {
    keepDeviceMarker(await rememberThisDevice(token));
  } catch (error) {
    console.warn('This device could not be remembered for the next login:', error);
  }
}

/**
 * One login attempt, sent with this browser's device marker if it has one. On success the database
 * issues the next marker. On a refusal it also asks whether this device, or else this network, is
 * now locked, and how many tries it has left, so the form can say so.
 */
export async function attemptLogin({ password, staffName }: { password: string; staffName: string }): Promise<LoginOutcome> {
  const marker = readDeviceMarker();
  const token = await loginToDashboard(password, staffName, marker);
  if (token) {
    await rememberDevice(token);
    return { token };
  }
  if (marker) {
    const device = await deviceLoginStatus(marker);
    if (device) return { token: null, scope: 'device', ...device };
    // Expired, replaced or forgotten by a new password: the login was the network's, and the marker is no use.
    forgetDeviceMarker(marker);
  }
  const [lockedUntil, attemptsLeft] = await Promise.all([dashboardLockedUntil(), loginAttemptsLeft()]);
  return { token: null, scope: 'network', lockedUntil, attemptsLeft };
}

export const useLoginMutation = () =>
  useMutation({
    mutationKey: dashboardKeys.write('login'),
    mutationFn: attemptLogin,
    retry: false,
  });
