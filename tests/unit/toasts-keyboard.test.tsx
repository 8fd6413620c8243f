/**
 * A toast holds still while keyboard focus is inside it and Escape dismisses it (issue 25, WCAG
 * 2.2.1); heard through a virtual screen reader. Before, a tip closed after 12 s under the keyboard.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { notify } from '@/lib/toast';
import { act, render, screen, waitFor } from '../support/render';

describe('toasts and the keyboard', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(async () => {
    await virtual.stop();
    vi.useRealTimers();
  });

  it('stays while focused, holds past its time while focused, and Escape dismisses it and returns focus', async () => {
    render(
      <>
        <button type="button">Subscribe</button>
        <LazyToaster />
      </>,
    );
    await virtual.start({ container: document.body });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The toaster is a chunk of its own that mounts after hydration: let it load and subscribe.
    await act(async () => import('sonner'));
    await act(async () => vi.advanceTimersByTimeAsync(100));
    void notify.message('Tip: claim your Google Business Profile', {
      duration: 12_000,
      description: <a href="#learn">Learn more</a>,
    });
    const learnMore = await screen.findByRole('link', { name: 'Learn more' }, { timeout: 10_000 });
    expect((await virtual.spokenPhraseLog()).join(' ')).toMatch(/Tip: claim your Google Business Profile/);

    screen.getByRole('button', { name: 'Subscribe' }).focus();
    learnMore.focus();
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(document.activeElement?.textContent).toBe('Learn more');
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // Long past its 12 s, the toast is still there, not on its way out, and focus is still in it.
    expect(document.activeElement?.textContent).toBe('Learn more');
    expect(document.activeElement?.closest('[data-sonner-toast]')?.getAttribute('data-removed')).toBe('false');

    await user.keyboard('{Escape}');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });
});
