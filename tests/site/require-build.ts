/**
 * Run by `npm run test:site` before vitest: without a build there is nothing to check, and vitest
 * reports a failed global setup (tests/site/global-setup.ts, for runs of vitest itself) under a
 * misleading "No test files found".
 */
import { missingBuild } from './support/dist';

const problem = missingBuild();
if (problem) {
  console.error(`npm run test:site checks the built HTML: ${problem}`);
  process.exit(1);
}
