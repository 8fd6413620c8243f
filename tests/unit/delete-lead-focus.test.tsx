/**
 * A confirmed delete hands focus to the next row's Delete button in the same moment the dialog
 * closes (issue 52, WCAG 2.4.3): never by <body>, not even while the list is fetched again and the
 * deleted row is still drawn. Under StrictMode, as `npm run dev` runs it.
 */
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc } from '../support/fake-rpc';
import { screen, waitFor } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsView } = await import('@/features/dashboard/components/leads-view');

const lead = (name: string) => ({
  id: name.toLowerCase(),
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  name,
  email: `${name.toLowerCase()}@example.com`,
  lead_type: 'contact',
  status: 'new',
});

describe('focus after a delete', () => {
  it('goes to the next row’s Delete at once, and stays there when the list comes back without the lead', async () => {
    answerOneLeadTotals(rpc);
    let rows = [lead('Ana'), lead('Ben'), lead('Cy')];
    rpc.returns('dashboard_list_leads', () => ({ total: rows.length, total_capped: false, rows }));
    rpc.returns('dashboard_delete_lead', true);
    renderLoggedIn(<LeadsView />);
    const user = userEvent.setup();
    const deleteBen = await screen.findByRole('button', { name: 'Delete lead from ben@example.com' }, { timeout: 5_000 });
    deleteBen.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    confirm.focus();

    // Where focus rests at every change of the page from here on.
    const rested: string[] = [];
    const note = () =>
      rested.push(
        document.activeElement === document.body ? 'BODY' : (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''),
      );
    const watcher = new MutationObserver(note);
    watcher.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', note);

    rows = [lead('Ana'), lead('Cy')];
    await user.keyboard('{Enter}');
    const deleteCy = screen.getByRole('button', { name: 'Delete lead from cy@example.com' });
    // Generous waits: the list's refetch is slow on a loaded machine, and focus must hold all the while.
    await waitFor(() => expect(deleteCy).toHaveFocus(), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete lead from ben@example.com' })).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(deleteCy).toHaveFocus();
    watcher.disconnect();
    document.removeEventListener('focusin', note);
    expect(rested).not.toContain('BODY');
  });
});
