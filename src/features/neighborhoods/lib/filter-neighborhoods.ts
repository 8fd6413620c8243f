import type { NeighborhoodCard, NeighborhoodRegion } from '@/content/neighborhoods';

export interface NeighborhoodFilters {
  /** Free text matched against the name and the key industries; blank matches everything. */
  query: string;
  /** Only this region, or every region when null. */
  region: NeighborhoodRegion | null;
}

/** The neighborhoods matching both the search text (case-insensitive) and the region, in list order. */
export function filterNeighborhoods<Place extends NeighborhoodCard>(list: readonly Place[], { query, region }: NeighborhoodFilters): Place[] {
  const needle = query.trim().toLowerCase();
  return list.filter((place) => {
    if (region && place.region !== region) return false;
    if (!needle) return true;
    return place.name.toLowerCase().includes(needle) || place.keyIndustries.some((industry) => industry.toLowerCase().includes(needle));
  });
}

/** The region after a click on a region button: clicking the active region turns the filter off. */
export function toggleRegion(current: NeighborhoodRegion | null, clicked: NeighborhoodRegion): NeighborhoodRegion | null {
  return current === clicked ? null : clicked;
}
