import { useRef, type RefObject } from 'react';
import type { Quiz } from '@/content/quizzes';
import { useElapsedSeconds } from '../lib/use-elapsed-seconds';
import { useQuiz } from '../lib/use-quiz';
import { scorePercent } from '../lib/scoring';
import type { TierForPercent } from '../lib/tier-results';
import { QuestionCard } from './question-card';
import { QuizProgress } from './quiz-progress';
import { QuizResult } from './quiz-result';

export interface QuizOutcome {
  correct: number;
  total: number;
  percent: number;
}

export interface QuizRunnerProps {
  quiz: Quiz;
  /** The tier (name and message) for a score percent. */
  tiers: TierForPercent;
  /** Show an elapsed-time counter that runs from mount until the results appear. */
  showTimer: boolean;
  /** Called once when the visitor opens the results. */
  onFinish?: (outcome: QuizOutcome) => void;
}

// The target only exists after React commits the next screen, which is done by the next frame.
function focusNextFrame(target: RefObject<HTMLElement | null>) {
  requestAnimationFrame(() => target.current?.focus());
}

/** Runs a quiz one question at a time, then shows the score and tier. */
export function QuizRunner({ quiz, tiers, showTimer, onFinish }: QuizRunnerProps) {
  const progress = useQuiz(quiz.questions);
  const timer = useElapsedSeconds(showTimer && !progress.finished);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextButtonRef = useRef<HTMLButtonElement>(null);

  function handlePick(option: number) {
    if (progress.picked !== null) return;
    progress.pick(option);
    focusNextFrame(nextButtonRef);
  }

  function handleNext() {
    if (progress.picked === null) return;
    if (progress.isLast) {
      onFinish?.({ correct: progress.correctCount, total: progress.total, percent: scorePercent(progress.correctCount, progress.total) });
    }
    progress.next();
    focusNextFrame(headingRef);
  }

  function handleRetry() {
    progress.reset();
    timer.reset();
    focusNextFrame(headingRef);
  }

  const elapsedSeconds = showTimer ? timer.seconds : undefined;

  if (progress.finished) {
    const percent = scorePercent(progress.correctCount, progress.total);
    return (
      <QuizResult
        correct={progress.correctCount}
        total={progress.total}
        percent={percent}
        tier={tiers(percent)}
        elapsedSeconds={elapsedSeconds}
        onRetry={handleRetry}
        headingRef={headingRef}
      />
    );
  }

  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <QuizProgress
        questionNumber={progress.questionNumber}
        total={progress.total}
        correctCount={progress.correctCount}
        answeredCount={progress.answeredCount}
        elapsedSeconds={elapsedSeconds}
      />
      {/* Keyed so each question starts with fresh buttons and an empty live region. */}
      <QuestionCard
        key={progress.question.id}
        question={progress.question}
        picked={progress.picked}
        isLast={progress.isLast}
        onPick={handlePick}
        onNext={handleNext}
        headingRef={headingRef}
        nextButtonRef={nextButtonRef}
      />
    </div>
  );
}
