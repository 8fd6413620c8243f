export { QuizRunner, type QuizOutcome } from './components/quiz-runner';
export { QuizNextSteps } from './components/quiz-next-steps';
export { advancedTierResult, basicTierResult, type TierForPercent, type TierResult } from './lib/tier-results';
export { advancedTier, basicTier, formatElapsed, scorePercent, type AdvancedTier, type BasicTier } from './lib/scoring';
export { quizSchema } from './lib/quiz-schema';
export { QuizPageView } from './components/quiz-page-view';
