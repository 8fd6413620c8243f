/**
 * Whether robots.txt lets Googlebot crawl a path, read as Google reads it (RFC 9309 and
 * https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt):
 * - a group is one or more `user-agent` lines and the rules after them; Googlebot obeys the groups
 *   naming `googlebot` (every such group, merged), and only when there is none the `*` groups;
 * - the rule with the longest path that matches wins; of an `allow` and a `disallow` as long, the
 *   allow; `*` matches any characters and a final `$` the end of the path;
 * - no matching rule, an empty `disallow` and lines outside any group allow the path.
 * A few dozen lines rather than a library: it runs unchanged in Deno and Node and the whole of
 * Google's reading fits here (docs/decisions/0073-rules-with-their-reasons.md).
 */

export interface RobotsRule {
  allow: boolean;
  path: string;
  /** The line as robots.txt gives it, for the report: `Disallow: /private`. */
  line: string;
}

interface Group {
  agents: string[];
  rules: RobotsRule[];
}

/** The product token a `user-agent` line names: its letters, `_` and `-`, lower case. */
const agentToken = (value: string) => (/^[A-Za-z_-]+|^\*/.exec(value.trim())?.[0] ?? '').toLowerCase();

export function parseRobotsTxt(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] as string).toLowerCase();
    const value = (match[2] as string).trim();
    if (key === 'user-agent') {
      if (!lastWasAgent || !current) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(agentToken(value));
      lastWasAgent = true;
    } else if (key === 'allow' || key === 'disallow') {
      lastWasAgent = false;
      // An empty path allows everything: it is no rule at all.
      if (current && value) current.rules.push({ allow: key === 'allow', path: value, line: `${key === 'allow' ? 'Allow' : 'Disallow'}: ${value}` });
    } else {
      // Sitemap and other lines neither start nor end a group.
    }
  }
  return groups;
}

/** Percent-escapes in upper case, and characters outside URL ASCII escaped, so both sides compare alike. */
function normalisePath(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}

function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = normalisePath(anchored ? pattern.slice(0, -1) : pattern);
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path);
}

/** The rules Googlebot obeys: the `googlebot` groups, or the `*` groups when none names it. */
export function googlebotRules(groups: readonly Group[]): RobotsRule[] {
  const own = groups.filter((group) => group.agents.includes('googlebot'));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  return chosen.flatMap((group) => group.rules);
}

/**
 * The rule that decides `pathAndQuery` (the URL's path and query) for Googlebot: null when none
 * matches, which allows the path.
 */
export function decidingRule(robotsTxt: string, pathAndQuery: string): RobotsRule | null {
  const path = normalisePath(pathAndQuery || '/');
  let best: RobotsRule | null = null;
  for (const rule of googlebotRules(parseRobotsTxt(robotsTxt))) {
    if (!patternMatches(rule.path, path)) continue;
    const longer = best === null || rule.path.length > best.path.length;
    const asLongAndAllows = best !== null && rule.path.length === best.path.length && rule.allow && !best.allow;
    if (longer || asLongAndAllows) best = rule;
  }
  return best;
}

export function googlebotMayCrawl(robotsTxt: string, pathAndQuery: string): boolean {
  return decidingRule(robotsTxt, pathAndQuery)?.allow ?? true;
}
