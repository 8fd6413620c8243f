export type { Quiz, QuizQuestion } from './types';
export { basicQuiz } from './basic-quiz';
export { advancedAssessment } from './advanced-assessment';
