/**
 * The Calls view's calendar controls (issue 61, docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * paging back a week asks for the 7 Los Angeles days before today and says the page once, focus on
 * the pressed button; the daily limit and buffer marked on the field when out of range (nothing
 * sent), sent and confirmed otherwise; the feed link made at once when none is live, focused and
 * copied with "Calendar link copied." heard, and replaced only after the confirmation.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { notify } from '@/lib/toast';
import { renderLoggedIn } from '../support/dashboard-session';
import { createFakeRpc } from '../support/fake-rpc';
import { act, fireEvent, screen, waitFor, within } from '../support/render';

const rpc = createFakeRpc();
vi.mock('@/lib/api/client', () => ({ getSupabase: () => Promise.resolve(rpc.client), supabaseConfig: { url: 'https://api.example', anonKey: 'key' } }));
const { CallsView } = await import('@/features/dashboard/components/calls/calls-view');

let success: MockInstance<typeof notify.success>;
const announced = () => document.querySelector('[data-announcer]')?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Wednesday 2 December 2026, 8 am in Los Angeles.
  vi.setSystemTime(new Date('2026-12-02T16:00:00Z'));
  success = vi.spyOn(notify, 'success').mockResolvedValue(undefined);
  rpc.returns('dashboard_calls', []);
  rpc.returns('dashboard_booking_blocks', []);
  rpc.returns('dashboard_booking_mail_cap', []);
});
afterEach(() => vi.useRealTimers());

const TOKEN = 'a'.repeat(43);

describe('the Calls view’s calendar controls', () => {
  it('pages back a week: the 7 days before today are asked for and said once; focus stays on the button', async () => {
    rpc.returns('dashboard_booking_calendar', [{ daily_limit: null, buffer_minutes: 0, feed_created_at: null, feed_created_by: null }]);
    renderLoggedIn(<CallsView />);
    await screen.findByText('No calls booked for today.');
    const previous = screen.getByRole('button', { name: 'Previous week' });
    previous.focus();
    fireEvent.click(previous);
    expect(await screen.findByRole('heading', { name: 'Wednesday, November 25 to Tuesday, December 1' })).toBeInTheDocument();
    expect(rpc.calls.filter((made) => made.name === 'dashboard_calls').at(-1)?.args).toEqual({ session_token: 't', from_day: '2026-11-25', days: 7 });
    expect(screen.getByText('No calls booked for these days.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    expect(announced()).toBe('Calls from Wednesday, November 25 to Tuesday, December 1: 0 calls.');
    expect(previous).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('heading', { name: 'Today' });
    expect(rpc.calls.filter((made) => made.name === 'dashboard_calls').at(-1)?.args).toEqual({ session_token: 't', from_day: '2026-12-02', days: 8 });
  });

  it('marks a limit or buffer out of range on its field and sends nothing; sends good values and confirms what was stored', async () => {
    rpc.returns('dashboard_booking_calendar', [{ daily_limit: null, buffer_minutes: 0, feed_created_at: null, feed_created_by: null }]);
    rpc.returns('dashboard_set_booking_calendar', (args: unknown) => {
      const sent = args as { new_daily_limit: number | null; new_buffer_minutes: number };
      return [{ daily_limit: sent.new_daily_limit, buffer_minutes: sent.new_buffer_minutes }];
    });
    renderLoggedIn(<CallsView />);
    const buffer = await screen.findByLabelText('Minutes free between calls');
    const limit = screen.getByLabelText('Calls a day, at most');
    fireEvent.change(buffer, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(buffer).toHaveFocus();
    expect(buffer).toHaveAttribute('aria-invalid', 'true');
    expect(buffer).toHaveAccessibleDescription('The buffer between calls is 0 to 120 minutes.');
    fireEvent.change(buffer, { target: { value: '15' } });
    fireEvent.change(limit, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(limit).toHaveFocus();
    expect(limit).toHaveAccessibleDescription('The daily limit is 1 to 48 calls, or empty for no limit.');
    expect(rpc.calls.some((made) => made.name === 'dashboard_set_booking_calendar')).toBe(false);

    fireEvent.change(limit, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved: at most 4 calls a day, 15 minutes between calls'));
    expect(rpc.calls.find((made) => made.name === 'dashboard_set_booking_calendar')?.args).toEqual({
      session_token: 't',
      new_daily_limit: 4,
      new_buffer_minutes: 15,
    });
  });

  it('makes the first link at once, focused and copied; a second replaces it only after the confirmation', async () => {
    let live: string | null = null;
    rpc.returns('dashboard_booking_calendar', () => [{ daily_limit: null, buffer_minutes: 0, feed_created_at: live, feed_created_by: live ? 'Dana' : null }]);
    let made = 0;
    rpc.returns('dashboard_new_calls_feed', () => {
      made += 1;
      live = '2026-12-02T16:00:00Z';
      return [{ token: `${made}${TOKEN.slice(1)}`, created_at: live, created_by: 'Dana' }];
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLoggedIn(<CallsView />);
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    const newLink = screen.getByRole('button', { name: 'New link' });
    newLink.focus();
    fireEvent.click(newLink);
    const field = await screen.findByLabelText('Calendar link');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(`https://api.example/functions/v1/calls-feed?token=1${TOKEN.slice(1)}`);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`https://api.example/functions/v1/calls-feed?token=1${TOKEN.slice(1)}`));
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    expect(announced()).toBe('Calendar link copied.');

    newLink.focus();
    fireEvent.click(newLink);
    const dialog = await screen.findByRole('dialog', { name: 'Replace the calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(newLink).toHaveFocus();
    expect(made).toBe(1);
    fireEvent.click(newLink);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Calendar link')).toHaveValue(`https://api.example/functions/v1/calls-feed?token=2${TOKEN.slice(1)}`));
    expect(screen.getByLabelText('Calendar link')).toHaveFocus();
    expect(made).toBe(2);
  });
});
