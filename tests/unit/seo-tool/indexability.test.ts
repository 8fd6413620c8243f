/**
 * The indexability rules (issue 62) on the crafted pages, scored from their facts as the page check
 * reads them: the HTML, the X-Robots-Tag header, robots.txt for Googlebot and the canonical's status.
 * tests/integration/analyze-page.test.ts and tests/deno/analyze-page.deno-test.ts check the same pages
 * over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { parsePageHtml } from '@shared/page-analysis';
import { evaluatePage, firstAction } from '@shared/seo-rules/evaluate';
import { describeDirective, googleNoindex, headerDirectives, otherCrawlerNoindex } from '@shared/seo-rules/robots-directives';
import { decidingRule, googlebotMayCrawl } from '@shared/seo-rules/robots-txt';
import type { RuleInput } from '@shared/seo-rules/rules';
import { recommendedAction } from '@shared/weekly-report/action';
import { analysisFromReport } from '@/features/seo-tool/lib/measured';
import { CRAFTED_EXPECTATIONS, CRAFTED_PAGES, CRAFTED_PATHS } from '../../support/crafted-pages';

const ORIGIN = 'https://ruizplumbing.example';
const robotsTxt = CRAFTED_PAGES['/robots.txt']?.html ?? '';

/** A crafted page's facts, as the page check gathers them (page-check.ts, indexability.ts). */
function factsOf(path: string): RuleInput {
  const crafted = CRAFTED_PAGES[path];
  if (!crafted) throw new Error(path);
  const finalUrl = `${ORIGIN}${path}`;
  const facts = parsePageHtml(crafted.html.replaceAll('ORIGIN', ORIGIN), finalUrl);
  const rule = decidingRule(robotsTxt, path);
  const canonical = facts.canonical && facts.canonical !== finalUrl && facts.canonical.startsWith(ORIGIN) ? facts.canonical : null;
  return {
    ...facts,
    robots: [...(facts.robots ?? []), ...headerDirectives(crafted.headers?.['X-Robots-Tag'] ?? null)],
    finalUrl,
    status: crafted.status,
    loadTimeMs: 200,
    robotsTxt: { status: 200, blockedBy: rule && !rule.allow ? rule.line : null },
    ...(canonical ? { canonicalStatus: CRAFTED_PAGES[new URL(canonical).pathname] ? 200 : 404 } : {}),
  };
}

describe('the crafted pages: indexability first, counts as facts', () => {
  it.each(CRAFTED_PATHS)('%s gets its score and first action, in the tool and the weekly report alike', (path) => {
    const facts = factsOf(path);
    const expected = CRAFTED_EXPECTATIONS[path];
    const evaluation = evaluatePage(facts);
    expect({ score: evaluation.score, action: firstAction(facts).title }).toEqual(expected);
    const report = {
      ...facts,
      url: facts.finalUrl ?? '',
      finalUrl: facts.finalUrl ?? '',
      titleLength: 44,
      metaDescriptionLength: 120,
      score: evaluation.score,
    };
    expect(recommendedAction(report).title).toBe(expected?.action);
    // The tool's first recommendation is the same action, when there is one.
    const tool = analysisFromReport(report.url, report).suggestions[0] ?? '';
    if (evaluation.first) expect(tool.startsWith(`${expected?.action}.`)).toBe(true);
  });

  it('says why, with the rule that found it', () => {
    expect(evaluatePage(factsOf('/noindex-meta')).first?.found).toBe('The page tells Google not to index it: <meta name="robots" content="noindex, follow">.');
    expect(evaluatePage(factsOf('/googlebot-header')).first?.found).toBe('The page tells Google not to index it: X-Robots-Tag: googlebot: noindex.');
    expect(evaluatePage(factsOf('/private/blocked')).first?.found).toBe(
      'robots.txt blocks this page for Googlebot ("Disallow: /private"), so Google cannot read it.',
    );
    expect(evaluatePage(factsOf('/canonical-to-404')).first?.found).toBe(`The canonical link names ${ORIGIN}/gone, which answers with status 404.`);
    // A noindex for bingbot is said as a fact: it keeps the page out of Bing, not Google.
    const bing = evaluatePage(factsOf('/bingbot-noindex')).findings.find((finding) => finding.rule.id === 'other_crawler_noindex');
    expect(bing).toMatchObject({
      lost: 0,
      found: 'A noindex rule for bingbot only (<meta name="bingbot" content="noindex">): it keeps the page out of that search engine, not out of Google.',
    });
    expect(bing?.action).toBeUndefined();
    // 150 words and two h1s: facts with their reasons, no points and no action.
    const short = evaluatePage(factsOf('/short')).findings.find((finding) => finding.rule.id === 'word_count');
    expect(short).toMatchObject({ lost: 0, found: expect.stringMatching(/^150 words of copy\. Google has no preferred word count/) });
    const twoH1 = evaluatePage(factsOf('/two-h1')).findings.find((finding) => finding.rule.id === 'h1_count');
    expect(twoH1).toMatchObject({ lost: 0, found: expect.stringContaining('Google has said more than one is not a problem') });
  });

  it('an indexability cap holds the score however much else is right, and leads before any deduction', () => {
    const noindexNoTitle = { ...factsOf('/noindex-meta'), title: null };
    expect(evaluatePage(noindexNoTitle).score).toBe(20);
    expect(firstAction(noindexNoTitle).title).toBe('Remove the noindex rule if the page should be found');
    // Blocked in robots.txt and noindex: Google cannot see the noindex, so the block leads.
    const both = { ...factsOf('/private/blocked'), robots: [{ source: 'meta' as const, agent: 'all', rules: ['noindex'] }] };
    expect(firstAction(both).title).toBe('Let Google crawl the page');
    // An error status leads all.
    expect(firstAction({ ...both, status: 404 }).title).toBe('Fix the error the page answers with (status 404)');
  });

  it('reads a report stored before issue 62 (no robots, robots.txt or canonical status) as before, less the invented penalties', () => {
    const { robots: _robots, robotsTxt: _robotsTxt, ...old } = factsOf('/short');
    expect(evaluatePage(old).score).toBe(100);
  });
});

describe('X-Robots-Tag and robots meta tags, per crawler', () => {
  it('reads a plain header, a named crawler, several joined headers and rules with values', () => {
    expect(headerDirectives('noindex')).toEqual([{ source: 'header', agent: 'all', rules: ['noindex'] }]);
    expect(headerDirectives('googlebot: noindex, nofollow')).toEqual([{ source: 'header', agent: 'googlebot', rules: ['noindex', 'nofollow'] }]);
    expect(headerDirectives('max-snippet: 20, bingbot: noindex, GoogleBot: none')).toEqual([
      { source: 'header', agent: 'all', rules: ['max-snippet: 20'] },
      { source: 'header', agent: 'bingbot', rules: ['noindex'] },
      { source: 'header', agent: 'googlebot', rules: ['none'] },
    ]);
    expect(headerDirectives('unavailable_after: 2027-01-01')).toEqual([{ source: 'header', agent: 'all', rules: ['unavailable_after: 2027-01-01'] }]);
    expect(headerDirectives(null)).toEqual([]);
  });

  it('keeps Google out for every crawler and for googlebot, not for bingbot or googlebot-news', () => {
    const directives = [
      { source: 'meta' as const, agent: 'bingbot', rules: ['noindex'] },
      { source: 'meta' as const, agent: 'googlebot-news', rules: ['noindex'] },
      { source: 'meta' as const, agent: 'all', rules: ['nofollow'] },
    ];
    expect(googleNoindex(directives)).toEqual([]);
    expect(otherCrawlerNoindex(directives).map((directive) => directive.agent)).toEqual(['bingbot', 'googlebot-news']);
    expect(googleNoindex([{ source: 'header', agent: 'all', rules: ['none'] }]).map(describeDirective)).toEqual(['X-Robots-Tag: none']);
  });
});

describe('robots.txt, read as Google reads it', () => {
  it("obeys Googlebot's own groups, merged, and the * group only when none names it", () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /b\n';
    expect(googlebotMayCrawl(text, '/c')).toBe(true);
    expect(googlebotMayCrawl(text, '/a/1')).toBe(false);
    expect(googlebotMayCrawl(text, '/b')).toBe(false);
    expect(googlebotMayCrawl('User-agent: *\nDisallow: /\n', '/c')).toBe(false);
    // A group for googlebot-news or bingbot is not Googlebot's.
    expect(googlebotMayCrawl('User-agent: Googlebot-News\nUser-agent: bingbot\nDisallow: /\n', '/c')).toBe(true);
    // Several user-agent lines open one group.
    expect(googlebotMayCrawl('User-agent: bingbot\nUser-agent: Googlebot/2.1\nDisallow: /x\n', '/x')).toBe(false);
  });

  it('the longest matching rule wins, and of two as long, the allow', () => {
    const text = 'User-agent: *\nDisallow: /private\nAllow: /private/open\nAllow: /page\nDisallow: /page\n';
    expect(decidingRule(text, '/private/x')?.line).toBe('Disallow: /private');
    expect(googlebotMayCrawl(text, '/private/open/1')).toBe(true);
    expect(googlebotMayCrawl(text, '/page')).toBe(true);
  });

  it('reads * and $, ignores comments, empty disallows and rules outside a group, and matches the query', () => {
    const text = 'Disallow: /\n# comment\nUser-agent: *  # all\nDisallow:\nDisallow: /*.pdf$\nDisallow: /search?*q=\nAllow: /*.pdf$x\n';
    expect(googlebotMayCrawl(text, '/')).toBe(true);
    expect(googlebotMayCrawl(text, '/files/menu.pdf')).toBe(false);
    expect(googlebotMayCrawl(text, '/files/menu.pdf?v=2')).toBe(true);
    expect(googlebotMayCrawl(text, '/search?lang=en&q=drains')).toBe(false);
    expect(googlebotMayCrawl(text, '/search')).toBe(true);
  });

  it('compares percent-escapes alike, and allows everything without rules', () => {
    expect(googlebotMayCrawl('User-agent: *\nDisallow: /caf%c3%a9\n', '/caf%C3%A9/menu')).toBe(false);
    expect(googlebotMayCrawl('User-agent: *\nDisallow: /café\n', '/caf%C3%A9')).toBe(false);
    expect(googlebotMayCrawl('', '/anything')).toBe(true);
  });
});
