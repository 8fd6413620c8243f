import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { storageKeys } from '@/lib/storage';

/**
 * THE route table: every page of the site, used by the browser entry, the prerender step and the
 * sitemap. Later features add their routes here and nowhere else.
 */
export interface PageRoute {
  /** react-router path pattern. */
  path: string;
  /** File name in src/pages/ (without .tsx) of the page component, lazily loaded. */
  page: string;
  /**
   * The concrete URLs to prerender; defaults to the path itself. Dynamic routes list their ids here,
   * loading their content module lazily so the browser bundle never carries it for this.
   */
  prerender?: () => Promise<string[]>;
  /**
   * Data the page reads while rendering, loaded with the page module before the first render of
   * a URL (so hydration renders the prerendered page at once) and by the page itself after a
   * client-side navigation. Import it lazily, like `prerender`.
   */
  preload?: (params: RouteParams) => Promise<unknown>;
  /**
   * The source files `preload` imports for a URL. The build preloads their chunks with the page's
   * (prerendered pages start fetching them at once instead of after the entry has run) and counts
   * them in its JavaScript budget.
   */
  dataModules?: (params: RouteParams) => string[];
  /** Listed in sitemap.xml; false pages are left out of it. Defaults to true. */
  indexable?: boolean;
  /**
   * False for private pages, which robots.txt disallows (they also need `indexable: false`).
   * Distinct from `indexable`: a forwarding page stays out of the sitemap but must be crawled, or
   * its canonical link is never seen. Defaults to true.
   */
  crawl?: boolean;
  /** For pages that only forward the visitor: the URL their canonical link points to instead of their own. */
  canonical?: (url: string) => string;
  /**
   * A page only for visitors whose session holds this flag ('true'); anyone else is sent to
   * `otherwise` before the prerendered HTML paints (a script at the top of its head) and, after a
   * client-side navigation, by the page itself.
   */
  onlyWithSessionFlag?: { flag: string; otherwise: string };
  /**
   * The layout a URL of this route shows; defaults to the page component. The browser checks (axe,
   * sideways scrolling, hydration) visit one URL per template, so a route whose URLs differ in
   * layout names them here. Import lazily, like `prerender`: only the tests call it.
   */
  template?: (url: string) => Promise<string>;
  /**
   * False for pages where the site's marketing interruptions (the lead pop-up and the tip toasts)
   * would be in the way: staff at work, a visitor who just sent a form or is leaving the weekly
   * reports (issue 40). Defaults to true.
   */
  interruptions?: boolean;
  /**
   * False for staff pages: the layout leaves out the marketing footer (the newsletter sign-up, the
   * "Limited time offer" countdown, the site's links) and shows only the copyright line, so staff at
   * work see no offer ticking away (issue 52). Defaults to true.
   */
  marketingFooter?: boolean;
}

export const NOT_FOUND_PAGE = 'not-found-page';

declare const __BROWSER_BUNDLE__: boolean | undefined;
/**
 * True in the browser's production bundle (scripts/browser-bundle-plugin.ts): a route's `prerender`,
 * `template` and `dataModules` are for the build and the tests, and the minifier drops them there.
 */
const inBrowserBundle = typeof __BROWSER_BUNDLE__ !== 'undefined' && __BROWSER_BUNDLE__;

type RouteParams = Readonly<Record<string, string | undefined>>;

export const routeTable: PageRoute[] = [
  { path: '/', page: 'home-page' },
  { path: '/about', page: 'about-page' },
  { path: '/case-studies', page: 'case-studies-page' },
  {
    path: '/case-studies/:id',
    page: 'case-study-page',
    prerender: inBrowserBundle ? undefined : async () => (await import('@/content/case-studies/case-studies')).caseStudies.map((study) => study.link),
  },
  { path: '/contact', page: 'contact-page' },
  // Book a free consultation (docs/decisions/0062-book-page.md); the picker loads after hydration. No
  // pop-up offering a consultation to a visitor who is booking one.
  { path: '/book', page: 'book-page', interruptions: false },
  // A booked call's cancel link (decision 0062): like /unsubscribe, noindex and out of the sitemap, but
  // crawlable, so a crawler that meets a leaked address reads its noindex.
  { path: '/book/manage', page: 'book-manage-page', indexable: false, interruptions: false },
  { path: '/knowledge-base', page: 'knowledge-base-page' },
  {
    path: '/knowledge-base/:id',
    page: 'knowledge-article-page',
    prerender: inBrowserBundle ? undefined : async () => {
      const [{ catalog, unlistedDocuments }, { knowledgeArticlePaths }] = await Promise.all([
        import('@/content/knowledge-base/catalog.generated'),
        import('@/features/knowledge-base/lib/routes'),
      ]);
      return knowledgeArticlePaths([...catalog, ...unlistedDocuments]).filter((path) => !path.includes(':'));
    },
    template: inBrowserBundle ? undefined : async (url) => (await import('@/features/knowledge-base/lib/article-templates')).articleTemplate(url),
  },
  { path: '/seo-tool', page: 'seo-tool-page' },
  { path: '/pricing', page: 'pricing-page' },
  {
    path: '/services/:id',
    page: 'service-page',
    prerender: inBrowserBundle ? undefined : async () => (await import('@/content/services')).servicePages.map((service) => service.path),
    preload: async ({ id = '' }) => (await import('@/features/services/lib/use-service-page')).preloadServicePage(id),
    dataModules: inBrowserBundle ? undefined : ({ id }) => [`src/content/services/${id}.ts`],
  },
  { path: '/faqs', page: 'faqs-page' },
  { path: '/neighborhoods', page: 'neighborhoods-page' },
  {
    path: '/los-angeles-seo/:id',
    page: 'neighborhood-page',
    prerender: inBrowserBundle ? undefined : async () => (await import('@/content/neighborhoods/list.generated')).neighborhoodList.map((place) => `/los-angeles-seo/${place.id}`),
    preload: async ({ id = '' }) => (await import('@/features/neighborhoods/lib/use-neighborhood')).preloadNeighborhood(id),
    dataModules: inBrowserBundle ? undefined : ({ id }) => [`src/content/neighborhoods/places/${id}.ts`],
  },
  // The old /neighborhood/{id} is no page: the host answers it with a 301 (scripts/redirects.ts, decision 0038).
  { path: '/seo-quiz', page: 'seo-quiz-page' },
  { path: '/seo-assessment-test', page: 'seo-assessment-test-page' },
  { path: '/resources/seo-checklist', page: 'seo-checklist-page' },
  { path: '/resources/backlink-101', page: 'backlink-101-page' },
  { path: '/resources/website-seo-sop', page: 'website-seo-sop-page' },
  { path: '/privacy-policy', page: 'privacy-policy-page' },
  { path: '/privacy-request', page: 'privacy-request-page' },
  { path: '/terms-of-service', page: 'terms-of-service-page' },
  {
    path: '/thank-you',
    page: 'thank-you-page',
    indexable: false,
    crawl: false,
    interruptions: false,
    onlyWithSessionFlag: { flag: storageKeys.formSubmitted, otherwise: '/' },
  },
  { path: '/dashboard', page: 'dashboard-page', indexable: false, crawl: false, interruptions: false, marketingFooter: false },
  // The weekly report's unsubscribe link (docs/decisions/0021-weekly-reports.md): noindex and out of the
  // sitemap, but crawlable, so a crawler that meets the address reads its noindex.
  { path: '/unsubscribe', page: 'unsubscribe-page', indexable: false, interruptions: false },
  // The weekly report's confirmation link (docs/decisions/0025-weekly-report-double-opt-in.md): like /unsubscribe.
  { path: '/weekly-reports/confirm', page: 'weekly-report-confirm-page', indexable: false },
  { path: '*', page: NOT_FOUND_PAGE, prerender: inBrowserBundle ? undefined : async () => [], indexable: false },
];

/** Whether the lead pop-up and the tips may appear on this URL (PageRoute.interruptions). */
export function interruptionsAllowedOn(pathname: string, table: PageRoute[] = routeTable): boolean {
  const route = table.find((candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname));
  return route?.interruptions ?? true;
}

/** Whether this URL shows the marketing footer (PageRoute.marketingFooter). */
export function marketingFooterOn(pathname: string, table: PageRoute[] = routeTable): boolean {
  const route = table.find((candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname));
  return route?.marketingFooter ?? true;
}

export interface PrerenderTarget {
  url: string;
  page: string;
  indexable: boolean;
  /** The canonical URL path of the page (its own URL unless the route forwards elsewhere). */
  canonical: string;
  onlyWithSessionFlag?: PageRoute['onlyWithSessionFlag'];
  /** Source files of the data the page reads (PageRoute.dataModules), preloaded with it. */
  dataModules: string[];
}

/** Every URL the build writes as a static page (the not-found page is written separately as 404.html). */
export async function prerenderTargets(table: PageRoute[] = routeTable): Promise<PrerenderTarget[]> {
  const perRoute = await Promise.all(
    table.map(async (route) =>
      (route.prerender ? await route.prerender() : [route.path]).map((url) => ({
        url,
        page: route.page,
        indexable: route.indexable ?? true,
        canonical: route.canonical ? route.canonical(url) : url,
        onlyWithSessionFlag: route.onlyWithSessionFlag,
        dataModules: route.dataModules?.(matchPath(route.path, url)?.params ?? {}) ?? [],
      })),
    ),
  );
  return perRoute.flat();
}

/**
 * Every prerendered URL with the template it shows (PageRoute.template, else its page component).
 * Apart from prerenderTargets because only the tests need it, and naming some templates loads content.
 */
export async function templatesOf(targets: PrerenderTarget[], table: PageRoute[] = routeTable): Promise<(PrerenderTarget & { template: string })[]> {
  return Promise.all(
    targets.map(async (target) => {
      const route = table.find((candidate) => candidate.page === target.page);
      return { ...target, template: route?.template ? await route.template(target.url) : target.page };
    }),
  );
}

export type PageModule = { default: ComponentType };
