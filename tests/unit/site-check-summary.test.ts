/**
 * What a lead's site check keeps of a page report (docs/decisions/0080-leads-site-checks.md): the
 * tool's score and first action, the three most important findings (indexability first, then the
 * most points lost) with their rules' sources; what it says when a check failed; and the one line
 * the agency's e-mails carry.
 */
import { describe, expect, it } from 'vitest';
import type { PageReport } from '@shared/page-report';
import { CheckError } from '@shared/page-check/check-error';
import { siteCheckLine } from '@shared/site-check/email-line';
import { describeFailure, OUR_ERROR_FAILURE, PRIVATE_ADDRESS_FAILURE, PRIVATE_REDIRECT_FAILURE, timeoutFailure } from '@shared/site-check/failure';
import { summarizeReport } from '@shared/site-check/summary';

/** A page every rule is happy with. */
const good: PageReport = {
  url: 'https://ruiz.example/',
  score: 100,
  finalUrl: 'https://ruiz.example/',
  status: 200,
  loadTimeMs: 300,
  title: 'Ruiz Plumbing | Glendale Plumbers',
  titleLength: 33,
  metaDescription: 'Same-day plumbing repairs in Glendale and Burbank: leaks, water heaters and drains, with upfront prices.',
  metaDescriptionLength: 104,
  canonical: 'https://ruiz.example/',
  h1Count: 1,
  wordCount: 600,
  internalLinks: 8,
  externalLinks: 1,
  images: 2,
  imagesWithAlt: 2,
  robots: [],
  robotsTxt: { status: 200, blockedBy: null },
};

describe('summarizeReport', () => {
  it('keeps the score, the title and no finding or action for a page with nothing to fix', () => {
    expect(summarizeReport(good)).toEqual({ score: 100, indexable: true, title: 'Ruiz Plumbing | Glendale Plumbers', first_action: null, findings: [] });
  });

  it('ranks the findings by points lost, keeps three, and cites each rule with the site page that explains it', () => {
    const summary = summarizeReport({
      ...good,
      metaDescription: null,
      metaDescriptionLength: 0,
      h1Count: 0,
      canonical: null,
      internalLinks: 0,
      loadTimeMs: 9000,
    });
    expect(summary.score).toBe(100 - 15 - 10 - 5 - 5 - 10);
    expect(summary.indexable).toBe(true);
    expect(summary.first_action).toBe('Write a meta description');
    expect(summary.findings).toHaveLength(3);
    expect(summary.findings.map((finding) => finding.rule_id)).toEqual(['no_description', 'no_h1', 'slow']);
    for (const finding of summary.findings) {
      expect(finding.source_url).toMatch(/^https:\/\/www\.losangelesseogroup\.com\/(knowledge-base|resources)\//);
      expect(finding.source_title.length).toBeGreaterThan(5);
      expect(finding.detail.length).toBeGreaterThan(5);
    }
  });

  it('puts what keeps Google from indexing the page first, marks it not indexable and makes it the first action', () => {
    const summary = summarizeReport({
      ...good,
      metaDescription: null,
      metaDescriptionLength: 0,
      robots: [{ source: 'meta', agent: 'all', rules: ['noindex'] }],
    });
    expect(summary).toMatchObject({ score: 20, indexable: false });
    expect(summary.findings[0]!.rule_id).toBe('noindex');
    expect(summary.first_action).toBe(summary.findings[0]!.title);
    expect(summary.findings[1]!.rule_id).toBe('no_description');
  });

  it('links the sources on the site the function is told it serves', () => {
    const summary = summarizeReport({ ...good, h1Count: 0 }, 'https://staging.example/');
    expect(summary.findings[0]!.source_url).toMatch(/^https:\/\/staging\.example\/[a-z]/);
  });
});

describe('describeFailure', () => {
  it('says what happened in plain words, never the system error', () => {
    expect(describeFailure(new CheckError('x', undefined, 'private_address'), 10_000)).toBe(PRIVATE_ADDRESS_FAILURE);
    expect(describeFailure(new CheckError('x', undefined, 'private_redirect'), 10_000)).toBe(PRIVATE_REDIRECT_FAILURE);
    expect(describeFailure(new CheckError('x', undefined, 'timeout'), 10_000)).toBe('The site did not answer in 10 s.');
    expect(timeoutFailure(10_000)).toBe('The site did not answer in 10 s.');
    expect(describeFailure(new CheckError('The domain nope.example could not be found. Check the spelling of the address.'), 10_000)).toBe(
      'The domain nope.example could not be found.',
    );
    expect(describeFailure(new Error('connect ECONNREFUSED 10.0.0.5:80'), 10_000)).toBe(OUR_ERROR_FAILURE);
  });
});

describe('siteCheckLine', () => {
  it('is the score and the first fix, the failure, or nothing while pending', () => {
    expect(siteCheckLine({ state: 'done', score: 62, indexable: true, first_action: 'Write a meta description' })).toBe(
      'Site check: 62/100 — first fix: Write a meta description.',
    );
    expect(siteCheckLine({ state: 'done', score: 20, indexable: false, first_action: 'Remove the noindex.' })).toBe(
      'Site check: 20/100 (not indexable) — first fix: Remove the noindex.',
    );
    expect(siteCheckLine({ state: 'done', score: 100, indexable: true, first_action: null })).toBe('Site check: 100/100');
    expect(siteCheckLine({ state: 'failed', failure: 'The site did not answer in 10 s.' })).toBe('Site check: The site did not answer in 10 s.');
    expect(siteCheckLine({ state: 'pending' })).toBeNull();
    expect(siteCheckLine(null)).toBeNull();
    expect(siteCheckLine(undefined)).toBeNull();
  });
});
