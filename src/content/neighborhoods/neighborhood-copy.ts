import { pricingPlans } from '@/content/pricing';
import { site } from '@/content/site';
import type { Neighborhood, PopulationSource, SearchCompetition } from './types';
import { CENSUS_2020_LABEL, census2020Counts } from './census-2020';

/**
 * The few words of a neighborhood page that are written once and filled in from each place's data.
 * Everything else on the page is the place's own (its module in ./places): issue 50 measured 59 % of
 * each page as a template, and tests/site/neighborhood-template.test.ts now holds the shared part
 * under a third. Pure functions, so the page, its JSON-LD and the tests all read the same words.
 */

export interface NeighborhoodFaq {
  question: string;
  /** Plain text, one paragraph. */
  answer: string;
  /** A follow-up link shown under the answer on the page. */
  link?: { to: string; label: string };
}

/** The page title: one wording for every place, not one tuned to reach a length (issue 50). */
export function neighborhoodPageTitle(name: string): string {
  return `${name} SEO Services | ${site.shortName}`;
}

/** "Why SEO matters here": the place's own picture, what competes there, and how crowded search is, in one sentence. */
export function whySeoParagraphs(place: Neighborhood): string[] {
  return [...place.localPicture, place.competitiveLandscape, COMPETITION_SENTENCE[place.searchCompetition](place.name)];
}

/**
 * How crowded local search is, in one sentence. A local pack has three places, so the copy speaks of
 * how many strong businesses want them, in our assessment, never of an average position (issue 24).
 */
const COMPETITION_SENTENCE: Record<SearchCompetition, (name: string) => string> = {
  'very high': (name) => `In our assessment, local search in ${name} is very crowded: far more than three strong businesses want each of the map pack's three places.`,
  high: (name) => `In our assessment, local search in ${name} is crowded: in most categories more than three strong businesses want the map pack's three places.`,
  moderate: (name) => `In our assessment, local search in ${name} is less crowded than in the busiest parts of Los Angeles, so steady work reaches the map pack sooner.`,
};

/** What each figure on the page rests on, said beside the figures. */
export function figuresNote(place: Neighborhood): string {
  return `Businesses: our rough estimate, rounded to the nearest hundred, not a count from any register. Residents: ${POPULATION_SOURCE[place.populationSource](place)}. Competition: our assessment of how crowded local search is, not a measured figure.`;
}

/** The census wording names the exact count behind the rounded figure (issue 41). */
const POPULATION_SOURCE: Record<PopulationSource, (place: Neighborhood) => string> = {
  'census-2020': ({ id }) => {
    const count = census2020Counts[id];
    if (count === undefined) throw new Error(`${id} has no 2020 census count in src/content/neighborhoods/census-2020.ts`);
    return `${CENSUS_2020_LABEL}, ${count.toLocaleString('en-US')}, rounded to the nearest hundred`;
  },
  estimate: () => 'our rounded estimate, as the census does not count neighborhoods of the City of Los Angeles on their own',
};

/** Where competition is high or very high, the cost answer points to the plan for contested keywords. */
const CROWDED: ReadonlySet<SearchCompetition> = new Set(['very high', 'high']);

/** The page's questions: the place's own first, then what SEO costs there. */
export function neighborhoodFaqs(place: Neighborhood): NeighborhoodFaq[] {
  const localSeo = planPrice('local-seo');
  const competitive = planPrice('competitive-keywords');
  return [
    place.localQuestion,
    {
      question: `What does SEO cost for ${withArticle(place.name)} business?`,
      answer: CROWDED.has(place.searchCompetition)
        ? `Local SEO starts at ${localSeo.price} per month. Where search is as crowded as in ${place.name}, a business chasing the most contested keywords across Los Angeles may need our ${competitive.title} plan at ${competitive.price} per month; the initial audit tells you which before you commit.`
        : `Local SEO starts at ${localSeo.price} per month, and in ${place.name}, where search is less crowded, it is usually all a business needs to reach the map pack. Our ${competitive.title} plan (${competitive.price} per month) is for keywords contested across Los Angeles.`,
      link: { to: '/pricing', label: 'Compare plans and pricing' },
    },
    {
      question: `How long does SEO take in ${place.name}?`,
      answer: `Most clients see results in 3-6 months; a corrected Google Business Profile and cleaned-up listings can bring calls within weeks. ${
        CROWDED.has(place.searchCompetition) ? 'The most contested keywords here can take longer.' : 'Less crowded search usually means less ground to make up.'
      }`,
    },
  ];
}

/** The headline of the contact form beside the page. */
export function contactFormTitle(name: string): string {
  return `Get more customers in ${name}`;
}

/** 'a Hollywood', 'an Echo Park'. The first letter stands in for the first sound, which holds for every name listed. */
function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

function planPrice(id: string): { title: string; price: string } {
  const plan = pricingPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Pricing plan "${id}" is missing from src/content/pricing.ts`);
  return plan;
}
