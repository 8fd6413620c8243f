/**
 * Reads what the site checks need out of one prerendered HTML file in a single htmlparser2 pass (no
 * browser, no DOM kept): the suite holds the facts of some 150 pages, not their trees.
 */
import { Parser } from 'htmlparser2';
import { deferredEntryAssets } from '../../../scripts/prerender/head';

export interface Heading {
  level: number;
  text: string;
}

export interface Panel {
  role: 'region' | 'tabpanel';
  /** Radix's state: `open` or `closed` for an accordion answer, `active` or `inactive` for a tab. */
  state: string;
  /** The `hidden` attribute's value, or null without one. */
  hidden: string | null;
  /** The panel's text, whitespace collapsed, hidden or not. */
  text: string;
}

export interface StaticPageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /**
   * Every head tag that must appear once, as `title`, `canonical`, `name:<name>` or `property:<property>`,
   * in the order met: a repeated one (two titles, two canonicals) shows as a repeated key.
   */
  headKeys: string[];
  /** Open Graph and article tags (`og:title`, `article:published_time`) by property; Twitter card tags by name. */
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  /** title, meta or canonical tags left in the body, where crawlers ignore them. */
  headTagsInBody: number;
  /** h1 to h6 in document order, with their text (whitespace collapsed). */
  headings: Heading[];
  images: { src: string; alt: string | undefined; width: string | undefined; height: string | undefined }[];
  links: string[];
  /** The links a crawler follows: without rel="nofollow" (the footer's staff-only link has it). */
  followedLinks: string[];
  /** The links inside <main>: the page's own, apart from the header's and footer's. */
  mainLinks: string[];
  assets: string[];
  jsonLd: string[];
  ids: string[];
  /** Values of aria-roledescription, one per element (the carousel's slides). */
  roleDescriptions: string[];
  /**
   * The body's readable text: without scripts, styles, templates and anything under a `hidden`
   * attribute (`until-found` included), the nearest an HTML read gets to "visible" (CSS is not applied).
   */
  text: string;
  /**
   * `text` plus the panels hidden until found (closed accordion answers, inactive tabs): text a crawler
   * reads and find-in-page opens, though the first paint does not show it.
   */
  findableText: string;
  /** `text` inside <main>: the page's own words, apart from the header's and footer's. */
  mainText: string;
  /** The accordion and tab panels (Radix's, with `data-state`), in document order. */
  panels: Panel[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);

export function readPageFacts(html: string): StaticPageFacts {
  const facts: StaticPageFacts = {
    title: null,
    description: null,
    canonical: null,
    robots: null,
    headKeys: [],
    openGraph: {},
    twitter: {},
    headTagsInBody: 0,
    headings: [],
    images: [],
    links: [],
    followedLinks: [],
    mainLinks: [],
    assets: [],
    jsonLd: [],
    ids: [],
    roleDescriptions: [],
    text: '',
    findableText: '',
    mainText: '',
    panels: [],
  };
  let inHead = false;
  let inBody = false;
  let capture: 'title' | 'json-ld' | null = null;
  let captured = '';
  // Open elements, so text can be attributed to the heading it is in and skipped under `hidden`.
  let depth = 0;
  let hiddenFrom: number | null = null;
  let untilFoundFrom: number | null = null;
  let mainFrom: number | null = null;
  let notTextFrom: number | null = null;
  let heading: { level: number; from: number; text: string } | null = null;
  const bodyText: string[] = [];
  const findableText: string[] = [];
  const mainText: string[] = [];
  const openPanels: { panel: Panel; from: number }[] = [];
  // A tag between two texts parts words ("</p><p>"); an entity, which the parser hands over as a text
  // of its own ("days", "'", " notice"), does not.
  let gap = '';

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        gap = ' ';
        if (name === 'head') inHead = true;
        if (name === 'body') inBody = true;
        if (attributes.hidden === 'until-found') untilFoundFrom ??= depth;
        else if ('hidden' in attributes) hiddenFrom ??= depth;
        const role = attributes.role;
        if ((role === 'region' || role === 'tabpanel') && attributes['data-state']) {
          const panel: Panel = { role, state: attributes['data-state'], hidden: attributes.hidden ?? null, text: '' };
          facts.panels.push(panel);
          openPanels.push({ panel, from: depth });
        }
        if (mainFrom === null && name === 'main') mainFrom = depth;
        if (notTextFrom === null && NOT_TEXT.has(name)) notTextFrom = depth;
        if (attributes.id) facts.ids.push(attributes.id);
        if (attributes['aria-roledescription']) facts.roleDescriptions.push(attributes['aria-roledescription']);

        if (!inHead && (name === 'title' || name === 'meta' || (name === 'link' && attributes.rel === 'canonical'))) facts.headTagsInBody += 1;
        if (inHead) readHeadTag(facts, name, attributes);
        if (name === 'title' && inHead) {
          capture = 'title';
          captured = '';
        }
        if (name === 'script' && attributes.type === 'application/ld+json') {
          capture = 'json-ld';
          captured = '';
        }
        if (name === 'link' && attributes.href && attributes.rel !== 'canonical') facts.assets.push(attributes.href);
        if (name === 'script' && attributes.src) facts.assets.push(attributes.src);
        const level = /^h([1-6])$/.exec(name)?.[1];
        if (level && !heading) heading = { level: Number(level), from: depth, text: '' };
        if (name === 'img') {
          facts.images.push({ src: attributes.src ?? '', alt: attributes.alt, width: attributes.width, height: attributes.height });
          if (attributes.src) facts.assets.push(attributes.src);
        }
        if (name === 'a' && attributes.href) {
          facts.links.push(attributes.href);
          if (!/(^|\s)nofollow(\s|$)/i.test(attributes.rel ?? '')) facts.followedLinks.push(attributes.href);
          if (mainFrom !== null) facts.mainLinks.push(attributes.href);
        }
      },
      ontext(chunk) {
        if (capture) captured += chunk;
        if (heading) heading.text += chunk;
        const piece = gap + chunk;
        gap = '';
        if (inBody && hiddenFrom === null && notTextFrom === null) {
          findableText.push(piece);
          if (untilFoundFrom === null) bodyText.push(piece);
          if (untilFoundFrom === null && mainFrom !== null) mainText.push(piece);
        }
        for (const { panel } of openPanels) panel.text += piece;
      },
      onclosetag(name) {
        gap = ' ';
        if (name === 'head') inHead = false;
        if (name === 'body') inBody = false;
        if (name === 'title' && capture === 'title') {
          facts.title = captured.trim();
          capture = null;
        }
        if (name === 'script' && capture === 'json-ld') {
          facts.jsonLd.push(captured);
          capture = null;
        }
        if (heading && heading.from === depth) {
          facts.headings.push({ level: heading.level, text: collapse(heading.text) });
          heading = null;
        }
        if (hiddenFrom === depth) hiddenFrom = null;
        if (untilFoundFrom === depth) untilFoundFrom = null;
        if (openPanels.at(-1)?.from === depth) {
          const { panel } = openPanels.pop()!;
          panel.text = collapse(panel.text);
        }
        if (mainFrom === depth) mainFrom = null;
        if (notTextFrom === depth) notTextFrom = null;
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  facts.text = collapse(bodyText.join(''));
  facts.findableText = collapse(findableText.join(''));
  facts.mainText = collapse(mainText.join(''));
  // The entry script and its preloads are added by a loader after the first paint.
  const deferred = deferredEntryAssets(html);
  if (deferred) facts.assets.push(...deferred.preloads, deferred.entry);
  return facts;
}

/** The head's SEO tags: each recorded under its key, and the values the checks compare. */
function readHeadTag(facts: StaticPageFacts, name: string, attributes: Record<string, string>): void {
  if (name === 'title') facts.headKeys.push('title');
  if (name === 'link' && attributes.rel === 'canonical') {
    facts.headKeys.push('canonical');
    facts.canonical = attributes.href ?? '';
  }
  if (name !== 'meta') return;
  const content = attributes.content ?? '';
  if (attributes.name) {
    facts.headKeys.push(`name:${attributes.name}`);
    if (attributes.name === 'description') facts.description = content;
    if (attributes.name === 'robots') facts.robots = content;
    if (attributes.name.startsWith('twitter:')) facts.twitter[attributes.name] = content;
  }
  if (attributes.property) {
    facts.headKeys.push(`property:${attributes.property}`);
    facts.openGraph[attributes.property] = content;
  }
}
