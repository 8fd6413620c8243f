import { neighborhoodList } from './list.generated';
import type { NeighborhoodListing } from './types';

/**
 * Places next to each other across a region's edge, each pair once: a neighborhood page links the
 * other places of its region, and these too, so that a place alone or nearly alone in its region is
 * still linked from the pages of its neighbors (issue 62: Boyle Heights and Santa Clarita had one
 * link in, from the directory; docs/decisions/0074-links-into-hidden-text-and-dated-facts.md).
 * Each pair shares a border or a road that customers use between them.
 */
export const NEARBY_ACROSS_REGIONS: readonly (readonly [string, string])[] = [
  // Across the Los Angeles River by the First, Fourth and Sixth Street bridges.
  ['boyle-heights', 'downtown-la'],
  // East along the 60 freeway and Whittier Boulevard, past East Los Angeles.
  ['boyle-heights', 'monterey-park'],
  // Over the Newhall Pass on the 5 and 14 freeways.
  ['santa-clarita', 'granada-hills'],
  ['santa-clarita', 'porter-ranch'],
  // Glendale borders Eagle Rock and Pasadena along the 134, and Los Feliz across Griffith Park.
  ['glendale', 'eagle-rock'],
  ['glendale', 'pasadena'],
  ['glendale', 'los-feliz'],
  ['eagle-rock', 'pasadena'],
  // The Arroyo Seco runs from Pasadena down through Highland Park.
  ['highland-park', 'pasadena'],
];

/** The places near this one in other regions, in the directory's order. */
export function nearbyAcrossRegions(id: string): NeighborhoodListing[] {
  const ids = new Set(NEARBY_ACROSS_REGIONS.flatMap(([one, other]) => (one === id ? [other] : other === id ? [one] : [])));
  return neighborhoodList.filter((place) => ids.has(place.id));
}
