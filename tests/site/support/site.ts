/**
 * The built site, read once: every prerendered route of the route table and 404.html, each file read
 * and parsed a single time. The suite runs its files in one worker without isolation
 * (vitest.site.config.ts), so every test file shares this module and the parse.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prerenderTargets, type PrerenderTarget } from '../../../src/app/route-table';
import { DIST, fileForPath, missingBuild } from './dist';
import { readPageFacts, type StaticPageFacts } from './page-facts';

export interface BuiltPage {
  target: PrerenderTarget;
  file: string;
  /** The raw HTML, for the bench's own asset reader (scripts/bench/critical-assets.ts). */
  html: string;
  facts: StaticPageFacts;
}

function read(file: string, url: string): { html: string; facts: StaticPageFacts } {
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${url}: ${file} is missing; the build is older than the route table, run npm run build:e2e again`);
  }
  return { html, facts: readPageFacts(html) };
}

const problem = missingBuild();
if (problem) throw new Error(problem);

export const targets = await prerenderTargets();

/** By URL path, in the route table's order. */
export const pages = new Map<string, BuiltPage>(
  targets.map((target) => {
    const file = fileForPath(target.url) ?? resolve(DIST, `.${target.url}`, 'index.html');
    return [target.url, { target, file, ...read(file, target.url) }];
  }),
);

/** 404.html, which the host serves for any unknown path. */
export const notFound = read(resolve(DIST, '404.html'), '/404');

export const page = (url: string): BuiltPage => {
  const found = pages.get(url);
  if (!found) throw new Error(`${url} is not a prerendered route`);
  return found;
};
