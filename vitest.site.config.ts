import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';
import { vitestReporters } from './scripts/test-run/reports';

/**
 * The site checks (`npm run test:site`): what a crawler and an SEO audit read in the prerendered HTML
 * of the end-to-end build (`npm run build:e2e`, E2E_DIST), read from disk without a browser.
 * Node only, none of the app's Vite plugins: the suite imports the route table and the
 * structured-data policy, never renders.
 * One worker without isolation: every file shares tests/site/support/site.ts, so each built page
 * is read and parsed once per run, not once per test file.
 */
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    include: ['tests/site/**/*.test.ts'],
    globalSetup: ['tests/site/global-setup.ts'],
    isolate: false,
    maxWorkers: 1,
    ...vitestReporters('site'),
  },
});
