import { useId } from 'react';
import { formatElapsed } from '../lib/scoring';

interface QuizProgressProps {
  questionNumber: number;
  total: number;
  correctCount: number;
  answeredCount: number;
  /** Shown as a mm:ss counter when given (the advanced assessment). */
  elapsedSeconds?: number;
}

/** Where the visitor is in the quiz: question number, progress bar, running score and timer. */
export function QuizProgress({ questionNumber, total, correctCount, answeredCount, elapsedSeconds }: QuizProgressProps) {
  const timerLabelId = useId();
  const position = `Question ${questionNumber} of ${total}`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-sm text-ink-700">
        <p className="font-semibold text-ink-900">{position}</p>
        <p>{`Score: ${correctCount} correct of ${answeredCount} answered`}</p>
        {elapsedSeconds !== undefined ? (
          <p>
            <span id={timerLabelId}>Time elapsed</span>{' '}
            {/* role="timer" is not live by default, so screen readers are not told every second. */}
            <span role="timer" aria-labelledby={timerLabelId} className="font-semibold tabular-nums text-ink-900">
              {formatElapsed(elapsedSeconds)}
            </span>
          </p>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={questionNumber}
        aria-valuetext={position}
        className="mt-3 h-2 overflow-hidden rounded-pill bg-ink-200"
      >
        <div
          className="h-full rounded-pill bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(questionNumber / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
