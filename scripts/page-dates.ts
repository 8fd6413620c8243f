/**
 * `npm run pages:dates`: writes scripts/prerender/page-dates.generated.json, the day each page
 * without a date of its own last changed, from git (scripts/prerender/page-dates.ts). Run it after
 * changing a page and commit the file with the change; tests/unit/page-dates.test.ts fails when
 * it is out of date.
 */
import { writeFileSync } from 'node:fs';
import { prerenderTargets } from '../src/app/route-table';
import { contentDates, gitDate, hasFullHistory, PAGE_DATES_FILE, sourceFilesOf } from './prerender/page-dates';

if (!hasFullHistory()) throw new Error('pages:dates needs the full git history (this checkout is shallow or not a git repository)');
const dated = contentDates();
const dates: Record<string, string> = {};
for (const target of await prerenderTargets()) {
  if (!target.indexable || dated[target.url]) continue;
  dates[target.url] = gitDate(sourceFilesOf(target));
}
writeFileSync(PAGE_DATES_FILE, `${JSON.stringify(dates, null, 2)}\n`);
console.log(`Wrote the last-change dates of ${Object.keys(dates).length} pages.`);
