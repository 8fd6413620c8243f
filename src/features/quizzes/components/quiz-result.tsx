import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatElapsed } from '../lib/scoring';
import type { TierResult } from '../lib/tier-results';

interface QuizResultProps {
  correct: number;
  total: number;
  percent: number;
  tier: TierResult;
  /** The time taken, shown when the quiz was timed. */
  elapsedSeconds?: number;
  onRetry: () => void;
  /** The heading receives focus when the results appear. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The result screen: score, tier with its message, the knowledge-base link and Try Again. */
export function QuizResult({ correct, total, percent, tier, elapsedSeconds, onRetry, headingRef }: QuizResultProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-display-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        Your results
      </h2>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-5xl font-extrabold tabular-nums text-ink-950">{`${correct} / ${total}`}</p>
        <p className="text-2xl font-semibold tabular-nums text-brand-700">{`${percent}%`}</p>
      </div>
      <p className="mt-6 text-lg text-ink-900">
        Your level: <strong className="text-brand-700">{tier.name}</strong>
      </p>
      <p className="mt-2 text-ink-700">{tier.message}</p>
      {elapsedSeconds !== undefined ? <p className="mt-4 text-sm text-ink-700">{`Finished in ${formatElapsed(elapsedSeconds)}`}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/knowledge-base" className={buttonClasses()}>
          Explore the knowledge base
        </Link>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </section>
  );
}
