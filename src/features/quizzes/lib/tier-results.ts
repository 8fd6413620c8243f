import { advancedTierMessages, basicTierMessages } from '@/content/quizzes/tiers';
import { advancedTier, basicTier, type AdvancedTier, type BasicTier } from './scoring';

/** A tier as the result screen shows it. */
export interface TierResult {
  name: string;
  message: string;
}

/** Maps a score percent to its tier; each quiz page passes its own to the runner. */
export type TierForPercent = (percent: number) => TierResult;

// Typed as full records so a tier added to the scoring without copy fails to compile.
const basicMessages: Record<BasicTier, string> = basicTierMessages;
const advancedMessages: Record<AdvancedTier, string> = advancedTierMessages;

export const basicTierResult: TierForPercent = (percent) => {
  const name = basicTier(percent);
  return { name, message: basicMessages[name] };
};

export const advancedTierResult: TierForPercent = (percent) => {
  const name = advancedTier(percent);
  return { name, message: advancedMessages[name] };
};
