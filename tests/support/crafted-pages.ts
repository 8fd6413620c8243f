/**
 * Pages crafted for the SEO tool's rules (issue 62): one per rule that takes a page out of Google
 * or that the site's articles say is no problem, each with the score and first action it must get.
 * The unit tests score them from their facts, the integration and Deno tests serve them over HTTP
 * and check them through analyze-page.
 */

export interface CraftedPage {
  status: number;
  headers?: Record<string, string>;
  /** The page's HTML; `ORIGIN` stands for the test server's origin. */
  html: string;
}

const words = (count: number) => Array.from({ length: count }, (_, index) => ['plumbing', 'repairs', 'in', 'Glendale'][index % 4]).join(' ');

/** A page with nothing wrong: the base every crafted page changes one thing of. */
export function page(options: { head?: string; body?: string; canonical?: string | null; wordCount?: number; h1s?: number } = {}): string {
  const canonical = options.canonical === undefined ? '' : options.canonical === null ? '' : `<link rel="canonical" href="${options.canonical}">`;
  const h1s = Array.from({ length: options.h1s ?? 1 }, (_, index) => `<h1>Plumbing repairs ${index + 1}</h1>`).join('');
  // 3 words in the h1 (with its number), 2 in the link: the rest is the copy.
  const copy = words((options.wordCount ?? 400) - 3 * (options.h1s ?? 1) - 2);
  return `<!doctype html><html><head><title>Plumbing Repairs in Glendale | Ruiz Plumbing</title>
<meta name="description" content="Same-day plumbing repairs in Glendale and Burbank: leaks, water heaters and drains, with upfront prices and licensed plumbers.">
${canonical}${options.head ?? ''}</head><body>${h1s}<p>${copy}</p><a href="/contact">Contact us</a>
<img src="/van.webp" alt="Our service van">${options.body ?? ''}</body></html>`;
}

const html = { 'Content-Type': 'text/html; charset=utf-8' };

/** The crafted site: path to page. Each page's canonical is its own address unless the case is about the canonical. */
export const CRAFTED_PAGES: Record<string, CraftedPage> = {
  '/clean': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/clean' }) },
  '/noindex-meta': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/noindex-meta', head: '<meta name="robots" content="noindex, follow">' }) },
  '/noindex-header': { status: 200, headers: { ...html, 'X-Robots-Tag': 'noindex' }, html: page({ canonical: 'ORIGIN/noindex-header' }) },
  '/googlebot-header': { status: 200, headers: { ...html, 'X-Robots-Tag': 'googlebot: noindex' }, html: page({ canonical: 'ORIGIN/googlebot-header' }) },
  '/googlebot-noindex': {
    status: 200,
    headers: html,
    html: page({ canonical: 'ORIGIN/googlebot-noindex', head: '<meta name="googlebot" content="noindex">' }),
  },
  '/bingbot-noindex': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/bingbot-noindex', head: '<meta name="bingbot" content="noindex">' }) },
  '/cross-host-canonical': { status: 200, headers: html, html: page({ canonical: 'https://other-site.example/plumbing' }) },
  '/canonical-to-404': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/gone' }) },
  '/private/blocked': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/private/blocked' }) },
  '/short': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/short', wordCount: 150 }) },
  '/two-h1': { status: 200, headers: html, html: page({ canonical: 'ORIGIN/two-h1', h1s: 2 }) },
  '/robots.txt': {
    status: 200,
    headers: { 'Content-Type': 'text/plain' },
    // Googlebot's own group wins over '*': /private is blocked for it, and only /private/open is allowed (the longer rule).
    html: 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /private\nAllow: /private/open\n',
  },
};

const KEEP = 'Keep the page as it is, and look beyond it';
const NOINDEX = 'Remove the noindex rule if the page should be found';

/**
 * What each crafted page must get: the score and the first action's title (the weekly report's
 * action and the SEO tool's first recommendation). Before issue 62 every page here scored 100 with
 * "Keep the page as it is" except /short (90, "Add useful copy") and /two-h1 (95, "Keep one h1 heading").
 */
export const CRAFTED_EXPECTATIONS: Record<string, { score: number; action: string }> = {
  '/clean': { score: 100, action: KEEP },
  '/noindex-meta': { score: 20, action: NOINDEX },
  '/noindex-header': { score: 20, action: NOINDEX },
  '/googlebot-header': { score: 20, action: NOINDEX },
  '/googlebot-noindex': { score: 20, action: NOINDEX },
  '/bingbot-noindex': { score: 100, action: KEEP },
  '/cross-host-canonical': { score: 20, action: 'Point the canonical link to this page' },
  '/canonical-to-404': { score: 20, action: 'Point the canonical link to a working page' },
  '/private/blocked': { score: 20, action: 'Let Google crawl the page' },
  '/short': { score: 100, action: KEEP },
  '/two-h1': { score: 100, action: KEEP },
};

/** The crafted pages' paths, robots.txt aside. */
export const CRAFTED_PATHS = Object.keys(CRAFTED_EXPECTATIONS);
