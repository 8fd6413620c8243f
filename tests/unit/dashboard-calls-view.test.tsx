/**
 * The dashboard's Calls view (issue 53, docs/decisions/0063-calls-view.md): today's and the next 7
 * days' calls in Los Angeles time with the lead's links; Attended / No-show sent to the database with
 * focus kept on the pressed button; cancelled calls shown as such without controls; empty states in
 * words; a block removed moves focus to the list's heading before its button goes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookedCall, BookingBlock } from '@/lib/api/app-database';
import { renderLoggedIn } from '../support/dashboard-session';
import { createFakeRpc } from '../support/fake-rpc';
import { fireEvent, screen, waitFor, within } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { CallsView } = await import('@/features/dashboard/components/calls/calls-view');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Wednesday 2 December 2026, 8 am in Los Angeles.
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const call = (id: string, day: string, startsAt: string, changes: Partial<BookedCall> = {}): BookedCall => ({
  id,
  office_day: day,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  topic: 'Our map listing dropped.',
  created_at: '2026-12-01T10:00:00Z',
  cancelled_at: null,
  cancelled_by: null,
  outcome: null,
  outcome_at: null,
  outcome_by: null,
  lead_id: `lead-${id}`,
  lead_name: `Person ${id}`,
  lead_email: `${id}@example.com`,
  lead_phone: '213-555-0142',
  lead_website: 'robin.example',
  sender: '198.51.100.7',
  sender_calls: 1,
  moved_at: null,
  moved_by: null,
  moved_from_starts_at: null,
  site_check: null,
  ...changes,
});

describe('the Calls view', () => {
  it('says in words when there are no calls and nothing is blocked, and asks for today and the next 7 Los Angeles days', async () => {
    rpc.returns('dashboard_calls', []);
    rpc.returns('dashboard_booking_blocks', []);
    renderLoggedIn(<CallsView />);
    expect(await screen.findByText('No calls booked for today.')).toBeInTheDocument();
    expect(screen.getByText('No calls booked for the next 7 days.')).toBeInTheDocument();
    expect(await screen.findByText(/^Nothing is blocked/)).toBeInTheDocument();
    expect(rpc.calls.find((made) => made.name === 'dashboard_calls')?.args).toEqual({ session_token: 't', from_day: '2026-12-02', days: 8 });
  });

  it('shows each call in PT with its lead and links; Attended is sent and pressed, focus stays on it; a cancelled call has no controls', async () => {
    let outcome: BookedCall['outcome'] = null;
    rpc.returns('dashboard_calls', () => [
      call('a', '2026-12-02', '2026-12-02T18:00:00Z', { outcome, outcome_by: outcome ? 'Dana' : null }),
      call('b', '2026-12-04', '2026-12-04T17:00:00Z', { cancelled_at: '2026-12-02T10:00:00Z', cancelled_by: 'Visitor' }),
    ]);
    rpc.returns('dashboard_booking_blocks', []);
    rpc.returns('dashboard_set_call_outcome', (args: unknown) => {
      outcome = (args as { new_outcome: BookedCall['outcome'] }).new_outcome;
      return [{ outcome, outcome_at: '2026-12-02T16:00:00Z', outcome_by: 'Dana' }];
    });
    renderLoggedIn(<CallsView />);
    const today = (await screen.findByRole('heading', { name: 'Today' })).closest('section')!;
    const item = within(today).getByText('10:00 AM – 10:30 AM PT').closest('li')!;
    expect(within(item).getByRole('link', { name: 'Person a' })).toHaveAttribute('href', '/dashboard?lead=lead-a');
    expect(within(item).getByRole('link', { name: 'a@example.com' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(within(item).getByRole('link', { name: '213-555-0142' })).toHaveAttribute('href', 'tel:213-555-0142');
    expect(within(item).getByRole('link', { name: 'robin.example' })).toHaveAttribute('href', 'https://robin.example');
    expect(within(item).getByText('Our map listing dropped.')).toBeInTheDocument();

    const attended = within(item).getByRole('button', { name: 'Attended' });
    attended.focus();
    fireEvent.click(attended);
    await waitFor(() => expect(attended).toHaveAttribute('aria-pressed', 'true'));
    expect(rpc.calls.find((made) => made.name === 'dashboard_set_call_outcome')?.args).toEqual({
      session_token: 't',
      booking_id: 'a',
      new_outcome: 'attended',
    });
    expect(await within(item).findByText('Attended, marked by Dana')).toBeInTheDocument();
    expect(attended).toHaveFocus();
    expect(attended).toBeEnabled();

    const week = screen.getByRole('heading', { name: 'Next 7 days' }).closest('section')!;
    const cancelled = within(week)
      .getByText(/cancelled by Visitor/)
      .closest('li')!;
    expect(within(week).getByRole('heading', { name: /Friday, December 4/ })).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).toBeNull();
  });

  it('lists the blocks; Remove sends the block and moves focus to the list heading', async () => {
    const block: BookingBlock = {
      id: 'k1',
      starts_at: '2026-12-24T08:00:00Z',
      ends_at: '2026-12-26T08:00:00Z',
      reason: 'Holidays',
      created_at: '2026-12-01T10:00:00Z',
      created_by: 'Dana',
    };
    let blocks = [block];
    rpc.returns('dashboard_calls', []);
    rpc.returns('dashboard_booking_blocks', () => blocks);
    rpc.returns('dashboard_unblock_booking_time', () => {
      blocks = [];
      return true;
    });
    renderLoggedIn(<CallsView />);
    const remove = await screen.findByRole('button', { name: 'Remove the block Thu, Dec 24 – Fri, Dec 25 (all day), Holidays' });
    expect(screen.getByText('Holidays · blocked by Dana')).toBeInTheDocument();
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blocked times' })).toHaveFocus());
    expect(await screen.findByText(/^Nothing is blocked/)).toBeInTheDocument();
    expect(rpc.calls.find((made) => made.name === 'dashboard_unblock_booking_time')?.args).toEqual({ session_token: 't', block_id: 'k1' });
  });

  it('blocks hours of one day as a Los Angeles wall-clock time the database reads, whatever zone the browser is in', async () => {
    rpc.returns('dashboard_calls', []);
    rpc.returns('dashboard_booking_blocks', []);
    rpc.returns('dashboard_block_booking_time', 'k2');
    renderLoggedIn(<CallsView />);
    fireEvent.change(await screen.findByLabelText('Block'), { target: { value: 'hours' } });
    fireEvent.change(screen.getByLabelText('Day (PT)'), { target: { value: '2026-12-03' } });
    fireEvent.change(screen.getByLabelText('From (PT)'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('To (PT)'), { target: { value: '14:30' } });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Team meeting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block hours' }));
    await waitFor(() =>
      expect(rpc.calls.find((made) => made.name === 'dashboard_block_booking_time')?.args).toEqual({
        session_token: 't',
        starts_at: '2026-12-03 13:00 America/Los_Angeles',
        ends_at: '2026-12-03 14:30 America/Los_Angeles',
        reason: 'Team meeting',
      }),
    );
  });

  it('marks a refused block on its field, which takes focus: the hours checked in the browser, the past refused by the database (issue 61)', async () => {
    rpc.returns('dashboard_calls', []);
    rpc.returns('dashboard_booking_blocks', []);
    rpc.fails('dashboard_block_booking_days', { message: 'A block must end in the future.', code: '22023' });
    const blocksSent = () => rpc.calls.filter((made) => made.name === 'dashboard_block_booking_time').length;
    const sentBefore = blocksSent();
    renderLoggedIn(<CallsView />);
    fireEvent.change(await screen.findByLabelText('Block'), { target: { value: 'hours' } });
    fireEvent.change(screen.getByLabelText('From (PT)'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('To (PT)'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block hours' }));
    const to = screen.getByLabelText('To (PT)');
    await waitFor(() => expect(to).toHaveFocus());
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('A block needs a start before its end.');
    expect(blocksSent()).toBe(sentBefore);

    fireEvent.change(screen.getByLabelText('Block'), { target: { value: 'days' } });
    fireEvent.change(screen.getByLabelText('First day (PT)'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Last day (PT)'), { target: { value: '2026-11-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block days' }));
    const lastDay = screen.getByLabelText('Last day (PT)');
    await waitFor(() => expect(lastDay).toHaveFocus());
    expect(lastDay).toHaveAttribute('aria-invalid', 'true');
    expect(lastDay).toHaveAccessibleDescription('A block must end in the future.');
  });

  it('tells staff when the site reached its daily cap of booking confirmations, and says nothing before (issue 59)', async () => {
    rpc.returns('dashboard_calls', []);
    rpc.returns('dashboard_booking_blocks', []);
    rpc.returns('dashboard_booking_mail_cap', [{ sent: 12, cap: 50, held_back: 0, reached_at: null }]);
    const { unmount } = renderLoggedIn(<CallsView />);
    expect(await screen.findByText('No calls booked for today.')).toBeInTheDocument();
    await waitFor(() => expect(rpc.calls.some((made) => made.name === 'dashboard_booking_mail_cap')).toBe(true));
    expect(screen.queryByText(/Booking e-mails to visitors are paused/)).toBeNull();
    unmount();

    rpc.returns('dashboard_booking_mail_cap', [{ sent: 50, cap: 50, held_back: 3, reached_at: '2026-12-02T15:00:00Z' }]);
    renderLoggedIn(<CallsView />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking e-mails to visitors are paused: the site sent its daily cap of 50 booking confirmations in the last 24 hours. 3 calls booked since got no confirmation or reminder: confirm them by phone or e-mail (the agency e-mail of each says so).',
    );
  });

  it('links an address only when it keeps the address rule, so a stored ?subject=&cc= opens no draft (issue 59)', async () => {
    rpc.returns('dashboard_calls', [
      call('a', '2026-12-02', '2026-12-02T18:00:00Z', { lead_email: 'quinn@q.test?subject=Urgent&cc=boss%40agency.test', lead_name: 'Quinn' }),
      call('b', '2026-12-02', '2026-12-02T19:00:00Z', { lead_email: 'ann+calls@example.com', lead_name: 'Ann' }),
    ]);
    rpc.returns('dashboard_booking_blocks', []);
    renderLoggedIn(<CallsView />);
    const hostile = await screen.findByText('quinn@q.test?subject=Urgent&cc=boss%40agency.test');
    expect(hostile.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'ann+calls@example.com' })).toHaveAttribute('href', 'mailto:ann%2Bcalls@example.com');
  });
});
