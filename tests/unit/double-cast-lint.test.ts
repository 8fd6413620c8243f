/**
 * The double cast through unknown is refused everywhere (issue 58): the lint rule in
 * eslint.config.js, for the site, the functions and the local backend, the tests and the scripts
 * alike. That none is left is `npm run lint`'s to say; this proves the rule reaches each place and
 * lets a plain parse through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function castErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const refusal = expect.stringContaining('parse the value (zod, a type guard)');
// Spelled in two parts, so that a search of the repository for the cast finds only real ones.
const cast = `export const payload = (row: { payload: unknown }) => row.payload as unknown ${'as'} { recipient: string };\n`;

// The first lint loads the TypeScript resolver: seconds on a busy machine.
describe('the double cast rule', { timeout: 60_000 }, () => {
  it.each([
    'src/features/dashboard/api/cast-fixture.ts',
    'supabase/functions/_shared/cast-fixture.ts',
    'supabase/functions/send-notifications/cast-fixture.ts',
    'supabase/local/cast-fixture.ts',
    'tests/unit/cast-fixture.test.ts',
    'e2e/cast-fixture.spec.ts',
    'scripts/bench/cast-fixture.ts',
  ])('refuses the double cast in %s', async (file) => {
    expect(await castErrors(file, cast)).toEqual([refusal]);
  });

  it('lets a single cast and a parse be', async () => {
    const code =
      "import { z } from 'zod';\nexport const recipient = (row: { payload: unknown }) => z.object({ recipient: z.string() }).parse(row.payload).recipient;\nexport const id = (value: string) => value as `${string}`;\n";
    expect(await castErrors('supabase/functions/_shared/cast-fixture.ts', code)).toEqual([]);
  });
});
