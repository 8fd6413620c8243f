import { site } from './site';

/**
 * The Open Graph cards of the site (rendered to public/og/<name>.jpg by `npm run og`). The text on a
 * card is also its alt text, so the words a screen reader or a share preview gives are the words in
 * the picture.
 */
export const ogCards = [
  {
    name: 'default',
    eyebrow: 'Los Angeles SEO agency',
    title: 'Get found by customers across Los Angeles',
    subtitle: 'Local, technical and content SEO for LA businesses since 2015. 97% client retention, 250+ businesses helped.',
  },
] as const;

type OgCard = (typeof ogCards)[number];

const ogCardPath = (card: OgCard) => `/og/${card.name}.jpg`;

/** The alt text of a card image by its path, or null for an image that is not one of the cards. */
export function ogCardAlt(path: string): string | null {
  const card = ogCards.find((candidate) => ogCardPath(candidate) === path);
  return card ? `${site.name}: ${card.title}. ${card.subtitle}` : null;
}

/**
 * The sections whose pages each get a card of their own, so a shared link to one of them is not
 * the same picture as every other (issue 50). The label is the card's eyebrow. A prefix rule rather
 * than a list of pages: PageHead is on every page, and a list of some 90 titles would ride along.
 */
const pageCardSections = [
  { prefix: '/case-studies/', label: 'Case study' },
  { prefix: '/knowledge-base/', label: 'SEO knowledge base' },
  { prefix: '/resources/', label: 'Free SEO resource' },
  { prefix: '/services/', label: 'SEO service' },
  { prefix: '/los-angeles-seo/', label: 'Local SEO across LA County' },
] as const;

/**
 * Single pages with a card of their own: /book, where every call to action for a call leads, is
 * shared on its own and should not preview as the home page (issue 61, decision 0062).
 */
const pageCardPages = [{ path: '/book', label: 'Free 30-minute call' }] as const;

/** A page's own card: where the build writes it, and the words on it. */
export interface PageCard {
  /** Site path of the PNG, `/og` + the page's path, e.g. /og/case-studies/cs-1.png. */
  image: string;
  label: string;
  title: string;
  alt: string;
}

// The card already shows the brand; a title that ends with it would say it twice.
const BRAND_SUFFIX = new RegExp(`\\s*\\|\\s*(${site.name}|${site.shortName})$`);

/**
 * The card of the page at `path` with this head title, or null for a page that shares the default
 * card. The build renders every card a prerendered head names (scripts/og/page-cards.ts) from this
 * same answer, so the picture and its alt text carry the same words.
 */
export function pageCard(path: string, pageTitle: string): PageCard | null {
  const section =
    pageCardPages.find((candidate) => candidate.path === path) ??
    pageCardSections.find((candidate) => path.startsWith(candidate.prefix) && path.length > candidate.prefix.length);
  if (!section) return null;
  const title = pageTitle.replace(BRAND_SUFFIX, '');
  // Read in the card's order, like the default card's alt.
  return { image: `/og${path}.png`, label: section.label, title, alt: `${site.name}: ${section.label}. ${title}` };
}

/** The page's own 1200×630 PNG card (`/og` + path + `.png`): the raster image an `Article`'s JSON-LD names (issue 62). */
export function pageCardImage(path: string): string {
  const card = pageCard(path, '');
  if (!card) throw new Error(`${path} has no card of its own`);
  return card.image;
}
