import { useState } from 'react';
import { useEndOfMonthCountdown } from './use-countdown';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * "Limited time offer - expires in:" with days, hours, minutes and seconds to the end of the month.
 * It moves every second for minutes on end, so it can be paused (WCAG 2.2.2): a paused countdown
 * holds still until resumed.
 */
export function OfferCountdown() {
  const [paused, setPaused] = useState(false);
  const remaining = useEndOfMonthCountdown(undefined, paused);
  return (
    <div className="rounded-card border border-white/10 bg-white/5 p-5">
      <p id="offer-countdown-label" className="text-sm font-semibold text-accent-300">
        Limited time offer - expires in:
      </p>
      <p className="mt-1 text-sm text-ink-200">A free in-depth SEO audit with any plan started this month.</p>
      <dl aria-labelledby="offer-countdown-label" className="mt-4 grid grid-cols-4 gap-2 text-center">
        {units.map((unit) => (
          <div key={unit} className="flex flex-col-reverse rounded-lg bg-ink-950/60 px-1 py-2">
            <dt className="text-[0.65rem] uppercase text-ink-200">{unit}</dt>
            <dd className="font-display text-2xl font-bold tabular-nums text-white" data-testid={`countdown-${unit}`}>
              {remaining ? String(remaining[unit]).padStart(2, '0') : '--'}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={() => setPaused(!paused)} className="mt-3 text-xs font-semibold text-ink-200 underline hover:text-white">
        {paused ? 'Resume countdown' : 'Pause countdown'}
      </button>
    </div>
  );
}
