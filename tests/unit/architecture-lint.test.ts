/**
 * The layer rules of docs/architecture.md fire: deliberate violations, linted as if they were files
 * of src/, must be reported, and the allowed forms must pass.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// ESLint loads its config, the TypeScript resolver and the layer zones on the first lint: seconds
// on a busy two-core machine (it outlived the default 5 s while the rest of the unit run ran beside it).
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const restrictedPathErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code);

describe('architecture lint rules', () => {
  it('refuses a lower layer importing a higher one', async () => {
    expect(await restrictedPathErrors('src/lib/layer-fixture.ts', "export { Dashboard } from '@/features/dashboard';\n")).toEqual([
      expect.stringContaining('The lib layer may only import layers below it'),
    ]);
    expect(await restrictedPathErrors('src/components/ui/layer-fixture.ts', "export { MapFacade } from '@/features/contact';\n")).toHaveLength(1);
    expect(await restrictedPathErrors('src/content/layer-fixture.ts', "export { cn } from '@/lib/cn';\n")).toHaveLength(1);
  });

  it("refuses reaching into another feature's insides, from a feature or a page", async () => {
    const inside = "export { contactLeadSchema } from '@/features/lead-capture/lib/schemas';\n";
    expect(await restrictedPathErrors('src/features/services/entry-fixture.ts', inside)).toEqual([
      expect.stringContaining('Import the lead-capture feature through its public entries'),
    ]);
    expect(await restrictedPathErrors('src/pages/entry-fixture.tsx', inside)).toHaveLength(1);
  });

  it('refuses a file beside a declared entry: entries are files, not folders', async () => {
    const sibling = "export { RegionBadge } from '@/features/neighborhoods/components/region-badge';\n";
    expect(await restrictedPathErrors('src/pages/entry-fixture.tsx', sibling)).toEqual([expect.stringContaining('Import the neighborhoods feature through its public entries')]);
  });

  it('allows public entries and a feature using its own insides', async () => {
    const declared = "export { ContactForm } from '@/features/lead-capture/components/contact-form/contact-form';\n";
    expect(await restrictedPathErrors('src/features/services/entry-fixture.ts', declared)).toEqual([]);
    expect(await restrictedPathErrors('src/pages/entry-fixture.tsx', "export { NeighborhoodTeaserSection } from '@/features/neighborhoods/components/neighborhood-teaser-section';\n")).toEqual([]);
    expect(await restrictedPathErrors('src/pages/entry-fixture.ts', "export { Dashboard } from '@/features/dashboard';\n")).toEqual([]);
    expect(await restrictedPathErrors('src/features/lead-capture/entry-fixture.ts', "export { ContactForm } from './contact-form/contact-form';\n")).toEqual([]);
  });

  it('keeps the shared package below src: src reaches it only as @shared/, and it imports nothing of src', async () => {
    const climb = "export { normalizeWebsite } from '../../../supabase/functions/_shared/website';\n";
    expect(await ruleErrors('no-restricted-imports', 'src/lib/api/shared-fixture.ts', climb)).toEqual([expect.stringContaining('Import the shared package as @shared/')]);
    const functionInsides = "export type { UnsubscribeAnswer } from '../../../../supabase/functions/weekly-report-unsubscribe/handler';\n";
    expect(await ruleErrors('no-restricted-imports', 'src/features/seo-tool/shared-fixture.ts', functionInsides)).toHaveLength(1);
    const alias = "export { normalizeWebsite } from '@shared/website';\nexport type { SupabaseClient } from '@supabase/supabase-js';\n";
    expect(await ruleErrors('no-restricted-imports', 'src/content/shared-fixture.ts', alias)).toEqual([]);
    expect(await restrictedPathErrors('src/content/shared-fixture.ts', alias)).toEqual([]);

    expect(await restrictedPathErrors('supabase/functions/_shared/layer-fixture.ts', "export { site } from '@/content/site';\n")).toEqual([
      expect.stringContaining('may import nothing from src'),
    ]);
    expect(await restrictedPathErrors('supabase/functions/_shared/layer-fixture.ts', "export { cn } from '../../../src/lib/cn.ts';\n")).toHaveLength(1);
    expect(await restrictedPathErrors('supabase/functions/_shared/layer-fixture.ts', "export { AGENCY } from './agency.ts';\n")).toEqual([]);
  });
});

/**
 * import-x/no-cycle needs files on disk: it follows the imports of what the linted code imports. So
 * the fixture is the text of a real file, the dashboard's key factory, given one import of a file
 * that already imports it (get-lead.ts): the cycle keys → get-lead → keys, closed through a
 * relative path and through the `@/` alias.
 */
describe('the import cycle rule', () => {
  const KEYS = 'src/features/dashboard/api/keys.ts';
  const keys = readFileSync(KEYS, 'utf8');
  const cycleErrors = (code: string) => ruleErrors('import-x/no-cycle', KEYS, code);

  it('reports an import that closes a cycle', async () => {
    expect(readFileSync('src/features/dashboard/api/get-lead.ts', 'utf8')).toContain("import { dashboardKeys } from './keys';");
    expect(await cycleErrors(`import { getLead } from './get-lead';\nexport const fixture = getLead;\n${keys}`)).toEqual([
      expect.stringContaining('Dependency cycle detected'),
    ]);
    expect(await cycleErrors(`import { getLead } from '@/features/dashboard/api/get-lead';\nexport const fixture = getLead;\n${keys}`)).toHaveLength(1);
  });

  it('reports one in the shared package too, whose imports name their .ts files', async () => {
    const WEBSITE = 'supabase/functions/_shared/website.ts';
    expect(readFileSync('supabase/functions/_shared/weekly-report/format.ts', 'utf8')).toContain("from '../website.ts'");
    const code = `import { hostOf } from './weekly-report/format.ts';\nexport const fixture = hostOf;\n${readFileSync(WEBSITE, 'utf8')}`;
    expect(await ruleErrors('import-x/no-cycle', WEBSITE, code)).toEqual([expect.stringContaining('Dependency cycle detected')]);
  });

  it('reports nothing in the file as it is', async () => {
    expect(await cycleErrors(keys)).toEqual([]);
  });
});
