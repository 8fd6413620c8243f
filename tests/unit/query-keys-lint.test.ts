/**
 * Query and mutation keys come from a feature's key factory (api/keys.ts): the lint rule in
 * eslint.config.js refuses a key array written anywhere else, and lets the factories be. That src has
 * none is `npm run lint`'s to say.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function keyErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const refusal = expect.stringContaining("Build the key with the feature's key factory");

// The first lint loads the TypeScript resolver: seconds on a busy machine.
describe('the literal query key rule', { timeout: 60_000 }, () => {
  it('refuses a queryKey or mutationKey written as an array, with or without `as const`', async () => {
    expect(
      await keyErrors('src/features/dashboard/api/key-fixture.ts', "export const options = { queryKey: ['dashboard', 'leads'], queryFn: () => 1 };\n"),
    ).toEqual([refusal]);
    expect(await keyErrors('src/features/seo-tool/components/key-fixture.ts', "export const options = { mutationKey: ['seo-tool'] as const };\n")).toEqual([
      refusal,
    ]);
    expect(
      await keyErrors(
        'src/pages/key-fixture.ts',
        "export const invalidate = (client: { invalidateQueries: (f: object) => void }) => client.invalidateQueries({ queryKey: ['x'] });\n",
      ),
    ).toEqual([refusal]);
  });

  it('allows keys built by a factory, and arrays inside the factories themselves', async () => {
    expect(
      await keyErrors(
        'src/features/dashboard/api/key-fixture.ts',
        "import { dashboardKeys } from './keys';\nexport const options = { queryKey: dashboardKeys.all };\n",
      ),
    ).toEqual([]);
    expect(await keyErrors('src/features/dashboard/api/keys.ts', "export const fixtureKeys = { list: () => ({ queryKey: ['fixture'] }) };\n")).toEqual([]);
  });
});
