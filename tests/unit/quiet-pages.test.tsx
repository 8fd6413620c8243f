import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import { interruptionsAllowedOn, marketingFooterOn } from '@/app/route-table';
import { TipNotifications } from '@/features/lead-capture';
import { act, render, screen, within } from '../support/render';

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

// Issue 52: the staff dashboard carried the marketing footer, its newsletter sign-up and the
// "Limited time offer" countdown. The route table's marketingFooter flag leaves it out.
describe('pages without the marketing footer', () => {
  it('are the dashboard only, by the route table', () => {
    expect(marketingFooterOn('/dashboard')).toBe(false);
    expect(marketingFooterOn('/thank-you')).toBe(true);
    expect(marketingFooterOn('/pricing')).toBe(true);
    expect(marketingFooterOn('/no-such-page')).toBe(true);
  });

  const layoutAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<p>the page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  it('the dashboard shows the copyright line only: no sign-up, no countdown', async () => {
    layoutAt('/dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(/All rights reserved\./);
    // Given the lazy footer's time to arrive, it still never does.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(within(footer).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByText(/Limited time offer/)).toBeNull();
  });

  it('a marketing page keeps the footer with its countdown', async () => {
    layoutAt('/pricing');
    expect(await screen.findByText(/Limited time offer/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
