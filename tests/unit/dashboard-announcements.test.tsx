/**
 * What a screen reader hears on the dashboard and from its dialogs (issues 25 and 39, WCAG 4.1.3),
 * through a virtual screen reader: the list's caption once after each search, filter and sort, a
 * refresh once (never the 'Last refreshed …' that ticks every second on screen), nothing from the
 * list fetched again after a write (the write's toast says its outcome:
 * dashboard-write-confirmations.test.tsx); the delete dialog is heard with its name and what it will do.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteLeadDialog } from '@/features/dashboard/components/delete-lead-dialog';
import { SEARCH_DEBOUNCE_MS } from '@/features/dashboard/components/lead-search-field';
import type { LeadRow } from '@/lib/api/app-database';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { renderLoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc } from '../support/fake-rpc';
import { act, fireEvent, render, screen } from '../support/render';
import { listenWithVirtualScreenReader } from '../support/screen-reader';

// The network edge: the real list, its queries and writes run against answers set here.
const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsView } = await import('@/features/dashboard/components/leads-view');

const lead = (name: string) => ({
  id: name,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  lead_type: 'contact',
  status: 'new',
});

function renderView() {
  answerOneLeadTotals(rpc);
  return renderLoggedIn(<LeadsView />);
}

describe('dashboard announcements', () => {
  listenWithVirtualScreenReader();

  it('the caption is said once after each search, filter and sort; a refresh says its time; the list fetched after a status change says nothing', async () => {
    vi.setSystemTime(new Date(2026, 10, 25, 9, 30, 0));
    // The database's answer depends on the question: a search for "dana" or the Contacted filter finds one lead or none.
    rpc.returns('dashboard_list_leads', (args: unknown) => {
      const { search, statuses } = args as { search: string | null; statuses: string[] | null };
      const rows = [lead('Dana Ortiz'), lead('Rosa Mendez')].filter(
        (row) => (!search || row.name.toLowerCase().includes(search)) && (!statuses || statuses.includes(row.status)),
      );
      return { total: rows.length, total_capped: false, rows };
    });
    rpc.returns('dashboard_set_lead_status', { status: 'contacted', status_changed_at: new Date().toISOString(), status_changed_by: 'Dana' });
    renderView();
    expect(await screen.findByText('Showing 2 out of 2 leads', {}, { timeout: 5_000 })).toBeInTheDocument();
    await virtual.start({ container: document.body });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const said = async () => (await virtual.spokenPhraseLog()).filter((phrase) => /^polite: \S/.test(phrase));
    // Twice: the answer arrives, then its rows are drawn in a deferred render (leads-list.tsx) whose
    // caption is said after the announcer's delay.
    const settle = async () => {
      for (let turn = 0; turn < 2; turn += 1) await act(async () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + ANNOUNCE_DELAY_MS + 500));
    };
    await settle();
    // The first list is not a change: nothing said.
    expect(await said()).toEqual([]);

    await user.type(screen.getByLabelText('Search leads'), 'dana');
    await settle();
    expect(await screen.findByText('Showing 1 out of 1 leads', { selector: 'caption' })).toBeInTheDocument();
    await settle();
    expect(await said()).toEqual(['polite: Showing 1 out of 1 leads']);

    await user.selectOptions(screen.getByLabelText('Status', { exact: true }), 'contacted');
    await settle();
    expect(await screen.findByText('No results found.', { selector: 'p' })).toBeInTheDocument();
    await settle();
    expect(await said()).toEqual(['polite: Showing 1 out of 1 leads', 'polite: No results found.']);

    await user.selectOptions(screen.getByLabelText('Status', { exact: true }), 'open');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await settle();
    expect(await said()).toEqual([
      'polite: Showing 1 out of 1 leads',
      'polite: No results found.',
      'polite: Showing 1 out of 1 leads',
      'polite: Showing 1 out of 1 leads',
    ]);

    // Refresh asks the same question again: its time is said, not the caption.
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await settle();
    expect((await said()).at(-1)).toBe('polite: Leads refreshed at 9:30 AM');

    // A status change fetches the list again; the refresh that follows it says nothing, which would
    // talk over the change's toast (no toaster here: what is left is the announcer's).
    const before = (await said()).length;
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Status of Dana Ortiz' }), { target: { value: 'contacted' } }));
    await settle();
    expect(rpc.calls.filter((call) => call.name === 'dashboard_set_lead_status')).toHaveLength(1);
    expect((await said()).slice(before)).toEqual([]);
  });

  it('the delete dialog is heard as a dialog with its name and what it will do', async () => {
    const lead = { id: 'lead-1', name: 'Dana Ortiz', email: 'dana@example.com' } as LeadRow;
    function Table() {
      const [pending, setPending] = useState<LeadRow | null>(null);
      return (
        <>
          <button type="button" onClick={() => setPending(lead)}>
            Delete lead from dana@example.com
          </button>
          <DeleteLeadDialog lead={pending} deleting={false} onCancel={() => setPending(null)} onConfirm={() => setPending(null)} />
        </>
      );
    }
    render(<Table />);
    await virtual.start({ container: document.body });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    screen.getByRole('button', { name: 'Delete lead from dana@example.com' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete this lead?' });
    await act(async () => vi.advanceTimersByTimeAsync(50));
    // Where the screen reader's cursor is after the dialog took focus: it reads what it landed in.
    await virtual.next();
    const log = (await virtual.spokenPhraseLog()).join(' | ');
    expect(log).toMatch(/dialog, Delete this lead\?/);
    expect(log).toMatch(/Dana Ortiz \(dana@example\.com\) will be permanently removed\. This cannot be undone\./);
  });
});
