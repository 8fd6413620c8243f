import { advancedAssessment } from '@/content/quizzes';
import { advancedTierResult, QuizPageView } from '@/features/quizzes';
import { notify } from '@/lib/toast';

function announceCompletion() {
  void notify.success('Assessment completed! See your results below.');
}

export default function SeoAssessmentTestPage() {
  return (
    <QuizPageView
      quiz={advancedAssessment}
      tiers={advancedTierResult}
      showTimer
      onFinish={announceCompletion}
      path="/seo-assessment-test"
      level="Advanced"
      breadcrumb="SEO Assessment Test"
      eyebrow="For SEO practitioners"
      nextSteps={{
        title: 'Want to start with the basics?',
        text: 'The basic SEO quiz has 10 quick questions for business owners. Or talk to one of our strategists about the technical SEO of your own website.',
        otherQuiz: { path: '/seo-quiz', label: 'Start with the basic quiz' },
      }}
    />
  );
}
