import type { Neighborhood } from '@/content/neighborhoods';

export const NEIGHBORHOOD_DIRECTORY_PATH = '/neighborhoods';

/** The canonical address of a neighborhood page (the old /neighborhood/{id} forwards here). */
export function neighborhoodPath(id: string): string {
  return `/los-angeles-seo/${id}`;
}

/** Home > Neighborhoods > {name}: shown on the page and repeated in its BreadcrumbList JSON-LD. */
export function neighborhoodBreadcrumbs(place: Pick<Neighborhood, 'id' | 'name'>): { name: string; path: string }[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Neighborhoods', path: NEIGHBORHOOD_DIRECTORY_PATH },
    { name: place.name, path: neighborhoodPath(place.id) },
  ];
}
