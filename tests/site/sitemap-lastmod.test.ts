/**
 * Every URL of the built sitemap has a `<lastmod>` (issue 62: none of 106 had one, though the site's
 * own article says Google uses an accurate one): a real W3C date (YYYY-MM-DD), not in the future,
 * and the page's own last change: its content module's date, else the committed day of the last
 * commit to its files (scripts/prerender/page-dates.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDates, sourceDates } from '../../scripts/prerender/page-dates';
import { DIST, SITE_URL } from './support/dist';

const xml = readFileSync(resolve(DIST, 'sitemap.xml'), 'utf8');
const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
  loc: entry!.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? '',
  lastmod: entry!.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1] ?? null,
}));
const isRealDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

describe('sitemap lastmod', () => {
  it('every URL has a lastmod that is a real day, not in the future, and its source’s date', () => {
    const today = new Date().toISOString().slice(0, 10);
    const dated = contentDates();
    const problems = entries.flatMap(({ loc, lastmod }) => {
      const path = loc.slice(SITE_URL.length) || '/';
      const expected = dated[path] ?? sourceDates[path];
      if (!lastmod) return [`${loc}: no lastmod`];
      if (!isRealDay(lastmod)) return [`${loc}: ${lastmod} is not a W3C date`];
      if (lastmod > today) return [`${loc}: ${lastmod} is in the future`];
      return lastmod === expected ? [] : [`${loc}: ${lastmod}, its source says ${expected}`];
    });
    expect(problems).toEqual([]);
    if (process.env.SHOW_LASTMOD) console.info(`${entries.filter((entry) => entry.lastmod).length} of ${entries.length} URLs have a lastmod`);
    expect(entries.length).toBeGreaterThan(100);
    // Both kinds are there: the articles' and case studies' own dates, and git's.
    expect(entries.some(({ loc }) => dated[loc.slice(SITE_URL.length)])).toBe(true);
    expect(entries.some(({ loc }) => sourceDates[loc.slice(SITE_URL.length) || '/'])).toBe(true);
  });
});
