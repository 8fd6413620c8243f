/**
 * Counts the built pages whose title or meta description breaks the site's length rule, for the
 * before/after figures of issue 41 (`npx tsx scripts/count-head-lengths.ts dist-e2e`). It reads every
 * indexable HTML file of a build (pages with noindex are left out, as search engines leave them out)
 * and prints one line per problem, then the totals. The suite's own check is
 * tests/site/title-description-rule.test.ts; this script only measures, so it never fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SEO_DESCRIPTION_LENGTH as DESCRIPTION, SEO_TITLE_LENGTH as TITLE } from '../supabase/functions/_shared/seo-length-rule.ts';

const ELLIPSIS = /(…|\.\.\.)\s*$/;
const WHOLE_SENTENCE = /[.!?]["”’)]?$/;

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [path] : [];
  });
}

const dist = resolve(process.argv[2] ?? 'dist-e2e');
const counts = { pages: 0, titleOutOfRange: 0, titleTruncated: 0, descriptionOutOfRange: 0, descriptionTruncated: 0, descriptionNotSentence: 0 };
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  const robots = /<meta[^>]*name="robots"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '';
  if (robots.includes('noindex')) continue;
  const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const description = decode(/<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '');
  const page = `/${relative(dist, file)}`;
  counts.pages += 1;
  const report = (what: keyof typeof counts, text: string) => {
    counts[what] += 1;
    console.log(`${what}\t${page}\t${text.length}\t${text}`);
  };
  if (title.length < TITLE.min || title.length > TITLE.max) report('titleOutOfRange', title);
  if (ELLIPSIS.test(title)) report('titleTruncated', title);
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max) report('descriptionOutOfRange', description);
  if (ELLIPSIS.test(description)) report('descriptionTruncated', description);
  else if (!WHOLE_SENTENCE.test(description)) report('descriptionNotSentence', description);
}
console.log(JSON.stringify(counts));
