/**
 * What the dashboard says and what its controls are called, beyond what shows (issue 52): a page of
 * leads names its page, a Sources sort is said, a custom range's problem is one alert once a day is
 * left, a nameless lead's link is told apart, the morning e-mail's checkbox has a short name.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { listAnnouncement, pageLabel } from '@/features/dashboard/lib/page-words';
import { sortAnnouncement } from '@/features/dashboard/lib/sort-sources';
import type { ListedLead } from '@/lib/api/app-database';
import { LoggedIn } from '../support/dashboard-session';
import { createFakeRpc } from '../support/fake-rpc';
import { fireEvent, render, screen, waitFor } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { LeadsTable } = await import('@/features/dashboard/components/leads-table');
const { SourcesView } = await import('@/features/dashboard/components/sources/sources-view');
const { MorningEmailSetting } = await import('@/features/dashboard/components/speed/morning-email-setting');

function Dashboard({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <LoggedIn>{children}</LoggedIn>
        </QueryClientProvider>
      </MemoryRouter>
    </HelmetProvider>
  );
}

describe('the list’s announcement', () => {
  it('is the caption on a list of one page, and begins with the page on a longer one', () => {
    expect(listAnnouncement('Showing 2 out of 2 leads', { page: 0, pageCount: 1, capped: false })).toBe('Showing 2 out of 2 leads');
    expect(listAnnouncement('Showing 25 out of 52 leads', { page: 0, pageCount: 3, capped: false })).toBe('Page 1 of 3: showing 25 out of 52 leads');
    expect(listAnnouncement('Showing 25 out of 52 leads', { page: 1, pageCount: 3, capped: false })).toBe('Page 2 of 3: showing 25 out of 52 leads');
    expect(listAnnouncement('Showing 25 out of 1000+ leads (may be out of date)', { page: 1, pageCount: 40, capped: true })).toBe(
      'Page 2 of 40+: showing 25 out of 1000+ leads (may be out of date)',
    );
    // The paging bar's own words.
    expect(pageLabel({ page: 2, pageCount: 3, capped: false })).toBe('Page 3 of 3');
  });
});

describe('a Sources sort', () => {
  it('is worded by its column and direction', () => {
    expect(sortAnnouncement('Leads', { key: 'leads', direction: 'desc' })).toBe('Sorted by Leads, descending');
    expect(sortAnnouncement('Landing page', { key: 'value', direction: 'asc' })).toBe('Sorted by Landing page, ascending');
  });

  it('is said when a header is pressed; a custom range’s problem is one alert, once a day is left', async () => {
    rpc.returns('dashboard_lead_sources', {
      rows: [{ value: '/pricing', section: false, leads: 3, contacted: 1, qualified: 0, won: 0, lost: 0, won_rate: 0 }],
      top: ['/pricing'],
      weeks: [],
    });
    render(
      <Dashboard>
        <SourcesView />
      </Dashboard>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Leads' }, { timeout: 5_000 }));
    await waitFor(() => expect(document.querySelector('[data-announcer]')).toHaveTextContent('Sorted by Leads, ascending'));
    expect(screen.getByRole('columnheader', { name: 'Leads' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From (Los Angeles)');
    // A year typed digit by digit: each keystroke makes a date, none of them said.
    for (const value of ['', '0002-01-01', '0020-01-01', '0202-01-01', '2020-01-01']) fireEvent.change(from, { target: { value } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(from);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 366 days.');
    expect(screen.getByLabelText('To (Los Angeles)')).toHaveAccessibleDescription('Choose at most 366 days.');
    // A range that can be asked for takes the alert away at once.
    fireEvent.change(from, { target: { value: (screen.getByLabelText('To (Los Angeles)') as HTMLInputElement).value } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('names', () => {
  const row = (name: string | null, email: string) =>
    ({ id: email, created_at: new Date().toISOString(), updated_at: new Date().toISOString(), name, email, lead_type: 'newsletter', status: 'new', waiting: false }) as ListedLead;

  it('a nameless lead’s link is named by its address; a named one by its name', () => {
    render(
      <Dashboard>
        <LeadsTable
          rows={[row('Dana Ortiz', 'dana@example.com'), row(null, 'no-name@example.com'), row(null, 'other@example.com')]}
          sortColumn="created_at"
          sortDirection="desc"
          onSort={() => undefined}
          onDelete={() => undefined}
          onStatusChange={() => undefined}
          caption="Showing 3 out of 3 leads"
        />
      </Dashboard>,
    );
    expect(screen.getByRole('link', { name: 'Dana Ortiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open lead from no-name@example.com' })).toHaveTextContent('Open lead');
    expect(screen.getByRole('link', { name: 'Open lead from other@example.com' })).toBeInTheDocument();
  });

  it('the morning e-mail’s checkbox is named by its title and described by the rest', () => {
    render(
      <Dashboard>
        <MorningEmailSetting summary={undefined} />
      </Dashboard>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Morning e-mail of waiting leads' });
    expect(checkbox).toHaveAccessibleDescription(
      'On weekdays at 8:30 am PT, e-mail the agency a list of the leads still at New after an office hour; only when there are any.',
    );
  });
});
