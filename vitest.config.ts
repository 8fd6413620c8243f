import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { vitestReporters } from './scripts/test-run/reports';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A .tsx test renders components and gets a DOM; a .ts test is logic and runs in Node, unless
      // its file says `@vitest-environment happy-dom` (it reads localStorage or listens to the DOM).
      // The DOM's set-up is most of a small file's cost: happy-dom's took 31-36 s of the suite where
      // jsdom's took 61-71 s, the whole unit run 121-124 s against 132-150 (decision 0079).
      projects: [
        { extends: true, test: { name: 'dom', environment: 'happy-dom', include: ['tests/unit/**/*.test.tsx'] } },
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
