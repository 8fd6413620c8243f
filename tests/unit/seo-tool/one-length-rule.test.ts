/**
 * The SEO tool and the weekly report take their title and description lengths from one module, the
 * one the site's own house style lives in (supabase/functions/_shared/seo-length-rule.ts, issues 41
 * and 50): both import it, and neither writes out a range of its own that could drift from it again
 * (the tool said "55-60" / "150-160" and the report 30-60 / 70-160 before issue 41; since issue 50
 * they advise only the practical maximum, no range at all).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as viaAlias from '@shared/seo-length-rule';
import * as viaEdgePath from '../../../supabase/functions/_shared/seo-length-rule.ts';

const root = resolve(import.meta.dirname, '../../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Where each gives its length advice. */
const seoTool = [...sourceFiles('src/features/seo-tool'), 'src/content/seo-tool.ts'];
// The report's score and action come from the page check's rules (seo-rules/), as the tool's do.
const weeklyReport = [
  ...sourceFiles('supabase/functions/_shared/weekly-report'),
  ...sourceFiles('supabase/functions/_shared/seo-rules'),
  'supabase/functions/_shared/page-score.ts',
];

const IMPORTS_THE_RULE = /from ['"](?:@shared|\.{1,2}(?:\/\.\.)*)\/seo-length-rule(?:\.ts)?['"]/;
/** A length range written out, as "55-60", "150–160" or "30 to 60": the rule's numbers belong in the constant only. */
const RANGE_LITERAL = /\b\d{2,3}\s*(?:-|–|to)\s*\d{2,3}\b/g;
/** Words near a range that make it a title or description length. */
const ABOUT_LENGTH = /title|description|characters|chars/i;

function ownRanges(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (ABOUT_LENGTH.test(line) ? [...line.matchAll(RANGE_LITERAL)].map((match) => `${file}:${index + 1}: ${match[0]}`) : [])),
  );
}

describe('one title and description length rule', () => {
  it('is one module, whether the app (alias) or an edge function (relative path) imports it', () => {
    expect(viaAlias.SEO_TITLE_LENGTH).toBe(viaEdgePath.SEO_TITLE_LENGTH);
    expect(viaAlias.SEO_DESCRIPTION_LENGTH).toBe(viaEdgePath.SEO_DESCRIPTION_LENGTH);
  });

  it('is imported by the SEO tool and by the weekly report', () => {
    const importers = (files: string[]) => files.filter((file) => IMPORTS_THE_RULE.test(readFileSync(resolve(root, file), 'utf8')));
    expect(importers(seoTool), 'the SEO tool').not.toEqual([]);
    expect(importers(weeklyReport), 'the weekly report').not.toEqual([]);
  });

  it('is not written out again as a range of their own in either', () => {
    expect(ownRanges([...seoTool, ...weeklyReport])).toEqual([]);
  });

  it('the range check finds a range written out beside a title or description', () => {
    expect('Titles of 55-60 characters'.match(RANGE_LITERAL)).toEqual(['55-60']);
    expect('description of 150–160'.match(RANGE_LITERAL)).toEqual(['150–160']);
    expect('a title of 30 to 60'.match(RANGE_LITERAL)).toEqual(['30 to 60']);
  });
});
