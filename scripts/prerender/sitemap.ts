import type { PageRoute, PrerenderTarget } from '../../src/app/route-table';

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

/** A URL's query string may hold `&`, which would otherwise make the whole sitemap invalid XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => xmlEntities[character]!);
}

/** The sitemap, each URL with its `<lastmod>` (YYYY-MM-DD, a W3C date) when one is given. */
export function sitemapXml(urls: string[], lastmod: Readonly<Record<string, string>> = {}): string {
  const entries = urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc>${lastmod[url] ? `<lastmod>${escapeXml(lastmod[url])}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * The paths robots.txt keeps crawlers off: the routes marked `crawl: false`, not every
 * non-indexable one, since a noindex page (`/unsubscribe`) must be fetched for its noindex to
 * count (docs/decisions/0004-prerendering-and-seo.md). Sorted, so the file does
 * not change when the route table is reordered.
 */
export function disallowedPaths(routes: PageRoute[]): string[] {
  return routes
    .filter((route) => route.crawl === false)
    .map((route) => {
      if (route.indexable !== false)
        throw new Error(`route ${route.path}: crawl: false needs indexable: false, or the sitemap would list a page robots.txt forbids`);
      // robots.txt matches by prefix, so a pattern would need a hand-picked prefix that no public route shares.
      if (/[:*]/.test(route.path))
        throw new Error(`route ${route.path}: crawl: false is only supported on static paths; robots.txt cannot express a route pattern`);
      return route.path;
    })
    .sort();
}

export function robotsTxt(sitemapUrl: string, disallowed: string[]): string {
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/**
 * The two files crawlers ask for, by path: written into dist/ by the build, served by `npm run dev`.
 * `lastModified` holds each page's last change by URL path (./page-dates.ts); the build gives it.
 */
export function crawlerFiles(
  routes: PageRoute[],
  targets: PrerenderTarget[],
  absoluteUrl: (path: string) => string,
  lastModified: Readonly<Record<string, string>> = {},
): Record<'/sitemap.xml' | '/robots.txt', string> {
  const indexable = targets.filter((target) => target.indexable);
  const lastmod = Object.fromEntries(
    indexable.filter((target) => lastModified[target.url]).map((target) => [absoluteUrl(target.url), lastModified[target.url]!]),
  );
  return {
    '/sitemap.xml': sitemapXml(
      indexable.map((target) => absoluteUrl(target.url)),
      lastmod,
    ),
    '/robots.txt': robotsTxt(absoluteUrl('/sitemap.xml'), disallowedPaths(routes)),
  };
}

export const CRAWLER_FILE_TYPES = { '/sitemap.xml': 'application/xml; charset=utf-8', '/robots.txt': 'text/plain; charset=utf-8' } as const;
