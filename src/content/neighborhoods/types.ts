/** How Angelenos group the places we serve. Order matters: see NEIGHBORHOOD_REGIONS in ./index. */
export type NeighborhoodRegion = 'Central' | 'West' | 'East' | 'South' | 'Valley' | 'North';

/**
 * Where a population figure comes from: the 2020 census count of an incorporated city or census-designated
 * place (the exact count is in ./census-2020.ts), or our own estimate for a neighborhood of the City of
 * Los Angeles, which the census does not count on its own. One census vintage for every place, so the
 * figures compare (issue 41 removed the one later estimate, Long Beach's).
 */
export type PopulationSource = 'census-2020' | 'estimate';

export type SearchCompetition = 'very high' | 'high' | 'moderate';

export interface Neighborhood {
  /** neighborhoodSlug(name): the name lowercased with whitespace runs turned into single hyphens; e.g. 'Downtown LA' -> 'downtown-la', 'Sherman Oaks' -> 'sherman-oaks'. Avoid names with punctuation. */
  id: string;
  name: string;
  region: NeighborhoodRegion;
  /**
   * Our rough estimate of the number of business locations there, rounded to the nearest hundred: a sense
   * of scale, not a count from any register. Every place it is shown says so (docs/requirements/neighborhoods.md#figures).
   */
  businessCount: number;
  /** Resident population, rounded; where the figure comes from is `populationSource`. */
  population: number;
  populationSource: PopulationSource;
  /** How crowded local search is there, in our assessment; a judgment, shown as one, never as a ranking position. */
  searchCompetition: SearchCompetition;
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

/** What a link to a neighborhood needs: the page lists. */
export type NeighborhoodListing = Pick<Neighborhood, 'id' | 'name' | 'region'>;

/** What a directory card shows and its search reads. */
export type NeighborhoodCard = Pick<Neighborhood, 'id' | 'name' | 'region' | 'businessCount' | 'knownFor' | 'keyIndustries'>;
