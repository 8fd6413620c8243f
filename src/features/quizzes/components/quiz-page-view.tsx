import type { QuizPageCopy } from '@/content/quizzes';
import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { quizSchema } from '../lib/quiz-schema';
import { QuizNextSteps } from './quiz-next-steps';
import { QuizRunner, type QuizRunnerProps } from './quiz-runner';

interface QuizPageViewProps extends QuizRunnerProps {
  page: QuizPageCopy;
}

/** A quiz page: head and JSON-LD, the hero, the quiz, and where to go next. */
export function QuizPageView({ page, ...runner }: QuizPageViewProps) {
  const { quiz } = runner;
  // A quiz's id is its URL slug (content/quizzes/types.ts).
  const path = `/${quiz.id}`;
  return (
    <>
      <PageHead
        title={quiz.seoTitle}
        description={quiz.seoDescription}
        path={path}
        jsonLd={quizSchema(quiz, path, page.level)}
      />
      <PageHero eyebrow={page.eyebrow} title={quiz.title} intro={quiz.intro} />
      <section aria-label={page.breadcrumb} className="pb-section">
        <Container size="prose">
          <QuizRunner {...runner} />
          <QuizNextSteps {...page.nextSteps} />
        </Container>
      </section>
    </>
  );
}
