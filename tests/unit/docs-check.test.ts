import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsIn, type RepositoryView } from '../../scripts/docs-check/check';
import { citationsIn, expandBraces } from '../../scripts/docs-check/citations';
import { commentsOf } from '../../scripts/docs-check/comments';
import { checkRepository } from '../../scripts/docs-check/repository';

/** A made-up repository: these files, their folders, and two decision records. */
function repository(files: string[]): RepositoryView {
  const present = new Set(files.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
  return { exists: (path) => present.has(path), files, decisionFiles: ['0007-trusted-client-address.md', '0019-javascript-before-interaction.md'] };
}

const repo = repository(['src/lib/site-url.ts', 'supabase/local/gateway.ts', 'supabase/local/inbox.ts', 'docs/decisions/README.md', 'package.json']);
const messages = (file: string, text: string) => problemsIn(file, citationsIn(text, file), repo).map((problem) => `${problem.line}: ${problem.message}`);

describe('the docs check: every cited path and decision exists', () => {
  it('fails on a path that is not in the repository, with its line', () => {
    expect(messages('README.md', 'The gateway is `supabase/local/gateway.ts`.\nThe old one was `supabase/local/proxy.ts`.')).toEqual([
      '2: missing path supabase/local/proxy.ts',
    ]);
  });

  it('fails on a decision number with no record, however it is cited', () => {
    const text = 'See decision 0019.\nDecisions 0007 and 0042 agree (0043); [0044](decisions/README.md), docs/decisions/0045 and 0046-gone.md too.';
    expect(messages('docs/x.md', text)).toEqual([
      '2: decision 0042 (cited as "Decisions 0007 and 0042") has no record in docs/decisions/',
      '2: decision 0043 (cited as "(0043)") has no record in docs/decisions/',
      '2: decision 0044 (cited as "[0044]") has no record in docs/decisions/',
      '2: decision 0045 (cited as "docs/decisions/0045") has no record in docs/decisions/',
      '2: no decision record named 0046-gone.md in docs/decisions/',
    ]);
  });

  it('resolves a markdown link from the file’s folder, and leaves web addresses and site routes alone', () => {
    const text = '[ok](../../src/lib/site-url.ts) [also](./README.md#top) [gone](../../docs/nothing.md) [web](https://example.com/src/x.ts) [route](/seo-tool)';
    expect(messages('docs/decisions/a.md', text)).toEqual(['1: missing path docs/nothing.md']);
    expect(messages('src/lib/notes/a.md', '[ok](../site-url.ts)')).toEqual([]);
  });

  it('expands braces, accepts placeholders and globs that match, and refuses globs that match nothing', () => {
    expect(expandBraces('supabase/local/{gateway,inbox}.ts')).toEqual(['supabase/local/gateway.ts', 'supabase/local/inbox.ts']);
    expect(messages('README.md', '`supabase/local/{gateway,inbox,proxy}.ts`')).toEqual([
      '1: missing path supabase/local/proxy.ts (of supabase/local/{gateway,inbox,proxy}.ts)',
    ]);
    expect(messages('README.md', '`src/lib/<name>.ts`, `src/lib/X/`, `supabase/local/*.ts`, `package.json`, `dist/index.html`')).toEqual([]);
    expect(messages('README.md', '`supabase/local/*.sql`')).toEqual(['1: no file matches supabase/local/*.sql']);
  });

  it('reads only the comments of code: a path in a string or a regex is not a citation', () => {
    const source = [
      "const dir = 'src/gone/folder'; // see src/lib/site-url.ts",
      'const pattern = /src\\/also-gone\\//;',
      '/* supabase/local/missing.ts */',
      'const url = "https://example.com"; // decision 0099',
    ].join('\n');
    expect(messages('src/a.ts', commentsOf(source, 'script'))).toEqual([
      '3: missing path supabase/local/missing.ts',
      '4: decision 0099 (cited as "decision 0099") has no record in docs/decisions/',
    ]);
    expect(messages('a.sql', commentsOf("select 'src/gone.ts'; -- src/lib/site-url.ts and src/missing.ts", 'sql'))).toEqual([
      '1: missing path src/missing.ts',
    ]);
  });

  it('finds nothing missing in this repository', () => {
    const { problems, checked } = checkRepository(resolve(import.meta.dirname, '../..'));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});
