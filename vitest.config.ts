import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { vitestReporters } from './scripts/test-run/reports';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A .tsx test renders components and gets jsdom; a .ts test is logic and runs in Node, unless
      // its file says `@vitest-environment jsdom` (it reads localStorage or listens to the DOM).
      // jsdom's set-up cost about 0.8 s per file: the 38 files that never used it took 30 s of it.
      projects: [
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/unit/**/*.test.tsx'] } },
        { extends: true, test: { name: 'node', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      ],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // A page rendered whole in jsdom (the neighborhood directory, a quiz) takes 1–2 s alone and
      // outlived the default 5 s when other work shared the two cores: a stall, not a failure.
      testTimeout: 20_000,
      // Vitest leaves a core to its main process (cores - 1 workers), which sits idle here: on CI's
      // two cores that is one worker, and two ran the suite in 49 s instead of 85 (decision 0023).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      ...vitestReporters('unit'),
    },
  }),
);
