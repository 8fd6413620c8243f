/**
 * What a crawler starts from: sitemap.xml lists exactly the indexable routes, robots.txt keeps it off
 * the private ones, and from / it can reach every sitemap page by the links in the HTML (no orphan
 * page). Read from the files a static host would serve for each path, without a server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { absolute, DIST, fileForPath, SITE_URL } from './support/dist';
import { crawl, sitemapUrls } from './support/crawl';
import { internalPath } from './support/links';
import { pages } from './support/site';

const sitemap = sitemapUrls(readFileSync(resolve(DIST, 'sitemap.xml'), 'utf8'));
const pageByFile = new Map([...pages.values()].map((built) => [built.file, built]));

/**
 * The links of the HTML page a host serves for a path (scripts/static-server.ts: `/x` is
 * `x/index.html`), or null for a file that is not a page or a 404. Every HTML page of the build is a
 * prerendered route, already parsed.
 */
function linksOf(path: string): string[] | null {
  const file = fileForPath(path);
  if (!file?.endsWith('.html')) return null;
  const built = pageByFile.get(file);
  if (!built) throw new Error(`${path} is served from ${file}, which is not a prerendered route`);
  return built.facts.links.map((href) => internalPath(href, path)).filter((link) => link !== null);
}

describe('the crawler files', () => {
  it('sitemap.xml lists exactly the indexable routes, and no private one', () => {
    const expected = [...pages.values()].filter(({ target }) => target.indexable).map(({ target }) => absolute(target.url));
    expect([...sitemap].sort()).toEqual(expected.sort());
    expect(sitemap.some((url) => url.endsWith('/thank-you') || url.endsWith('/dashboard'))).toBe(false);
  });

  it('robots.txt disallows the dashboard and the thank-you page and names the sitemap', () => {
    const robots = readFileSync(resolve(DIST, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /thank-you');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('every page in the sitemap is reachable by links from the home page', () => {
    const listed = sitemap.map((url) => new URL(url).pathname);
    expect(listed.length).toBeGreaterThan(100);
    const found = crawl('/', linksOf);
    expect(listed.filter((path) => !found.has(path))).toEqual([]);
  });
});

describe('the crawler checks can fail', () => {
  it('does not reach a page nothing links to, nor past a file', () => {
    const graph: Record<string, string[] | null> = { '/': ['/a', '/file.pdf'], '/a': ['/'], '/file.pdf': null, '/orphan': ['/'], '/behind-file': [] };
    expect([...crawl('/', (path) => graph[path] ?? null)].sort()).toEqual(['/', '/a', '/file.pdf']);
  });

  it('reads the sitemap URLs with their XML escapes undone', () => {
    expect(sitemapUrls('<urlset><url><loc>https://x.test/a?b=1&amp;c=2</loc></url><url><loc>https://x.test/</loc></url></urlset>')).toEqual(['https://x.test/a?b=1&c=2', 'https://x.test/']);
  });
});
