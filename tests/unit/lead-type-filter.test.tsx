/**
 * The leads' type filter offers the groups the database answers (dashboard_lead_type_groups,
 * private.lead_type_groups), in its order, after "All Leads", and a chosen group asks the list for
 * exactly its lead types: no list of groups is kept in the browser. The real view and data hooks
 * run against a fake database edge.
 */
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderLoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc } from '../support/fake-rpc';
import { screen, waitFor, within } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsView } = await import('@/features/dashboard/components/leads-view');

describe('the lead type filter', () => {
  it('lists the database’s groups and filters by the types of the one chosen', async () => {
    answerOneLeadTotals(rpc);
    rpc.returns('dashboard_list_leads', { total: 0, total_capped: false, rows: [] });
    // Not the shipped groups: whatever the database says is what the select offers.
    rpc.returns('dashboard_lead_type_groups', [
      { type_group: 'calls', label: 'Booked Calls', lead_types: ['consultation'] },
      { type_group: 'forms', label: 'Forms', lead_types: ['contact', 'contact_complete'] },
    ]);
    renderLoggedIn(<LeadsView />);
    const select = screen.getByLabelText('Lead type');
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Leads', 'Booked Calls', 'Forms']));
    // Asked with the session (StrictMode's second mount may ask again).
    expect(rpc.calls.filter((call) => call.name === 'dashboard_lead_type_groups').map((call) => call.args)).toContainEqual({ session_token: 't' });

    await userEvent.selectOptions(select, 'Forms');
    await waitFor(() =>
      expect(rpc.calls.filter((call) => call.name === 'dashboard_list_leads').at(-1)?.args).toMatchObject({ lead_types: ['contact', 'contact_complete'] }),
    );
    await userEvent.selectOptions(select, 'All Leads');
    await waitFor(() => expect(rpc.calls.filter((call) => call.name === 'dashboard_list_leads').at(-1)?.args).toMatchObject({ lead_types: null }));
  });

  it('offers "All Leads" alone while the groups cannot be read', async () => {
    answerOneLeadTotals(rpc);
    rpc.returns('dashboard_list_leads', { total: 0, total_capped: false, rows: [] });
    rpc.fails('dashboard_lead_type_groups', { message: 'unavailable' });
    renderLoggedIn(<LeadsView />);
    await waitFor(() => expect(rpc.calls.some((call) => call.name === 'dashboard_lead_type_groups')).toBe(true));
    expect(within(screen.getByLabelText('Lead type')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Leads']);
  });
});
