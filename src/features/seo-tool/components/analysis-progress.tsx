import { useEffect } from 'react';
import { announce } from '@/lib/announce';

/** The progress a screen reader hears about: a quarter at a time, not every 5 % step. */
export const PROGRESS_MILESTONE = 25;

/**
 * The analyzing state: a determinate progress bar that rises 5% every 150 ms. The panel is no live
 * region (it read out every step, 20 times in 3 s: issue 25, WCAG 4.1.3); a screen reader hears the
 * start, each quarter and the finish once.
 */
export function AnalysisProgress({ url, progress }: { url: string; progress: number }) {
  const finishing = progress >= 100;
  const milestone = Math.floor(progress / PROGRESS_MILESTONE) * PROGRESS_MILESTONE;
  useEffect(() => {
    if (milestone === 0) announce(`Analyzing ${url}`);
    else if (milestone >= 100) announce('Finishing the page check...');
    else announce(`${milestone}% complete`);
  }, [milestone, url]);
  return (
    <div className="mt-8 rounded-card border border-ink-100 bg-ink-50 p-6">
      <p className="font-semibold text-ink-950">
        {finishing ? 'Finishing the page check...' : 'Analyzing'} <span className="break-all font-normal text-ink-700">{url}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-4 h-3 overflow-hidden rounded-pill bg-ink-200"
      >
        <div className="h-full rounded-pill bg-brand-700 transition-[width] duration-150 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-700">{progress}% complete</p>
    </div>
  );
}
