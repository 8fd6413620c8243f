import { neighborhoods } from './neighborhoods';
import type { Neighborhood, NeighborhoodRegion } from './types';

export type { Neighborhood, NeighborhoodRegion } from './types';
export { neighborhoods } from './neighborhoods';

/** The regions in display order (the data array is sorted the same way, then by name). */
export const NEIGHBORHOOD_REGIONS = [
  'Central',
  'West',
  'East',
  'South',
  'Valley',
  'North',
] as const satisfies readonly NeighborhoodRegion[];

/** The neighborhood with this id (e.g. 'sherman-oaks'), or undefined. */
export function neighborhoodById(id: string): Neighborhood | undefined {
  return neighborhoods.find((neighborhood) => neighborhood.id === id);
}
