import { basicQuiz, basicQuizPage } from '@/content/quizzes';
import { basicTierResult, QuizPageView } from '@/features/quizzes';

export default function SeoQuizPage() {
  return <QuizPageView quiz={basicQuiz} page={basicQuizPage} tiers={basicTierResult} showTimer={false} />;
}
