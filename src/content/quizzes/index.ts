export type { Quiz, QuizPageCopy, QuizQuestion } from './types';
export { basicQuiz, basicQuizPage } from './basic-quiz';
export { advancedAssessment, advancedAssessmentPage } from './advanced-assessment';
