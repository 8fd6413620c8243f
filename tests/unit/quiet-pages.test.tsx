import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interruptionsAllowedOn } from '@/app/route-table';
import { TipNotifications } from '@/features/lead-capture';
import { act, render } from '../support/render';

// Issue 40: marketing tips stacked with the dashboard's own toasts. The route table says where the
// pop-up and the tips may appear; the tips' schedule runs only there.
describe('pages without the pop-up and the tips', () => {
  it('are the dashboard, /thank-you and /unsubscribe, by the route table', () => {
    expect(interruptionsAllowedOn('/dashboard')).toBe(false);
    expect(interruptionsAllowedOn('/thank-you')).toBe(false);
    expect(interruptionsAllowedOn('/unsubscribe')).toBe(false);
    expect(interruptionsAllowedOn('/pricing')).toBe(true);
    expect(interruptionsAllowedOn('/services/ecommerce-seo')).toBe(true);
    expect(interruptionsAllowedOn('/no-such-page')).toBe(true);
  });

  // The schedule's only trace is its timer (the first tip after 10 s): a page without tips has none.
  describe('the tip schedule', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const runtimeLoaded = () => act(async () => void (await import('@/features/lead-capture/lib/tips/tip-runtime')));

    it('never starts on a page without tips', async () => {
      render(<TipNotifications allowed={false} />);
      await runtimeLoaded();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('starts on a page with tips and stops when the visitor moves to one without', async () => {
      const { rerender } = render(<TipNotifications allowed />);
      await runtimeLoaded();
      expect(vi.getTimerCount()).toBe(1);
      rerender(<TipNotifications allowed={false} />);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
