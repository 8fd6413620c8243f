import { pricingPlans } from '@/content/pricing';
import { site } from '@/content/site';
import { lengthVerdict, SEO_TITLE_LENGTH } from '@shared/seo-length-rule';
import type { Neighborhood, PopulationSource, SearchCompetition } from './types';
import { CENSUS_2020_LABEL, census2020Counts } from './census-2020';

/**
 * The copy of a neighborhood page that is written once and filled in from each place's data.
 * Pure functions, so the page, its JSON-LD and the tests all read the same words.
 */

export interface CopyBlock {
  title: string;
  description: string;
}

export type NeighborhoodServiceId = 'business-profile' | 'landing-pages' | 'link-building' | 'reviews' | 'technical' | 'local-content';

export interface NeighborhoodService extends CopyBlock {
  id: NeighborhoodServiceId;
}

export interface NeighborhoodFaq {
  question: string;
  /** Plain text, one paragraph. */
  answer: string;
  /** A follow-up link shown under the answer on the page. */
  link?: { to: string; label: string };
}

/** The page title: the longest wording that keeps within the site's title length rule for this place's name. */
export function neighborhoodPageTitle(name: string): string {
  const shortest = `${name} SEO | ${site.shortName}`;
  const wordings = [`${name} SEO Services for Local Businesses | ${site.shortName}`, `${name} SEO for Local Businesses | ${site.shortName}`, shortest];
  return wordings.find((title) => lengthVerdict(title.length, SEO_TITLE_LENGTH) === 'within') ?? shortest;
}

export function neighborhoodHeroIntro(place: Neighborhood): string {
  return `Get found by more customers in ${place.name}. We help local businesses climb Google's map pack and search results with SEO built around how people in ${place.name} actually search.`;
}

/** The "why SEO matters here" paragraphs: what the place is, what competes there, how crowded search is. */
export function whySeoParagraphs(place: Neighborhood): string[] {
  return [
    `${describePlace(place)} By our rough estimate about ${place.businessCount.toLocaleString('en-US')} businesses operate here, serving ${place.population.toLocaleString('en-US')} residents and everyone who comes in to work, shop or visit.`,
    place.competitiveLandscape,
    COMPETITION_PARAGRAPH[place.searchCompetition](place.name),
  ];
}

/**
 * The competition paragraph. A local pack has three places, so the copy speaks of how many strong
 * businesses want them, in our assessment, and never of an average position (issue 24: "#16.4" in a
 * three-place pack means nothing).
 */
const COMPETITION_PARAGRAPH: Record<SearchCompetition, (name: string) => string> = {
  'very high': (name) =>
    `In our assessment, local search competition in ${name} is very high: Google's map pack has room for three businesses, and in most categories here many more than three strong ones want a place. Winning one takes a better profile, more reviews and better pages than the neighbors have, not just a listing.`,
  high: (name) =>
    `In our assessment, local search competition in ${name} is high: Google's map pack has room for three businesses, and in most categories more than three strong ones want a place. Steady work on your profile, reviews and pages is what moves you into it.`,
  moderate: (name) =>
    `In our assessment, local search competition in ${name} is moderate next to the busiest parts of Los Angeles, so a complete Google Business Profile, steady reviews and pages written for ${name} can move a business into one of the map pack's three places sooner.`,
};

/** What each figure on the page rests on, said beside the figures. */
export function figuresNote(place: Neighborhood): string {
  return `The business count is our rough estimate, rounded to the nearest hundred, not a count from any register. Residents: ${POPULATION_SOURCE[place.populationSource](place)}. Competition is our assessment of how crowded local search is in ${place.name}, not a measured figure.`;
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

/** The six services, each said the way it applies to this place. */
export function neighborhoodServices({ name }: Neighborhood): NeighborhoodService[] {
  return [
    {
      id: 'business-profile',
      title: 'Google Business Profile Optimization',
      description: `The right categories, services, hours, photos and weekly posts, so your profile shows up in the map pack when people in ${name} search for what you do.`,
    },
    {
      id: 'landing-pages',
      title: 'Neighborhood Landing Pages',
      description: `Pages for ${name} and the streets around it, with the details local customers look for, such as directions, parking and jobs you have done nearby, instead of a template with the city name swapped in.`,
    },
    {
      id: 'link-building',
      title: 'Local Link Building',
      description: `Links and mentions from ${name} business groups, events, sponsorships and local press: the signals that tell Google you are part of the neighborhood.`,
    },
    {
      id: 'reviews',
      title: 'Review Generation',
      description: `A simple routine for asking every happy customer for a review, plus a reply to each one, so ${name} searchers see fresh, detailed proof before they call.`,
    },
    {
      id: 'technical',
      title: 'Technical SEO',
      description: `Fast, mobile-friendly pages, clean indexing and LocalBusiness schema, so Google understands where you are and visitors searching on a phone in ${name} stay on your site.`,
    },
    {
      id: 'local-content',
      title: 'Content That Answers Local Questions',
      description: `Articles and FAQs built around what ${name} customers actually ask, from prices and timing to parking and opening hours, written in your voice.`,
    },
  ];
}

/** The four-part plan, aimed at the place's leading industries. */
export function strategyCards(place: Neighborhood): CopyBlock[] {
  const { name } = place;
  const [first, second, third] = topIndustries(place);
  return [
    {
      title: `Win the ${name} map pack`,
      description: `When people in ${name} search for ${first} or ${second}, Google often shows three businesses on a map above the other results. We tune your Google Business Profile, categories and reviews to earn one of those spots.`,
    },
    {
      title: `Pages built for ${name} searches`,
      description: `We research the exact phrases people use to find ${joinWithAnd([first, second, third])} in ${name}, including "near me" searches, and give each of your services a page that answers them.`,
    },
    {
      title: 'Local authority that Google trusts',
      description: `Consistent listings, links from ${name} organizations and mentions in local press show Google that your business belongs in the neighborhood, not just near it.`,
    },
    {
      title: 'Calls and customers, not just rankings',
      description: `We track calls, direction requests and form fills from ${name} searches, explain them in a plain-English report every month and move effort toward what brings in customers.`,
    },
  ];
}

/** Where competition is high or very high, the timing answer says plainly that the hardest keywords take longer. */
const CROWDED: ReadonlySet<SearchCompetition> = new Set(['very high', 'high']);

/** Three questions a business owner there would ask, answered in line with the site's promises. */
export function neighborhoodFaqs(place: Neighborhood): NeighborhoodFaq[] {
  const { name } = place;
  const [first, second, third] = topIndustries(place);
  const localSeo = planPrice('local-seo');
  const competitive = planPrice('competitive-keywords');
  const startingPoint = CROWDED.has(place.searchCompetition)
    ? `In our assessment local search in ${name} is among the more crowded in Los Angeles, so the most contested keywords there can take longer.`
    : `In our assessment local search in ${name} is less crowded than in the busiest parts of Los Angeles, which usually means less ground to make up.`;
  return [
    {
      question: `How long does SEO take for a business in ${name}?`,
      answer: `Most clients see results in 3-6 months, and fixing your Google Business Profile and duplicate listings can bring more calls within weeks. ${startingPoint} During the initial audit we tell you what to expect for your category before you commit to anything.`,
    },
    {
      question: `What does SEO cost for ${withArticle(name)} business?`,
      answer: `Local SEO starts at ${localSeo.price} per month and covers your Google Business Profile, listings, reviews and neighborhood pages, which is what most ${name} businesses need to reach the map pack. If you compete across Los Angeles for more contested keywords, our ${competitive.title} plan is ${competitive.price} per month. Every plan starts with an initial audit, and you can compare them all on our pricing page.`,
      link: { to: '/pricing', label: 'Compare plans and pricing' },
    },
    {
      question: `Do you have experience with ${first} in ${name}?`,
      // No blanket "Yes" (issue 41): the case studies are the experience we can show, and the
      // industries are our editorial list of what we see most there, not a ranking by size.
      answer: `Our case studies show the Los Angeles businesses we have worked with, from restaurants and clinics to trades and studios; ask us which are closest to yours. ${capitalize(first)}, ${second} and ${third} are among the business categories we see most in ${name}. Whatever yours is, we start by checking which businesses hold the map pack and the first page for your services in ${name} today, then build a plan around the searches that bring you customers, not just traffic.`,
      link: { to: '/case-studies', label: 'See our case studies' },
    },
  ];
}

/** The headline of the contact form beside the page. */
export function contactFormTitle(name: string): string {
  return `Get more customers in ${name}`;
}

// ---------------------------------------------------------------------------------------------

/** Words a knownFor line may open with that read naturally after "{name} is ...". */
const PREDICATE_OPENERS = new Set(['a', 'an', 'the', 'one', 'often', 'home', 'known', 'famous']);

/** "{name} is {knownFor}" when the line reads as a description, or the line itself when it does not. */
function describePlace({ name, knownFor }: Neighborhood): string {
  const firstWord = knownFor.split(/\s/, 1)[0]?.toLowerCase() ?? '';
  if (!PREDICATE_OPENERS.has(firstWord)) return knownFor;
  return `${name} is ${knownFor.charAt(0).toLowerCase()}${knownFor.slice(1)}`;
}

/** The first three industries, written for the middle of a sentence ('Fashion & Apparel' -> 'fashion & apparel'). */
function topIndustries(place: Neighborhood): [string, string, string] {
  const [first = 'local services', second = 'retail', third = 'restaurants'] = place.keyIndustries.map(industryInProse);
  return [first, second, third];
}

// The ampersand stays: with "and" inside items, a list like "bars and music venues and coffee shops" blurs.
function industryInProse(industry: string): string {
  return industry.toLowerCase();
}

/** 'a Hollywood', 'an Echo Park'. The first letter stands in for the first sound, which holds for every name listed. */
function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

function joinWithAnd(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function planPrice(id: string): { title: string; price: string } {
  const plan = pricingPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Pricing plan "${id}" is missing from src/content/pricing.ts`);
  return plan;
}
