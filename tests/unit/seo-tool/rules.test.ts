import { describe, expect, it } from 'vitest';
import { domainOf, normalizeAnalysisUrl, toolFromParam } from '@/features/seo-tool/lib/analysis-url';
import { actionPriority, backlinkVerdict, difficultyTone, metricTone, positionTone, scoreTone } from '@/features/seo-tool/lib/bands';
import { competitorFromDraft, emptyDraft, normalizeDomain, toInteger } from '@/features/seo-tool/lib/competitors';
import { checkStepOne, recipientList } from '@/features/weekly-reports/lib/report-schedule';
import { formatLoadTime } from '@/features/seo-tool/lib/format';

describe('analysis URL', () => {
  it('requires a value', () => {
    expect(normalizeAnalysisUrl('')).toEqual({ ok: false, message: 'Please enter a URL.' });
    expect(normalizeAnalysisUrl('   ')).toEqual({ ok: false, message: 'Please enter a URL.' });
  });

  it('adds https:// when there is no scheme and keeps http(s) as given', () => {
    expect(normalizeAnalysisUrl('example.com')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(normalizeAnalysisUrl(' www.example.com/services?x=1 ')).toEqual({ ok: true, url: 'https://www.example.com/services?x=1' });
    expect(normalizeAnalysisUrl('http://example.com/a')).toEqual({ ok: true, url: 'http://example.com/a' });
    expect(normalizeAnalysisUrl('HTTPS://Example.com')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(normalizeAnalysisUrl('localhost:5173/about')).toEqual({ ok: true, url: 'https://localhost:5173/about' });
  });

  it('refuses what cannot be a web address, with an example', () => {
    const invalid = { ok: false, message: 'Please enter a valid URL. Example: www.losangelesseogroup.com' };
    for (const input of ['not a site', 'plumbing', 'https://exa mple.com', 'http://', 'example..com', '.com']) {
      expect(normalizeAnalysisUrl(input), input).toEqual(invalid);
    }
  });

  it('names the domain without www', () => {
    expect(domainOf('https://www.rival.com/a')).toBe('rival.com');
  });

  it('reads the tool parameter: keywords, backlinks, speed, anything else the SEO analysis', () => {
    expect(toolFromParam('keywords')).toBe('keywords');
    expect(toolFromParam('backlinks')).toBe('backlinks');
    expect(toolFromParam('speed')).toBe('speed');
    expect(toolFromParam('seo-analysis')).toBe('seo-analysis');
    expect(toolFromParam('KEYWORDS')).toBe('seo-analysis');
    expect(toolFromParam(null)).toBe('seo-analysis');
  });
});

describe('bands (docs/requirements/seo-tool.md#bands-and-colours)', () => {
  it('score: green at 80+, yellow at 60+, else red (page score the same)', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('metric status: good green, warning orange, bad dark red, other blue', () => {
    expect(metricTone('good')).toBe('green');
    expect(metricTone('warning')).toBe('orange');
    expect(metricTone('bad')).toBe('dark-red');
    expect(metricTone('info')).toBe('blue');
  });

  it('difficulty: above 65 red, above 50 yellow', () => {
    expect([66, 65, 51, 50, 10].map(difficultyTone)).toEqual(['red', 'yellow', 'yellow', 'green', 'green']);
  });

  it('position: 10 or better green, 20 or better yellow', () => {
    expect([1, 10, 11, 20, 21].map(positionTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red']);
  });

  it('action plan: first 3 High, next 3 Medium, the rest Low', () => {
    expect(Array.from({ length: 10 }, (_, index) => actionPriority(index))).toEqual([
      'High',
      'High',
      'High',
      'Medium',
      'Medium',
      'Medium',
      'Low',
      'Low',
      'Low',
      'Low',
    ]);
  });

  it('backlinks under 1000 are below average, said as our rule of thumb and not as a fact about ranking sites', () => {
    expect(backlinkVerdict(999)).toMatch(/^Below average by this tool's rule of thumb/);
    expect(backlinkVerdict(1000)).toMatch(/^Above average by this tool's rule of thumb/);
    for (const total of [0, 999, 1000, 5000]) expect(backlinkVerdict(total)).not.toMatch(/most businesses|rank on page one/i);
  });

  it('compares backlinks only with the competitors shown, when there are any', () => {
    expect(backlinkVerdict(800, [300, 1200, 4000])).toContain(' 2 of the 3 competitors shown have more.');
    expect(backlinkVerdict(5000, [300])).toContain(' 0 of the 1 competitors shown have more.');
    expect(backlinkVerdict(800, [4000])).toContain(' 1 of the 1 competitors shown has more.');
    expect(backlinkVerdict(800)).not.toContain('competitors');
  });

  it('shows fast load times in milliseconds', () => {
    expect(formatLoadTime(0.043)).toBe('43 ms');
    expect(formatLoadTime(2.46)).toBe('2.5 s');
  });
});

describe('competitor rules', () => {
  it('requires a domain', () => {
    expect(competitorFromDraft(emptyDraft(), [])).toEqual({
      ok: false,
      error: { title: 'Validation Error', description: 'Please enter a competitor domain name.' },
    });
  });

  it('refuses a duplicate, however it is typed', () => {
    const existing = [{ domain: 'rival.com', score: 1, traffic: 1, keywords: 1, backlinks: 1 }];
    expect(competitorFromDraft({ ...emptyDraft(), domain: 'https://www.Rival.com/about' }, existing)).toEqual({
      ok: false,
      error: { title: 'Duplicate Entry', description: 'This competitor already exists in your list.' },
    });
  });

  it('reads numbers as integers, falling back to 0', () => {
    expect([toInteger('42'), toInteger('42.9'), toInteger(' 7 '), toInteger('abc'), toInteger(''), toInteger('-3')]).toEqual([42, 42, 7, 0, 0, -3]);
    expect(competitorFromDraft({ domain: 'rival.com', score: '70', traffic: 'many', keywords: '12k', backlinks: '' }, [])).toEqual({
      ok: true,
      competitor: { domain: 'rival.com', score: 70, traffic: 0, keywords: 12, backlinks: 0 },
    });
  });

  it('refuses a score above 100 and any negative count, naming the field and its range', () => {
    const draft = { domain: 'rival.com', score: '70', traffic: '10', keywords: '5', backlinks: '3' };
    expect(competitorFromDraft({ ...draft, score: '101' }, [])).toEqual({
      ok: false,
      error: { title: 'Validation Error', description: 'SEO score must be a whole number from 0 to 100.' },
    });
    expect(competitorFromDraft({ ...draft, traffic: '-5' }, [])).toMatchObject({
      ok: false,
      error: { description: 'Monthly traffic must be a whole number from 0 to 1,000,000,000.' },
    });
    expect(competitorFromDraft({ ...draft, backlinks: '-1' }, [], 'rival.com')).toMatchObject({ ok: false });
    expect(competitorFromDraft({ ...draft, score: '100', traffic: '0' }, [])).toMatchObject({ ok: true });
  });

  it('keeps the domain when editing, even if the draft says otherwise', () => {
    const existing = [{ domain: 'rival.com', score: 1, traffic: 1, keywords: 1, backlinks: 1 }];
    const check = competitorFromDraft({ domain: 'other.com', score: '5', traffic: '6', keywords: '7', backlinks: '8' }, existing, 'rival.com');
    expect(check).toEqual({ ok: true, competitor: { domain: 'rival.com', score: 5, traffic: 6, keywords: 7, backlinks: 8 } });
  });

  it('normalises domains', () => {
    expect(normalizeDomain(' WWW.Rival.com ')).toBe('rival.com');
    expect(normalizeDomain('http://rival.com/path')).toBe('rival.com');
  });
});

describe('report scheduler step 1 and recipients', () => {
  const filled = { fullName: 'Grace Kim', email: 'grace@kim.example', phone: '310 555 0190', companyName: 'Kim Dental' };

  it('requires all four fields, then a simple e-mail shape', () => {
    expect(checkStepOne(filled)).toBeNull();
    expect(checkStepOne({ ...filled, phone: ' ' })?.toast).toEqual({
      title: 'Missing information',
      description: 'Please fill in all required fields to continue.',
    });
    expect(checkStepOne({ ...filled, companyName: '', fullName: '' })?.fields).toEqual({
      fullName: 'This field is required',
      companyName: 'This field is required',
    });
    for (const email of ['grace', 'grace@kim', 'grace@.', 'gr ace@kim.example']) {
      expect(checkStepOne({ ...filled, email })?.toast, email).toEqual({ title: 'Invalid email', description: 'Please enter a valid email address.' });
    }
  });

  it('drops empty recipients and repeats of someone already on the list', () => {
    const values = {
      email: 'grace@kim.example',
      additionalEmails: [{ value: '' }, { value: ' office@kim.example ' }, { value: 'GRACE@kim.example' }, { value: 'office@kim.example' }],
    };
    expect(recipientList(values)).toEqual(['office@kim.example']);
  });
});
