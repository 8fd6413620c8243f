/** Stops the run before any test file loads when there is no build to check, with what to do about it. */
import { missingBuild } from './support/dist';

export default function requireBuild(): void {
  const problem = missingBuild();
  if (problem) throw new Error(`npm run test:site checks the built HTML: ${problem}`);
}
