import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { topLevelBreadcrumb } from '@/lib/structured-data';
import { quizSchema } from '../lib/quiz-schema';
import { QuizNextSteps, type QuizNextStepsProps } from './quiz-next-steps';
import { QuizRunner, type QuizRunnerProps } from './quiz-runner';

interface QuizPageViewProps extends QuizRunnerProps {
  path: string;
  level: Parameters<typeof quizSchema>[2];
  /** The page's name in the breadcrumb trail. */
  breadcrumb: string;
  eyebrow: string;
  nextSteps: QuizNextStepsProps;
}

/** A quiz page: head and JSON-LD, the hero, the quiz, and where to go next. */
export function QuizPageView({ path, level, breadcrumb, eyebrow, nextSteps, ...runner }: QuizPageViewProps) {
  const { quiz } = runner;
  return (
    <>
      <PageHead
        title={quiz.seoTitle}
        description={quiz.seoDescription}
        path={path}
        jsonLd={[
          quizSchema(quiz, path, level),
          topLevelBreadcrumb(breadcrumb, path),
        ]}
      />
      <PageHero eyebrow={eyebrow} title={quiz.title} intro={quiz.intro} />
      <section aria-label={breadcrumb} className="pb-section">
        <Container size="prose">
          <QuizRunner {...runner} />
          <QuizNextSteps {...nextSteps} />
        </Container>
      </section>
    </>
  );
}
