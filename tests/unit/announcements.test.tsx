/**
 * State changes are said once (issue 25, WCAG 4.1.3), heard through a virtual screen reader: the
 * SEO tool's progress at its quarters, not at every 5 % step; a dialog opened without a Radix
 * trigger gives focus back to its opener.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { AnalysisProgress } from '@/features/seo-tool/components/analysis-progress';
import { ANNOUNCE_DELAY_MS } from '@/lib/announce';
import { act, render, screen } from '../support/render';
import { listenWithVirtualScreenReader } from '../support/screen-reader';

describe('announcements', () => {
  listenWithVirtualScreenReader();

  it('the analysis progress is announced at its start, each quarter and the finish: 5 times, not 21', async () => {
    const { rerender } = render(<AnalysisProgress url="https://example.com/" progress={0} />);
    await virtual.start({ container: document.body });
    await act(async () => vi.advanceTimersByTimeAsync(ANNOUNCE_DELAY_MS));
    for (let progress = 5; progress <= 100; progress += 5) {
      rerender(<AnalysisProgress url="https://example.com/" progress={progress} />);
      // The bar rises every 150 ms.
      await act(async () => vi.advanceTimersByTimeAsync(150));
    }
    const heard = (await virtual.spokenPhraseLog()).filter((phrase) => /complete|Analyzing|Finishing/.test(phrase));
    expect(heard).toHaveLength(5);
    expect(heard.join(' | ')).toMatch(/Analyzing https:\/\/example.com\/.*25% complete.*50% complete.*75% complete.*Finishing the page check/);
  });

  it('a dialog opened by a plain button returns focus to it on Escape', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Schedule weekly reports
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Schedule weekly SEO reports</DialogTitle>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Opener />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = screen.getByRole('button', { name: 'Schedule weekly reports' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Schedule weekly SEO reports' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });
});
