/**
 * The /book page's picker with its form (src/features/booking/components/booking-scheduler.tsx and
 * slot-picker.tsx): a press on a time shows at once in the picker (an optimistic state) and reaches
 * the page in a transition (decision 0062, the INP of picking a time). Whatever the order of those
 * renders, the picker, the form's line and the announcement agree, and a time taken meanwhile leaves
 * no time pressed. A booking met again after a lost answer (no token, decision 0066) points to the
 * e-mail's link. When the times fail to load, Try again keeps focus on "Choose a time" and "Loading
 * the free times..." is said once a load (issue 61). Only the network edge and the visitor's time
 * zone are fixed.
 */
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '../support/render';

const FREE = [
  { starts_at: '2026-12-01T17:00:00.000Z', ends_at: '2026-12-01T17:30:00.000Z' },
  { starts_at: '2026-12-01T17:30:00.000Z', ends_at: '2026-12-01T18:00:00.000Z' },
  { starts_at: '2026-12-01T18:00:00.000Z', ends_at: '2026-12-01T18:30:00.000Z' },
  { starts_at: '2026-12-02T17:00:00.000Z', ends_at: '2026-12-02T17:30:00.000Z' },
];
let booking:
  | { error: { message: string; code: string; hint: string }; status: number }
  | { data: { id: string; starts_at: string; ends_at: string; cancel_token: string | null }; error: null; status: number }
  | null = null;
/** How many reads of the free times fail before one answers (the query's own retry is one of them). */
let slotReadsToFail = 0;
/** When set, a read of the free times answers only once it is released. */
let slotReadHeld: Promise<void> | null = null;

vi.mock('@/lib/api/client', () => ({
  getSupabase: () =>
    Promise.resolve({
      rpc: (name: string) => {
        if (name === 'book_slots') {
          if (slotReadsToFail > 0) {
            slotReadsToFail -= 1;
            return Promise.resolve({ data: null, error: { message: 'Service Unavailable' } });
          }
          return (slotReadHeld ?? Promise.resolve()).then(() => ({ data: FREE, error: null }));
        }
        const builder = {
          single: () => builder,
          setHeader: () => builder,
          then: <T,>(onSent: (answer: unknown) => T) => Promise.resolve(booking).then(onSent),
        };
        return builder;
      },
    }),
  warmUpDataClient: () => undefined,
}));
vi.mock('@/features/booking/lib/slots', async (original) => ({
  ...(await original<typeof import('@/features/booking/lib/slots')>()),
  visitorZone: () => 'America/Los_Angeles',
}));

const { default: BookingScheduler } = await import('@/features/booking/components/booking-scheduler');
const { ANNOUNCE_DELAY_MS } = await import('@/lib/announce');
const { sharedQueryClient } = await import('@/lib/query-client');

const times = () => within(screen.getByRole('group', { name: /^Free times on / })).getAllByRole('button');
const pressed = () => times().filter((button) => button.getAttribute('aria-pressed') === 'true');

async function renderScheduler() {
  const view = render(
    <MemoryRouter initialEntries={['/book']}>
      <BookingScheduler />
    </MemoryRouter>,
  );
  await screen.findByRole('group', { name: 'Free times on Tuesday, December 1' });
  return view;
}

beforeEach(() => {
  booking = null;
  slotReadsToFail = 0;
  slotReadHeld = null;
});

describe('picking a time on /book', () => {
  it('presses the one time chosen, says it in the form and announces it; another press moves it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderScheduler();
    expect(pressed()).toEqual([]);
    expect(screen.getByText('Choose a day and a time above first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '9:30 AM PT, Tuesday, December 1' }));
    expect(pressed().map((button) => button.getAttribute('aria-label'))).toEqual(['9:30 AM PT, Tuesday, December 1']);
    expect(screen.getByText('Your call: Tuesday, December 1, 9:30 AM to 10:00 AM PT')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(document.querySelector('[data-announcer]')).toHaveTextContent('Selected: 9:30 AM PT, Tuesday, December 1.');

    await user.click(screen.getByRole('button', { name: '10:00 AM PT, Tuesday, December 1' }));
    expect(pressed().map((button) => button.getAttribute('aria-label'))).toEqual(['10:00 AM PT, Tuesday, December 1']);
    expect(screen.getByText('Your call: Tuesday, December 1, 10:00 AM to 10:30 AM PT')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('keeps the chosen time pressed across days, and leaves none pressed once it is taken', async () => {
    const user = userEvent.setup();
    await renderScheduler();
    await user.click(screen.getByRole('button', { name: '9:00 AM PT, Tuesday, December 1' }));
    await user.click(screen.getByRole('button', { name: /Wednesday, December 2/ }));
    expect(pressed()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Tuesday, December 1/, pressed: false }));
    expect(pressed().map((button) => button.getAttribute('aria-label'))).toEqual(['9:00 AM PT, Tuesday, December 1']);

    booking = { error: { message: 'That time was just taken. Please choose another time.', code: 'PT409', hint: 'slot_taken' }, status: 409 };
    await user.type(screen.getByLabelText('Name'), 'Grace Park');
    await user.type(screen.getByLabelText('Email'), 'grace@park.example');
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken. Please choose another time.');
    await waitFor(() => expect(pressed()).toEqual([]));
    expect(screen.getByText('Choose a day and a time above first.')).toBeInTheDocument();
  });
});

describe('the free times failing to load', () => {
  it('keeps focus on "Choose a time" through Try again until the times are there, and says "Loading" once a load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    sharedQueryClient().clear();
    slotReadsToFail = 2;
    // Every state the announcer shows, in order (its writes are a task apart, so no state is missed).
    const heard: string[] = [];
    let last = '';
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-announcer]')?.textContent ?? '';
      if (text && text !== last) heard.push(text);
      last = text;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(
      <MemoryRouter initialEntries={['/book']}>
        <BookingScheduler />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading the free times...')).not.toHaveAttribute('role');
    // The query's own retry comes a second later, and fails too.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The free times could not be loaded.');

    let release = () => {};
    slotReadHeld = new Promise((resolve) => (release = resolve));
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    tryAgain.focus();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Choose a time' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('Loading the free times...')).not.toHaveAttribute('role');
    expect(heading).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    release();
    await screen.findByRole('group', { name: 'Free times on Tuesday, December 1' });
    expect(heading).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    observer.disconnect();
    expect(heard).toEqual(['Loading the free times...', 'Loading the free times...']);
    vi.useRealTimers();
  });

  it('leaves focus where it is when the times are read again by themselves after a Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    sharedQueryClient().clear();
    slotReadsToFail = 2;
    render(
      <MemoryRouter initialEntries={['/book']}>
        <BookingScheduler />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Free times on Tuesday, December 1' });
    const name = screen.getByLabelText('Name');
    await user.click(name);
    // The visitor comes back to the tab and the times are read again, one more free meanwhile.
    FREE.push({ starts_at: '2026-12-01T18:30:00.000Z', ends_at: '2026-12-01T19:00:00.000Z' });
    await act(() => sharedQueryClient().refetchQueries());
    await screen.findByRole('button', { name: '10:30 AM PT, Tuesday, December 1' });
    FREE.pop();
    expect(name).toHaveFocus();
    vi.useRealTimers();
  });
});

describe('booked', () => {
  it('links the manage page with the token the booking call got, and points to the e-mail when a retry got none', async () => {
    for (const token of ['abc.def', null]) {
      const user = userEvent.setup();
      const view = await renderScheduler();
      booking = { data: { id: 'b1', starts_at: FREE[0]!.starts_at, ends_at: FREE[0]!.ends_at, cancel_token: token }, error: null, status: 200 };
      await user.click(screen.getByRole('button', { name: '9:00 AM PT, Tuesday, December 1' }));
      await user.type(screen.getByLabelText('Name'), 'Grace Park');
      await user.type(screen.getByLabelText('Email'), 'grace@park.example');
      await user.click(screen.getByRole('button', { name: 'Book my free call' }));
      await screen.findByRole('heading', { name: 'Your call is booked' });
      const manage = screen.queryByRole('link', { name: 'Cancel or move this call' });
      if (token) {
        expect(manage).toHaveAttribute('href', '/book/manage?token=abc.def');
        expect(screen.queryByText(/use the link in that e-mail/)).toBeNull();
      } else {
        expect(manage).toBeNull();
        expect(
          screen.getByText(
            'We sent a calendar invite to grace@park.example. It has a link to cancel or move the call. To cancel or move it, use the link in that e-mail.',
          ),
        ).toBeInTheDocument();
      }
      view.unmount();
    }
  });
});
