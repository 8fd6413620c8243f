/** The simulated analysis (overall score 50 to 79; docs/requirements/seo-tool.md#simulated-data), seeded by the site's URL. */
import { domainOf } from './analysis-url';
import { metricStatusFromScore } from './bands';
import { COMPETITOR_POOL } from './competitors';
import { between, clampScore, pick, seededRandom, type Random } from './random';
import { GENERAL_RECOMMENDATIONS, METRIC_TITLES, SIMULATED_ADVICE, type MetricKey } from './recommendations';
import type { AnalysisResult, Competitor, KeywordRow, Metric, PageRow } from './types';

export const SIMULATED_SCORE_MIN = 50;
export const SIMULATED_SCORE_MAX = 79;

const SIMULATED_METRICS: Exclude<MetricKey, 'indexability'>[] = ['title', 'description', 'headings', 'content', 'images', 'mobile', 'speed', 'links'];
const PAGE_PATHS = ['/', '/services', '/about', '/contact', '/blog'] as const;
const PAGE_NAMES: Record<(typeof PAGE_PATHS)[number], string> = {
  '/': 'Home',
  '/services': 'Services',
  '/about': 'About Us',
  '/contact': 'Contact',
  '/blog': 'Blog',
};
const KEYWORD_PATTERNS = [
  '{topic} los angeles',
  'best {topic} near me',
  '{topic} services',
  'affordable {topic} la',
  '{topic} santa monica',
  '{topic} pasadena',
  '{brand} reviews',
  'how much does {topic} cost',
] as const;

/** 'joes-plumbing.co.uk' -> 'joes plumbing'. */
export function brandOf(domain: string): string {
  return domain.split('.')[0]!.replace(/[-_]+/g, ' ');
}

export function simulatedMetric(key: Exclude<MetricKey, 'indexability'>, score: number): Metric {
  const status = metricStatusFromScore(score);
  return { title: METRIC_TITLES[key], score, status, suggestion: SIMULATED_ADVICE[key][status === 'info' ? 'warning' : status] };
}

/**
 * Metric advice for the weakest metrics first, then general advice: always ten. `first` leads when
 * given: the page check's first action, the one the weekly report gives too.
 */
export function buildSuggestions(metrics: Metric[], first?: { text: string; rule: string }): string[] {
  const specific = [...metrics]
    // A fact (info) asks for nothing, and the first action's own metric is not said twice.
    .filter((metric) => (metric.status === 'warning' || metric.status === 'bad') && (first === undefined || metric.rule !== first.rule))
    .sort((a, b) => a.score - b.score)
    .map((metric) => metric.suggestion);
  return [...new Set([...(first ? [first.text] : []), ...specific, ...GENERAL_RECOMMENDATIONS])].slice(0, 10);
}

export function simulateKeywords(origin: string, brand: string, topic: string, random: Random): KeywordRow[] {
  return KEYWORD_PATTERNS.map((pattern, index) => ({
    keyword: pattern.replace('{topic}', topic).replace('{brand}', brand),
    volume: between(random, 9, 540) * 10,
    difficulty: between(random, 18, 88),
    position: between(random, 2, 48),
    url: `${origin}${index < 2 ? '/' : pick(random, PAGE_PATHS)}`,
  }));
}

function simulatePages(origin: string, brand: string, random: Random): PageRow[] {
  return PAGE_PATHS.map((path) => {
    const images = between(random, 2, 18);
    return {
      url: `${origin}${path}`,
      title: `${PAGE_NAMES[path]} | ${brand.replace(/\b\w/g, (letter) => letter.toUpperCase())}`,
      metaDescription: random() < 0.3 ? '' : `${PAGE_NAMES[path]} page of ${brand}.`,
      h1Count: random() < 0.2 ? between(random, 0, 2) : 1,
      wordCount: between(random, 120, 1400),
      loadTime: between(random, 12, 58) / 10,
      internalLinks: between(random, 4, 40),
      externalLinks: between(random, 0, 9),
      images,
      imagesWithAlt: between(random, Math.floor(images / 3), images),
      score: between(random, 45, 92),
    };
  });
}

export function simulateCompetitors(random: Random, count: number, exclude: string[] = []): Competitor[] {
  const available = COMPETITOR_POOL.filter((domain) => !exclude.includes(domain));
  const chosen: Competitor[] = [];
  while (chosen.length < count && available.length > 0) {
    const [domain] = available.splice(Math.floor(random() * available.length), 1);
    chosen.push({
      domain: domain!,
      score: between(random, 55, 92),
      traffic: between(random, 8, 250) * 100,
      keywords: between(random, 40, 1800),
      backlinks: between(random, 300, 9000),
    });
  }
  return chosen;
}

/**
 * The whole result, simulated. `random` defaults to a generator seeded by the URL, so running the
 * same site twice shows the same figures.
 */
export function simulateAnalysis(url: string, random: Random = seededRandom(url), topic?: string): AnalysisResult {
  const domain = domainOf(url);
  const origin = new URL(url).origin;
  const brand = brandOf(domain);
  const score = between(random, SIMULATED_SCORE_MIN, SIMULATED_SCORE_MAX);
  const metrics = SIMULATED_METRICS.map((key) => simulatedMetric(key, clampScore(score + between(random, -25, 20))));
  const total = between(random, 12, 320) * 10;
  return {
    url,
    domain,
    score,
    metrics,
    suggestions: buildSuggestions(metrics),
    keywords: simulateKeywords(origin, brand, topic ?? brand, random),
    pages: simulatePages(origin, brand, random),
    backlinks: { total, referringDomains: Math.max(1, Math.round(total / between(random, 4, 9))), dofollowShare: between(random, 55, 85) },
    competitors: simulateCompetitors(random, 2),
    dataSource: { overview: 'simulated', pages: 'simulated', keywords: 'simulated', backlinks: 'simulated', competitors: 'simulated' },
  };
}
