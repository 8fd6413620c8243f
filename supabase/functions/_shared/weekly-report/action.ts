/**
 * The one action a weekly report recommends: the fix worth the most points on the page check
 * (page-score.ts's deductions), in words a business owner can act on.
 */
import type { PageReport } from '../page-report.ts';
import { pageDeductions, type DeductionKey } from '../page-score.ts';
import { SHORTENED_BEYOND_TEXT } from '../seo-length-rule.ts';
import { count, plural, seconds } from './format.ts';

const ACTIONS: Record<DeductionKey, (report: PageReport) => { title: string; detail: string }> = {
  status: (r) => ({
    title: `Fix the error the page answers with (status ${r.status})`,
    detail:
      r.status >= 500 || r.status === 429
        ? 'Visitors cannot reach it. Search engines slow their visits while a server keeps failing and drop pages that go on failing, so ask your hosting company to fix it.'
        : 'Visitors cannot reach it, and search engines drop a page that answers "not found" from their results. Check the address, or redirect it to the page that replaced it.',
  }),
  no_title: () => ({ title: 'Add a title tag', detail: 'Write a title that names your main service and your area. It is the headline of your search result.' }),
  long_title: (r) => ({ title: 'Shorten the title', detail: `It has ${r.titleLength} characters, and ${SHORTENED_BEYOND_TEXT.title}. Put your service and area first.` }),
  no_description: () => ({
    title: 'Write a meta description',
    detail: 'Say in a sentence or two what you offer, where, and why to click. Search engines often show it under your title.',
  }),
  long_description: (r) => ({ title: 'Shorten the meta description', detail: `It has ${r.metaDescriptionLength} characters, and ${SHORTENED_BEYOND_TEXT.description}. Say what you offer and where first.` }),
  no_h1: () => ({ title: 'Give the page an h1 heading', detail: 'One main heading that says what the page is about helps visitors and search engines alike.' }),
  many_h1: (r) => ({ title: 'Keep one h1 heading', detail: `The page has ${r.h1Count}. Keep the one that says what the page is about and make the others h2.` }),
  no_canonical: () => ({ title: 'Add a canonical link', detail: 'It tells search engines which address of this page to rank when it can be reached at more than one.' }),
  thin_copy: (r) => ({
    title: 'Add useful copy',
    detail: `The page has ${count(r.wordCount)} words. Google has no preferred word count, but this is rarely enough to answer what your customers ask: add those answers.`,
  }),
  no_internal_links: () => ({ title: 'Link to your other pages', detail: 'Links to your service and contact pages help visitors go on and help search engines find those pages.' }),
  slow: (r) => ({ title: 'Make the page load faster', detail: `Its HTML alone took ${seconds(r.loadTimeMs)} to download to our checker, before any image or script. That is usually slow hosting or a slow page build: ask your host about caching. Google's own measure, Largest Contentful Paint, is good at 2.5 s or less.` }),
  missing_alt: (r) => ({
    title: 'Add alt text to your images',
    detail: `${plural(r.images - r.imagesWithAlt, 'image')} ${r.images - r.imagesWithAlt === 1 ? 'has' : 'have'} none. Describe each image in a few words; decorative ones get an empty alt.`,
  }),
};

/** The one action for the week: the fix worth the most points on the page check, first of equals. */
export function recommendedAction(report: PageReport | null): { title: string; detail: string } {
  if (!report) {
    return {
      title: 'Make sure your page loads',
      detail: 'We could not check it this week. If visitors cannot reach it, neither can search engines. Check it in a browser and with your hosting company.',
    };
  }
  const top = pageDeductions(report).reduce<ReturnType<typeof pageDeductions>[number] | null>(
    (best, deduction) => (best === null || deduction.points > best.points ? deduction : best),
    null,
  );
  if (!top) {
    return {
      title: 'Keep the page as it is, and look beyond it',
      detail: 'Everything we check on this page is in order. The next gains are off the page: your Google Business Profile, reviews and links from local sites. We can help.',
    };
  }
  return ACTIONS[top.key](report);
}
