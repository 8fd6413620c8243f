/**
 * How Angelenos group the places we serve: the regions of the Los Angeles Times' Mapping L.A., with the
 * South Bay and the Harbor area as one (docs/decisions/0048-neighborhood-pages-of-their-own.md).
 * The list and its order live in NEIGHBORHOOD_REGIONS (./regions); this type is read from it.
 */
export type { NeighborhoodRegion } from './regions';
import type { NeighborhoodRegion } from './regions';

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
  /** The page's opening line under its heading, 25-40 words: what getting found here means, in this place's terms. */
  heroIntro: string;
  /**
   * "The local picture": 3 paragraphs, 230-280 words together, of what is true of doing business here and
   * nowhere else: the streets and corridors where business happens, who the customers are (residents,
   * commuters, visitors, students), the seasons and events that move demand, the languages people search in.
   */
  localPicture: string[];
  /** Four steps of a plan for a business here (the #strategy cards), each a short title and 30-45 words, specific to the place. */
  strategy: { title: string; description: string }[];
  /** The first of the page's questions: one a business owner here would ask, answered (60-90 words) with a fact of this place. */
  localQuestion: { question: string; answer: string };
  /** Meta description for its page, 120-155 characters, mentioning '{name} SEO' or 'SEO in {name}'. */
  metaDescription: string;
}

/** What a link to a neighborhood needs: the page lists. */
export type NeighborhoodListing = Pick<Neighborhood, 'id' | 'name' | 'region'>;

/** What a directory card shows and its search reads. */
export type NeighborhoodCard = Pick<Neighborhood, 'id' | 'name' | 'region' | 'businessCount' | 'knownFor' | 'keyIndustries'>;
