/**
 * Each folder of supabase/functions is one function, deployed on its own: it imports its own files
 * and _shared, never another function's folder, and _shared imports no function
 * (docs/decisions/0054-function-boundaries.md). The zones of eslint.layers.js (functionZones) refuse
 * the deliberate violations below, linted as if they were files of those folders, and let the allowed
 * forms pass. That the functions hold to it is `npm run lint`'s to say.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code);

// The first lint loads the TypeScript resolver: seconds on a busy machine.
describe('the function boundary rule', { timeout: 60_000 }, () => {
  it("refuses a function importing another function's folder (as send-weekly-reports imported analyze-page's page check)", async () => {
    expect(
      await boundaryErrors('supabase/functions/send-weekly-reports/boundary-fixture.ts', "export { createHandler } from '../analyze-page/handler.ts';\n"),
    ).toEqual([
      expect.stringContaining("The send-weekly-reports function may import its own folder and supabase/functions/_shared, never another function's folder"),
    ]);
    expect(
      await boundaryErrors(
        'supabase/functions/analyze-page/boundary-fixture.ts',
        "import { createHandler } from '../send-notifications/handler.ts';\nexport const handler = createHandler;\n",
      ),
    ).toEqual([expect.stringContaining('The analyze-page function may import')]);
    // A type is an import too.
    expect(
      await boundaryErrors(
        'supabase/functions/weekly-report-unsubscribe/boundary-fixture.ts',
        "export type { WeeklyRunReport } from '../send-weekly-reports/handler.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses the shared package importing a function', async () => {
    expect(await boundaryErrors('supabase/functions/_shared/boundary-fixture.ts', "export { createHandler } from '../analyze-page/handler.ts';\n")).toEqual([
      expect.stringContaining('supabase/functions/_shared is what the functions share: it may import no function'),
    ]);
  });

  it('allows a function its own files and the shared package, and the shared package itself', async () => {
    const allowed =
      "export { createHandler } from './handler.ts';\nexport { analyzePage } from '../_shared/page-check/page-check.ts';\nexport { json } from '../_shared/http.ts';\n";
    expect(await boundaryErrors('supabase/functions/analyze-page/boundary-fixture.ts', allowed)).toEqual([]);
    expect(
      await boundaryErrors(
        'supabase/functions/send-weekly-reports/boundary-fixture.ts',
        "export { analyzePage } from '../_shared/page-check/page-check.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'supabase/functions/_shared/page-check/boundary-fixture.ts',
        "export { json } from '../http.ts';\nexport { CheckError } from './check-error.ts';\n",
      ),
    ).toEqual([]);
  });

  it("keeps the server's page check out of the site", async () => {
    expect(
      await ruleErrors(
        'no-restricted-imports',
        'src/features/seo-tool/api/boundary-fixture.ts',
        "export { analyzePage } from '@shared/page-check/page-check';\n",
      ),
    ).toEqual([expect.stringContaining('The page check runs on the server')]);
  });
});
