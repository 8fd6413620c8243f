/**
 * The addresses of what `npm test` starts. None is a default of `npm run dev` (site 5173, API 54321,
 * database 54322) or of `npm run serve` (4173), so the suite runs beside a developer's running
 * stack. Each can be moved with its environment variable. docs/decisions/0013-dev-server-is-tested.md
 */
const portFrom = (name: string, fallback: number) => Number(process.env[name]) || fallback;

export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The production build under test: built into its own folder for the test backend's address. */
export const builtStack = {
  /** E2E_DIST moves it, so a second checkout's run (on other ports) builds beside this one. */
  dist: process.env.E2E_DIST || 'dist-e2e',
  sitePort: portFrom('E2E_PORT', 4183),
  apiPort: portFrom('E2E_API_PORT', 54331),
} as const;

/**
 * `npm run dev`'s Vite dev server as the `dev` Playwright project starts it. It talks to the built
 * site's backend (`scripts/dev.ts --api-url`): one backend for the whole run.
 */
export const devStack = {
  sitePort: portFrom('E2E_DEV_PORT', 5183),
  apiPort: builtStack.apiPort,
} as const;

/**
 * The `clock` Playwright project's own stack (e2e/weekly-reports.spec.ts moves its database's
 * clock): a backend of its own, and the same build served again with its API address rewritten to
 * that backend (scripts/serve-dist.ts, API_ORIGIN). Moving that clock expires no session and dates no
 * row of the other projects, so it runs beside them (decision 0078).
 */
export const clockStack = {
  sitePort: portFrom('E2E_CLOCK_PORT', 4184),
  apiPort: portFrom('E2E_CLOCK_API_PORT', 54341),
} as const;

/**
 * Settings for test backends: every test browser writes from 127.0.0.1, so the per-address limits
 * are raised (supabase/local/write-limits.ts), and pages on loopback may be checked. The gateway
 * trusts X-Real-IP from loopback, as a proxy in front of it would set it, so a test can stand for a
 * browser at another address (the login lockout). A request without the header still counts as
 * 127.0.0.1.
 */
export const testFunctionEnv = {
  LEAD_WRITE_LIMIT: '100000',
  PAGE_CHECK_LIMIT: '100000',
  REPORT_RECIPIENT_LIMIT: '100000',
  REPORT_RECIPIENT_DAILY_LIMIT: '100000',
  REPORT_CONFIRM_LIMIT: '100000',
  BOOKING_SENDER_LIMIT: '100000',
  BOOKING_SITE_PERCENT: '100000',
  DASHBOARD_PASSWORD: 'leads-dashboard-local',
  ANALYZE_PAGE_ALLOW_PRIVATE: 'true',
  LOCAL_TRUSTED_PROXY: 'true',
  // The links in e-mails (a booked call's cancel link, the weekly reports' links) lead to the built
  // site under test, so a test can open them as the recipient would (decision 0062).
  SITE_URL: origin(builtStack.sitePort),
};

/** The clock stack's backend: the same settings, its e-mails' links leading to its own site. */
export const clockFunctionEnv = { ...testFunctionEnv, SITE_URL: origin(clockStack.sitePort) };
