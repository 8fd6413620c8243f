/** Where the build under test is, and how a URL path maps onto its files. */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtStack } from '../../../scripts/test-stack';

/** The end-to-end build (`npm run build:e2e`), moved by E2E_DIST like the Playwright run's. */
export const DIST = resolve(import.meta.dirname, '../../..', builtStack.dist);

/** Why the suite cannot run, or null when the build is there. */
export function missingBuild(dist: string = DIST): string | null {
  if (existsSync(resolve(dist, 'index.html'))) return null;
  return `${dist} holds no build: run npm run build:e2e first (with the same E2E_DIST, if you set one).`;
}

/** The origin the build wrote into canonicals, Open Graph, JSON-LD and the sitemap (as src/lib/site-url.ts reads it). */
export const SITE_URL = (process.env.VITE_SITE_URL || 'https://www.losangelesseogroup.com').replace(/\/+$/, '');

export const absolute = (path: string) => (path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file a static host answers a path with, as scripts/static-server.ts (sirv, `extensions: ['html']`)
 * does: the file itself, else `<path>.html`, else `<path>/index.html`; null for a 404.
 */
export function fileForPath(path: string, dist: string = DIST): string | null {
  const base = resolve(dist, `.${path}`);
  // resolve() drops a trailing slash: "/about/" must not be read as the file "about".
  const candidates = path.endsWith('/') ? [resolve(base, 'index.html')] : [base, `${base}.html`, resolve(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}
