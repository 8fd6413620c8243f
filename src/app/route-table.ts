import type { ComponentType } from 'react';

/**
 * THE route table: every page of the site, used by the browser entry, the prerender step and the
 * sitemap. Later features add their routes here and nowhere else.
 */
export interface PageRoute {
  /** react-router path pattern. */
  path: string;
  /** File name in src/pages/ (without .tsx) of the page component, lazily loaded. */
  page: string;
  /** The concrete URLs to prerender; defaults to the path itself. Dynamic routes list their ids here. */
  prerender?: () => string[];
  /** Listed in sitemap.xml and open to crawlers. Defaults to true. */
  indexable?: boolean;
}

export const NOT_FOUND_PAGE = 'not-found-page';

export const routeTable: PageRoute[] = [
  { path: '/', page: 'home-page' },
  { path: '/contact', page: 'contact-page' },
  { path: '/privacy-policy', page: 'privacy-policy-page' },
  { path: '/terms-of-service', page: 'terms-of-service-page' },
  { path: '/thank-you', page: 'thank-you-page', indexable: false },
  { path: '/dashboard', page: 'dashboard-page', indexable: false },
  { path: '*', page: NOT_FOUND_PAGE, prerender: () => [], indexable: false },
];

export interface PrerenderTarget {
  url: string;
  page: string;
  indexable: boolean;
}

/** Every URL the build writes as a static page (the not-found page is written separately as 404.html). */
export function prerenderTargets(table: PageRoute[] = routeTable): PrerenderTarget[] {
  return table.flatMap((route) =>
    (route.prerender ? route.prerender() : [route.path]).map((url) => ({
      url,
      page: route.page,
      indexable: route.indexable ?? true,
    })),
  );
}

export type PageModule = { default: ComponentType };
