import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

/**
 * End-to-end tests run against the built, prerendered site (npm run build first).
 * Browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers use both cores of the CI machine; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // Two workers, the site server and the single-connection local database share two cores in CI:
  // a dashboard query behind a busy database can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-dist.ts`,
      env: { PORT: String(port) },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The local backend on Supabase's local port, which the built site talks to; a fresh
      // in-memory database for every run. Many leads come from one address here, so the
      // per-address limit of the lead function is raised.
      command: 'npx tsx supabase/local/cli.ts --memory',
      env: {
        LEAD_RATE_LIMIT_PER_MINUTE: '10000',
        DASHBOARD_PASSWORD: 'leads-dashboard-local',
        // The SEO tool checks pages of the built site, which is served on loopback.
        ANALYZE_PAGE_ALLOW_PRIVATE: 'true',
        ANALYZE_PAGE_RATE_LIMIT_PER_MINUTE: '10000',
      },
      url: 'http://127.0.0.1:54321/rest/v1/',
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
