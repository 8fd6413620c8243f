import { basicQuiz } from '@/content/quizzes';
import { basicTierResult, QuizPageView } from '@/features/quizzes';

export default function SeoQuizPage() {
  return (
    <QuizPageView
      quiz={basicQuiz}
      tiers={basicTierResult}
      showTimer={false}
      path="/seo-quiz"
      level="Beginner"
      breadcrumb="SEO Quiz"
      eyebrow="Free SEO quiz"
      nextSteps={{
        title: 'Ready for a harder test?',
        text: 'The advanced assessment has 25 technical questions for practitioners. Or ask one of our strategists what these basics mean for your own website.',
        otherQuiz: { path: '/seo-assessment-test', label: 'Try the advanced assessment' },
      }}
    />
  );
}
