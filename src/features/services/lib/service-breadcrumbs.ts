import type { Crumb } from '@/lib/structured-data/breadcrumbs';

/**
 * Home > Services > {name}, following the URL (/services/{id}): shown on the page and repeated in its
 * BreadcrumbList JSON-LD. The site has no /services index (the spec's route table names none), so the
 * Services crumb leads to /pricing, the one page that lists every service with its price
 * (docs/decisions/0038-visible-breadcrumbs-and-final-urls.md).
 */
export function serviceBreadcrumbs(service: { name: string; path: string }): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/pricing' },
    { name: service.name, path: service.path },
  ];
}
