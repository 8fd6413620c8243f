import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { basicQuiz as quiz } from '@/content/quizzes';
import { basicTierResult, QuizNextSteps, QuizRunner, quizSchema } from '@/features/quizzes';
import { breadcrumbSchema } from '@/lib/structured-data';

const path = '/seo-quiz';

export default function SeoQuizPage() {
  return (
    <>
      <PageHead
        title={quiz.seoTitle}
        description={quiz.seoDescription}
        path={path}
        jsonLd={[
          quizSchema(quiz, path, 'Beginner'),
          breadcrumbSchema([
            { name: 'Home', path: '/' },
            { name: 'SEO Quiz', path },
          ]),
        ]}
      />
      <PageHero eyebrow="Free SEO quiz" title={quiz.title} intro={quiz.intro} />
      <section aria-label="Quiz" className="pb-section">
        <Container size="prose">
          <QuizRunner quiz={quiz} tiers={basicTierResult} showTimer={false} />
          <QuizNextSteps
            title="Ready for a harder test?"
            text="The advanced assessment has 25 technical questions for practitioners. Or ask one of our strategists what these basics mean for your own website."
            otherQuiz={{ path: '/seo-assessment-test', label: 'Try the advanced assessment' }}
          />
        </Container>
      </section>
    </>
  );
}
