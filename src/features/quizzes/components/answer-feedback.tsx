import type { QuizQuestion } from '@/content/quizzes';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/**
 * The verdict and explanation after a pick. The live region is rendered empty before the pick so
 * screen readers are already watching it when the text arrives. The options' letters are drawn for
 * the eye only (aria-hidden), so a screen reader also hears the right answer's text after its
 * letter (issue 25): a letter it never heard would name nothing.
 */
export function AnswerFeedback({ question, picked, correctLetter }: { question: QuizQuestion; picked: number | null; correctLetter: string }) {
  const isCorrect = picked === question.correctAnswer;
  return (
    <div aria-live="polite" className="mt-6">
      {picked !== null ? (
        <div className={cn('rounded-card border-l-4 p-4', isCorrect ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50')}>
          <p className={cn('font-semibold', isCorrect ? 'text-green-800' : 'text-red-800')}>
            {isCorrect ? (
              'Correct!'
            ) : (
              <>
                Incorrect. The correct answer is {correctLetter}
                <VisuallyHidden>: {question.options[question.correctAnswer]}</VisuallyHidden>.
              </>
            )}
          </p>
          <p className="mt-1 text-ink-800">{question.explanation}</p>
        </div>
      ) : null}
    </div>
  );
}
