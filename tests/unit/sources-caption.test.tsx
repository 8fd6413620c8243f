/**
 * The Sources view while a new grouping is asked (issue 42): the rows of the last answer stay on
 * screen with their own grouping's caption and labels until the new answer arrives; then the new
 * caption shows.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createFakeRpc } from '../support/fake-rpc';
import { fireEvent, render, screen } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { SourcesView } = await import('@/features/dashboard/components/sources/sources-view');

const row = (value: string, leads: number) => ({ value, section: false, leads, contacted: 0, qualified: 0, won: 0, lost: 0, won_rate: 0 });

describe('the Sources caption', () => {
  it('names the grouping of the rows on screen, not the one still being asked', async () => {
    let answerReferrers: (() => void) | undefined;
    rpc.answers('dashboard_lead_sources', async (args: unknown) => {
      const { group_by } = args as { group_by: string };
      if (group_by === 'page') return { data: { rows: [row('/pricing', 3)], top: ['/pricing'], weeks: [] }, error: null };
      await new Promise<void>((resolve) => (answerReferrers = resolve));
      return { data: { rows: [row('google.com', 2)], top: ['google.com'], weeks: [] }, error: null };
    });
    render(
      <HelmetProvider>
        <MemoryRouter initialEntries={['/dashboard?view=sources']}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SourcesView token="t" onLogout={() => undefined} />
          </QueryClientProvider>
        </MemoryRouter>
      </HelmetProvider>,
    );
    const caption = () => document.querySelector('caption')?.textContent ?? '';
    await vi.waitFor(() => expect(caption()).toMatch(/^Leads by landing page, .*: 3 leads\.$/));

    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'referrer' } });
    await vi.waitFor(() => expect(answerReferrers).toBeDefined());
    // Asked, not answered: the page rows stay, named as pages.
    expect(caption()).toMatch(/^Leads by landing page, .*: 3 leads\.$/);
    expect(screen.getByRole('columnheader', { name: /Landing page/ })).toBeInTheDocument();

    answerReferrers!();
    await vi.waitFor(() => expect(caption()).toMatch(/^Leads by referrer, .*: 2 leads\.$/));
  });
});
