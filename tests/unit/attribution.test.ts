// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { captureFirstTouch, currentAttribution } from '@/lib/attribution';
import { normalizeWebsite } from '@/lib/api/leads';
import { queryPolicy } from '@/lib/query-client';

describe('lead attribution', () => {
  it('keeps the first page of the visit: its referrer and UTM tags', () => {
    captureFirstTouch({ search: '?utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=seo+la&utm_content=ad1' }, 'https://www.google.com/');
    captureFirstTouch({ search: '?utm_source=facebook' }, 'https://facebook.com/');
    expect(currentAttribution('/pricing')).toEqual({
      source_path: '/pricing',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fall',
      utm_term: 'seo la',
      utm_content: 'ad1',
    });
  });

  it('works when nothing was captured', () => {
    expect(currentAttribution('/contact')).toMatchObject({ source_path: '/contact', referrer: null, utm_source: null });
  });
});

describe('website normalisation', () => {
  it('adds https:// when there is no scheme and keeps empty values empty', () => {
    expect(normalizeWebsite('tacos.example')).toBe('https://tacos.example');
    expect(normalizeWebsite('http://tacos.example')).toBe('http://tacos.example');
    expect(normalizeWebsite('HTTPS://tacos.example')).toBe('HTTPS://tacos.example');
    expect(normalizeWebsite('  ')).toBe('');
    expect(normalizeWebsite(null)).toBe('');
  });
});

describe('data cache policy', () => {
  it('is the spec policy: fresh 5 minutes, kept 10 minutes, one retry', () => {
    expect(queryPolicy).toEqual({ staleTime: 300_000, gcTime: 600_000, retry: 1 });
  });
});
