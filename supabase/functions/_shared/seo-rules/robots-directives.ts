/**
 * The indexing rules a page gives crawlers: `<meta name="robots">` and the meta tags named for one
 * crawler (`googlebot`, `bingbot`), and the X-Robots-Tag response header, with or without a crawler's
 * name in front (`X-Robots-Tag: googlebot: noindex`). Google reads the rules for `robots` (every
 * crawler) and for `googlebot`; a rule for another crawler does not apply to it
 * (https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag).
 */

export interface RobotsDirective {
  /** Where the rule was given. */
  source: 'meta' | 'header';
  /** The crawler it is for, lower case: 'all' when it names none (`robots`, a plain header). */
  agent: string;
  /** The rules, lower case and trimmed: 'noindex', 'nofollow', 'max-snippet: 20'. */
  rules: string[];
}

/** The rules that keep a page out of the index: `none` is noindex and nofollow together. */
const OUT_OF_INDEX = new Set(['noindex', 'none']);

/** Rules written `name: value`, which a header could be mistaken to read as a crawler's name. */
const VALUED_RULES = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after', 'indexifembedded']);

/** The crawlers whose rules apply to Google's web search. */
const GOOGLE_AGENTS = new Set(['all', 'googlebot']);

/** A meta tag's name that gives crawlers rules: `robots`, or a crawler's name (`googlebot`, `bingbot`, `slurp`). */
export function robotsMetaAgent(name: string): string | null {
  const agent = name.trim().toLowerCase();
  if (agent === 'robots') return 'all';
  return /^[a-z][a-z0-9_-]*(?:bot|slurp)(?:-[a-z]+)?$/.test(agent) ? agent : null;
}

const splitRules = (content: string) =>
  content
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);

export function metaDirective(name: string, content: string): RobotsDirective | null {
  const agent = robotsMetaAgent(name);
  return agent ? { source: 'meta', agent, rules: splitRules(content) } : null;
}

/**
 * An X-Robots-Tag header's rules. Several headers arrive joined with commas, so a `name:` in front
 * of a rule starts that crawler's rules, and the rules after it are its own until another name.
 */
export function headerDirectives(value: string | null): RobotsDirective[] {
  if (!value) return [];
  const directives: RobotsDirective[] = [];
  let current: RobotsDirective | null = null;
  for (const token of value.split(',')) {
    const text = token.trim().toLowerCase();
    if (!text) continue;
    const named = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(text);
    if (named && !VALUED_RULES.has(named[1] as string)) {
      current = { source: 'header', agent: named[1] as string, rules: [] };
      directives.push(current);
      if (named[2]) current.rules.push((named[2] as string).trim());
      continue;
    }
    if (!current) {
      current = { source: 'header', agent: 'all', rules: [] };
      directives.push(current);
    }
    current.rules.push(text);
  }
  return directives;
}

const keepsOut = (directive: RobotsDirective) => directive.rules.some((rule) => OUT_OF_INDEX.has(rule));

/** The rules that take the page out of Google: noindex or none, for every crawler or for googlebot. */
export const googleNoindex = (directives: readonly RobotsDirective[]) =>
  directives.filter((directive) => GOOGLE_AGENTS.has(directive.agent) && keepsOut(directive));

/** Noindex rules for other crawlers only (bingbot): they keep the page out of that search engine, not Google. */
export const otherCrawlerNoindex = (directives: readonly RobotsDirective[]) =>
  directives.filter((directive) => !GOOGLE_AGENTS.has(directive.agent) && keepsOut(directive));

/** How a rule reads on the page: `<meta name="robots" content="noindex">` or `X-Robots-Tag: googlebot: noindex`. */
export function describeDirective(directive: RobotsDirective): string {
  const rules = directive.rules.join(', ');
  if (directive.source === 'header') return `X-Robots-Tag: ${directive.agent === 'all' ? '' : `${directive.agent}: `}${rules}`;
  return `<meta name="${directive.agent === 'all' ? 'robots' : directive.agent}" content="${rules}">`;
}
