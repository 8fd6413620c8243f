import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { vitestReporters } from './scripts/test-run/reports';

/**
 * Integration tests: the real supabase-js client against the local backend (PGlite, or the Postgres
 * server in TEST_DATABASE_URL). Each file starts its own backend on free ports with a fresh database:
 * its own copy of the one the global setup migrated for the run.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/integration/**/*.test.ts'],
      setupFiles: ['supabase/local/websocket-polyfill.ts'],
      globalSetup: ['tests/integration/support/global-setup.ts'],
      // On PGlite two files at a time: each has its own in-process database, and beside the Postgres
      // suite and build:e2e that took the backend phase of `npm test` from about 107 s to 97 s here.
      // On a Postgres server one at a time: every file's migrate() alters the server-wide roles
      // (bootstrap.sql), and two at once fail with "tuple concurrently updated" (an advisory lock
      // around those writes did not prove enough on a server other runs migrate too: decision 0064).
      fileParallelism: !process.env.INTEGRATION_DATABASE_URL,
      maxWorkers: 2,
      // PGlite's Postgres is 9 MB of WebAssembly compiled afresh in every file's process. V8 compiles
      // it quickly (Liftoff) and then recompiles each hot function optimised (TurboFan), which cost
      // more CPU than a file's tests win back: a backend's start took 2 s less CPU with Liftoff alone
      // (decision 0064). Only WebAssembly is affected; JavaScript is optimised as usual.
      execArgv: ['--liftoff-only'],
      testTimeout: 30_000,
      hookTimeout: 90_000,
      ...vitestReporters(process.env.INTEGRATION_DATABASE_URL ? 'integration-postgres' : 'integration'),
    },
  }),
);
