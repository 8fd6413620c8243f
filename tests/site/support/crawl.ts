/** A crawler over the built files: follows links breadth-first from a start page, no network. */

/**
 * Every path reachable from `start` by following links. `linksOf` gives a page's links as site paths,
 * or null for what is not an HTML page (a file, a 404), which ends the way there.
 */
export function crawl(start: string, linksOf: (path: string) => Iterable<string> | null): Set<string> {
  const found = new Set<string>([start]);
  const queue = [start];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const link of linksOf(path) ?? []) {
      if (found.has(link)) continue;
      found.add(link);
      queue.push(link);
    }
  }
  return found;
}

/** The <loc> URLs of a sitemap, with the XML escapes the build writes (scripts/prerender/sitemap.ts) undone. */
export function sitemapUrls(xml: string): string[] {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&apos;': "'", '&quot;': '"' };
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc.replace(/&(amp|lt|gt|apos|quot);/g, (entity) => entities[entity]!));
}
