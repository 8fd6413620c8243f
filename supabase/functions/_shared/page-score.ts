/**
 * The page score of the SEO tool's real page check (analyze-page) and of the weekly reports, from
 * the rules with their reasons (seo-rules/rules.ts, seo-rules/evaluate.ts): 100, less one named
 * deduction per problem found, held low by anything that keeps Google from indexing the page.
 * No parser here, so the weekly report e-mail can use it.
 */
import { evaluatePage } from './seo-rules/evaluate.ts';
import type { RuleInput } from './seo-rules/rules.ts';

export type ScoreInput = RuleInput;

export interface PageDeduction {
  /** The rule's id (seo-rules/rules.ts). */
  key: string;
  reason: string;
  points: number;
}

/** The points each problem found costs, each named so the score can be explained to the visitor. */
export function pageDeductions(facts: ScoreInput): PageDeduction[] {
  return evaluatePage(facts)
    .findings.filter((finding) => finding.lost > 0)
    .map((finding) => ({ key: finding.rule.id, reason: finding.found, points: finding.lost }));
}

export function scorePage(facts: ScoreInput): number {
  return evaluatePage(facts).score;
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
