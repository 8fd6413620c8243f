import { describe, expect, it } from 'vitest';
import { AGENCY, siteOrigin } from '@shared/agency';
import { scoreBand } from '@shared/page-score';
import { recommendedAction } from '@shared/weekly-report/action';
import { weeklyReportContent } from '@shared/weekly-report/content';
import { weeklyReportLinks } from '@shared/weekly-report/payload';
import { fullAddress, site } from '@/content/site';
import { measured, payload } from '../support/weekly-report-fixtures';

describe('the agency facts the e-mails carry', () => {
  it('are the site facts of src/content/site.ts (the functions cannot import it)', () => {
    expect(AGENCY.name).toBe(site.name);
    expect(AGENCY.postalAddress).toBe(fullAddress);
    expect(AGENCY.phone).toBe(site.phone.display);
    expect(AGENCY.email).toBe(site.email);
    expect(siteOrigin(undefined)).toBe('https://www.losangelesseogroup.com');
    expect(siteOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
  });
});

describe('the weekly report', () => {
  const links = weeklyReportLinks({ unsubscribe_token: 'abc.def' }, { apiUrl: 'https://ref.supabase.co/', siteUrl: undefined });

  it('links to the site and the one-click function with the token, and "Book a free call" to /book', () => {
    expect(links).toMatchObject({
      unsubscribePage: 'https://www.losangelesseogroup.com/unsubscribe?token=abc.def',
      oneClick: 'https://ref.supabase.co/functions/v1/weekly-report-unsubscribe?token=abc.def',
      bookCall: 'https://www.losangelesseogroup.com/book?utm_source=weekly-report&utm_medium=email&utm_campaign=weekly-seo-report',
    });
  });

  it("recommends the fix worth the most points, and says so when there is none or the page was not reached", () => {
    expect(recommendedAction(measured).title).toBe('Write a meta description');
    // Present and not over-long, so the title and description cost nothing, however short.
    const fine = { title: 'x'.repeat(40), titleLength: 40, metaDescription: 'x'.repeat(90), metaDescriptionLength: 90 };
    expect(recommendedAction({ ...measured, ...fine }).title).toBe('Add alt text to your images');
    expect(recommendedAction({ ...measured, ...fine, imagesWithAlt: 4 }).title).toMatch(/Keep the page/);
    expect(recommendedAction({ ...measured, ...fine, title: 'x'.repeat(72), titleLength: 72, imagesWithAlt: 4 })).toEqual({
      title: 'Shorten the title',
      detail: 'It has 72 characters, and titles are often shortened beyond about 60 characters. Put your service and area first.',
    });
    expect(recommendedAction(null).title).toBe('Make sure your page loads');
    expect([scoreBand(80), scoreBand(79), scoreBand(59)]).toEqual(['Good', 'Needs improvement', 'Poor']);
  });

  it('tells each recipient why it gets the report in the agency\'s words, and reports a page it could not reach without facts or changes', () => {
    const first = weeklyReportContent(payload(), links);
    // Never the name or company the visitor typed (docs/decisions/0025-weekly-report-double-opt-in.md): the recipient's own confirmation.
    expect(first.fineprint[0]).toBe(
      'You receive this report because you confirmed on March 11, 2027 that you want us to e-mail a weekly SEO report on ruiz.example to team@ruiz.example every Monday.',
    );
    expect(weeklyReportContent(payload({ recipient: 'ana@ruiz.example', recipient_is_owner: true }), links).fineprint[0]).toBe(
      'You receive this report because you asked us on March 10, 2027 to e-mail a weekly SEO report on ruiz.example to ana@ruiz.example every Monday.',
    );
    expect(first.changes).toEqual(['This is the first measurement of this page: next week we compare against it.']);
    expect(first.weekLabel).toBe('Week of Monday, March 15, 2027');

    const unreachable = weeklyReportContent(
      payload({ current: { score: null, report: null, error: 'The page could not be reached: the connection was refused.', measured_at: null } }),
      links,
    );
    expect(unreachable.subject).toBe('Weekly SEO report for ruiz.example: we could not check your page');
    expect(unreachable.facts).toEqual([]);
    expect(unreachable.summary).toContain('the connection was refused');
  });

  it('lists only what changed, and says so when nothing did', () => {
    const same = weeklyReportContent(payload({ previous: { week_of: '2027-03-08', score: 79, report: { ...measured, loadTimeMs: 900 } } }), links);
    expect(same.changes).toEqual(['Nothing we measure changed since last week.']);
    const moved = weeklyReportContent(
      payload({ previous: { week_of: '2027-03-08', score: 70, report: { ...measured, canonical: null, wordCount: 200, loadTimeMs: 3400 } } }),
      links,
    );
    expect(moved.subject).toBe('Weekly SEO report for ruiz.example: 79/100 (+9)');
    expect(moved.changes).toEqual(['Score rose from 70 to 79 (+9).', 'Words of copy: 200 → 640.', 'A canonical link was added.', 'Load time: 3.4 s → 0.4 s.']);
  });
});
