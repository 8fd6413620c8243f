import { afterEach, describe, expect, it, vi } from 'vitest';
import { retiredSources } from '@/content/retired-sources';
import { sources } from '@/content/sources';
import { CLAIM_SHELF_LIFE_MONTHS, isClaimCurrent, isTimeSensitiveClaim, retiredSourceOf, timeSensitive, type TimeSensitiveClaim } from '@/content/time-sensitive';

/**
 * The time-sensitive claims of the content modules (docs/requirements/claims-and-sources.md): each was
 * checked against its source within the last 12 months, still quotes its module's own words, and
 * cites a source that still exists (src/content/retired-sources.ts).
 */

const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', { eager: true });

/** Every claim and every other string a value holds, however deeply. */
function walk(value: unknown, found: { claims: TimeSensitiveClaim[]; text: string[] }): void {
  if (isTimeSensitiveClaim(value)) found.claims.push(value);
  else if (typeof value === 'string') found.text.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, found);
}

const modules = Object.entries(contentModules).map(([path, exports]) => {
  const found = { claims: [] as TimeSensitiveClaim[], text: [] as string[] };
  walk(exports, found);
  return { path, ...found };
});
const claims = modules.flatMap(({ path, claims: own }) => own.map((claim) => ({ path, claim })));

/** The claims a check on `today` would send back for review, named so the failure says what to re-check. */
function dueForReview(today: Date): string[] {
  return claims.filter(({ claim }) => !isClaimCurrent(claim, today)).map(({ path, claim }) => `${path}: "${claim.quote}" (checked on ${claim.checkedOn}; see ${claim.source.url})`);
}

/** The claims that cite a source recorded as retired, named with the day it went. */
function citingRetiredSources(found: readonly { path: string; claim: TimeSensitiveClaim }[]): string[] {
  return found.flatMap(({ path, claim }) => {
    const retired = retiredSourceOf(claim, retiredSources);
    return retired ? [`${path}: "${claim.quote}" cites ${claim.source.url}, retired on ${retired.retiredOn}: ${retired.note}`] : [];
  });
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

describe('time-sensitive claims in the content modules', () => {
  it('finds the claims issue 24 marked, in the modules that make them', () => {
    const paths = new Set(claims.map(({ path }) => path));
    for (const module of [
      'knowledge-base/articles/schema-markup',
      'knowledge-base/articles/featured-snippets-strategy',
      'knowledge-base/articles/voice-search-optimization',
      'knowledge-base/articles/video-seo-strategy',
      'resources/on-page-seo-essentials',
      'legal/privacy-policy',
      'tips',
    ]) {
      expect(paths, module).toContain(`/src/content/${module}.ts`);
    }
  });

  it('finds the claims issue 41 marked: Core Web Vitals, Business Profile and review rules, Search Console features, census figures', () => {
    const counts = new Map<string, number>();
    for (const { path } of claims) counts.set(path, (counts.get(path) ?? 0) + 1);
    for (const module of [
      'faqs',
      'quizzes/basic-quiz',
      'quizzes/advanced-assessment',
      'services/local-seo',
      'neighborhoods/census-2020',
      'knowledge-base/articles/page-experience',
      'knowledge-base/articles/technical-page-analytics',
      'knowledge-base/articles/image-optimization',
      'knowledge-base/articles/technical-seo-mobile',
      'knowledge-base/articles/pwa-benefits',
      'knowledge-base/articles/local-seo-guide',
      'knowledge-base/articles/security-seo',
      'resources/seo-checklist',
      'resources/website-seo-sop',
      'resources/seo-audit-template',
      'resources/whitepaper',
    ]) {
      expect(counts.get(`/src/content/${module}.ts`) ?? 0, module).toBeGreaterThan(0);
    }
    // 8 claims before issue 41, 44 after it (docs/requirements/claims-and-sources.md): fewer means a mark was dropped.
    expect(claims.length).toBeGreaterThanOrEqual(44);
  });

  it('were each checked within the last 12 months: re-check the source and update checkedOn when this fails', () => {
    // The real clock, on purpose: this is the test that fails once a claim has gone a year unchecked.
    expect(dueForReview(new Date())).toEqual([]);
  });

  it('each quote words its module still says, and each cites a primary source by https address', () => {
    for (const { path, text, claims: own } of modules) {
      const moduleText = squash(text.join('\n'));
      for (const claim of own) {
        expect(moduleText, `${path}: "${claim.quote}" is no longer in the module`).toContain(squash(claim.quote));
        expect(claim.source.title.length, path).toBeGreaterThan(10);
        expect(claim.source.url, path).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
  });

  it('cite no source recorded as retired, and no module links to one', () => {
    expect(citingRetiredSources(claims)).toEqual([]);
    const links = modules
      .filter(({ path }) => path !== '/src/content/retired-sources.ts')
      .flatMap(({ path, text }) => retiredSources.filter(({ url }) => text.some((value) => value.includes(url))).map(({ url }) => `${path} links to ${url}`));
    expect(links).toEqual([]);
  });

  it('are all current on 2026-11-27, the day of the last review, and the check names every one of them a year on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    expect(dueForReview(new Date())).toEqual([]);
    vi.setSystemTime(new Date('2027-12-01T12:00:00Z'));
    expect(dueForReview(new Date())).toHaveLength(claims.length);
  });
});

describe('isClaimCurrent', () => {
  const checkedOn = (date: TimeSensitiveClaim['checkedOn']) =>
    timeSensitive({ quote: 'Google shows three businesses in the map pack', checkedOn: date, source: { title: 'A source', url: 'https://example.com/' } });
  const today = new Date('2026-11-25T09:30:00Z');

  it(`accepts a check up to ${CLAIM_SHELF_LIFE_MONTHS} months old, to the day`, () => {
    expect(isClaimCurrent(checkedOn('2026-11-25'), today)).toBe(true);
    expect(isClaimCurrent(checkedOn('2025-11-25'), today)).toBe(true);
    expect(isClaimCurrent(checkedOn('2025-11-24'), today)).toBe(false);
  });

  it('refuses a date after today, and dates that do not exist', () => {
    expect(isClaimCurrent(checkedOn('2026-11-26'), today)).toBe(false);
    expect(isClaimCurrent(checkedOn('2026-02-30'), today)).toBe(false);
    expect(isClaimCurrent(checkedOn('2026-13-01'), today)).toBe(false);
  });
});

describe('a claim citing a retired source', () => {
  const faqDocumentation = retiredSources.find(({ url }) => url.endsWith('/structured-data/faqpage'))!;
  const citing = (url: string) =>
    timeSensitive({ quote: 'FAQ rich results no longer appear in Google Search', checkedOn: '2026-11-25', source: { title: 'Google: FAQ (FAQPage) structured data', url } });

  it('fails the check, however the address is written, and names the day the source went', () => {
    expect(faqDocumentation.retiredOn).toBe('2026-06-15');
    for (const url of [faqDocumentation.url, `${faqDocumentation.url}/`, `${faqDocumentation.url}#faq`, `${faqDocumentation.url}?hl=en`]) {
      expect(retiredSourceOf(citing(url), retiredSources), url).toBe(faqDocumentation);
    }
    expect(citingRetiredSources([{ path: '/src/content/x.ts', claim: citing(faqDocumentation.url) }])).toEqual([
      `/src/content/x.ts: "FAQ rich results no longer appear in Google Search" cites ${faqDocumentation.url}, retired on 2026-06-15: ${faqDocumentation.note}`,
    ]);
  });

  it('passes once it cites the changelog that records the change', () => {
    expect(retiredSourceOf(citing(sources.googleSearchUpdates.url), retiredSources)).toBeUndefined();
  });
});
