import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** How an option looks: before any pick, or after one (the right answer is always revealed). */
export type AnswerOptionState = 'open' | 'picked-correct' | 'picked-incorrect' | 'revealed-correct' | 'not-picked';

const looks: Record<AnswerOptionState, string> = {
  open: 'border-ink-200 bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50',
  'picked-correct': 'border-green-600 bg-green-50 text-green-800',
  'revealed-correct': 'border-green-600 bg-green-50 text-green-800',
  'picked-incorrect': 'border-red-600 bg-red-50 text-red-800',
  'not-picked': 'border-ink-200 bg-white text-ink-700',
};

// Words, not only colour, tell the visitor which answer was right.
const statusText: Partial<Record<AnswerOptionState, string>> = {
  'picked-correct': 'Correct',
  'revealed-correct': 'Correct answer',
  'picked-incorrect': 'Incorrect',
};

interface AnswerOptionProps {
  letter: string;
  text: string;
  state: AnswerOptionState;
  onPick: () => void;
}

export function AnswerOption({ letter, text, state, onPick }: AnswerOptionProps) {
  const status = statusText[state];
  const Icon = state === 'picked-incorrect' ? CircleX : CircleCheck;
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={state !== 'open'}
      aria-pressed={state === 'picked-correct' || state === 'picked-incorrect'}
      className={cn(
        'flex w-full items-start gap-3 rounded-card border-2 px-4 py-3 text-left transition-colors motion-reduce:transition-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default',
        looks[state],
      )}
    >
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-pill border border-current text-sm font-semibold">
        {letter}
      </span>
      <span className="flex-1 pt-0.5">{text}</span>
      {status ? (
        <span className="flex shrink-0 items-center gap-1 pt-0.5 text-sm font-semibold">
          <Icon aria-hidden="true" className="size-4" />
          {status}
        </span>
      ) : null}
    </button>
  );
}
