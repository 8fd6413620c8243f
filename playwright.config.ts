import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import { builtStack, devStack, origin, testFunctionEnv } from './scripts/test-stack';

/**
 * End-to-end tests in Chromium, on ports of their own (scripts/test-stack.ts) so they run beside
 * `npm run dev`:
 * - desktop and mobile: the built, prerendered site in dist-e2e/ (`npm run build:e2e` first) and
 *   the local backend it was built to talk to;
 * - dev: the key journeys once more against `npm run dev`'s own stack (Vite dev server, React
 *   StrictMode, its local backend).
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own.
 */
export const baseURL = origin(builtStack.sitePort);

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers use both cores of the CI machine; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // Two workers, the site servers and the single-connection local databases share two cores in CI:
  // a dashboard query behind a busy database can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Off by default: recording DOM snapshots at every action costs about half a second per action on
    // the dashboard's large table, enough to push its tests past their timeouts on a busy two-core
    // machine (measured: 9 of 14 dashboard tests timed out with traces, none without). A failure's
    // error-context.md still holds the page snapshot; `-- --trace retain-on-failure` records traces.
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/\.mobile\.spec\.ts$/, /e2e[\\/]dev[\\/]/] },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/, testIgnore: /e2e[\\/]dev[\\/]/ },
    {
      name: 'dev',
      testDir: 'e2e/dev',
      use: { ...desktop, baseURL: origin(devStack.sitePort) },
      // The dev server compiles each module on its first request: a first page takes seconds.
      timeout: 90_000,
      expect: { timeout: 20_000 },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/serve-dist.ts',
      env: { PORT: String(builtStack.sitePort), DIST_DIR: builtStack.dist },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The backend the built site talks to: a fresh in-memory database for every run.
      command: `node --import tsx supabase/local/cli.ts --memory --port ${builtStack.apiPort} --db-port 0`,
      env: testFunctionEnv,
      url: `${origin(builtStack.apiPort)}/rest/v1/`,
      reuseExistingServer: false,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // `npm run dev` itself, on ports of its own and with an in-memory database.
      command: `node --import tsx scripts/dev.ts --memory --port ${devStack.sitePort} --api-port ${devStack.apiPort}`,
      env: testFunctionEnv,
      url: origin(devStack.sitePort),
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
