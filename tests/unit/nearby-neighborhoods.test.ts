import { describe, expect, it } from 'vitest';
import { neighborhoodListingById } from '@/content/neighborhoods';
import { NEARBY_ACROSS_REGIONS, nearbyAcrossRegions } from '@/content/neighborhoods/nearby';

describe('nearby places across regions', () => {
  it('pairs places that exist, in different regions, each pair once', () => {
    const seen = new Set<string>();
    for (const [one, other] of NEARBY_ACROSS_REGIONS) {
      const a = neighborhoodListingById(one);
      const b = neighborhoodListingById(other);
      expect(a, one).toBeDefined();
      expect(b, other).toBeDefined();
      expect(a!.region, `${one} and ${other}`).not.toBe(b!.region);
      const key = [one, other].sort().join(' ');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('links both ways, in the directory order', () => {
    expect(nearbyAcrossRegions('boyle-heights').map((place) => place.id)).toEqual(['downtown-la', 'monterey-park']);
    expect(nearbyAcrossRegions('downtown-la').map((place) => place.id)).toEqual(['boyle-heights']);
    expect(nearbyAcrossRegions('glendale').map((place) => place.id)).toEqual(['los-feliz', 'eagle-rock', 'pasadena']);
    expect(nearbyAcrossRegions('venice')).toEqual([]);
  });
});
