import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { clearSession, readSession, saveSession, SESSION_LIFETIME_MS } from '../lib/session-store';

export type AccessState = { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; token: string; loggedInAt: number };

export type LoginResult = { ok: true } | { ok: false; message: string };

// One shared import: every caller (and StrictMode's second effect run) waits on the same load.
let dashboardApi: Promise<typeof import('@/lib/api/dashboard')> | null = null;
const api = () => (dashboardApi ??= import('@/lib/api/dashboard'));

/**
 * Dashboard access (docs/requirements/dashboard.md#access): checks a kept token on load (the connection test),
 * logs in and out, and ends the session 24 hours after login, clearing the stored flags.
 */
export function useDashboardSession(now: () => number = Date.now) {
  const [state, setState] = useState<AccessState>({ status: 'checking' });

  const expire = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous' });
  }, []);

  // The kept token, checked with the database on load.
  useEffect(() => {
    let cancelled = false;
    const kept = readSession(now());
    void api()
      .then(({ checkDashboardSession }) => {
        if (!kept) throw new Error('no kept session');
        return checkDashboardSession(kept.token);
      })
      .then(
        () => !cancelled && kept && setState({ status: 'authenticated', ...kept }),
        async (error: unknown) => {
          if (cancelled) return;
          if (!kept) return setState({ status: 'anonymous' });
          const { DashboardSessionError } = await api();
          if (error instanceof DashboardSessionError) return expire();
          // The database could not be reached: keep the session, say so, let the table retry.
          void notify.error('Database Connection Error', {
            description: 'There was an issue connecting to the database. Please try again later.',
          });
          setState({ status: 'authenticated', ...kept });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [now, expire]);

  // The page enforces the 24 hours too: the session ends on time even if the tab stays open.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const timer = window.setTimeout(expire, Math.max(0, state.loggedInAt + SESSION_LIFETIME_MS - now()));
    return () => window.clearTimeout(timer);
  }, [state, now, expire]);

  const login = useCallback(
    async (password: string, remember: boolean): Promise<LoginResult> => {
      try {
        const { loginToDashboard, dashboardLockedUntil } = await api();
        const token = await loginToDashboard(password);
        if (!token) {
          const lockedUntil = await dashboardLockedUntil();
          const message = lockedUntil
            ? `Too many failed attempts. Logins are locked until ${lockedUntil.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}. Please try again later.`
            : 'Invalid password. Please try again.';
          void notify.error('Login failed', { description: message });
          return { ok: false, message };
        }
        const loggedInAt = now();
        saveSession(token, remember, loggedInAt);
        setState({ status: 'authenticated', token, loggedInAt });
        void notify.success('Login successful', { description: 'Welcome to the Leads Dashboard.' });
        return { ok: true };
      } catch (error) {
        console.error('Dashboard login failed:', error);
        const message = 'An error occurred. Please try again.';
        void notify.error('Login failed', { description: message });
        return { ok: false, message };
      }
    },
    [now],
  );

  const logout = useCallback(async () => {
    if (state.status === 'authenticated') {
      await api()
        .then(({ logoutOfDashboard }) => logoutOfDashboard(state.token))
        .catch((error: unknown) => console.warn('Logout could not reach the database:', error));
    }
    expire();
    void notify.success('Logged out');
  }, [state, expire]);

  return { state, login, logout, expire };
}
