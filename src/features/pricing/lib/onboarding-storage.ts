/**
 * Wizard progress in localStorage under seoOnboardingData: the selected plan, the last step and a
 * timestamp (docs/requirements/pricing.md#saved-progress), plus the answers so far so a restore brings them back.
 * Kept for 24 hours; older data is removed when read.
 */
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage';
import { emptyOnboarding } from './onboarding-defaults';
import type { OnboardingValues } from './onboarding-schema';

export const ONBOARDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface OnboardingProgress {
  selectedPlan: string;
  lastStep: number;
  timestamp: number;
  values: OnboardingValues;
}

export function saveOnboardingProgress(progress: Omit<OnboardingProgress, 'timestamp'>, now = Date.now()): void {
  writeStorage('local', storageKeys.onboarding, JSON.stringify({ ...progress, timestamp: now }));
}

export function clearOnboardingProgress(): void {
  removeStorage('local', storageKeys.onboarding);
}

/** The stored progress when it is younger than 24 hours; anything older or unreadable is removed. */
export function loadOnboardingProgress(now = Date.now()): OnboardingProgress | null {
  const raw = readStorage('local', storageKeys.onboarding);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OnboardingProgress>;
    const fresh = typeof parsed.timestamp === 'number' && now - parsed.timestamp < ONBOARDING_LIFETIME_MS && parsed.timestamp <= now;
    if (fresh && typeof parsed.selectedPlan === 'string') {
      return {
        selectedPlan: parsed.selectedPlan,
        lastStep: Number.isInteger(parsed.lastStep) ? Math.max(0, parsed.lastStep!) : 0,
        timestamp: parsed.timestamp!,
        values: { ...emptyOnboarding(), ...(parsed.values ?? {}) },
      };
    }
  } catch {
    // Unreadable: treated as expired.
  }
  clearOnboardingProgress();
  return null;
}
