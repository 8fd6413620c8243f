import { absoluteUrl } from '@/lib/site-url';

export function breadcrumbSchema(items: { name: string; path: string }[]) {
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

/** The trail of a page one level below home: Home > name. */
export function topLevelBreadcrumb(name: string, path: string) {
  return breadcrumbSchema([
    { name: 'Home', path: '/' },
    { name, path },
  ]);
}
