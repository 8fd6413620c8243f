/**
 * When each page of the sitemap last changed (its `<lastmod>`, issue 62; decision 0074): the date
 * its content module states where it has one (a knowledge-base article's `lastUpdated`, a case
 * study's `updated`), else the day of the last commit to the files the page is made of
 * (sourceFilesOf), kept in page-dates.generated.json by `npm run pages:dates` so a build from a
 * shallow clone or a tarball writes the same dates. The header, footer and shared components are
 * not the page's content: a change there does not move every page's date.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { caseStudies } from '../../src/content/case-studies/case-studies';
import { catalog, unlistedDocuments } from '../../src/content/knowledge-base/catalog.generated';
import type { PrerenderTarget } from '../../src/app/route-table';
import committedDates from './page-dates.generated.json';

const ROOT = resolve(import.meta.dirname, '../..');
export const PAGE_DATES_FILE = resolve(import.meta.dirname, 'page-dates.generated.json');

/** The pages whose content module states when it last changed, by URL path. */
export function contentDates(): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const entry of [...catalog, ...unlistedDocuments]) if (entry.lastUpdated) dates[`/knowledge-base/${entry.id}`] = entry.lastUpdated;
  for (const study of caseStudies) dates[study.link] = study.updated;
  return dates;
}

/** The committed dates of the other pages, by URL path. */
export const sourceDates: Readonly<Record<string, string>> = committedDates;

/** Each indexable page's `<lastmod>` (YYYY-MM-DD); throws for a page with neither date. */
export function lastModified(targets: PrerenderTarget[], fromContent = contentDates(), fromSources = sourceDates): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const target of targets.filter((candidate) => candidate.indexable)) {
    const date = fromContent[target.url] ?? fromSources[target.url];
    if (!date) throw new Error(`${target.url} has no last-change date: run npm run pages:dates and commit scripts/prerender/page-dates.generated.json`);
    dates[target.url] = date;
  }
  return dates;
}

/** Folders whose files are a page's own content; the app's frame (src/app, src/components, src/lib) is not. */
const CONTENT_FOLDERS = ['src/pages/', 'src/content/', 'src/features/'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? resolve(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts'), resolve(base, 'index.tsx')];
  return candidates.find((candidate) => /\.(tsx?|json)$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** The files a page is made of: its page module, its data modules and what they import from the content folders, relative to the repository. */
export function sourceFilesOf(target: Pick<PrerenderTarget, 'page' | 'dataModules'>): string[] {
  const seen = new Set<string>();
  const queue = [`src/pages/${target.page}.tsx`, ...target.dataModules].map((file) => resolve(ROOT, file));
  while (queue.length) {
    const file = queue.pop()!;
    const path = relative(ROOT, file);
    if (seen.has(path) || !CONTENT_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    seen.add(path);
    if (path.endsWith('.json')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, specifier!);
      if (next) queue.push(next);
    }
  }
  return [...seen].sort();
}

/** The day (UTC) of the last commit to these files; today when one of them has changes not yet committed. */
export function gitDate(files: string[], today = new Date().toISOString().slice(0, 10)): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } }).trim();
  if (git('status', '--porcelain', '--', ...files)) return today;
  return git('log', '-1', '--format=%cd', '--date=format-local:%Y-%m-%d', '--', ...files);
}

/** Whether this checkout has the history gitDate needs (not a shallow clone, not a tarball). */
export function hasFullHistory(): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: ROOT, encoding: 'utf8' }).trim() === 'false';
  } catch {
    return false;
  }
}
