import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { notify } from '@/lib/toast';
import { clearSession, saveSession, SESSION_LIFETIME_MS } from '../lib/session-store';
import { sessionQueryOptions, type DashboardSession } from './check-session';
import { dashboardKeys } from './keys';
import { LoginBusy, StaffNameRefused, useLoginMutation } from './login';
import { useLogoutMutation } from './logout';
import { useOnSessionLost } from './session-lost';

export type AccessState = { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; token: string; loggedInAt: number };

/** A refusal's message and the field it belongs under: the name (a refused name) or the password. */
export type LoginResult = { ok: true } | { ok: false; message: string; field: 'name' | 'password' };

export interface LoginCredentials {
  password: string;
  /** Signs the status changes and notes made with this session. */
  staffName: string;
  remember: boolean;
}

const INVALID_PASSWORD = 'Invalid password. Please try again.';

/**
 * The toast keeps the spec's words; the form under the field also says how many tries are left.
 * A refusal is this network's (an address's lock and tries), or, for a browser the database knows
 * by its device marker, this device's (docs/decisions/0055-lockout-spares-known-devices.md).
 */
function refusal(outcome: { lockedUntil: Date | null; attemptsLeft: number; scope: 'network' | 'device' }): { toast: string; inline: string } {
  const device = outcome.scope === 'device';
  if (outcome.lockedUntil) {
    const until = outcome.lockedUntil.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    const message = device
      ? `Too many failed attempts. Logins from this device are locked until ${until}. Please try again later.`
      : `Too many failed attempts. Logins from this network are locked until ${until}. Please try again later.`;
    return { toast: message, inline: message };
  }
  const tries = `${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? 'try' : 'tries'} left`;
  const left = device ? `${tries} before logins from this device pause for 15 minutes.` : `${tries} before logins from this network pause for 15 minutes.`;
  return { toast: INVALID_PASSWORD, inline: `${INVALID_PASSWORD} ${left}` };
}

/**
 * Dashboard access (docs/requirements/dashboard.md#access). The session is a query: the kept token,
 * checked with the database once per page load; login and logout are mutations that write its answer.
 * The session ends 24 hours after login even with the tab left open.
 */
export function useDashboardSession(now: () => number = Date.now) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions(now));
  const current = session.data;

  const setSession = useCallback((next: DashboardSession) => queryClient.setQueryData(dashboardKeys.session(), next), [queryClient]);

  const endSession = useCallback(() => {
    clearSession();
    // The views unmount at React's next commit, not now: until then their observers' timers (the
    // new-lead count, auto-refresh, the Calls view) would still fire, and a poll built afresh for a
    // removed query asks with the token about to be revoked: a 403 (seen at load 8). Detached here,
    // no observer fetches again; the unmount that follows drops them.
    for (const query of queryClient.getQueryCache().findAll({ queryKey: dashboardKeys.all })) {
      for (const observer of [...query.observers]) observer.destroy();
    }
    setSession(null);
    queryClient.removeQueries({ queryKey: dashboardKeys.all });
  }, [queryClient, setSession]);

  /** The session ended on its own (24 hours, or the database refused the token): say so once. */
  const expire = useCallback(() => {
    // Several calls can fail with the same lost session: only the first, while logged in, ends it.
    if (!queryClient.getQueryData(dashboardKeys.session())) return;
    endSession();
    void notify.error('Session expired', { id: 'dashboard-session-expired', description: 'Your session has expired. Please log in again.' });
  }, [queryClient, endSession]);
  useOnSessionLost(expire);

  // The database could not be reached: keep the session, say so once, let the table retry.
  const unconfirmed = current?.confirmed === false;
  useEffect(() => {
    if (!unconfirmed) return;
    void notify.error('Database Connection Error', {
      id: 'dashboard-connection-error',
      description: 'There was an issue connecting to the database. Please try again later.',
    });
  }, [unconfirmed]);

  const loggedInAt = current?.loggedInAt;
  useEffect(() => {
    if (loggedInAt === undefined) return;
    const timer = window.setTimeout(expire, Math.max(0, loggedInAt + SESSION_LIFETIME_MS - now()));
    return () => window.clearTimeout(timer);
  }, [loggedInAt, now, expire]);

  const { mutateAsync: attemptLogin, isPending: loggingIn } = useLoginMutation();
  const login = useCallback(
    async ({ password, staffName, remember }: LoginCredentials): Promise<LoginResult> => {
      try {
        const outcome = await attemptLogin({ password, staffName });
        if (outcome.token === null) {
          const { toast, inline } = refusal(outcome);
          void notify.error('Login failed', { description: toast });
          return { ok: false, message: inline, field: 'password' };
        }
        const started = now();
        saveSession(outcome.token, remember, started);
        // Just issued by the database: confirmed without asking again.
        setSession({ token: outcome.token, loggedInAt: started, confirmed: true });
        void notify.success('Login successful', { description: 'Welcome to the Leads Dashboard.' });
        return { ok: true };
      } catch (error) {
        // The form checks the name with the same rule first; this is the database's word on it.
        if (error instanceof StaffNameRefused) return { ok: false, message: error.message, field: 'name' };
        // Busy, not refused: nothing was counted, and the same password can be sent again shortly.
        if (error instanceof LoginBusy) {
          void notify.error('Login busy', { description: error.message });
          return { ok: false, message: error.message, field: 'password' };
        }
        console.error('Dashboard login failed:', error);
        const message = 'An error occurred. Please try again.';
        void notify.error('Login failed', { description: message });
        return { ok: false, message, field: 'password' };
      }
    },
    [attemptLogin, now, setSession],
  );

  const { mutateAsync: endSessionRpc } = useLogoutMutation();
  const token = current?.token;
  const logout = useCallback(async () => {
    // This device lets go of the session first: the reads still in flight are cancelled (their
    // fetches aborted) and none starts again, so no read reaches the database after it has revoked
    // the token (each such answer was a 403 in the console; CI saw one at stop 54).
    await queryClient.cancelQueries({ queryKey: dashboardKeys.all });
    endSession();
    if (token) await endSessionRpc(token).catch((error: unknown) => console.warn('Logout could not reach the database:', error));
    void notify.success('Logged out');
  }, [token, endSessionRpc, endSession, queryClient]);

  const state: AccessState = session.isPending
    ? { status: 'checking' }
    : current
      ? { status: 'authenticated', token: current.token, loggedInAt: current.loggedInAt }
      : { status: 'anonymous' };

  return { state, login, loggingIn, logout };
}
