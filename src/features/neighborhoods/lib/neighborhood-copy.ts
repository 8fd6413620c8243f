import type { Neighborhood } from '@/content/neighborhoods';
import { pricingPlans } from '@/content/pricing';
import { site } from '@/content/site';
import { formatCount, formatRanking } from './format-figures';

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
  /** Plain text: it also goes into the FAQPage JSON-LD. */
  answer: string;
  /** A follow-up link shown under the answer on the page. */
  link?: { to: string; label: string };
}

const TITLE_LIMIT = 60;

/** The page title, shortened for long names so it stays within 60 characters. */
export function neighborhoodPageTitle(name: string): string {
  const full = `${name} SEO Services | ${site.shortName}`;
  return full.length <= TITLE_LIMIT ? full : `${name} SEO | ${site.shortName}`;
}

export function neighborhoodHeroIntro(place: Neighborhood): string {
  return `Get found by more customers in ${place.name}. We help local businesses climb Google's map pack and search results with SEO built around how people in ${place.name} actually search.`;
}

/** The "why SEO matters here" paragraphs: what the place is, how crowded search is, where businesses start. */
export function whySeoParagraphs(place: Neighborhood): string[] {
  return [
    `${describePlace(place)} About ${formatCount(place.businessCount)} businesses compete here for the attention of ${formatCount(place.population)} residents and everyone who comes in to work, shop or visit, and most of those customers start with a search on Google.`,
    place.competitiveLandscape,
    `Before working with us, local businesses in ${place.name} rank around ${formatRanking(place.averageRanking)} on average for the searches that matter to them. Most clicks go to the three map listings and the first few organic results, so closing that gap is where new customers come from.`,
  ];
}

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
      description: `People looking for ${first} or ${second} in ${name} usually start with the three map listings at the top of Google. We tune your Google Business Profile, categories and reviews to earn one of those spots.`,
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

/**
 * Average starting positions run from about #7 to #17. From #12 on, the typical business is past
 * the first page of results, so the timing answer says plainly that the hardest keywords take longer.
 */
const COMPETITIVE_AREA_RANKING = 12;

/** Three questions a business owner there would ask, answered in line with the site's promises. */
export function neighborhoodFaqs(place: Neighborhood): NeighborhoodFaq[] {
  const { name } = place;
  const [first, second, third] = topIndustries(place);
  const localSeo = planPrice('local-seo');
  const competitive = planPrice('competitive-keywords');
  const ranking = formatRanking(place.averageRanking);
  const startingPoint =
    place.averageRanking >= COMPETITIVE_AREA_RANKING
      ? `Businesses in ${name} start at an average position of ${ranking}, one of the tougher starting points in Los Angeles, so the most contested keywords there can take longer.`
      : `Businesses in ${name} start at an average position of ${ranking}, closer to the top than in the most crowded parts of Los Angeles, which usually means less ground to make up.`;
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
      answer: `Yes. ${capitalize(first)}, ${second} and ${third} are among the largest business categories in ${name}, and we know how their customers search. We start by checking which businesses hold the map pack and the first page for your services in ${name} today, then build a plan around the searches that bring you customers, not just traffic.`,
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
