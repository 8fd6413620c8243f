/**
 * The one action a weekly report recommends: the page check's first action (seo-rules/evaluate.ts),
 * the same rule and words as the SEO tool's first recommendation. Anything that keeps Google from
 * indexing the page comes first; then the fix worth the most points.
 */
import type { PageReport } from '../page-report.ts';
import { firstAction } from '../seo-rules/evaluate.ts';

export function recommendedAction(report: PageReport | null): { title: string; detail: string } {
  if (!report) {
    return {
      title: 'Make sure your page loads',
      detail: 'We could not check it this week. If visitors cannot reach it, neither can search engines. Check it in a browser and with your hosting company.',
    };
  }
  return firstAction(report);
}
