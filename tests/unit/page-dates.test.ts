/**
 * The sitemap's `<lastmod>` dates (scripts/prerender/page-dates.ts, decision 0074): the committed
 * dates are git's for the files each page is made of, and a page without one stops the build.
 */
import { describe, expect, it } from 'vitest';
import { prerenderTargets } from '@/app/route-table';
import { contentDates, gitDate, hasFullHistory, lastModified, sourceDates, sourceFilesOf } from '../../scripts/prerender/page-dates';

const targets = await prerenderTargets();

describe('page dates', () => {
  it("a page is made of its page module, its data and the content they import, not the site's frame", () => {
    const koreatown = targets.find((target) => target.url === '/los-angeles-seo/koreatown')!;
    const files = sourceFilesOf(koreatown);
    expect(files).toContain('src/pages/neighborhood-page.tsx');
    expect(files).toContain('src/content/neighborhoods/places/koreatown.ts');
    expect(files).toContain('src/features/neighborhoods/components/detail/same-region-neighborhoods.tsx');
    expect(files.filter((file) => !/^src\/(pages|content|features)\//.test(file))).toEqual([]);
    expect(files).not.toContain('src/content/neighborhoods/places/venice.ts');
  });

  it.runIf(hasFullHistory())('the committed dates are the days of the last commit to each page’s files (npm run pages:dates)', { timeout: 120_000 }, () => {
    const dated = contentDates();
    const expected = Object.fromEntries(
      targets.filter((target) => target.indexable && !dated[target.url]).map((target) => [target.url, gitDate(sourceFilesOf(target))]),
    );
    expect(sourceDates).toEqual(expected);
  });

  it('content dates win, and a page with no date stops the build', () => {
    const page = { url: '/x', page: 'x', indexable: true, canonical: '/x', dataModules: [] };
    expect(lastModified([page], { '/x': '2026-01-02' }, { '/x': '2026-03-04' })).toEqual({ '/x': '2026-01-02' });
    expect(lastModified([page, { ...page, url: '/hidden', indexable: false }], {}, { '/x': '2026-03-04' })).toEqual({ '/x': '2026-03-04' });
    expect(() => lastModified([page], {}, {})).toThrow(/npm run pages:dates/);
  });
});
