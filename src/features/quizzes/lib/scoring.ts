/** Score tiers of the basic quiz (/seo-quiz), best first. */
export type BasicTier = 'Expert' | 'Enthusiast' | 'Beginner';

/** Score tiers of the advanced assessment (/seo-assessment-test), best first. */
export type AdvancedTier = 'Master' | 'Professional' | 'Practitioner' | 'Student';

/** The share of correct answers as a whole percent (0 when there were no questions). */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100);
}

/**
 * Tiers take the rounded percent the visitor sees, so a result shown as "80%" always earns the
 * 80% tier, whatever the unrounded share was.
 */
export function basicTier(percent: number): BasicTier {
  if (percent >= 80) return 'Expert';
  if (percent >= 60) return 'Enthusiast';
  return 'Beginner';
}

export function advancedTier(percent: number): AdvancedTier {
  if (percent >= 80) return 'Master';
  if (percent >= 60) return 'Professional';
  if (percent >= 40) return 'Practitioner';
  return 'Student';
}

/** Whole seconds as mm:ss; minutes keep counting past 59 rather than rolling into hours. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
