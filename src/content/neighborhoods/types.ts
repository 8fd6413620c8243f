/** How Angelenos group the places we serve. Order matters: see NEIGHBORHOOD_REGIONS in ./index. */
export type NeighborhoodRegion = 'Central' | 'West' | 'East' | 'South' | 'Valley' | 'North';

export interface Neighborhood {
  /** neighborhoodSlug(name): the name lowercased with whitespace runs turned into single hyphens; e.g. 'Downtown LA' -> 'downtown-la', 'Sherman Oaks' -> 'sherman-oaks'. Avoid names with punctuation. */
  id: string;
  name: string;
  region: NeighborhoodRegion;
  /** Approximate number of businesses in the area (a plausible round figure, e.g. 12500). */
  businessCount: number;
  /** Approximate resident population (2020 census for incorporated cities, rounded; a sensible estimate for LA neighborhoods). */
  population: number;
  /** Average Google local-pack / organic position we see for local businesses there before working with us, one decimal, between 4.0 and 18.0; more competitive areas have worse (higher) numbers. */
  averageRanking: number;
  /** One or two sentences: what the place is known for. */
  knownFor: string;
  /** 6 to 8 key industries, most important first (the directory card shows the first 3, the page up to 6). */
  keyIndustries: string[];
  /** 2-4 sentences: what local search competition looks like there and why. */
  competitiveLandscape: string;
  /** 4-5 real landmarks. */
  localLandmarks: string[];
  /** 3-5 real, well-known, long-established businesses or institutions located there. */
  notableBusinesses: string[];
  /** 3-4 concrete tips for turning that area's searchers into customers. */
  conversionTips: string[];
  /** Meta description for its page, 120-155 characters, mentioning '{name} SEO' or 'SEO in {name}'. */
  metaDescription: string;
}

/** What a link to a neighborhood needs: the page lists and the old-address redirect. */
export type NeighborhoodListing = Pick<Neighborhood, 'id' | 'name' | 'region'>;

/** What a directory card shows and its search reads. */
export type NeighborhoodCard = Pick<Neighborhood, 'id' | 'name' | 'region' | 'businessCount' | 'knownFor' | 'keyIndustries'>;
