/**
 * The Open Graph and Twitter card tags of one page, as src/components/seo/head-tags.tsx writes them:
 * they must repeat the page's own title, description and canonical (a share preview that names
 * another page is worse than none), and the image must be a file the site actually serves.
 */
import { site } from '../../../src/content/site';
import { SITE_URL } from './dist';
import type { StaticPageFacts } from './page-facts';

export interface OpenGraphExpectation {
  /** The absolute canonical URL the page should name. */
  canonical: string;
  /** `article` for writing with an author and dates (the pages that emit Article JSON-LD), else `website`. */
  ogType: 'website' | 'article';
}

export function openGraphProblems(facts: StaticPageFacts, expected: OpenGraphExpectation, isFileOfBuild: (path: string) => boolean): string[] {
  const og = facts.openGraph;
  const twitter = facts.twitter;
  const problems: string[] = [];
  const same = (what: string, actual: string | undefined, wanted: string | null) => {
    if (!actual || actual !== wanted) problems.push(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
  };
  same('og:title', og['og:title'], facts.title);
  same('og:description', og['og:description'], facts.description);
  same('og:url', og['og:url'], expected.canonical);
  same('og:type', og['og:type'], expected.ogType);
  same('og:site_name', og['og:site_name'], site.name);
  same('og:locale', og['og:locale'], 'en_US');
  // The cards are drawn at 1200x630 (`npm run og`, decision 0004; a content page's own by the build, decision 0051).
  same('og:image:width', og['og:image:width'], '1200');
  same('og:image:height', og['og:image:height'], '630');
  if (!og['og:image:alt']) problems.push('og:image:alt is missing');
  const image = og['og:image'] ?? '';
  const imageUrl = URL.canParse(image) ? new URL(image) : null;
  if (!imageUrl || imageUrl.origin !== SITE_URL) problems.push(`og:image ${JSON.stringify(image)} is not an absolute URL on ${SITE_URL}`);
  else if (!isFileOfBuild(decodeURI(imageUrl.pathname))) problems.push(`og:image ${image} is not a file of the build`);

  same('twitter:card', twitter['twitter:card'], 'summary_large_image');
  same('twitter:title', twitter['twitter:title'], facts.title);
  same('twitter:description', twitter['twitter:description'], facts.description);
  same('twitter:image', twitter['twitter:image'], image);
  same('twitter:image:alt', twitter['twitter:image:alt'], og['og:image:alt'] ?? null);
  return problems;
}
