/** Internal links and asset references, as a crawler of the built site resolves them. */
import { absolute, SITE_URL } from './dist';

/**
 * The site path an href on the page at `pageUrl` points at (no query, no fragment), or null for
 * another origin, mail, phone or an in-page anchor.
 */
export function internalPath(href: string, pageUrl = '/'): string | null {
  if (/^(mailto:|tel:|#)/.test(href)) return null;
  const url = new URL(href, absolute(pageUrl));
  return url.origin === SITE_URL ? decodeURI(url.pathname) : null;
}

/** The internal hrefs of one page that `exists` (a page or a file of the build) does not know: broken links. */
export function brokenLinks(pageUrl: string, hrefs: Iterable<string>, exists: (path: string) => boolean): string[] {
  return [...hrefs].filter((href) => {
    const path = internalPath(href, pageUrl);
    return path !== null && !exists(path);
  });
}

/**
 * Links from each indexable page to a page that tells crawlers `noindex`: they spend a crawler's
 * visit (and the page's link weight) on a page that will not be shown. Grouped by the noindex page,
 * which is how such a link gets fixed (one component usually renders it everywhere).
 */
export function linksToNoindex(
  pages: Iterable<{ url: string; indexable: boolean; links: string[] }>,
  isNoindex: (path: string) => boolean,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { url, indexable, links } of pages) {
    if (!indexable) continue;
    for (const path of new Set(links.map((href) => internalPath(href, url)))) {
      if (path === null || !isNoindex(path)) continue;
      found.set(path, [...(found.get(path) ?? []), url]);
    }
  }
  return found;
}

/**
 * For each path `counts` accepts, the other pages that link to it from their own content (the links
 * given per page should be those inside <main>, so the header and footer, on every page, count for
 * nothing). A page's links to itself do not count, nor do those of the pages in `except`.
 */
export function inboundLinks(
  pages: Iterable<{ url: string; links: string[] }>,
  counts: (path: string) => boolean,
  except: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { url, links } of pages) {
    if (except.has(url)) continue;
    for (const path of new Set(links.map((href) => internalPath(href, url)))) {
      if (path === null || path === url || !counts(path)) continue;
      found.set(path, [...(found.get(path) ?? []), url]);
    }
  }
  return found;
}
