/**
 * The page score of the SEO tool's real page check (analyze-page) and of the weekly reports: 100,
 * less one named deduction per problem found. No parser here, so the weekly report e-mail can use it.
 */
import type { PageFacts } from './page-report.ts';
import { lengthAdvice, SHORTENED_BEYOND } from './seo-length-rule.ts';

export interface ScoreInput extends PageFacts {
  status: number;
  loadTimeMs: number;
}

/** Which problem a deduction is for: the weekly report turns the largest into the week's action. */
export type DeductionKey = 'status' | 'no_title' | 'long_title' | 'no_description' | 'long_description' | 'no_h1' | 'many_h1' | 'no_canonical' | 'thin_copy' | 'no_internal_links' | 'slow' | 'missing_alt';

export interface PageDeduction {
  key: DeductionKey;
  reason: string;
  points: number;
}

/** One deduction per problem, each named so the score can be explained to the visitor. */
export function pageDeductions(facts: ScoreInput): PageDeduction[] {
  const deductions: PageDeduction[] = [];
  const add = (condition: boolean, reason: string, points: number, key: DeductionKey) => {
    if (condition) deductions.push({ key, reason, points });
  };
  // A title or description costs points only when missing or over-long: Google sets no minimum.
  const title = lengthAdvice(facts.title?.length ?? 0, SHORTENED_BEYOND.title);
  const description = lengthAdvice(facts.metaDescription?.length ?? 0, SHORTENED_BEYOND.description);
  add(facts.status >= 400, `The page answered with status ${facts.status}`, 40, 'status');
  add(title === 'missing', 'No title tag', 20, 'no_title');
  add(title === 'long', `Title over ${SHORTENED_BEYOND.title} characters, where results often shorten it`, 5, 'long_title');
  add(description === 'missing', 'No meta description', 15, 'no_description');
  add(description === 'long', `Meta description over ${SHORTENED_BEYOND.description} characters, where results often shorten it`, 5, 'long_description');
  add(facts.h1Count === 0, 'No h1 heading', 10, 'no_h1');
  add(facts.h1Count > 1, 'More than one h1 heading', 5, 'many_h1');
  add(facts.canonical === null, 'No canonical link', 5, 'no_canonical');
  // Google has no preferred word count; a page this short rarely says enough to answer a searcher, so it is worth a look.
  add(facts.wordCount < 300, 'Fewer than 300 words of copy', 10, 'thin_copy');
  add(facts.internalLinks === 0, 'No internal links', 5, 'no_internal_links');
  // The time to download the HTML alone (no images or scripts), against the spec's tip of under 3 seconds; not a Google threshold.
  add(facts.loadTimeMs > 3000, 'The HTML took longer than 3 seconds to download', 10, 'slow');
  const missingAlt = facts.images - facts.imagesWithAlt;
  add(missingAlt > 0, `${missingAlt} image${missingAlt === 1 ? '' : 's'} without alt text`, Math.min(10, missingAlt * 2), 'missing_alt');
  return deductions;
}

export function scorePage(facts: ScoreInput): number {
  const lost = pageDeductions(facts).reduce((sum, deduction) => sum + deduction.points, 0);
  return Math.max(0, Math.min(100, 100 - lost));
}

/**
 * What a score is called wherever it is shown: the SEO tool's ring, the weekly e-mail and its PDF
 * (docs/requirements/seo-tool.md#bands-and-colours). Good from 80, Needs improvement from 60.
 */
export type ScoreBand = 'Good' | 'Needs improvement' | 'Poor';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'Good';
  if (score >= 60) return 'Needs improvement';
  return 'Poor';
}
