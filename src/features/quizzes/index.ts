export { QuizRunner } from './components/quiz-runner';
export { advancedTierResult, basicTierResult, type TierForPercent } from './lib/tier-results';
export { advancedTier, basicTier, formatElapsed, scorePercent } from './lib/scoring';
export { QuizPageView } from './components/quiz-page-view';
