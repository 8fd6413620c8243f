/**
 * The build's check of the SEO tool's rules against the site's own pages (decision 0073): every rule
 * cites a page of the site that exists, under its title, with the sentence the rule relies on word
 * for word, and Google's documentation where it names one; and no rule takes points or gives an
 * action for what one of the site's pages says is no problem (positions.ts). The last tests prove the
 * check catches the two rules issue 62 found: the h1 count and the word count as penalties.
 */
import { describe, expect, it } from 'vitest';
import { articles } from '@/content/knowledge-base/articles';
import { downloads } from '@/content/downloads';
import { onPageEssentials } from '@/content/resources/on-page-seo-essentials';
import { evaluatePage } from '@shared/seo-rules/evaluate';
import { SITE_POSITIONS, type SitePosition } from '@shared/seo-rules/positions';
import { PAGE_RULES, type PageRule, type RuleInput } from '@shared/seo-rules/rules';

/** Every string of a content module, in one text with its white space collapsed. */
function textOf(value: unknown): string {
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return collapse(strings.join('\n'));
}
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The site's pages a rule may cite: the knowledge-base articles, and the guides a visitor can open. */
const SITE_PAGES = new Map<string, { title: string; text: string }>([
  ...articles.map((article) => [`/knowledge-base/${article.id}`, { title: article.title, text: textOf(article) }] as const),
  [downloads.onPageEssentials.path, { title: onPageEssentials.title, text: textOf(onPageEssentials) }],
]);

/** A page with nothing for any rule to say but its word count. */
const CLEAN: RuleInput = {
  title: 'Plumbing Repairs in Glendale | Ruiz Plumbing',
  metaDescription: 'Same-day plumbing repairs in Glendale and Burbank: leaks, water heaters and drains, with upfront prices and licensed plumbers.',
  canonical: 'https://ruizplumbing.example/services',
  finalUrl: 'https://ruizplumbing.example/services',
  h1Count: 1,
  wordCount: 600,
  internalLinks: 4,
  externalLinks: 1,
  images: 2,
  imagesWithAlt: 2,
  robots: [],
  robotsTxt: { status: 200, blockedBy: null },
  status: 200,
  loadTimeMs: 400,
};

/** What is wrong with the rules' sources, in sentences; empty when every rule keeps to the site's pages. */
function sourceProblems(rules: readonly PageRule[], positions: readonly SitePosition[] = SITE_POSITIONS): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    const page = SITE_PAGES.get(rule.source.path);
    if (!page) {
      problems.push(`${rule.id} cites ${rule.source.path}, which is not a page of the site`);
      continue;
    }
    if (page.title !== rule.source.title) problems.push(`${rule.id} calls ${rule.source.path} "${rule.source.title}", its title is "${page.title}"`);
    if (!page.text.includes(collapse(rule.source.claim))) problems.push(`${rule.id} relies on "${rule.source.claim}", which ${rule.source.path} does not say`);
    if (rule.source.google !== undefined && !/^https:\/\/developers\.google\.com\/search\/docs\//.test(rule.source.google)) {
      problems.push(`${rule.id} names ${rule.source.google} as Google's documentation`);
    }
  }
  for (const position of positions) {
    const page = SITE_PAGES.get(position.path);
    if (!page?.text.includes(collapse(position.says))) problems.push(`${position.path} no longer says "${position.says}"`);
    for (const example of position.examples) {
      const evaluation = evaluatePage(example(CLEAN), rules);
      for (const finding of evaluation.findings.filter((found) => found.rule.effect.kind !== 'fact' || found.action)) {
        problems.push(`${finding.rule.id} contradicts ${position.path} ("${position.says}"): ${finding.found}`);
      }
    }
  }
  return problems;
}

describe('the SEO tool rules and their sources', () => {
  it('every rule cites a page of the site that says what the rule relies on', () => {
    expect(sourceProblems(PAGE_RULES)).toEqual([]);
  });

  it('a clean page scores 100 with nothing to fix, so each position is tested on its own', () => {
    const evaluation = evaluatePage(CLEAN);
    expect(evaluation.score).toBe(100);
    expect(evaluation.first).toBeNull();
    expect(evaluation.findings.map((finding) => finding.rule.id)).toEqual(['word_count']);
  });

  it('every rule has one id, and every rule that scores gives an action', () => {
    expect(new Set(PAGE_RULES.map((rule) => rule.id)).size).toBe(PAGE_RULES.length);
    // A rule that cost points with nothing to do would leave the visitor guessing.
    const broken = {
      ...CLEAN,
      status: 404,
      title: null,
      metaDescription: 'x'.repeat(200),
      h1Count: 0,
      canonical: null,
      internalLinks: 0,
      loadTimeMs: 4000,
      images: 3,
      imagesWithAlt: 0,
    };
    for (const finding of evaluatePage(broken).findings) {
      if (finding.rule.effect.kind !== 'fact') expect(finding.action, finding.rule.id).toBeDefined();
    }
  });

  describe('catches a rule that contradicts the site (the two issue 62 measured)', () => {
    const h1Penalty: PageRule = {
      id: 'many_h1',
      checks: 'More than one h1 heading.',
      effect: { kind: 'deduct', points: 5 },
      source: {
        path: '/resources/on-page-seo-essentials.pdf',
        title: 'On-Page SEO Essentials',
        claim: 'Write one H1 per page that states the topic, usually including the primary keyword.',
      },
      find: (page) => (page.h1Count > 1 ? { found: 'More than one h1 heading', action: { title: 'Keep one h1 heading', detail: '' } } : null),
    };
    const wordPenalty: PageRule = {
      id: 'thin_copy',
      checks: 'Fewer than 300 words.',
      effect: { kind: 'deduct', points: 10 },
      source: {
        path: '/knowledge-base/content-depth',
        title: 'Content Depth vs. Length: Cover a Topic Without Padding',
        claim: 'Google has said plainly that it does not have a preferred word count',
      },
      find: (page) => (page.wordCount < 300 ? { found: 'Fewer than 300 words of copy', action: { title: 'Add useful copy', detail: '' } } : null),
    };

    it('an h1-count penalty, though it quotes a sentence its page has', () => {
      expect(sourceProblems([...PAGE_RULES, h1Penalty])).toEqual([
        'many_h1 contradicts /resources/on-page-seo-essentials.pdf ("Google has said that using more than one H1 is not a problem"): More than one h1 heading',
        'many_h1 contradicts /resources/on-page-seo-essentials.pdf ("Google has said that using more than one H1 is not a problem"): More than one h1 heading',
      ]);
    });

    it('a word-count penalty, on the 185-word contact page among others', () => {
      expect(sourceProblems([...PAGE_RULES, wordPenalty])).toHaveLength(3);
      expect(sourceProblems([...PAGE_RULES, wordPenalty])[0]).toMatch(/^thin_copy contradicts \/knowledge-base\/content-depth/);
    });

    it('a cap is caught like a deduction', () => {
      expect(sourceProblems([...PAGE_RULES, { ...h1Penalty, effect: { kind: 'cap', max: 50 } }])).toHaveLength(2);
    });

    it('a rule citing no page of the site, a sentence its page lacks, or the wrong title', () => {
      const noindex = PAGE_RULES.find((rule) => rule.id === 'noindex') as PageRule;
      expect(sourceProblems([{ ...noindex, source: { ...noindex.source, path: '/knowledge-base/noindex-guide' } }])).toEqual([
        'noindex cites /knowledge-base/noindex-guide, which is not a page of the site',
      ]);
      expect(sourceProblems([{ ...noindex, source: { ...noindex.source, claim: 'Google never indexes a page with a canonical link.' } }])).toEqual([
        'noindex relies on "Google never indexes a page with a canonical link.", which /knowledge-base/indexing-strategy does not say',
      ]);
      expect(sourceProblems([{ ...noindex, source: { ...noindex.source, title: 'Indexing' } }])).toHaveLength(1);
    });

    it('a position its page no longer states', () => {
      expect(sourceProblems(PAGE_RULES, [{ path: '/knowledge-base/content-depth', says: 'Longer pages rank better.', examples: [] }])).toEqual([
        '/knowledge-base/content-depth no longer says "Longer pages rank better."',
      ]);
    });
  });
});
