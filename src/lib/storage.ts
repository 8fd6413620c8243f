/**
 * Browser storage that never throws: private modes, full quotas and server rendering all
 * make storage unavailable, and none of that should break a page.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the feature degrades to "not remembered".
  }
}

export function removeStorage(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/** Keys the site keeps in browser storage (docs/requirements/site-shell.md#browser-storage). */
export const storageKeys = {
  pageVisitCount: 'pageVisitCount',
  hasSeenLeadModal: 'hasSeenLeadModal',
  formSubmitted: 'formSubmitted',
  onboarding: 'seoOnboardingData',
  /** Read by the inline head script of index.html too, by this name. */
  brandFonts: 'brandFonts',
} as const;

/** Adds one to the page-visit counter and returns the new count. */
export function incrementPageVisitCount(): number {
  const current = Number.parseInt(readStorage('local', storageKeys.pageVisitCount) ?? '0', 10);
  const next = (Number.isFinite(current) && current > 0 ? current : 0) + 1;
  writeStorage('local', storageKeys.pageVisitCount, String(next));
  return next;
}
