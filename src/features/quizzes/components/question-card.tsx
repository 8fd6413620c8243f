import { useId, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { QuizQuestion } from '@/content/quizzes';
import { AnswerFeedback } from './answer-feedback';
import { AnswerOption, type AnswerOptionState } from './answer-option';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

function optionState(option: number, picked: number | null, correctAnswer: number): AnswerOptionState {
  if (picked === null) return 'open';
  if (option === correctAnswer) return option === picked ? 'picked-correct' : 'revealed-correct';
  return option === picked ? 'picked-incorrect' : 'not-picked';
}

interface QuestionCardProps {
  question: QuizQuestion;
  picked: number | null;
  isLast: boolean;
  onPick: (option: number) => void;
  onNext: () => void;
  /** The heading receives focus when this question is reached with Next or Try Again. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The Next button receives focus after a pick, because the picked option becomes disabled. */
  nextButtonRef: Ref<HTMLButtonElement>;
}

/** One question: its options as a labelled group of buttons, the feedback after a pick, and Next. */
export function QuestionCard({ question, picked, isLast, onPick, onNext, headingRef, nextButtonRef }: QuestionCardProps) {
  const headingId = useId();
  return (
    <div className="mt-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 sm:text-2xl"
      >
        {question.question}
      </h2>
      <div role="group" aria-labelledby={headingId} className="mt-5 grid gap-3">
        {question.options.map((option, index) => (
          <AnswerOption
            key={option}
            letter={LETTERS[index] ?? String(index + 1)}
            text={option}
            state={optionState(index, picked, question.correctAnswer)}
            onPick={() => onPick(index)}
          />
        ))}
      </div>
      <AnswerFeedback question={question} picked={picked} correctLetter={LETTERS[question.correctAnswer] ?? String(question.correctAnswer + 1)} />
      <div className="mt-6 flex justify-end">
        <Button ref={nextButtonRef} onClick={onNext} disabled={picked === null}>
          {isLast ? 'See Results' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
