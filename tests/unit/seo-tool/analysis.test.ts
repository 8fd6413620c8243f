import { describe, expect, it } from 'vitest';
import { parsePageHtml, scorePage } from '@shared/page-analysis';
import { analysisFromReport, measuredMetrics, simulatedFallback, topicFromTitle } from '@/features/seo-tool/lib/measured';
import { seededRandom } from '@/features/seo-tool/lib/random';
import { simulateAnalysis, simulateCompetitors, SIMULATED_SCORE_MAX, SIMULATED_SCORE_MIN } from '@/features/seo-tool/lib/simulate';
import { buildInsights } from '@/features/seo-tool/lib/insights';
import type { PageReport } from '@/features/seo-tool/lib/types';

const page = 'https://www.ruizplumbing.com/services/drains';

describe('page-analysis parser', () => {
  it('reads a page with no title, two h1s, images without alt and relative links', () => {
    const facts = parsePageHtml(
      `<html><head><meta name="Description" content="  Drain cleaning in Glendale.  "></head>
       <body><h1>Drains</h1><h1>Also drains</h1>
       <img src="a.webp"><img src="b.webp" alt=""><img src="c.webp" alt="Technician clearing a drain">
       <a href="../contact">Contact</a><a href="/">Home</a><a href="https://ruizplumbing.com/about">About</a>
       <a href="https://www.yelp.com/biz/ruiz">Yelp</a><a href="#top">Top</a><a href="mailto:hi@ruiz.example">Mail</a><a href="tel:+1">Call</a>
       <script>var words = "not counted at all";</script><style>.x{}</style>
       <p>We clear   blocked drains fast.</p></body></html>`,
      page,
    );
    expect(facts).toEqual({
      title: null,
      metaDescription: 'Drain cleaning in Glendale.',
      canonical: null,
      h1Count: 2,
      wordCount: 3 + 7 + 5, // headings, link texts, the paragraph; not the script
      internalLinks: 3,
      externalLinks: 1,
      images: 3,
      imagesWithAlt: 2,
      robots: [],
    });
  });

  it('reads the crawler rules of robots meta tags, for every crawler and for one', () => {
    const facts = parsePageHtml(
      `<head><meta name="ROBOTS" content="NoIndex, Follow"><meta name="googlebot" content="none"><meta name="bingbot" content="noindex">
       <meta name="viewport" content="width=device-width"><meta name="description" content="noindex"></head>`,
      page,
    );
    expect(facts.robots).toEqual([
      { source: 'meta', agent: 'all', rules: ['noindex', 'follow'] },
      { source: 'meta', agent: 'googlebot', rules: ['none'] },
      { source: 'meta', agent: 'bingbot', rules: ['noindex'] },
    ]);
  });

  it('resolves the canonical against the page (and a base element), decodes entities and ignores an svg title', () => {
    const facts = parsePageHtml(
      `<head><title>Drains &amp; Sewers | Ruiz</title><base href="https://ruizplumbing.com/en/"><link rel="Canonical" href="drains"></head>
       <body><svg><title>icon</title></svg><a href="faq">FAQ</a></body>`,
      page,
    );
    expect(facts.title).toBe('Drains & Sewers | Ruiz');
    expect(facts.canonical).toBe('https://ruizplumbing.com/en/drains');
    expect(facts.internalLinks).toBe(1);
    expect(facts.wordCount).toBe(1);
  });

  it('scores from the facts: a clean page gets 100, each problem costs points', () => {
    const clean = {
      title: 'Drain Cleaning in Glendale and Burbank | Ruiz Plumbing',
      metaDescription: 'Same-day drain cleaning in Glendale and Burbank with upfront prices, licensed plumbers and a one-year guarantee on every repair we make. Call us today.',
      canonical: page,
      h1Count: 1,
      wordCount: 800,
      internalLinks: 12,
      externalLinks: 2,
      images: 4,
      imagesWithAlt: 4,
      status: 200,
      loadTimeMs: 900,
    };
    expect(scorePage(clean)).toBe(100);
    expect(scorePage({ ...clean, title: null })).toBe(80);
    // Two h1s are a fact, not a fault (the On-Page SEO Essentials guide): only the 3 images without alt cost points.
    expect(scorePage({ ...clean, h1Count: 2, imagesWithAlt: 1 })).toBe(94);
    // A short page is a fact too (knowledge-base/content-depth).
    expect(scorePage({ ...clean, wordCount: 150 })).toBe(100);
    // An error status keeps the score at 20 at most, whatever else is right or wrong.
    expect(scorePage({ ...clean, status: 404 })).toBe(20);
    expect(scorePage({ ...clean, status: 500, title: null, metaDescription: null, h1Count: 0, canonical: null, wordCount: 0 })).toBe(20);
  });
});

const report: PageReport = {
  url: page,
  finalUrl: page,
  status: 200,
  loadTimeMs: 4200,
  title: 'Drain Cleaning in Glendale | Ruiz Plumbing and Rooter Services Since 1987',
  titleLength: 72,
  metaDescription: null,
  metaDescriptionLength: 0,
  canonical: null,
  h1Count: 0,
  wordCount: 350,
  internalLinks: 0,
  externalLinks: 3,
  images: 5,
  imagesWithAlt: 2,
  score: 27,
};

describe('the analysis result', () => {
  it('simulates an overall score from 50 to 79, ten suggestions and is stable for one URL', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const result = simulateAnalysis(`https://site-${seed}.example/`);
      expect(result.score).toBeGreaterThanOrEqual(SIMULATED_SCORE_MIN);
      expect(result.score).toBeLessThanOrEqual(SIMULATED_SCORE_MAX);
      expect(result.suggestions).toHaveLength(10);
    }
    expect(simulateAnalysis(page)).toEqual(simulateAnalysis(page));
    expect(simulateAnalysis(page).dataSource).toEqual({ overview: 'simulated', pages: 'simulated', keywords: 'simulated', backlinks: 'simulated', competitors: 'simulated' });
  });

  it('uses the measured facts for the score, the Overview metrics and the Pages tab', () => {
    const result = analysisFromReport(page, report);
    expect(result.score).toBe(27);
    expect(result.dataSource).toMatchObject({ overview: 'measured', pages: 'measured', keywords: 'simulated' });
    expect(result.pages).toEqual([expect.objectContaining({ url: page, title: report.title, wordCount: 350, loadTime: 4.2, imagesWithAlt: 2 })]);
    const byTitle = Object.fromEntries(measuredMetrics(report).map((metric) => [metric.title, metric]));
    expect(byTitle['Title Tag']).toMatchObject({ status: 'warning', suggestion: expect.stringContaining('72 characters') });
    expect(byTitle['Meta Description']?.status).toBe('bad');
    expect(byTitle['Heading Structure']?.status).toBe('bad');
    expect(byTitle['Content Depth']).toMatchObject({
      status: 'info',
      suggestion: '350 words of copy. Google has no preferred word count: what counts is that the page answers what your customers ask.',
      source: { title: 'Content Depth vs. Length: Cover a Topic Without Padding', path: '/knowledge-base/content-depth' },
    });
    expect(byTitle.Indexability).toMatchObject({ status: 'good', source: { path: '/knowledge-base/indexing-strategy' } });
    // Every measured metric says why, with the site's page that explains its rule.
    for (const metric of Object.values(byTitle)) expect(metric.source?.path, metric.title).toMatch(/^\/(?:knowledge-base|resources)\//);
    expect(byTitle['Image Alt Text']).toMatchObject({ status: 'bad', suggestion: expect.stringContaining('3 images of 5') });
    expect(byTitle['Page Load Time']?.status).toBe('warning');
    expect(byTitle['Internal Linking']?.status).toBe('bad');
    expect(result.suggestions).toHaveLength(10);
    // The first recommendation is the weekly report's action: the fix worth the most points.
    expect(result.suggestions[0]).toBe(
      'Write a meta description. Say in a sentence or two what you offer, where, and why to click. Search engines often show it under your title.',
    );
    expect(result.suggestions).not.toContain(byTitle['Meta Description']?.suggestion);
  });

  it('takes keyword ideas from the page title', () => {
    expect(topicFromTitle('Drain Cleaning in Glendale | Ruiz Plumbing')).toBe('drain cleaning in glendale');
    expect(topicFromTitle(null)).toBeUndefined();
    expect(analysisFromReport(page, { ...report, title: 'Water Heaters - Ruiz' }).keywords[0]?.keyword).toBe('water heaters los angeles');
  });

  it('says why it fell back to the simulation', () => {
    expect(simulatedFallback(page, 'The page did not finish loading within 8 seconds.').dataSource.fallbackReason).toBe(
      'The page did not finish loading within 8 seconds.',
    );
  });

  it('finds competitors not already listed, up to the number asked', () => {
    const pool = simulateCompetitors(seededRandom('x'), 20);
    expect(pool.length).toBe(8);
    const found = simulateCompetitors(seededRandom('y'), 2, pool.slice(0, 7).map((competitor) => competitor.domain));
    expect(found.map((competitor) => competitor.domain)).toEqual([pool[7]!.domain]);
  });

  it('gives four insights: Content, Keywords, Technical, Strategy', () => {
    expect(buildInsights(analysisFromReport(page, report)).map((insight) => insight.category)).toEqual(['Content', 'Keywords', 'Technical', 'Strategy']);
  });
});
