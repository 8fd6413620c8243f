import { neighborhoodList } from './list.generated';
import type { Neighborhood, NeighborhoodListing } from './types';

export type { Neighborhood, NeighborhoodCard, NeighborhoodListing, NeighborhoodRegion, PopulationSource, SearchCompetition } from './types';
export { neighborhoodList } from './list.generated';

export { NEIGHBORHOOD_REGIONS } from './regions';

/** The neighborhood with this id (e.g. 'sherman-oaks'): its name and region, or undefined. */
export function neighborhoodListingById(id: string): NeighborhoodListing | undefined {
  return neighborhoodList.find((neighborhood) => neighborhood.id === id);
}

// One chunk per place: a neighborhood page loads its own record and no other.
const placeModules = import.meta.glob<{ default: Neighborhood }>('./places/*.ts');

/** The full record of the neighborhood with this id, or undefined for an unknown id. */
export async function loadNeighborhood(id: string): Promise<Neighborhood | undefined> {
  const load = neighborhoodListingById(id) ? placeModules[`./places/${id}.ts`] : undefined;
  return load ? (await load()).default : undefined;
}
