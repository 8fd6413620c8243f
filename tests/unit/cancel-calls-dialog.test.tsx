/**
 * Staff cancel calls from the Calls view (issue 59 item 6, docs/decisions/0063-calls-view.md,
 * amended): Cancel call and Cancel sender's N calls each ask first, in a dialog that says which call
 * or how many calls; nothing is sent until it is confirmed; the confirm button keeps focus while the
 * write is under way and Escape does nothing then; once cancelled the toast confirms and focus goes to
 * the call's lead link (its buttons are gone); a refused cancel says why and focus returns to the button.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BookedCall } from '@/lib/api/app-database';
import { notify } from '@/lib/toast';
import { renderLoggedIn } from '../support/dashboard-session';
import { createFakeRpc, type RpcAnswer } from '../support/fake-rpc';
import { fireEvent, screen, waitFor, within } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client) }));
const { CallsView } = await import('@/features/dashboard/components/calls/calls-view');

// The toasts, watched (the config restores mocks before each test, so they are made in beforeEach).
let success: MockInstance<typeof notify.success>;
let failure: MockInstance<typeof notify.error>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Wednesday 2 December 2026, 8 am in Los Angeles.
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  rpc.calls.length = 0;
  success = vi.spyOn(notify, 'success').mockResolvedValue(undefined);
  failure = vi.spyOn(notify, 'error').mockResolvedValue(undefined);
  rpc.returns('dashboard_booking_blocks', []);
});
afterEach(() => vi.useRealTimers());

const call = (id: string, startsAt: string, changes: Partial<BookedCall> = {}): BookedCall => ({
  id,
  office_day: '2026-12-03',
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  topic: null,
  created_at: '2026-12-01T10:00:00Z',
  cancelled_at: null,
  cancelled_by: null,
  outcome: null,
  outcome_at: null,
  outcome_by: null,
  lead_id: `lead-${id}`,
  lead_name: `Person ${id}`,
  lead_email: `${id}@example.com`,
  lead_phone: null,
  lead_website: null,
  sender: '198.51.100.7',
  sender_calls: 1,
  moved_at: null,
  moved_by: null,
  moved_from_starts_at: null,
  site_check: null,
  ...changes,
});

/** The calls as the database has them: `cancel` marks some cancelled by Dana, as the writes do. */
function calls(list: BookedCall[]) {
  let rows = list;
  rpc.returns('dashboard_calls', () => rows);
  return (ids: string[]) => {
    rows = rows.map((row) => (ids.includes(row.id) ? { ...row, cancelled_at: '2026-12-02T16:00:00Z', cancelled_by: 'Dana', sender_calls: 0 } : row));
  };
}
const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('cancelling one call', () => {
  it('asks first, naming the call; Keep sends nothing and returns focus; confirmed, the toast says so and focus goes to the lead link', async () => {
    const cancel = calls([call('a', '2026-12-03T18:00:00Z')]);
    rpc.returns('dashboard_cancel_call', () => {
      cancel(['a']);
      return [{ cancelled_at: '2026-12-02T16:00:00Z', cancelled_by: 'Dana', visitor_emailed: true }];
    });
    renderLoggedIn(<CallsView />);
    const item = await itemOf('Person a');
    expect(within(item).getByText('Booked from 198.51.100.7')).toBeInTheDocument();
    // One upcoming call from this sender: no second button.
    expect(within(item).queryByRole('button', { name: /^Cancel sender/ })).toBeNull();
    const opener = within(item).getByRole('button', { name: 'Cancel call' });
    expect(within(item).getByRole('group', { name: 'Cancelling the call with Person a at 10:00 AM – 10:30 AM PT' })).toContainElement(opener);

    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
    expect(dialog).toHaveAccessibleDescription(
      'The call with Person a on Thursday, December 3, 10:00 AM – 10:30 AM PT will be cancelled and its time offered again. Person a is e-mailed the cancellation if they were sent a confirmation. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(rpc.calls.some((made) => made.name === 'dashboard_cancel_call')).toBe(false);

    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rpc.calls.find((made) => made.name === 'dashboard_cancel_call')?.args).toEqual({ session_token: 't', booking_id: 'a' });
    expect(success).toHaveBeenCalledWith('Call with Person a cancelled', {
      description: 'They are e-mailed the cancellation, and the time can be booked again.',
    });
    expect(within(item).getByRole('link', { name: 'Person a' })).toHaveFocus();
    expect(within(item).getByText('(cancelled by Dana)')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('keeps the confirm button focused and Escape idle while the write is under way; a refused cancel says why and focus returns to its button', async () => {
    calls([call('a', '2026-12-03T18:00:00Z')]);
    let answer: (value: RpcAnswer) => void = () => undefined;
    rpc.answers('dashboard_cancel_call', () => new Promise<RpcAnswer>((resolve) => (answer = resolve)));
    renderLoggedIn(<CallsView />);
    const opener = within(await itemOf('Person a')).getByRole('button', { name: 'Cancel call' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the call' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveTextContent('Cancelling...'));
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(rpc.calls.filter((made) => made.name === 'dashboard_cancel_call')).toHaveLength(1);

    answer({ data: null, error: { message: 'This call has begun: mark it attended or no-show instead.', code: 'PT409' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(failure).toHaveBeenCalledWith('Call not cancelled', { description: 'This call has begun: mark it attended or no-show instead.' });
    expect(opener).toHaveFocus();
    expect(success).not.toHaveBeenCalled();
  });

  it('is not offered on a call marked attended or no-show (clear the mark first), nor on a cancelled call', async () => {
    calls([
      call('a', '2026-12-03T18:00:00Z', { outcome: 'attended', outcome_at: '2026-12-02T15:00:00Z', outcome_by: 'Dana' }),
      call('b', '2026-12-03T19:00:00Z', { cancelled_at: '2026-12-02T10:00:00Z', cancelled_by: 'Visitor' }),
    ]);
    renderLoggedIn(<CallsView />);
    expect(within(await itemOf('Person a')).queryByRole('button', { name: 'Cancel call' })).toBeNull();
    expect(within(await itemOf('Person b')).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});

describe("cancelling a sender's calls", () => {
  it('says how many calls from which sender; confirmed, all of them are cancelled in one write and the toast counts them', async () => {
    const cancel = calls([
      call('a', '2026-12-03T18:00:00Z', { sender_calls: 3 }),
      call('b', '2026-12-03T19:00:00Z', { sender_calls: 3 }),
      call('c', '2026-12-03T20:00:00Z', { sender_calls: 3 }),
      call('d', '2026-12-03T21:00:00Z', { sender: '2001:db8:4:5::/64', sender_calls: 1 }),
    ]);
    rpc.returns('dashboard_cancel_sender_calls', () => {
      cancel(['a', 'b', 'c']);
      return [{ cancelled: 3, visitors_emailed: 2 }];
    });
    renderLoggedIn(<CallsView />);
    const item = await itemOf('Person b');
    expect(within(item).getByText('Booked from 198.51.100.7, which has 3 upcoming calls')).toBeInTheDocument();
    const opener = within(item).getByRole('button', { name: "Cancel sender's 3 calls" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel every call from this sender?' });
    expect(dialog).toHaveAccessibleDescription(
      '3 upcoming calls booked from 198.51.100.7 will be cancelled and their times offered again. Each visitor who was sent a confirmation is e-mailed the cancellation. Calls already marked attended or no-show, or begun, stay. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep the calls' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel 3 calls' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rpc.calls.filter((made) => made.name.startsWith('dashboard_cancel'))).toEqual([
      { name: 'dashboard_cancel_sender_calls', args: { session_token: 't', booking_id: 'b' } },
    ]);
    expect(success).toHaveBeenCalledWith('3 calls from this sender cancelled', {
      description: '2 visitors are e-mailed the cancellation, and the times can be booked again.',
    });
    expect(within(item).getByRole('link', { name: 'Person b' })).toHaveFocus();
    for (const name of ['Person a', 'Person b', 'Person c']) expect(within(await itemOf(name)).getByText('(cancelled by Dana)')).toBeInTheDocument();
    // Another sender's call is untouched.
    expect(within(await itemOf('Person d')).getByRole('button', { name: 'Cancel call' })).toBeInTheDocument();
  });
});
