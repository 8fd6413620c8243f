import { act, render, renderHook, screen, waitFor } from '../support/render';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeAgo } from '@/features/dashboard/lib/relative-time';
import { readSession, saveSession, SESSION_LIFETIME_MS } from '@/features/dashboard/lib/session-store';

// The database boundary: each test decides what it answers.
const api = vi.hoisted(() => ({
  checkDashboardSession: vi.fn(),
  listLeads: vi.fn(),
  leadSummary: vi.fn(),
  leadCountsByDay: vi.fn(),
  loginToDashboard: vi.fn(),
  dashboardLockedUntil: vi.fn(),
  logoutOfDashboard: vi.fn(),
}));
vi.mock('@/lib/api/dashboard', async () => {
  class DashboardSessionError extends Error {
    override name = 'DashboardSessionError';
  }
  return { ...api, DashboardSessionError };
});

const { useDashboardSession } = await import('@/features/dashboard/api/use-dashboard-session');
const { LeadsView } = await import('@/features/dashboard/components/leads-view');

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
    api.checkDashboardSession.mockResolvedValue(new Date());
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
    const { result } = renderHook(() => useDashboardSession());
    await waitFor(() => expect(result.current.state.status).toBe('authenticated'));
    act(() => vi.advanceTimersByTime(SESSION_LIFETIME_MS - 1000));
    expect(result.current.state.status).toBe('authenticated');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.status).toBe('anonymous');
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
  });

  it('logs out when the database says the kept token is no longer valid', async () => {
    const { DashboardSessionError } = await import('@/lib/api/dashboard');
    api.checkDashboardSession.mockRejectedValue(new DashboardSessionError('expired'));
    saveSession('e'.repeat(64), true, Date.now());
    const { result } = renderHook(() => useDashboardSession());
    await waitFor(() => expect(result.current.state.status).toBe('anonymous'));
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
  });
});

describe('leads view refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.leadSummary.mockResolvedValue({ total: 1, open_contact_partials: 0, open_report_partials: 0 });
    api.leadCountsByDay.mockResolvedValue([]);
  });
  afterEach(() => vi.useRealTimers());

  const lead = (name: string) => ({
    id: name,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    lead_type: 'contact',
  });

  function renderView() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <LeadsView token="t" onLogout={() => undefined} onSessionLost={() => undefined} />
      </QueryClientProvider>,
    );
  }

  it('reloads every 30 seconds once auto-refresh is on, and says when it last refreshed', async () => {
    api.listLeads.mockResolvedValue({ total: 1, rows: [lead('First')] });
    renderView();
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByText(/Last refreshed 0 seconds ago/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Last refreshed 5 seconds ago')).toBeInTheDocument();

    api.listLeads.mockResolvedValue({ total: 1, rows: [lead('Second')] });
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
    api.listLeads.mockRejectedValue(new Error('connection refused'));
    renderView();
    expect(await screen.findByText('Error loading leads')).toBeInTheDocument();
    expect(screen.getByText('connection refused')).toBeInTheDocument();
    api.listLeads.mockResolvedValue({ total: 1, rows: [lead('Back')] });
    await act(async () => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });
});
