import { absoluteUrl } from '@/lib/site-url';

/** One step of a breadcrumb trail: what the visible trail shows and the BreadcrumbList JSON-LD repeats. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The BreadcrumbList of a trail. Pass it the same crumbs the page gives <BreadcrumbTrail>: markup is
 * emitted only where the trail is shown (docs/decisions/0038-visible-breadcrumbs-and-final-urls.md).
 */
export function breadcrumbSchema(items: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
