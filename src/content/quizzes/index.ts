export type { Quiz, QuizId, QuizQuestion } from './types';
export { basicQuiz } from './basic-quiz';
export { advancedAssessment } from './advanced-assessment';
