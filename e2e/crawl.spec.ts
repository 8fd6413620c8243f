import { expect, test } from './fixtures';

/** Internal page links in a page's HTML, as paths without query or fragment. */
function linksIn(html: string, base: string): string[] {
  const paths = new Set<string>();
  for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/gi)) {
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    if (url.origin === new URL(base).origin) paths.add(url.pathname);
  }
  return [...paths];
}

/**
 * A crawler starting at / finds every page of the sitemap by following links in the HTML the site
 * serves (the prerendered pages, before any script runs): no page is an orphan.
 */
test('every page in the sitemap is reachable by links from the home page', async ({ request, baseURL }) => {
  const origin = baseURL ?? '';
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  expect(listed.length).toBeGreaterThan(100);

  const found = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await request.get(path);
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const link of linksIn(await response.text(), new URL(path, origin).href)) {
      if (found.has(link)) continue;
      found.add(link);
      queue.push(link);
    }
  }
  expect(listed.filter((path) => !found.has(path))).toEqual([]);
});
