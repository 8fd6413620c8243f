import type { PrerenderTarget } from '../../src/app/route-table';

/** Paths crawlers must stay off (docs/decisions/0004-prerendering-and-seo.md). */
export const DISALLOWED_PATHS = ['/dashboard', '/thank-you'];

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string, disallowed: string[]): string {
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** The two files crawlers ask for, by path: written into dist/ by the build, served by `npm run dev`. */
export function crawlerFiles(targets: PrerenderTarget[], absoluteUrl: (path: string) => string): Record<'/sitemap.xml' | '/robots.txt', string> {
  const publicUrls = targets.filter((target) => target.indexable).map((target) => absoluteUrl(target.url));
  return {
    '/sitemap.xml': sitemapXml(publicUrls),
    '/robots.txt': robotsTxt(absoluteUrl('/sitemap.xml'), DISALLOWED_PATHS),
  };
}

export const CRAWLER_FILE_TYPES = { '/sitemap.xml': 'application/xml; charset=utf-8', '/robots.txt': 'text/plain; charset=utf-8' } as const;
