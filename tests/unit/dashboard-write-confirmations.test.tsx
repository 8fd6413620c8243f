/**
 * A staff write that saved is seen and heard once (issue 52 item 2,
 * docs/decisions/0056-a-write-confirmed-by-its-toast.md): its toast shows the words on screen and is
 * their one voice; the shared announcer says nothing of it, and neither does the list fetched again
 * after it. The real views, hooks and toaster run, heard through a virtual screen reader; only the
 * database's answers are set here.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { LeadNote, ReportSubscription as Subscription, WaitingSummary } from '@/lib/api/app-database';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { notify } from '@/lib/toast';
import { LoggedIn } from '../support/dashboard-session';
import { answerOneLeadTotals, createFakeRpc } from '../support/fake-rpc';
import { act, fireEvent, render, screen, within } from '../support/render';
import { listenWithVirtualScreenReader } from '../support/screen-reader';
import { clearToasts, toasterReady } from '../support/toaster';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsView } = await import('@/features/dashboard/components/leads-view');
const { LeadNotes } = await import('@/features/dashboard/components/lead-detail/lead-notes');
const { ReportSubscription } = await import('@/features/dashboard/components/lead-detail/report-subscription');
const { MorningEmailSetting } = await import('@/features/dashboard/components/speed/morning-email-setting');

async function renderWithToaster(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <HelmetProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <QueryClientProvider client={client}>
          <LoggedIn>{ui}</LoggedIn>
          <LazyToaster />
        </QueryClientProvider>
      </MemoryRouter>
    </HelmetProvider>,
  );
  await toasterReady();
}

/** Long enough for the write's answer, the list fetched again, the toast, and anything the announcer would say. */
const settle = async () => {
  for (let turn = 0; turn < 2; turn += 1) await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS + 500));
};

/** What the screen reader said from its live regions, since it started. */
const said = async () => (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): \S/.test(phrase));

/**
 * Asserts the write was confirmed: its toast on screen, in the notifications region a screen reader
 * can reach (a role query skips what aria-hidden hides), said once since the `before`th phrase, and
 * not by the announcer.
 */
async function expectConfirmedOnce(words: string, before: number) {
  await settle();
  expect(within(screen.getByRole('region', { name: /^Notifications/ })).getByText(words)).toBeVisible();
  expect((await said()).slice(before)).toEqual([`polite: ${words}`]);
  expect(document.querySelector('[data-announcer]')?.textContent ?? '').not.toContain(words);
}

const note = (id: string, body: string): LeadNote => ({ id, body, author: 'Dana', created_at: '2027-03-15T16:00:00Z', updated_at: null, mine: true });

const subscription: Subscription = {
  id: 'sub-1',
  created_at: '2027-03-10T18:00:00Z',
  status: 'active',
  website: 'https://ruiz.example/',
  report_day: 'monday',
  status_changed_at: null,
  status_changed_by: null,
  consent: { version: 'v1', text: 'Send me weekly SEO reports.', at: '2027-03-10T18:00:00Z', page: null },
  recipients: [],
  runs: [],
  events: [],
};

const waiting = (morningEmail: boolean): WaitingSummary => ({
  waiting: 0,
  capped: false,
  waiting_since: '2000-01-01T00:00:00Z',
  morning_email: morningEmail,
  morning_email_changed_by: null,
});

describe('a saved staff write', () => {
  listenWithVirtualScreenReader();
  afterEach(clearToasts);

  it('a status set in the table row is shown and said once, and the list fetched after it says nothing', async () => {
    answerOneLeadTotals(rpc);
    const row = {
      id: 'lead-1',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      name: 'Dana Ortiz',
      email: 'dana@example.com',
      lead_type: 'contact',
    };
    rpc.returns('dashboard_list_leads', { total: 1, total_capped: false, rows: [{ ...row, status: 'new' }] });
    rpc.returns('dashboard_set_lead_status', { status: 'contacted', status_changed_at: new Date().toISOString(), status_changed_by: 'Dana' });
    await renderWithToaster(<LeadsView />);
    const select = await screen.findByRole('combobox', { name: 'Status of Dana Ortiz' }, { timeout: 5_000 });
    await settle();
    await virtual.start({ container: document.body });
    rpc.returns('dashboard_list_leads', { total: 1, total_capped: false, rows: [{ ...row, status: 'contacted' }] });
    await act(async () => fireEvent.change(select, { target: { value: 'contacted' } }));
    await expectConfirmedOnce('Status set to Contacted', 0);
  });

  it('a note added, edited and deleted is each shown and said once', async () => {
    rpc.returns('dashboard_add_lead_note', note('n-2', 'Asked for a quote.'));
    rpc.returns('dashboard_edit_lead_note', { ...note('n-1', 'Called back. Two locations.'), updated_at: '2027-03-15T17:00:00Z' });
    rpc.returns('dashboard_delete_lead_note', true);
    await renderWithToaster(<LeadNotes leadId="lead-1" notes={[note('n-1', 'Called back.')]} />);
    await virtual.start({ container: document.body });

    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: 'Asked for a quote.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await expectConfirmedOnce('Note added', 0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText('Edit the note'), { target: { value: 'Called back. Two locations.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectConfirmedOnce('Note saved', 1);

    fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    await expectConfirmedOnce('Note deleted', 2);
    expect(rpc.calls.map((call) => call.name).filter((name) => name.includes('_note'))).toEqual([
      'dashboard_add_lead_note',
      'dashboard_edit_lead_note',
      'dashboard_delete_lead_note',
    ]);
  });

  for (const [status, button, words] of [
    ['active', 'Pause weekly reports', 'Weekly reports paused'],
    ['paused', 'Resume weekly reports', 'Weekly reports resumed'],
  ] as const) {
    it(`${button} is shown and said once`, async () => {
      rpc.returns('dashboard_set_report_subscription_status', (args: unknown) => ({
        status: (args as { new_status: string }).new_status,
        status_changed_at: new Date().toISOString(),
        status_changed_by: 'Dana',
      }));
      await renderWithToaster(<ReportSubscription subscription={{ ...subscription, status }} />);
      await virtual.start({ container: document.body });
      fireEvent.click(screen.getByRole('button', { name: button }));
      await expectConfirmedOnce(words, 0);
    });
  }

  for (const [before, words] of [
    [false, 'Morning e-mail switched on'],
    [true, 'Morning e-mail switched off'],
  ] as const) {
    it(`the morning e-mail ${before ? 'switched off' : 'switched on'} is shown and said once`, async () => {
      rpc.returns('dashboard_set_morning_email', (args: unknown) => (args as { enabled: boolean }).enabled);
      await renderWithToaster(<MorningEmailSetting summary={waiting(before)} />);
      await virtual.start({ container: document.body });
      fireEvent.click(screen.getByRole('checkbox', { name: /Morning e-mail of waiting leads/ }));
      await expectConfirmedOnce(words, 0);
      expect(rpc.calls.at(-1)).toEqual({ name: 'dashboard_set_morning_email', args: { session_token: 't', enabled: !before } });
    });
  }

  it('a toast is heard in a modal dialog that opened before the toaster had loaded', async () => {
    const client = new QueryClient();
    const page = (toaster: boolean) => (
      <QueryClientProvider client={client}>
        <Dialog open>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Dana Ortiz</DialogTitle>
          </DialogContent>
        </Dialog>
        {toaster ? <LazyToaster /> : null}
      </QueryClientProvider>
    );
    const { rerender } = render(page(false));
    await screen.findByRole('dialog', { name: 'Dana Ortiz' });
    rerender(page(true));
    await toasterReady();
    await virtual.start({ container: document.body });
    void notify.success('Status set to Contacted');
    await expectConfirmedOnce('Status set to Contacted', 0);
  });
});
