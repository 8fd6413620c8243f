import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { vitestReporters } from './scripts/test-run/reports';

/**
 * The platform run (`npm run test:platform`, scripts/platform/run.ts): the hosted path on a Postgres
 * server that preloads pg_cron, pg_net and Vault, with the functions under Deno. One file at a time:
 * they share the server's one database the extensions' workers serve.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/platform/**/*.test.ts'],
      setupFiles: ['supabase/local/websocket-polyfill.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 240_000,
      ...vitestReporters('platform'),
    },
  }),
);
