/**
 * What the end-to-end tests keep on the page's window between two calls into the page: a log a
 * recorder fills, a marker that proves the page was not loaded again, the binding CSP reports go
 * through. Read and written in the page as `const hooks: Window & PageHooks = window`, which types
 * them without a cast and without declaring them on the Window the app's own code sees.
 */
export interface PageHooks {
  /** Set by an inline script the build did not hash, which the CSP must stop (security-headers.spec.ts). */
  __injected?: boolean;
  /** The binding the page reports its CSP violations through (fixtures.ts). */
  __reportCspViolation?: (violation: { directive: string; blocked: string; source: string }) => Promise<void>;
  /** Where focus went, with times (dashboard-keyboard.spec.ts). */
  focusLog?: { to: string; at: number }[];
  /** Set before a click that must not load the page again (dashboard-keyboard.spec.ts). */
  stillHere?: boolean;
  /** Every h1 the page showed, however briefly (dev/journeys.spec.ts). */
  headingsSeen?: string[];
  /** What a screen reader would have been told (dashboard-sources.spec.ts). */
  said?: { alerts: string[]; checking: number };
  /** How many times a live region came to say "Loading the free times" (booking.spec.ts). */
  loadingHeard?: number;
  /** When focus was seen left on <body> (support/keyboard.ts). */
  focusOnBody?: string[];
}
