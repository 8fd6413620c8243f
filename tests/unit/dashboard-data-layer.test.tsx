/**
 * The dashboard's data layer as staff meet it: a lost session on any call, a query or a write, sends
 * them back to the login form once with "Session expired"; a failed write shows its own toast unless
 * the screen replaced it. The real hooks run against a fake database edge and a real toaster.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { notify } from '@/lib/toast';
import { LoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc, SESSION_LOST } from '../support/fake-rpc';
import { act, fireEvent, render, screen, waitFor } from '../support/render';
import { clearToasts, toasterReady } from '../support/toaster';
import { saveSession } from '@/features/dashboard/lib/session-store';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));

const { Dashboard } = await import('@/features/dashboard');
const { useSetLeadStatus } = await import('@/features/dashboard/api/set-lead-status');

const lead = {
  id: 'lead-1',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  lead_type: 'contact',
  status: 'new',
};

function renderWithToaster(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
        <LazyToaster />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  sessionStorage.clear();
  rpc.returns('dashboard_check_session', new Date(Date.now() + 3_600_000).toISOString());
  rpc.returns('dashboard_list_leads', { total: 1, total_capped: false, rows: [lead] });
  answerOneLeadTotals(rpc);
});
afterEach(async () => {
  await clearToasts();
  vi.useRealTimers();
});

describe('a lost dashboard session', () => {
  it('on a query (the totals) returns to the login form, saying so once', async () => {
    rpc.fails('dashboard_lead_summary', SESSION_LOST);
    saveSession('a'.repeat(64), true, Date.now());
    renderWithToaster(<Dashboard />);
    await toasterReady();
    expect(await screen.findByLabelText('Password', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Your session has expired. Please log in again.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Session expired')).toHaveLength(1);
    expect(localStorage.getItem('dashboardAccessToken')).toBeNull();
  });

  it("on a write (a status change in the table) returns to the login form, without the write's own toast", async () => {
    rpc.fails('dashboard_set_lead_status', SESSION_LOST);
    saveSession('b'.repeat(64), true, Date.now());
    renderWithToaster(<Dashboard />);
    await toasterReady();
    const select = await screen.findByRole('combobox', { name: 'Status of Dana Ortiz' }, { timeout: 5_000 });
    await act(async () => fireEvent.change(select, { target: { value: 'contacted' } }));
    expect(await screen.findByLabelText('Password', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(screen.queryByText('Status not changed')).not.toBeInTheDocument();
  });
});

describe('a failed write', () => {
  function StatusButton({ override }: { override?: boolean }) {
    const { mutate } = useSetLeadStatus(
      override ? { onError: (error) => void notify.error('Could not mark the lead', { description: `Kept as it was: ${error.message}` }) } : undefined,
    );
    return (
      <button type="button" onClick={() => mutate({ leadId: 'lead-1', status: 'won' })}>
        Mark as won
      </button>
    );
  }

  it("shows the mutation's own toast by default", async () => {
    rpc.fails('dashboard_set_lead_status', { message: 'The lead is gone.' });
    renderWithToaster(
      <LoggedIn>
        <StatusButton />
      </LoggedIn>,
    );
    await toasterReady();
    await act(async () => screen.getByRole('button', { name: 'Mark as won' }).click());
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByText('The lead is gone.')).toBeInTheDocument();
  });

  it("shows the caller's toast instead when the caller passes its own onError", async () => {
    rpc.fails('dashboard_set_lead_status', { message: 'The lead is gone.' });
    renderWithToaster(
      <LoggedIn>
        <StatusButton override />
      </LoggedIn>,
    );
    await toasterReady();
    await act(async () => screen.getByRole('button', { name: 'Mark as won' }).click());
    expect(await screen.findByText('Could not mark the lead')).toBeInTheDocument();
    expect(screen.getByText('Kept as it was: The lead is gone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Status not changed')).not.toBeInTheDocument());
  });
});
