import { act, fireEvent, render, renderHook, screen, waitFor } from '../support/render';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc, SESSION_LOST } from '../support/fake-rpc';
import { LAST_SEEN_KEY } from '@/features/dashboard/lib/last-seen';
import { timeAgo } from '@/features/dashboard/lib/relative-time';
import { readSession, saveSession, SESSION_LIFETIME_MS } from '@/features/dashboard/lib/session-store';

// The network edge: each test decides what each database function answers.
const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({
  getSupabase: () => Promise.resolve(rpc.client),
}));

const { useDashboardSession } = await import('@/features/dashboard/api/use-dashboard-session');
const { LeadsView } = await import('@/features/dashboard/components/leads-view');
const { LoginForm } = await import('@/features/dashboard/components/login-form');
const { NEW_LEADS_POLL_MS, newLeadCountQueryOptions } = await import('@/features/dashboard/api/get-new-lead-count');

function withQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("'Last refreshed' wording", () => {
  it('counts seconds, minutes, hours and days', () => {
    expect(timeAgo(0, 1_000)).toBe('1 second ago');
    expect(timeAgo(0, 59_000)).toBe('59 seconds ago');
    expect(timeAgo(0, 60_000)).toBe('1 minute ago');
    expect(timeAgo(0, 3 * 3_600_000)).toBe('3 hours ago');
    expect(timeAgo(0, 2 * 86_400_000)).toBe('2 days ago');
  });
});

describe('dashboard session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    rpc.returns('dashboard_check_session', new Date(Date.now() + 3_600_000).toISOString());
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the token in localStorage with remember me, in sessionStorage without', () => {
    saveSession('a'.repeat(64), true, 1000);
    expect(localStorage.getItem('dashboardAccessToken')).toBe('a'.repeat(64));
    saveSession('b'.repeat(64), false, 1000);
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
    expect(sessionStorage.getItem('dashboardAccessToken')).toBe('b'.repeat(64));
  });

  it('forgets a kept session older than 24 hours and clears its flags', () => {
    saveSession('c'.repeat(64), true, 0);
    expect(readSession(SESSION_LIFETIME_MS)).not.toBeNull();
    expect(readSession(SESSION_LIFETIME_MS + 1)).toBeNull();
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
    expect(localStorage.getItem('dashboardAccessTime')).toBeNull();
  });

  it('returns to the login form when 24 hours have passed, with the page still open', async () => {
    saveSession('d'.repeat(64), true, Date.now());
    const { result } = renderHook(() => useDashboardSession(), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current.state.status).toBe('authenticated'));
    act(() => vi.advanceTimersByTime(SESSION_LIFETIME_MS - 1000));
    expect(result.current.state.status).toBe('authenticated');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.status).toBe('anonymous');
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
  });

  it('logs out when the database says the kept token is no longer valid', async () => {
    rpc.fails('dashboard_check_session', SESSION_LOST);
    saveSession('e'.repeat(64), true, Date.now());
    const { result } = renderHook(() => useDashboardSession(), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
  });

  it('after Logout no poll asks the database again with the revoked token, even from a view not yet unmounted', async () => {
    const token = 'f'.repeat(64);
    rpc.returns('dashboard_new_lead_count', 0);
    rpc.returns('dashboard_logout', null);
    saveSession(token, true, Date.now());
    // The poll stays mounted through the logout, as a view does until React's next commit.
    const { result } = renderHook(
      () => {
        useQuery(newLeadCountQueryOptions(token, '2026-12-07T09:00:00.000Z'));
        return useDashboardSession();
      },
      { wrapper: withQueryClient() },
    );
    const countsAsked = () => rpc.calls.filter((call) => call.name === 'dashboard_new_lead_count' && (call.args as { session_token: string }).session_token === token).length;
    await waitFor(() => expect(countsAsked()).toBeGreaterThan(0));
    await act(() => result.current.logout());
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
    const askedAtLogout = countsAsked();
    await act(() => vi.advanceTimersByTimeAsync(3 * NEW_LEADS_POLL_MS));
    expect(countsAsked()).toBe(askedAtLogout);
  });
});

describe('dashboard login and a database that cannot be reached', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('keeps a kept session when the check fails for another reason than the token', async () => {
    rpc.fails('dashboard_check_session', { message: 'Failed to fetch' });
    saveSession('f'.repeat(64), true, Date.now());
    const { result } = renderHook(() => useDashboardSession(), {
      wrapper: withQueryClient(),
    });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.state.status).toBe('authenticated'));
    expect(localStorage.getItem('dashboardAccessToken')).toBe('f'.repeat(64));
  });

  it('says how long logins are locked after a refusal, and keeps a good login without checking it again', async () => {
    const lockedUntil = new Date(2026, 10, 23, 15, 45);
    rpc.returns('validate_dashboard_password', (args: unknown) => ((args as { input_password: string }).input_password === 'right' ? 'g'.repeat(64) : null));
    rpc.returns('dashboard_lockout_status', lockedUntil.toISOString());
    rpc.returns('dashboard_login_attempts_left', 0);
    const { result } = renderHook(() => useDashboardSession(), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));

    let outcome = await act(() => result.current.login({ password: 'wrong', staffName: 'Maria', remember: false }));
    expect(outcome).toEqual({
      ok: false,
      message: 'Too many failed attempts. Logins from this network are locked until 3:45 PM. Please try again later.',
      field: 'password',
    });

    const checksBefore = rpc.calls.filter((call) => call.name === 'dashboard_check_session').length;
    outcome = await act(() => result.current.login({ password: 'right', staffName: 'Maria', remember: false }));
    expect(outcome).toEqual({ ok: true });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        status: 'authenticated',
        token: 'g'.repeat(64),
      }),
    );
    expect(sessionStorage.getItem('dashboardAccessToken')).toBe('g'.repeat(64));
    expect(rpc.calls.filter((call) => call.name === 'dashboard_check_session')).toHaveLength(checksBefore);
  });
});

describe('the login form and the staff name', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    rpc.calls.length = 0;
  });

  async function renderLoginForm(onLogin = vi.fn(async () => ({ ok: true }) as const)) {
    const { LoginForm } = await import('@/features/dashboard/components/login-form');
    render(<LoginForm onLogin={onLogin} pending={false} />);
    return onLogin;
  }

  const fill = async (name: string, password = 'right') => {
    const nameField = screen.getByLabelText('Your name');
    fireEvent.change(nameField, { target: { value: name } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    return nameField;
  };

  it('refuses a reserved, blank or direction-changing name on the name field, sending nothing', async () => {
    const onLogin = await renderLoginForm();
    for (const [name, message] of [
      ['Visitor', '"Visitor" is a name the dashboard uses for its own entries. Please enter your own name.'],
      ['\u200b \u200b', 'Please enter your name.'],
      ['Ali\u202ece', 'Your name contains an invisible character that can change how it is shown. Please type it again.'],
    ] as const) {
      const field = await fill(name);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
    }
    expect(onLogin).not.toHaveBeenCalled();
    await fill('  Maria Lopez ');
    expect(onLogin).toHaveBeenCalledWith({ password: 'right', staffName: 'Maria Lopez', remember: false });
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the database's refusal of a name on the name field", async () => {
    rpc.fails('validate_dashboard_password', { message: 'A name the database refused.', code: '22023', hint: 'staff_name' });
    const { result } = renderHook(() => useDashboardSession(), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
    const outcome = await act(() => result.current.login({ password: 'right', staffName: 'Maria', remember: false }));
    expect(outcome).toEqual({ ok: false, message: 'A name the database refused.', field: 'name' });
  });
});

describe('the login form while logins are busy', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    rpc.calls.length = 0;
  });

  /** The real session hook and the real form, as the dashboard wires them. */
  function LoginWithSession() {
    const { login, loggingIn } = useDashboardSession();
    return <LoginForm onLogin={login} pending={loggingIn} />;
  }

  it('shows the database\'s "busy, try again" on the password field, without counting it as a wrong password', async () => {
    const busy = 'Many logins are being checked right now. Please try again in a few seconds.';
    rpc.fails('validate_dashboard_password', { message: busy, code: 'PT429', hint: 'dashboard_login_busy' });
    render(<LoginWithSession />, { wrapper: withQueryClient() });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Maria Lopez' } });
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'right' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(password).toHaveAccessibleDescription(busy));
    expect(password).toHaveFocus();
    // Not a wrong password: no tries-left or lock lookup, and no "Invalid password".
    expect(rpc.calls.map((call) => call.name)).not.toContain('dashboard_login_attempts_left');
    expect(screen.queryByText(/Invalid password/)).not.toBeInTheDocument();

    // Tried again a moment later, the same password logs in.
    rpc.returns('validate_dashboard_password', 'h'.repeat(64));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(sessionStorage.getItem('dashboardAccessToken')).toBe('h'.repeat(64)));
  });
});

describe('leads view refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerOneLeadTotals(rpc);
  });
  afterEach(() => vi.useRealTimers());

  const lead = (name: string) => ({
    id: name,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    lead_type: 'contact',
    status: 'new',
  });

  function renderView() {
    return render(
      <HelmetProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <LoggedIn>
            <LeadsView />
          </LoggedIn>
        </MemoryRouter>
      </HelmetProvider>,
      { wrapper: withQueryClient() },
    );
  }

  it('counts the leads that arrived since the last visit, from the time of that visit, and Mark as seen starts again', async () => {
    localStorage.setItem(LAST_SEEN_KEY, '2026-11-20T09:00:00.000Z');
    rpc.returns('dashboard_list_leads', { total: 1, total_capped: false, rows: [lead('Someone')] });
    rpc.returns('dashboard_new_lead_count', (args: unknown) => ((args as { since: string }).since === '2026-11-20T09:00:00.000Z' ? 3 : 0));
    renderView();
    expect(await screen.findByText('3 new since your last visit')).toBeInTheDocument();
    // This visit is recorded for the next one.
    expect(Date.parse(localStorage.getItem(LAST_SEEN_KEY)!)).toBeGreaterThan(Date.parse('2026-11-21T00:00:00.000Z'));
    await act(async () => screen.getByRole('button', { name: 'Mark as seen' }).click());
    await waitFor(() => expect(screen.queryByText(/new since your last visit/)).not.toBeInTheDocument());
  });

  it('a failed refresh keeps the last good rows, marked as out of date', async () => {
    rpc.returns('dashboard_list_leads', { total: 1, rows: [lead('Kept')] });
    renderView();
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    rpc.fails('dashboard_list_leads', { message: 'Failed to fetch' });
    await act(async () => screen.getByRole('button', { name: /Refresh/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('These leads may be out of date.')).toBeInTheDocument();
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(screen.getByText(/Showing 1 out of 1 leads \(may be out of date\)/)).toBeInTheDocument();
  });

  it('reloads every 30 seconds once auto-refresh is on, and says when it last refreshed', async () => {
    rpc.returns('dashboard_list_leads', { total: 1, rows: [lead('First')] });
    renderView();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByText(/Last refreshed 0 seconds ago/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Last refreshed 5 seconds ago')).toBeInTheDocument();

    rpc.returns('dashboard_list_leads', { total: 1, rows: [lead('Second')] });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // Auto-refresh is off: still the old rows, and the time keeps counting.
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByText('Last refreshed 1 minute ago')).toBeInTheDocument();

    await act(async () => screen.getByRole('switch', { name: 'Auto-refresh' }).click());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText(/Last refreshed 0 seconds ago/)).toBeInTheDocument();
  });

  it('shows the error panel with Try Again when the leads cannot be loaded', async () => {
    rpc.fails('dashboard_list_leads', { message: 'connection refused' });
    renderView();
    // A failure other than a lost session is tried once more, a second later.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Error loading leads')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
    rpc.returns('dashboard_list_leads', { total: 1, rows: [lead('Back')] });
    await act(async () => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });
});
