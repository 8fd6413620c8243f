import { PageHead } from '@/components/seo/page-head';
import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/container';
import { advancedAssessment as quiz } from '@/content/quizzes';
import { advancedTierResult, QuizNextSteps, QuizRunner, quizSchema } from '@/features/quizzes';
import { breadcrumbSchema } from '@/lib/structured-data';
import { notify } from '@/lib/toast';

const path = '/seo-assessment-test';

function announceCompletion() {
  void notify.success('Assessment completed! See your results below.');
}

export default function SeoAssessmentTestPage() {
  return (
    <>
      <PageHead
        title={quiz.seoTitle}
        description={quiz.seoDescription}
        path={path}
        jsonLd={[
          quizSchema(quiz, path, 'Advanced'),
          breadcrumbSchema([
            { name: 'Home', path: '/' },
            { name: 'SEO Assessment Test', path },
          ]),
        ]}
      />
      <PageHero eyebrow="For SEO practitioners" title={quiz.title} intro={quiz.intro} />
      <section aria-label="Assessment" className="pb-section">
        <Container size="prose">
          <QuizRunner quiz={quiz} tiers={advancedTierResult} showTimer onFinish={announceCompletion} />
          <QuizNextSteps
            title="Want to start with the basics?"
            text="The basic SEO quiz has 10 quick questions for business owners. Or talk to one of our strategists about the technical SEO of your own website."
            otherQuiz={{ path: '/seo-quiz', label: 'Start with the basic quiz' }}
          />
        </Container>
      </section>
    </>
  );
}
