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
