import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

export interface QuizNextStepsProps {
  title: string;
  text: string;
  otherQuiz: { path: string; label: string };
}

/** The block under a quiz: a link to the other quiz and one to the contact page. */
export function QuizNextSteps({ title, text, otherQuiz }: QuizNextStepsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14 rounded-card bg-brand-50 p-8">
      <h2 id={headingId} className="text-display-sm">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={otherQuiz.path} className={buttonClasses()}>
          {otherQuiz.label}
        </Link>
        <Link to="/contact" className={buttonClasses({ variant: 'secondary' })}>
          Talk to an SEO strategist
        </Link>
      </div>
    </section>
  );
}
