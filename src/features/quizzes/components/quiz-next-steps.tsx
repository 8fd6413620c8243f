import { useId } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import type { QuizPageCopy } from '@/content/quizzes';

/** The block under a quiz: a link to the other quiz and one to the contact page. */
export function QuizNextSteps({ title, text, otherQuiz }: QuizPageCopy['nextSteps']) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14 rounded-card bg-brand-50 p-8">
      <h2 id={headingId} className="text-display-sm">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={otherQuiz.path}>{otherQuiz.label}</LinkButton>
        <LinkButton to="/contact" variant="secondary">
          Talk to an SEO strategist
        </LinkButton>
      </div>
    </section>
  );
}
