/**
 * Every rule the page score applies and every action the weekly report gives, with its reason
 * (docs/decisions/0073-rules-with-their-reasons.md). A rule's source is the page of this site that
 * explains it and the sentence of that page it relies on, word for word, and Google's own page where
 * Google documents it; tests/unit/seo-tool/rule-sources.test.ts fails when the page is missing, the
 * sentence is not on it, or a rule takes points for what one of the site's pages says is no problem
 * (positions.ts). No parser and no network here: the browser, the weekly report and the page check
 * all read it.
 */
import type { PageFacts, PageReport } from '../page-report.ts';
import { lengthAdvice, SHORTENED_BEYOND, SHORTENED_BEYOND_TEXT } from '../seo-length-rule.ts';
import { describeDirective, googleNoindex, otherCrawlerNoindex } from './robots-directives.ts';

/** What a rule reads: the report's facts, of which only the status and the timing are not the page's own. */
export type RuleInput = PageFacts &
  Pick<PageReport, 'canonicalStatus' | 'robotsTxt'> & {
    status: number;
    loadTimeMs: number;
    /** Where the page was served from; without it the canonical's host is not compared. */
    finalUrl?: string;
  };

/** Where the reason for a rule is written down. */
export interface RuleSource {
  /** The site's page: a knowledge-base article or a resource (a route of the site). */
  path: string;
  /** Its title, for the tool's "Why:" link. */
  title: string;
  /** The sentence (or part of one) of that page the rule relies on, word for word. */
  claim: string;
  /** Google's page on it, where Google documents it. */
  google?: string;
}

/**
 * What a rule does to the score: `cap` keeps it at or below `max` whatever else is right (a page
 * Google will not index is not a good page), `deduct` takes up to `points`, and `fact` only reports.
 */
export type RuleEffect = { kind: 'cap'; max: number } | { kind: 'deduct'; points: number } | { kind: 'fact' };

export interface RuleAction {
  title: string;
  detail: string;
}

export interface RuleFinding {
  /** What the rule found, in a sentence for the visitor. */
  found: string;
  /** Fewer points than the rule's most (missing alt text costs 2 an image). */
  points?: number;
  /** What to do about it; none for a fact. */
  action?: RuleAction;
}

export interface PageRule {
  id: string;
  /** What the rule checks, for the docs and the source check's messages. */
  checks: string;
  effect: RuleEffect;
  source: RuleSource;
  /** What the rule finds on a page, or null when it has nothing to say. */
  find: (page: RuleInput) => RuleFinding | null;
}

/** Google's indexability rules cap the score here: "Poor", whatever else the page gets right. */
export const NOT_INDEXABLE_CAP = 20;

const INDEXING = { path: '/knowledge-base/indexing-strategy', title: 'Getting Your Pages Indexed: Sitemaps, Robots and Canonicals' } as const;
const ON_PAGE = { path: '/resources/on-page-seo-essentials.pdf', title: 'On-Page SEO Essentials' } as const;
const ARCHITECTURE = { path: '/knowledge-base/site-architecture', title: 'Site Architecture for Local Business Websites' } as const;
const IMAGES = { path: '/knowledge-base/image-optimization', title: 'Image Optimization for SEO: Formats, Sizing and Alt Text' } as const;
const DEPTH = { path: '/knowledge-base/content-depth', title: 'Content Depth vs. Length: Cover a Topic Without Padding' } as const;

const count = (value: number) => value.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const bareHost = (url: URL) => url.hostname.replace(/^www\./, '');
function urlOrNull(value: string | null | undefined): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

/** The canonical names another site (www. or not is the same site). */
function canonicalElsewhere(page: RuleInput): URL | null {
  const canonical = urlOrNull(page.canonical);
  const here = urlOrNull(page.finalUrl);
  return canonical && here && bareHost(canonical) !== bareHost(here) ? canonical : null;
}

/** The rules, indexability first: of two caps the first one's action leads. */
export const PAGE_RULES: readonly PageRule[] = [
  {
    id: 'status',
    checks: 'The page answers with an error status (400 or more).',
    effect: { kind: 'cap', max: NOT_INDEXABLE_CAP },
    source: {
      ...INDEXING,
      claim: 'A page that answers with an error status, such as 404 (not found) or 500 (server error), is not indexed',
      google: 'https://developers.google.com/search/docs/crawling-indexing/http-network-errors',
    },
    find: (page) =>
      page.status >= 400
        ? {
            found: `The page answered with status ${page.status}, so Google does not index it.`,
            action: {
              title: `Fix the error the page answers with (status ${page.status})`,
              detail:
                page.status >= 500 || page.status === 429
                  ? 'Visitors cannot reach it. Search engines slow their visits while a server keeps failing and drop pages that go on failing, so ask your hosting company to fix it.'
                  : 'Visitors cannot reach it, and search engines drop a page that answers "not found" from their results. Check the address, or redirect it to the page that replaced it.',
            },
          }
        : null,
  },
  {
    id: 'robots_txt_blocked',
    checks: "The site's robots.txt blocks the page for Googlebot (Google's reading: its own group, the longest rule).",
    effect: { kind: 'cap', max: NOT_INDEXABLE_CAP },
    source: {
      ...INDEXING,
      claim: 'A page blocked in robots.txt will not be crawled.',
      google: 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt',
    },
    find: (page) =>
      page.robotsTxt?.blockedBy
        ? {
            found: `robots.txt blocks this page for Googlebot ("${page.robotsTxt.blockedBy}"), so Google cannot read it.`,
            action: {
              title: 'Let Google crawl the page',
              detail: `Your robots.txt has "${page.robotsTxt.blockedBy}", which stops Googlebot from reading this page. Remove or narrow that line if the page should be found; to keep a page out of search, use noindex instead and let it be crawled.`,
            },
          }
        : null,
  },
  {
    id: 'noindex',
    checks: 'A noindex or none rule for every crawler or for googlebot, in a robots meta tag or the X-Robots-Tag header.',
    effect: { kind: 'cap', max: NOT_INDEXABLE_CAP },
    source: {
      ...INDEXING,
      claim: 'To keep a page out of search results, use a noindex rule, either as a robots meta tag in the page or as an X-Robots-Tag HTTP header.',
      google: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
    },
    find: (page) => {
      const rules = googleNoindex(page.robots ?? []);
      if (rules.length === 0) return null;
      const where = rules.map(describeDirective).join(' and ');
      return {
        found: `The page tells Google not to index it: ${where}.`,
        action: {
          title: 'Remove the noindex rule if the page should be found',
          detail: `The page says ${where}, so Google leaves it out of its results however good it is. If customers should find this page, remove that rule; keep it only on pages such as thank-you pages.`,
        },
      };
    },
  },
  {
    id: 'canonical_other_site',
    checks: 'The canonical link names a page on another site.',
    effect: { kind: 'cap', max: NOT_INDEXABLE_CAP },
    source: {
      ...INDEXING,
      claim: 'a canonical link that names a page on another site asks Google to show that page instead of yours',
      google: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
    },
    find: (page) => {
      const elsewhere = canonicalElsewhere(page);
      return elsewhere
        ? {
            found: `The canonical link names ${elsewhere.href}, on another site: Google is asked to show that page instead of this one.`,
            action: {
              title: 'Point the canonical link to this page',
              detail: `It names ${elsewhere.host}, so Google is asked to index that site's page instead of yours. Unless this page is a copy of that one, make the canonical link this page's own address.`,
            },
          }
        : null;
    },
  },
  {
    id: 'canonical_not_ok',
    checks: 'The canonical link names another address of the site that does not answer 200.',
    effect: { kind: 'cap', max: NOT_INDEXABLE_CAP },
    source: {
      ...INDEXING,
      claim: 'Point it at a page that answers with a 200 status, not at a redirect or an error page',
      google: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
    },
    find: (page) =>
      typeof page.canonicalStatus === 'number' && page.canonicalStatus !== 200 && !canonicalElsewhere(page)
        ? {
            found: `The canonical link names ${page.canonical ?? ''}, which answers with status ${page.canonicalStatus}.`,
            action: {
              title: 'Point the canonical link to a working page',
              detail: `It names ${page.canonical ?? 'an address'}, which answers with status ${page.canonicalStatus}, so Google is sent to a page it will not index. Make it this page's own address, or the final address of the page it copies.`,
            },
          }
        : null,
  },
  {
    id: 'other_crawler_noindex',
    checks: 'A noindex rule for another crawler only (bingbot): reported as a fact, it does not apply to Google.',
    effect: { kind: 'fact' },
    source: {
      ...INDEXING,
      claim: 'a noindex for bingbot takes the page out of Bing, not out of Google',
      google: 'https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag',
    },
    find: (page) => {
      const rules = otherCrawlerNoindex(page.robots ?? []);
      if (rules.length === 0) return null;
      const agents = [...new Set(rules.map((rule) => rule.agent))].join(' and ');
      return {
        found: `A noindex rule for ${agents} only (${rules.map(describeDirective).join(' and ')}): it keeps the page out of that search engine, not out of Google.`,
      };
    },
  },
  {
    id: 'no_title',
    checks: 'The page has no title, or an empty one.',
    effect: { kind: 'deduct', points: 20 },
    source: {
      ...ON_PAGE,
      claim: 'Every indexable page should have its own unique, descriptive title.',
      google: 'https://developers.google.com/search/docs/appearance/title-link',
    },
    find: (page) =>
      lengthAdvice(page.title?.length ?? 0, SHORTENED_BEYOND.title) === 'missing'
        ? {
            found: 'The page has no title tag.',
            action: { title: 'Add a title tag', detail: 'Write a title that names your main service and your area. It is the headline of your search result.' },
          }
        : null,
  },
  {
    id: 'long_title',
    checks: `The title is over ${SHORTENED_BEYOND.title} characters.`,
    effect: { kind: 'deduct', points: 5 },
    source: {
      ...ON_PAGE,
      claim: 'Titles are shortened based on the pixel width available in the results, so long titles are often cut off with an ellipsis.',
      google: 'https://developers.google.com/search/docs/appearance/title-link',
    },
    find: (page) => {
      const length = page.title?.length ?? 0;
      return lengthAdvice(length, SHORTENED_BEYOND.title) === 'long'
        ? {
            found: `The title has ${length} characters, and ${SHORTENED_BEYOND_TEXT.title}.`,
            action: { title: 'Shorten the title', detail: `It has ${length} characters, and ${SHORTENED_BEYOND_TEXT.title}. Put your service and area first.` },
          }
        : null;
    },
  },
  {
    id: 'no_description',
    checks: 'The page has no meta description, or an empty one.',
    effect: { kind: 'deduct', points: 15 },
    source: {
      ...ON_PAGE,
      claim: 'Google often uses it as the snippet under your title link, and a clear, relevant snippet persuades more searchers to click.',
      google: 'https://developers.google.com/search/docs/appearance/snippet',
    },
    find: (page) =>
      lengthAdvice(page.metaDescription?.length ?? 0, SHORTENED_BEYOND.description) === 'missing'
        ? {
            found: 'The page has no meta description.',
            action: {
              title: 'Write a meta description',
              detail: 'Say in a sentence or two what you offer, where, and why to click. Search engines often show it under your title.',
            },
          }
        : null,
  },
  {
    id: 'long_description',
    checks: `The meta description is over ${SHORTENED_BEYOND.description} characters.`,
    effect: { kind: 'deduct', points: 5 },
    source: {
      ...ON_PAGE,
      claim: 'That is enough room to describe the page, name a benefit and invite action without being cut off in most results.',
      google: 'https://developers.google.com/search/docs/appearance/snippet',
    },
    find: (page) => {
      const length = page.metaDescription?.length ?? 0;
      return lengthAdvice(length, SHORTENED_BEYOND.description) === 'long'
        ? {
            found: `The meta description has ${length} characters, and ${SHORTENED_BEYOND_TEXT.description}.`,
            action: {
              title: 'Shorten the meta description',
              detail: `It has ${length} characters, and ${SHORTENED_BEYOND_TEXT.description}. Say what you offer and where first.`,
            },
          }
        : null;
    },
  },
  {
    id: 'no_h1',
    checks: 'The page has no h1 heading.',
    effect: { kind: 'deduct', points: 10 },
    source: {
      ...ON_PAGE,
      claim: "The H1 is the page's main headline and should tell visitors right away that they are in the right place.",
      google: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
    },
    find: (page) =>
      page.h1Count === 0
        ? {
            found: 'The page has no h1 heading.',
            action: {
              title: 'Give the page an h1 heading',
              detail: 'One main heading that says what the page is about helps visitors and search engines alike.',
            },
          }
        : null,
  },
  {
    id: 'h1_count',
    checks: 'How many h1 headings the page has: a fact, since Google has said more than one is not a problem.',
    effect: { kind: 'fact' },
    source: { ...ON_PAGE, claim: 'Google has said that using more than one H1 is not a problem' },
    find: (page) =>
      page.h1Count > 1
        ? { found: `The page has ${page.h1Count} h1 headings. Google has said more than one is not a problem; one clear h1 is simply the easiest to follow.` }
        : null,
  },
  {
    id: 'no_canonical',
    checks: 'The page has no canonical link.',
    effect: { kind: 'deduct', points: 5 },
    source: {
      ...ARCHITECTURE,
      claim:
        'Set a canonical tag on each page pointing to its preferred URL so variations created by tracking parameters or trailing slashes do not split signals.',
      google: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
    },
    find: (page) =>
      page.canonical === null
        ? {
            found: 'The page has no canonical link.',
            action: {
              title: 'Add a canonical link',
              detail: 'It tells search engines which address of this page to rank when it can be reached at more than one.',
            },
          }
        : null,
  },
  {
    id: 'word_count',
    checks: "The page's word count: a fact, since Google has no preferred word count.",
    effect: { kind: 'fact' },
    source: {
      ...DEPTH,
      claim: 'Google has said plainly that it does not have a preferred word count',
      google: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
    },
    find: (page) => ({
      found: `${plural(page.wordCount, 'word')} of copy. Google has no preferred word count: what counts is that the page answers what your customers ask.`,
    }),
  },
  {
    id: 'no_internal_links',
    checks: 'The page links to no other page of its site.',
    effect: { kind: 'deduct', points: 5 },
    source: {
      ...ARCHITECTURE,
      claim: 'They help visitors move to the next logical step, and they help search engines discover pages and understand what each page is about.',
      google: 'https://developers.google.com/search/docs/crawling-indexing/links-crawlable',
    },
    find: (page) =>
      page.internalLinks === 0
        ? {
            found: 'The page links to none of your other pages.',
            action: {
              title: 'Link to your other pages',
              detail: 'Links to your service and contact pages help visitors go on and help search engines find those pages.',
            },
          }
        : null,
  },
  {
    id: 'slow',
    checks: 'The HTML alone took longer than 3 seconds to download, so the page cannot load in the 3 seconds the site recommends.',
    effect: { kind: 'deduct', points: 10 },
    source: {
      ...ON_PAGE,
      claim:
        'Speed still has a direct effect on leads and sales, which is why we recommend that pages fully load in under 3 seconds on a typical mobile connection.',
      google: 'https://developers.google.com/search/docs/appearance/core-web-vitals',
    },
    find: (page) =>
      page.loadTimeMs > 3000
        ? {
            found: `The HTML alone took ${seconds(page.loadTimeMs)} to download.`,
            action: {
              title: 'Make the page load faster',
              detail: `Its HTML alone took ${seconds(page.loadTimeMs)} to download to our checker, before any image or script. That is usually slow hosting or a slow page build: ask your host about caching. Google's own measure, Largest Contentful Paint, is good at 2.5 s or less.`,
            },
          }
        : null,
  },
  {
    id: 'missing_alt',
    checks: 'Images without an alt attribute (2 points each, 10 at most); an empty alt is right for a decorative image.',
    effect: { kind: 'deduct', points: 10 },
    source: {
      ...IMAGES,
      claim: 'Alt text describes an image for people using screen readers and for search engines.',
      google: 'https://developers.google.com/search/docs/appearance/google-images',
    },
    find: (page) => {
      const missing = page.images - page.imagesWithAlt;
      return missing > 0
        ? {
            found: `${plural(missing, 'image')} without alt text.`,
            points: Math.min(10, missing * 2),
            action: {
              title: 'Add alt text to your images',
              detail: `${plural(missing, 'image')} ${missing === 1 ? 'has' : 'have'} none. Describe each image in a few words; decorative ones get an empty alt.`,
            },
          }
        : null;
    },
  },
];
