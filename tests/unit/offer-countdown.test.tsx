import { act, render, screen } from '../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferCountdown } from '@/components/layout/offer-countdown';

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

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<OfferCountdown />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
