/**
 * What staff see of a lead's site check (issue 64, decision 0081): the lead view's section in each
 * state, read again by itself while pending (fake timers), Check again busy and focused with its
 * answer said once and a refusal shown as the database's sentence; the leads table's column words,
 * sort and the filter kept in the URL; the Calls view's compact line. The real views and data hooks
 * run against a fake database edge.
 */
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BookedCall, LeadDetail, LeadRow, ListedLead, SiteCheck } from '@/lib/api/app-database';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { notify } from '@/lib/toast';
import { renderLoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc, type RpcAnswer } from '../support/fake-rpc';
import { act, screen, waitFor, within } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadDetailDialog } = await import('@/features/dashboard/components/lead-detail-dialog');
const { LeadsView } = await import('@/features/dashboard/components/leads-view');
const { CallItem } = await import('@/features/dashboard/components/calls/call-item');
const { SITE_CHECK_POLL_MS } = await import('@/features/dashboard/api/get-lead');
const { siteCheckCell } = await import('@/features/dashboard/lib/site-check-words');

const LEAD_ID = '0b6f3c1e-8a52-4c1b-9f0e-2d7a4b9c1e55';

const done: SiteCheck = {
  state: 'done',
  url: 'https://robin-bakery.example',
  score: 64,
  indexable: true,
  title: 'Robin Bakery | Fresh bread in Echo Park',
  first_action: 'Add a meta description of 120 to 160 characters.',
  findings: [
    {
      rule_id: 'meta-description',
      title: 'No meta description',
      detail: 'Search results show text picked by the engine.',
      source_title: 'Meta descriptions',
      source_url: '/blog/meta-descriptions',
    },
    {
      rule_id: 'h1',
      title: 'Two H1 headings',
      detail: 'One main heading says what the page is about.',
      source_title: 'Headings',
      source_url: '/blog/headings',
    },
    { rule_id: 'alt', title: 'Images without alt text', detail: '4 of 9 images have none.', source_title: 'Alt text', source_url: '/blog/alt-text' },
  ],
  failure: null,
  // Monday 7 December 2026, 10:15 am in Los Angeles.
  checked_at: '2026-12-07T18:15:00Z',
  can_check_again: true,
  next_check_at: null,
};
const pending: SiteCheck = {
  ...done,
  state: 'pending',
  score: null,
  indexable: null,
  title: null,
  first_action: null,
  findings: [],
  checked_at: null,
  can_check_again: false,
};

const leadRow = {
  id: LEAD_ID,
  created_at: '2026-12-07T18:14:00Z',
  updated_at: '2026-12-07T18:14:00Z',
  name: 'Robin Lee',
  email: 'robin@example.com',
  website: 'robin-bakery.example',
  lead_type: 'contact',
  status: 'new',
  site_check_state: 'done',
  site_check_score: 64,
  site_check_indexable: true,
} as LeadRow;

const detail = (site_check: SiteCheck | null, website: string | null = leadRow.website): LeadDetail => ({
  lead: { ...leadRow, website },
  notes: [],
  status_changes: [],
  notifications: [],
  bookings: [],
  partial_version: null,
  report_subscription: null,
  privacy_request: null,
  site_check,
});

const announced = () => document.querySelector('[data-announcer]')?.textContent ?? '';
const leadReads = () => rpc.calls.filter((call) => call.name === 'dashboard_get_lead').length;

let success: MockInstance<typeof notify.success>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-07T18:20:00Z'));
  rpc.calls.length = 0;
  success = vi.spyOn(notify, 'success').mockResolvedValue(undefined);
  vi.spyOn(notify, 'error').mockResolvedValue(undefined);
});
afterEach(() => vi.useRealTimers());

describe("the lead view's site check", () => {
  it('shows the score, indexability in words, the title, the first action, three findings with their sources, and when (PT)', async () => {
    rpc.returns('dashboard_get_lead', detail(done));
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Site check' });
    expect(section).toHaveTextContent('64/100');
    expect(section).toHaveTextContent('Indexable');
    expect(section).toHaveTextContent('Robin Bakery | Fresh bread in Echo Park');
    expect(section).toHaveTextContent('First actionAdd a meta description of 120 to 160 characters.');
    const findings = within(section).getAllByRole('listitem');
    expect(findings).toHaveLength(3);
    expect(within(findings[0]!).getByRole('link', { name: 'Meta descriptions (opens in a new tab)' })).toHaveAttribute('href', '/blog/meta-descriptions');
    expect(section).toHaveTextContent('Checked Mon, Dec 7, 10:15 AM PT.');
    expect(within(section).getByRole('button', { name: 'Check again' })).toBeEnabled();
  });

  it('says a page search engines may not list in words, and a failure as its sentence without a score', async () => {
    rpc.returns('dashboard_get_lead', detail({ ...done, indexable: false }));
    const view = renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    expect(await screen.findByText('Not indexable: the page asks search engines not to list it')).toBeVisible();
    view.unmount();

    rpc.returns('dashboard_get_lead', detail({ ...pending, state: 'failed', failure: 'The site did not answer in 10 s.', checked_at: done.checked_at }));
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Site check' });
    await waitFor(() => expect(section).toHaveTextContent('Check failed: The site did not answer in 10 s.'));
    expect(section).not.toHaveTextContent('/100');
  });

  it('says "No website given." for a lead that named none, with nothing to press', async () => {
    rpc.returns('dashboard_get_lead', detail(null, null));
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Site check' });
    expect(section).toHaveTextContent('No website given.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('while pending says "Checking the site…" and reads the lead again by itself until the check is done, then says so once', async () => {
    let answer = detail(pending);
    rpc.returns('dashboard_get_lead', () => answer);
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Site check' });
    expect(section).toHaveTextContent('Checking the site…');
    const before = leadReads();
    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_POLL_MS));
    await waitFor(() => expect(leadReads()).toBeGreaterThan(before));
    expect(section).toHaveTextContent('Checking the site…');

    answer = detail(done);
    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_POLL_MS));
    await waitFor(() => expect(section).toHaveTextContent('64/100'));
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    expect(announced()).toBe('Site check finished. Score 64/100.');
    // Done: no more reading.
    const after = leadReads();
    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_POLL_MS * 3));
    expect(leadReads()).toBe(after);
  });

  it('Check again is busy and keeps focus while sending, then shows the pending check and its toast', async () => {
    rpc.returns('dashboard_get_lead', detail(done));
    let release: (answer: RpcAnswer) => void = () => undefined;
    rpc.answers('dashboard_check_site_again', () => new Promise((resolve) => (release = resolve)));
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Check again' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveFocus();
    // A second press while busy sends nothing more.
    await user.keyboard('{Enter}');
    expect(rpc.calls.filter((call) => call.name === 'dashboard_check_site_again')).toEqual([
      { name: 'dashboard_check_site_again', args: { session_token: 't', lead_id: LEAD_ID } },
    ]);

    rpc.returns('dashboard_get_lead', detail(pending));
    await act(async () => release({ data: pending, error: null }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Checking the site again'));
    expect(screen.getByRole('region', { name: 'Site check' })).toHaveTextContent('Checking the site…');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it("shows and says a refusal's sentence as the database wrote it, focus kept on the button", async () => {
    rpc.returns('dashboard_get_lead', detail(done));
    const sentence = 'This site was checked within the last hour; it can be checked again at 11:15 AM PT.';
    rpc.fails('dashboard_check_site_again', { message: sentence, code: 'P0001' });
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Check again' });
    button.focus();
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).keyboard('{Enter}');
    expect(await screen.findByText(sentence)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    expect(announced()).toBe(sentence);
    expect(button).toHaveFocus();
    expect(success).not.toHaveBeenCalled();
  });

  it('says when the budget next allows a check', async () => {
    rpc.returns('dashboard_get_lead', detail({ ...done, can_check_again: false, next_check_at: '2026-12-07T19:15:00Z' }));
    renderLoggedIn(<LeadDetailDialog leadId={LEAD_ID} onClose={() => undefined} />);
    expect(await screen.findByText('The next check is allowed from Mon, Dec 7, 11:15 AM PT.')).toBeVisible();
  });
});

describe("the leads table's site check column and filter", () => {
  it('words each state', () => {
    const cell = (state: ListedLead['site_check_state'], score: number | null, indexable: boolean | null) =>
      siteCheckCell({ site_check_state: state, site_check_score: score, site_check_indexable: indexable });
    expect(cell('done', 72, true)).toBe('72/100');
    expect(cell('done', 40, false)).toBe('Not indexable');
    expect(cell('failed', null, null)).toBe('Check failed');
    expect(cell('pending', null, null)).toBe('Checking…');
    expect(cell(null, null, null)).toBe('—');
  });

  function Location() {
    return <p data-testid="location">{useLocation().search}</p>;
  }
  const listArgs = () => rpc.calls.filter((call) => call.name === 'dashboard_list_leads').at(-1)?.args;

  it('shows the column, sorts by the score, and keeps the filter in the URL', async () => {
    answerOneLeadTotals(rpc);
    rpc.returns('dashboard_lead_type_groups', []);
    const rows: ListedLead[] = [
      { ...leadRow, waiting: false },
      { ...leadRow, id: 'b', name: 'Ana Ruiz', site_check_state: 'done', site_check_score: 31, site_check_indexable: false, waiting: false },
      { ...leadRow, id: 'c', name: 'Kim Park', site_check_state: 'pending', site_check_score: null, site_check_indexable: null, waiting: false },
      { ...leadRow, id: 'd', name: 'Sam Cho', website: null, site_check_state: null, site_check_score: null, site_check_indexable: null, waiting: false },
    ];
    rpc.returns('dashboard_list_leads', { total: 4, total_capped: false, rows, next_cursor: null });
    renderLoggedIn(
      <>
        <LeadsView />
        <Location />
      </>,
      undefined,
      '/dashboard?check=not_indexable',
    );
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('[data-site-check-cell]')].map((cell) => cell.textContent)).toEqual(['64/100', 'Not indexable', 'Checking…']);
    expect(within(table).getByText('No website')).toBeInTheDocument();
    // The URL's filter is the select's and the list's.
    const select = screen.getByRole('combobox', { name: 'Site check' });
    expect(select).toHaveValue('not_indexable');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Not indexable', 'Check failed', 'Checking', 'Checked']);
    expect(listArgs()).toMatchObject({ site_check: 'not_indexable' });

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.selectOptions(select, 'Check failed');
    await waitFor(() => expect(listArgs()).toMatchObject({ site_check: 'failed' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?check=failed');
    await user.selectOptions(select, 'Any');
    await waitFor(() => expect(listArgs()).not.toHaveProperty('site_check'));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();

    await user.click(within(table).getByRole('button', { name: 'Site check' }));
    await waitFor(() => expect(listArgs()).toMatchObject({ sort_column: 'site_check_score', sort_direction: 'desc' }));
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Site check' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores a check parameter that names no filter', async () => {
    answerOneLeadTotals(rpc);
    rpc.returns('dashboard_lead_type_groups', []);
    rpc.returns('dashboard_list_leads', { total: 0, total_capped: false, rows: [], next_cursor: null });
    renderLoggedIn(<LeadsView />, undefined, '/dashboard?check=everything');
    await waitFor(() => expect(listArgs()).toBeDefined());
    expect(listArgs()).not.toHaveProperty('site_check');
    expect(screen.getByRole('combobox', { name: 'Site check' })).toHaveValue('all');
  });
});

describe("the Calls view's preparation", () => {
  const call = (site_check: SiteCheck | null, lead_website: string | null = 'robin-bakery.example') =>
    ({
      id: 'call-1',
      office_day: '2026-12-08',
      starts_at: '2026-12-08T18:00:00Z',
      ends_at: '2026-12-08T18:30:00Z',
      topic: null,
      cancelled_at: null,
      outcome: null,
      lead_id: LEAD_ID,
      lead_name: 'Robin Lee',
      lead_email: 'robin@example.com',
      lead_phone: null,
      lead_website,
      sender: null,
      sender_calls: 0,
      moved_from_starts_at: null,
      site_check,
    }) as BookedCall;
  const shown = (booked: BookedCall) => {
    const view = renderLoggedIn(
      <ul>
        <CallItem call={booked} onCancel={() => undefined} onMove={() => undefined} />
      </ul>,
    );
    const line = view.container.querySelector<HTMLElement>('[data-call-site-check]')!;
    return { line, view };
  };

  it('gives the score and the first action, and a link to the full check', () => {
    const { line } = shown(call(done));
    expect(line).toHaveTextContent('Site check: Score 64/100.');
    expect(line).toHaveTextContent('First action: Add a meta description of 120 to 160 characters.');
    expect(within(line).getByRole('link', { name: 'Open the full site check of Robin Lee' })).toHaveAttribute('href', `/dashboard?lead=${LEAD_ID}`);
  });

  it('gives a failure, a pending check, a site not checked and no website in words', () => {
    expect(shown(call({ ...pending, state: 'failed', failure: 'The site did not answer in 10 s.' })).line).toHaveTextContent(
      'Site check: Check failed: The site did not answer in 10 s.',
    );
    expect(shown(call(pending)).line).toHaveTextContent('Site check: Checking the site…');
    expect(shown(call({ ...done, indexable: false })).line).toHaveTextContent('Site check: Score 64/100, not indexable.');
    expect(shown(call(null)).line).toHaveTextContent('Site check: Not checked.');
    expect(shown(call(null, null)).line).toHaveTextContent('Site check: No website given.');
  });
});
