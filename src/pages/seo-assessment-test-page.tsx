import { advancedAssessment, advancedAssessmentPage } from '@/content/quizzes';
import { advancedTierResult, QuizPageView } from '@/features/quizzes';
import { notify } from '@/lib/toast';

function announceCompletion() {
  void notify.success('Assessment completed! See your results below.');
}

export default function SeoAssessmentTestPage() {
  return <QuizPageView quiz={advancedAssessment} page={advancedAssessmentPage} tiers={advancedTierResult} showTimer onFinish={announceCompletion} />;
}
