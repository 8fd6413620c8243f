import { describe, expect, it } from 'vitest';
import { websiteHref } from '@/features/dashboard/lib/lead-filters';

// Leads stored before decision 0044 may hold a website without its scheme; their links still open it.
describe('websiteHref', () => {
  it('keeps a website that has its scheme', () => {
    expect(websiteHref('https://site1.example')).toBe('https://site1.example');
    expect(websiteHref('HTTP://site1.example/a')).toBe('HTTP://site1.example/a');
  });
  it('adds https:// to an older website stored without one', () => {
    expect(websiteHref('site1.example')).toBe('https://site1.example');
  });
});
