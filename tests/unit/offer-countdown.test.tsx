import { act, render, screen } from '../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferCountdown } from '@/components/layout/offer-countdown';
import userEvent from '@testing-library/user-event';

describe('OfferCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 29, 23, 59, 55));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the label and ticks every second', () => {
    render(<OfferCountdown />);
    expect(screen.getByText('Limited time offer - expires in:')).toBeInTheDocument();
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('01');
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('04');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('03');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('00');
    expect(screen.getByTestId('countdown-hours')).toHaveTextContent('23');
    expect(screen.getByTestId('countdown-minutes')).toHaveTextContent('59');
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('58');
  });

  it('pauses and resumes from the keyboard: paused, it holds still; resumed, it shows the time left now', async () => {
    // user-event waits on timers between keys: the held clock moves on its own here, as in announcements.test.tsx.
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 29, 23, 59, 55));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<OfferCountdown />);
    await user.tab();
    const pause = screen.getByRole('button', { name: 'Pause countdown' });
    expect(pause).toHaveFocus();
    await user.keyboard('{Enter}');
    const resume = screen.getByRole('button', { name: 'Resume countdown' });
    expect(resume).toHaveFocus();
    const held = screen.getByTestId('countdown-seconds').textContent;
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent(held!);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pause countdown' })).toHaveFocus();
    expect(screen.getByTestId('countdown-seconds')).not.toHaveTextContent(held!);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<OfferCountdown />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
