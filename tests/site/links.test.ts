/**
 * Every link and asset reference in the built HTML, as a crawler follows them: internal ones resolve
 * to a page or file of the build, and indexable pages do not send crawlers to pages that ask not to
 * be indexed.
 */
import { describe, expect, it } from 'vitest';
import { fileForPath } from './support/dist';
import { brokenLinks, linksToNoindex } from './support/links';
import { notFound, page, pages } from './support/site';

/** A built page or file, served as scripts/static-server.ts serves it; remembered, since every page repeats the header's and footer's links. */
const resolved = new Map<string, boolean>();
function resolves(path: string): boolean {
  if (!resolved.has(path)) resolved.set(path, fileForPath(path) !== null);
  return resolved.get(path)!;
}

const isNoindex = (path: string) => pages.get(path.replace(/(.)\/$/, '$1'))?.facts.robots?.includes('noindex') ?? false;

describe('links, asset references and images in the built HTML', () => {
  it('internal links and assets resolve to a page or a file of the build', () => {
    const broken = [...pages, ['/404', notFound] as const].flatMap(([url, { facts }]) => brokenLinks(url, [...facts.links, ...facts.assets], resolves).map((href) => `${url} -> ${href}`));
    expect(broken).toEqual([]);
    // The footer's files and the sitemap are among them.
    const footerLinks = page('/').facts.links;
    for (const file of ['/sitemap.xml', '/resources/on-page-seo-essentials.pdf', '/resources/seo-audit-template.xlsx']) expect(footerLinks).toContain(file);
  });

  it('no indexable page sends a crawler to a noindex page (a link to one carries rel="nofollow")', () => {
    const found = linksToNoindex(
      [...pages].map(([url, { target, facts }]) => ({ url, indexable: target.indexable, links: facts.followedLinks })),
      isNoindex,
    );
    const report = [...found].map(([target, from]) => `${target} (noindex) is linked from ${from.length} indexable page(s): ${from.join(', ')}`);
    expect(report).toEqual([]);
  });

  it('every image has alt text (empty for decoration), a width and a height', () => {
    for (const [url, { facts }] of [...pages, ['/404', notFound] as const]) {
      for (const image of facts.images) {
        expect(image.alt, `${url}: ${image.src} has no alt`).toBeDefined();
        expect(image.width && image.height, `${url}: ${image.src} needs width and height`).toBeTruthy();
      }
    }
  });
});

describe('the link checks can fail', () => {
  it('reports a missing page, a missing file and an id no page was built for', () => {
    expect(resolves('/no-such-page')).toBe(false);
    expect(resolves('/resources/no-such-file.pdf')).toBe(false);
    expect(resolves('/los-angeles-seo/atlantis')).toBe(false);
    expect(brokenLinks('/', ['/about', '/no-such-page?x=1#top', 'mailto:a@b.c', '#main', 'https://example.com/', 'relative-missing'], resolves)).toEqual([
      '/no-such-page?x=1#top',
      'relative-missing',
    ]);
  });

  it('reports links from indexable pages to noindex ones, and not those from noindex pages', () => {
    const found = linksToNoindex(
      [
        { url: '/a', indexable: true, links: ['/private', '/private#top', '/b'] },
        { url: '/hidden', indexable: false, links: ['/private'] },
      ],
      (path) => path === '/private',
    );
    expect([...found]).toEqual([['/private', ['/a']]]);
    // The footer's staff link is there, marked for crawlers not to follow.
    expect(page('/').facts.links).toContain('/dashboard');
    expect(page('/').facts.followedLinks).not.toContain('/dashboard');
    expect(isNoindex('/dashboard')).toBe(true);
    expect(isNoindex('/about')).toBe(false);
  });
});
