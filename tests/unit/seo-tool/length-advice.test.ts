/**
 * The SEO tool and the weekly report score and advise a title's and a description's length as Google
 * treats it (issue 50): no minimum, a practical maximum past which results often shorten the text. A
 * short title costs nothing and is never told to grow; a missing or an over-long one costs points.
 */
import { describe, expect, it } from 'vitest';
import { pageDeductions, scorePage, type ScoreInput } from '@shared/page-score';
import { lengthAdvice, SHORTENED_BEYOND } from '@shared/seo-length-rule';
import { recommendedAction } from '@shared/weekly-report/action';
import { measuredMetrics } from '@/features/seo-tool/lib/measured';
import type { PageReport } from '@/features/seo-tool/lib/types';
import { measured } from '../../support/weekly-report-fixtures';

const title35 = 'Drain Cleaning in Glendale | Ruiz P';
const description100 = 'Same-day drain cleaning in Glendale and Burbank with upfront prices and licensed, friendly plumbers.';

const clean: ScoreInput = {
  title: title35,
  metaDescription: description100,
  canonical: 'https://ruiz.example/drains',
  h1Count: 1,
  wordCount: 800,
  internalLinks: 12,
  externalLinks: 2,
  images: 4,
  imagesWithAlt: 4,
  status: 200,
  loadTimeMs: 900,
};

const report = (facts: ScoreInput): PageReport => ({
  ...facts,
  url: 'https://ruiz.example/drains',
  finalUrl: 'https://ruiz.example/drains',
  titleLength: facts.title?.length ?? 0,
  metaDescriptionLength: facts.metaDescription?.length ?? 0,
  score: scorePage(facts),
});

describe('the length rule of the page score', () => {
  it('gives full marks to a 35-character title and a 100-character description', () => {
    expect([title35.length, description100.length]).toEqual([35, 100]);
    expect(pageDeductions(clean)).toEqual([]);
    expect(scorePage(clean)).toBe(100);
  });

  it('takes points off a missing and an over-long title and description', () => {
    const over = (length: number) => 'x'.repeat(length);
    expect(pageDeductions({ ...clean, title: null }).map((d) => [d.key, d.points])).toEqual([['no_title', 20]]);
    expect(pageDeductions({ ...clean, title: over(SHORTENED_BEYOND.title + 1) }).map((d) => [d.key, d.points])).toEqual([['long_title', 5]]);
    expect(pageDeductions({ ...clean, metaDescription: null }).map((d) => [d.key, d.points])).toEqual([['no_description', 15]]);
    expect(pageDeductions({ ...clean, metaDescription: over(SHORTENED_BEYOND.description + 1) }).map((d) => [d.key, d.points])).toEqual([['long_description', 5]]);
    // At the practical maximum itself nothing is lost.
    expect(scorePage({ ...clean, title: over(SHORTENED_BEYOND.title), metaDescription: over(SHORTENED_BEYOND.description) })).toBe(100);
  });

  it('has no minimum: every length from 1 to the maximum is fine', () => {
    for (let length = 1; length <= SHORTENED_BEYOND.title; length += 1) expect(lengthAdvice(length, SHORTENED_BEYOND.title)).toBe('fine');
    expect([lengthAdvice(0, 60), lengthAdvice(61, 60)]).toEqual(['missing', 'long']);
  });
});

describe('the advice around it', () => {
  it('the tool calls a short title and description good, and says when titles are often shortened', () => {
    const metrics = Object.fromEntries(measuredMetrics(report(clean)).map((metric) => [metric.title, metric]));
    expect(metrics['Title Tag']).toMatchObject({ score: 100, status: 'good', suggestion: expect.stringContaining('often shortened beyond about 60 characters') });
    expect(metrics['Meta Description']).toMatchObject({ score: 100, status: 'good', suggestion: expect.stringContaining('often shortened beyond about 160 characters') });
    const long = Object.fromEntries(measuredMetrics(report({ ...clean, title: 'x'.repeat(72) })).map((metric) => [metric.title, metric]));
    expect(long['Title Tag']).toMatchObject({ status: 'warning', suggestion: expect.stringContaining('72 characters') });
  });

  it('never tells anyone to lengthen a title or a description, and the weekly report asks nothing of a short one', () => {
    for (let length = 1; length <= SHORTENED_BEYOND.description; length += 1) {
      const facts = { ...clean, title: 'x'.repeat(Math.min(length, SHORTENED_BEYOND.title)), metaDescription: 'x'.repeat(length) };
      const advice = [...measuredMetrics(report(facts)).map((metric) => metric.suggestion), recommendedAction(report(facts)).title];
      expect(advice.join(' ')).not.toMatch(/lengthen|too short|only \d+ characters/i);
    }
    expect(recommendedAction({ ...measured, title: title35, titleLength: 35, metaDescription: description100, metaDescriptionLength: 100, imagesWithAlt: 4 }).title).toMatch(/^Keep the page/);
  });

  it('says nothing about how many words ranking pages have', () => {
    const content = measuredMetrics(report({ ...clean, wordCount: 350 })).find((metric) => metric.title === 'Content Depth');
    expect(content).toMatchObject({ status: 'info', score: 100 });
    expect(measuredMetrics(report({ ...clean, wordCount: 150 })).find((metric) => metric.title === 'Content Depth')).toMatchObject({ status: 'info', score: 100 });
    expect(content?.suggestion).not.toMatch(/rank|say more/i);
  });
});
