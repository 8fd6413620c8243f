/**
 * The weekly report's confirmation page (src/features/weekly-reports/components/confirm-report.tsx)
 * in each of its states, with only the network edge replaced: it reads where its link stands when it
 * loads and never confirms by loading (docs/decisions/0058-confirmed-stays-confirmed.md); a confirmed
 * link says so on a reload, a final one says why without a press; and after a press focus stays on
 * the page's heading, through a failure and a Try again that fails again (WCAG 2.4.3), never on <body>.
 * Rendered in React StrictMode (tests/support/render.tsx), as `npm run dev` does.
 */
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { CONFIRM_MESSAGES, CONFIRMED_LINK_MESSAGE } from '@shared/report-confirmation';
import { createFakeRpc, type RpcAnswer } from '../support/fake-rpc';
import { act, render, screen } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { ConfirmReport } = await import('@/features/weekly-reports/components/confirm-report');

const TOKEN = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const CONFIRMED = { outcome: 'confirmed', website: 'https://ruiz.example/', report_day: 'monday', email: 'a***@example.com' };
const SAID_CONFIRMED = 'We will e-mail the weekly SEO report for https://ruiz.example/ to a***@example.com every Monday from 7 am Los Angeles time.';
/** What the server answers when it cannot answer (a 503). */
const BUSY: RpcAnswer = { data: null, error: { message: 'Service unavailable', code: '' } };

function renderPage(search = `?token=${TOKEN}`, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <MemoryRouter initialEntries={[`/weekly-reports/confirm${search}`]}>
      <QueryClientProvider client={client}>
        <ConfirmReport />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const confirmCalls = () => rpc.calls.filter((call) => call.name === 'confirm_weekly_report');
const said = () => document.querySelector('[data-announcer]')?.textContent;
const settle = () => act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  rpc.calls.length = 0;
  rpc.client.rpc.mockClear();
});
afterEach(() => {
  document.querySelector('[data-announcer]')?.remove();
  vi.useRealTimers();
});

describe('on load, the page reads where its link stands and confirms nothing', () => {
  it('a pending link: the state is read once, as a GET, and the page asks for the press', async () => {
    rpc.returns('weekly_report_confirmation_state', 'pending');
    renderPage();
    expect(await screen.findByRole('button', { name: 'Confirm weekly reports' })).toBeEnabled();
    await settle();
    expect(rpc.client.rpc.mock.calls).toEqual([['weekly_report_confirmation_state', { token: TOKEN }, { get: true }]]);
    expect(confirmCalls()).toEqual([]);
    expect(screen.getByText(/Press the button to start the weekly SEO report e-mails/)).toBeInTheDocument();
  });

  it('a confirmed link, reloaded: it says it is confirmed, names nobody, and leaves focus alone', async () => {
    rpc.returns('weekly_report_confirmation_state', 'confirmed');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly reports confirmed' })).toBeInTheDocument();
    expect(screen.getByText(CONFIRMED_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm weekly reports' })).not.toBeInTheDocument();
    await settle();
    expect(said()).toBe(CONFIRMED_LINK_MESSAGE);
    expect(document.activeElement).toBe(document.body);
    expect(confirmCalls()).toEqual([]);
  });

  it.each([
    ['expired', CONFIRM_MESSAGES.expired],
    ['stopped', CONFIRM_MESSAGES.stopped],
    ['not_valid', CONFIRM_MESSAGES.notValid],
  ])('a link that is %s says why, without a press and without Try again', async (state, message) => {
    rpc.returns('weekly_report_confirmation_state', state);
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await settle();
    expect(said()).toBe(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(confirmCalls()).toEqual([]);
  });

  it('a token of the wrong shape, or none, is not sent at all', async () => {
    renderPage('?token=not-a-token');
    expect(await screen.findByText(CONFIRM_MESSAGES.notValid)).toBeInTheDocument();
    await settle();
    expect(rpc.calls).toEqual([]);
  });

  it('a failed read shows the button, and its press confirms and takes focus to the new heading', async () => {
    rpc.answers('weekly_report_confirmation_state', async () => BUSY);
    rpc.returns('confirm_weekly_report', CONFIRMED);
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Confirm weekly reports' }));
    expect(await screen.findByText(SAID_CONFIRMED)).toBeInTheDocument();
    expect(heading('Weekly reports confirmed')).toHaveFocus();
    await settle();
    expect(said()).toBe(SAID_CONFIRMED);
  });

  it('confirmed in this visit, the page shown again (Back, a link) says so at once, before its read answers', async () => {
    rpc.returns('weekly_report_confirmation_state', 'pending');
    rpc.returns('confirm_weekly_report', CONFIRMED);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderPage(undefined, client);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Confirm weekly reports' }));
    expect(await screen.findByText(SAID_CONFIRMED)).toBeInTheDocument();
    first.unmount();
    rpc.answers('weekly_report_confirmation_state', () => new Promise(() => undefined));
    renderPage(undefined, client);
    expect(await screen.findByText(CONFIRMED_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm weekly reports' })).not.toBeInTheDocument();
  });

  it('a press answered "already confirmed" (another tab confirmed first) says so', async () => {
    rpc.returns('weekly_report_confirmation_state', 'pending');
    rpc.returns('confirm_weekly_report', { ...CONFIRMED, outcome: 'already_confirmed' });
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Confirm weekly reports' }));
    expect(await screen.findByText(`You had already confirmed: ${SAID_CONFIRMED}`)).toBeInTheDocument();
  });
});

describe('focus after a press (WCAG 2.4.3)', () => {
  it('a server error keeps focus on the page: the heading takes it, and keeps it through Try again failing again, until the confirmation', async () => {
    rpc.returns('weekly_report_confirmation_state', 'pending');
    let release: (answer: RpcAnswer) => void = () => undefined;
    rpc.answers('confirm_weekly_report', () => new Promise((resolve) => (release = resolve)));
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const confirmButton = await screen.findByRole('button', { name: 'Confirm weekly reports' });
    await user.click(confirmButton);
    // While the call runs, the pressed button stays, busy (aria-disabled), and keeps focus.
    const busy = screen.getByRole('button', { name: 'Confirming...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');

    await act(async () => release(BUSY));
    expect(await screen.findByText(CONFIRM_MESSAGES.failed)).toBeInTheDocument();
    const pageHeading = heading('Confirm your weekly SEO report');
    expect(pageHeading).toHaveFocus();
    expect(pageHeading).toHaveAttribute('tabindex', '-1');
    await settle();
    expect(said()).toBe(CONFIRM_MESSAGES.failed);

    // Try again goes while its call runs: focus is on the heading before it goes, and stays there.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(pageHeading).toHaveFocus();
    await act(async () => release(BUSY));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(pageHeading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => release({ data: CONFIRMED, error: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly reports confirmed' })).toHaveFocus();
    expect(confirmCalls()).toHaveLength(3);
  });
});
