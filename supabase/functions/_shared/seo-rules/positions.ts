/**
 * What the site's own pages say is no problem, each with a page that shows it: an otherwise clean
 * page changed only in that way. No rule may take a point or give an action for it: the source
 * check (tests/unit/seo-tool/rule-sources.test.ts) scores each example with every rule and fails
 * when it is not 100 with nothing to fix, and fails when the sentence is no longer on the page.
 * A new position is added here when an article says something is no problem.
 */
import type { RuleInput } from './rules.ts';

export interface SitePosition {
  /** The site's page that says it. */
  path: string;
  /** Its words, exactly as the page has them. */
  says: string;
  /** Pages that show it: each an otherwise clean page changed in that way alone. */
  examples: ((clean: RuleInput) => RuleInput)[];
}

export const SITE_POSITIONS: readonly SitePosition[] = [
  {
    path: '/knowledge-base/content-depth',
    says: 'Google has said plainly that it does not have a preferred word count',
    // 185 words: the contact page issue 62 measured; 150 and 40 for the crafted pages.
    examples: [185, 150, 40].map((wordCount) => (clean: RuleInput) => ({ ...clean, wordCount })),
  },
  {
    path: '/resources/on-page-seo-essentials.pdf',
    says: 'Google has said that using more than one H1 is not a problem',
    examples: [2, 5].map((h1Count) => (clean: RuleInput) => ({ ...clean, h1Count })),
  },
  {
    path: '/resources/on-page-seo-essentials.pdf',
    says: 'Google does not publish a character limit.',
    // No minimum: a short title or description is no fault (decision 0050).
    examples: [(clean) => ({ ...clean, title: 'Ruiz Plumbing' }), (clean) => ({ ...clean, metaDescription: 'Plumbing repairs in Glendale.' })],
  },
  {
    path: '/knowledge-base/indexing-strategy',
    says: 'a noindex for bingbot takes the page out of Bing, not out of Google',
    examples: [
      (clean) => ({ ...clean, robots: [{ source: 'meta', agent: 'bingbot', rules: ['noindex'] }] }),
      (clean) => ({ ...clean, robots: [{ source: 'header', agent: 'bingbot', rules: ['noindex', 'nofollow'] }] }),
    ],
  },
  {
    path: '/knowledge-base/image-optimization',
    says: 'Decorative images, such as background textures or divider graphics, should have an empty alt attribute so screen readers skip them.',
    // parsePageHtml counts an empty alt as alt text: the page below has 3 images, every one with an alt.
    examples: [(clean) => ({ ...clean, images: 3, imagesWithAlt: 3 })],
  },
];
