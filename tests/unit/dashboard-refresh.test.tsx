/**
 * Refresh while the list is already being fetched in the background (auto-refresh, a saved status,
 * another component asking): the click must still run a refresh. It used to meet a busy button and
 * be dropped, with no new answer and no toast (CI at stop 54: the session-expired journey's Refresh
 * never asked the database).
 */
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '@/features/dashboard/api/keys';
import type { RpcAnswer } from '../support/fake-rpc';
import { renderLoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc } from '../support/fake-rpc';
import { screen, waitFor } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsView } = await import('@/features/dashboard/components/leads-view');

const leads = (count: number) => ({
  total: count,
  total_capped: false,
  rows: Array.from({ length: count }, (_, index) => ({
    id: `lead-${index}`,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    name: `Lead ${index}`,
    email: `lead-${index}@example.com`,
    lead_type: 'contact',
    status: 'new',
  })),
});

describe('Refresh during a background fetch', () => {
  it('asks again and shows the new answer instead of dropping the click', async () => {
    answerOneLeadTotals(rpc);
    // First one lead; then a background fetch that never comes back; then the refresh's answer, two leads.
    let phase: 'first' | 'hanging' | 'refreshed' = 'first';
    rpc.answers('dashboard_list_leads', () =>
      phase === 'hanging' ? new Promise<RpcAnswer>(() => undefined) : Promise.resolve({ data: leads(phase === 'first' ? 1 : 2), error: null }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderLoggedIn(<LeadsView />, client);
    expect(await screen.findByText('Showing 1 out of 1 leads', {}, { timeout: 5_000 })).toBeInTheDocument();

    phase = 'hanging';
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    // The background fetch is under way: the icon turns, the button stays ready.
    await waitFor(() => expect(refresh.querySelector('svg')).toHaveClass('animate-spin'));
    expect(refresh).not.toHaveAttribute('aria-disabled');
    phase = 'refreshed';
    await userEvent.click(refresh);
    expect(await screen.findByText('Showing 2 out of 2 leads', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
