import { act, renderHook, waitFor } from '../support/render';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRpc } from '../support/fake-rpc';
import { DEVICE_MARKER_KEY, forgetDeviceMarker, keepDeviceMarker, readDeviceMarker } from '@/features/dashboard/lib/device-marker';
import { clearSession, saveSession } from '@/features/dashboard/lib/session-store';

/**
 * The browser's side of docs/decisions/0055-lockout-spares-known-devices.md: the device marker the
 * database issues at a login is kept in localStorage, sent with the next login, replaced by the next
 * one, forgotten when the database no longer counts it, and a refusal of a known device speaks of
 * this device rather than this network.
 */
const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({
  getSupabase: () => Promise.resolve(rpc.client),
}));

const { useDashboardSession } = await import('@/features/dashboard/api/use-dashboard-session');

const OLD_MARKER = '1'.repeat(64);
const NEW_MARKER = '2'.repeat(64);
const TOKEN = 'a'.repeat(64);

function withQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function loggedOutSession() {
  const { result } = renderHook(() => useDashboardSession(), { wrapper: withQueryClient() });
  await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
  return result;
}

const callsTo = (name: string) => rpc.calls.filter((call) => call.name === name).map((call) => call.args);

beforeEach(() => {
  rpc.calls.length = 0;
});

describe('the device marker in browser storage', () => {
  it('keeps only what the database issues, and reads back nothing else', () => {
    expect(readDeviceMarker()).toBeNull();
    keepDeviceMarker(OLD_MARKER);
    expect(localStorage.getItem(DEVICE_MARKER_KEY)).toBe(OLD_MARKER);
    expect(readDeviceMarker()).toBe(OLD_MARKER);
    // Nothing issued, or not the shape the database issues: the kept marker stays.
    keepDeviceMarker(null);
    keepDeviceMarker('not a marker');
    keepDeviceMarker(OLD_MARKER.toUpperCase().replace(/1/g, 'A'));
    expect(readDeviceMarker()).toBe(OLD_MARKER);
    // Something else under the key (edited by hand, an older format) is never sent.
    localStorage.setItem(DEVICE_MARKER_KEY, `${OLD_MARKER} `);
    expect(readDeviceMarker()).toBeNull();
  });

  it('outlives the session: logging out, and logging in without "Remember me", keep it in localStorage', () => {
    keepDeviceMarker(OLD_MARKER);
    saveSession(TOKEN, false, Date.now());
    clearSession();
    expect(readDeviceMarker()).toBe(OLD_MARKER);
    expect(sessionStorage.getItem(DEVICE_MARKER_KEY)).toBeNull();
  });

  it('forgets a marker only while it is still the kept one (another tab may have kept a newer one)', () => {
    keepDeviceMarker(NEW_MARKER);
    forgetDeviceMarker(OLD_MARKER);
    expect(readDeviceMarker()).toBe(NEW_MARKER);
    forgetDeviceMarker(NEW_MARKER);
    expect(readDeviceMarker()).toBeNull();
  });
});

describe('logging in with the device marker', () => {
  it('sends the kept marker, and keeps the one the database issues for the new session in its place', async () => {
    keepDeviceMarker(OLD_MARKER);
    rpc.returns('validate_dashboard_password', TOKEN);
    rpc.returns('dashboard_remember_device', NEW_MARKER);
    const session = await loggedOutSession();
    const outcome = await act(() => session.current.login({ password: 'right', staffName: 'Maria Lopez', remember: false }));
    expect(outcome).toEqual({ ok: true });
    expect(callsTo('validate_dashboard_password')).toEqual([{ input_password: 'right', staff_name: 'Maria Lopez', device_marker: OLD_MARKER }]);
    expect(callsTo('dashboard_remember_device')).toEqual([{ session_token: TOKEN }]);
    expect(readDeviceMarker()).toBe(NEW_MARKER);
    // The marker is not the session: the token still goes where "Remember me" says.
    expect(sessionStorage.getItem('dashboardAccessToken')).toBe(TOKEN);
  });

  it('a first login sends no marker and keeps the one issued', async () => {
    rpc.returns('validate_dashboard_password', TOKEN);
    rpc.returns('dashboard_remember_device', NEW_MARKER);
    const session = await loggedOutSession();
    await act(() => session.current.login({ password: 'right', staffName: 'Maria Lopez', remember: true }));
    expect(callsTo('validate_dashboard_password')).toEqual([{ input_password: 'right', staff_name: 'Maria Lopez', device_marker: null }]);
    expect(readDeviceMarker()).toBe(NEW_MARKER);
  });

  it('logs in even when no marker can be issued, keeping the one it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    keepDeviceMarker(OLD_MARKER);
    rpc.returns('validate_dashboard_password', TOKEN);
    rpc.fails('dashboard_remember_device', { message: 'Failed to fetch' });
    const session = await loggedOutSession();
    const outcome = await act(() => session.current.login({ password: 'right', staffName: 'Maria Lopez', remember: false }));
    expect(outcome).toEqual({ ok: true });
    expect(readDeviceMarker()).toBe(OLD_MARKER);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("a known device's refusal speaks of this device, its own lock and its own tries, and asks nothing of the network", async () => {
    keepDeviceMarker(OLD_MARKER);
    rpc.returns('validate_dashboard_password', null);
    rpc.returns('dashboard_device_login_status', { locked_until: null, attempts_left: 2 });
    const session = await loggedOutSession();
    let outcome = await act(() => session.current.login({ password: 'wrong', staffName: 'Maria Lopez', remember: false }));
    expect(outcome).toEqual({
      ok: false,
      message: 'Invalid password. Please try again. 2 tries left before logins from this device pause for 15 minutes.',
      field: 'password',
    });
    expect(callsTo('dashboard_device_login_status')).toEqual([{ device_marker: OLD_MARKER }]);

    rpc.returns('dashboard_device_login_status', { locked_until: new Date(2026, 10, 23, 15, 45).toISOString(), attempts_left: 0 });
    outcome = await act(() => session.current.login({ password: 'wrong', staffName: 'Maria Lopez', remember: false }));
    expect(outcome).toEqual({
      ok: false,
      message: 'Too many failed attempts. Logins from this device are locked until 3:45 PM. Please try again later.',
      field: 'password',
    });
    expect(rpc.calls.map((call) => call.name)).not.toContain('dashboard_lockout_status');
    expect(rpc.calls.map((call) => call.name)).not.toContain('dashboard_login_attempts_left');
    expect(readDeviceMarker()).toBe(OLD_MARKER);
  });

  it("a marker the database does not count (expired, replaced, a new password) is forgotten, and the refusal is the network's", async () => {
    keepDeviceMarker(OLD_MARKER);
    rpc.returns('validate_dashboard_password', null);
    rpc.returns('dashboard_device_login_status', null);
    rpc.returns('dashboard_lockout_status', new Date(2026, 10, 23, 15, 45).toISOString());
    rpc.returns('dashboard_login_attempts_left', 0);
    const session = await loggedOutSession();
    const outcome = await act(() => session.current.login({ password: 'right', staffName: 'Maria Lopez', remember: false }));
    expect(outcome).toEqual({
      ok: false,
      message: 'Too many failed attempts. Logins from this network are locked until 3:45 PM. Please try again later.',
      field: 'password',
    });
    expect(readDeviceMarker()).toBeNull();
    // The next login sends none.
    rpc.calls.length = 0;
    await act(() => session.current.login({ password: 'right', staffName: 'Maria Lopez', remember: false }));
    expect(callsTo('validate_dashboard_password')).toEqual([{ input_password: 'right', staff_name: 'Maria Lopez', device_marker: null }]);
    expect(callsTo('dashboard_device_login_status')).toEqual([]);
  });
});
