import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import { neededStacks, playwrightTestArguments, specFilesIn } from './scripts/test-run/e2e-stacks';
import { reportFile } from './scripts/test-run/reports';
import { builtStack, clockFunctionEnv, clockStack, devStack, origin, testFunctionEnv } from './scripts/test-stack';

/**
 * End-to-end tests in Chromium, on ports of their own (scripts/test-stack.ts) so they run beside
 * `npm run dev`:
 * - desktop and mobile: the built, prerendered site in dist-e2e/ (`npm run build:e2e` first) and
 *   the local backend it was built to talk to;
 * - clock: the spec that moves its database's clock, on a stack of its own (the same build served
 *   again for a second backend), beside the others (decision 0078);
 * - dev: the key journeys once more against `npm run dev`'s dev server (Vite, React StrictMode),
 *   talking to the same backend.
 * Only the servers of the selected projects and files start (scripts/test-run/e2e-stacks.ts).
 * Browser: CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell) or its
 * full /usr/bin/chromium when present, else Playwright's own. A run that shows the browser
 * (--headed, --debug, --ui) gets the full one: the shell has no window.
 */
export const baseURL = origin(builtStack.sitePort);
/** Specs that move their database's clock (/_local/clock): the clock stack's backend alone serves it (scripts/test-backend.ts --clock). */
const CLOCK_SPEC = /weekly-reports\.spec\.ts$/;
const testDir = resolve(import.meta.dirname, 'e2e');
const needs = neededStacks(playwrightTestArguments(process.argv), specFilesIn(testDir), resolve(testDir, 'dev'), CLOCK_SPEC);
const jsonReport = reportFile('e2e');
const showsBrowser = process.argv.some((argument) => ['--headed', '--debug', '--ui'].includes(argument)) || !!process.env.PWDEBUG;

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers use both cores of the CI machine; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
  ],
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
    launchOptions: chromiumLaunchOptions({ headlessShell: !showsBrowser }),
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/\.mobile\.spec\.ts$/, /e2e[\\/]dev[\\/]/, CLOCK_SPEC] },
    // The one spec that moves its database's clock (to run the weekly job on a report day), on a
    // stack of its own: on the shared backend a day's move expired every staff session, and a
    // dashboard test that reloaded in those seconds was logged out (CI run of 2026-11-26), so it ran
    // alone after every other test. Its tests in order, in one worker: the clock is moved by the first.
    {
      name: 'clock',
      use: { ...desktop, baseURL: origin(clockStack.sitePort) },
      testMatch: CLOCK_SPEC,
      fullyParallel: false,
    },
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
    ...(needs.built
      ? [
          {
            command: 'node --import tsx scripts/serve-dist.ts',
            env: { PORT: String(builtStack.sitePort), DIST_DIR: builtStack.dist },
            url: baseURL,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(needs.built || needs.dev
      ? [
          {
            // The backend both sites talk to: a fresh in-memory database for every run.
            command: `node --import tsx scripts/test-backend.ts --port ${builtStack.apiPort}`,
            env: testFunctionEnv,
            url: `${origin(builtStack.apiPort)}/rest/v1/`,
            reuseExistingServer: false,
            timeout: 90_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
    ...(needs.clock
      ? [
          {
            // The same build, talking to the clock stack's backend (scripts/rewired-dist.ts).
            command: 'node --import tsx scripts/serve-dist.ts',
            env: {
              PORT: String(clockStack.sitePort),
              DIST_DIR: builtStack.dist,
              BUILT_API_ORIGIN: origin(builtStack.apiPort),
              API_ORIGIN: origin(clockStack.apiPort),
            },
            url: origin(clockStack.sitePort),
            reuseExistingServer: false,
            timeout: 30_000,
          },
          {
            // Its backend: a database of its own, with the clock door.
            command: `node --import tsx scripts/test-backend.ts --port ${clockStack.apiPort} --clock`,
            env: clockFunctionEnv,
            url: `${origin(clockStack.apiPort)}/rest/v1/`,
            reuseExistingServer: false,
            timeout: 90_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
    ...(needs.dev
      ? [
          {
            // `npm run dev`'s dev server, on a port of its own, pointed at that backend.
            command: `node --import tsx scripts/dev.ts --port ${devStack.sitePort} --api-url ${origin(devStack.apiPort)}`,
            env: testFunctionEnv,
            url: origin(devStack.sitePort),
            reuseExistingServer: false,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
