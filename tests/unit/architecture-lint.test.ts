/**
 * The layer rules of docs/architecture.md fire: deliberate violations, linted as if they were files
 * of src/, must be reported, and the allowed forms must pass.
 */
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
