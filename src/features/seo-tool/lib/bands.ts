/** The bands and colour rules (docs/requirements/seo-tool.md#bands-and-colours), as tones the components map to colours. */
import { scoreBand, type ScoreBand } from '@shared/page-score';
import type { MetricStatus } from './types';

export type Tone = 'green' | 'yellow' | 'red' | 'orange' | 'dark-red' | 'blue';

const BAND_TONES: Record<ScoreBand, Tone> = { Good: 'green', 'Needs improvement': 'yellow', Poor: 'red' };

/** Overall and page scores: green at 80 or more, yellow at 60 or more, else red (the bands the weekly e-mail names too). */
export function scoreTone(score: number): Tone {
  return BAND_TONES[scoreBand(score)];
}

/** Metric colours: good green, warning orange, bad dark red, anything else blue. */
export function metricTone(status: MetricStatus): Tone {
  if (status === 'good') return 'green';
  if (status === 'warning') return 'orange';
  if (status === 'bad') return 'dark-red';
  return 'blue';
}

/** Keyword difficulty: above 65 red, above 50 yellow, else green. */
export function difficultyTone(difficulty: number): Tone {
  if (difficulty > 65) return 'red';
  if (difficulty > 50) return 'yellow';
  return 'green';
}

/** Ranking position: 10 or better green, 20 or better yellow, else red. */
export function positionTone(position: number): Tone {
  if (position <= 10) return 'green';
  if (position <= 20) return 'yellow';
  return 'red';
}

export type Priority = 'High' | 'Medium' | 'Low';

/** Action plan: the first 3 recommendations High, the next 3 Medium, the rest Low. */
export function actionPriority(index: number): Priority {
  if (index < 3) return 'High';
  if (index < 6) return 'Medium';
  return 'Low';
}

export const BACKLINK_AVERAGE = 1000;

/**
 * The spec's rule (under 1000 reads as below average), said as what it is: our round figure, not a
 * measured average or a Google threshold (issue 41: "at least 1,000 backlinks" had no source). The only
 * comparison beyond it is with the competitors the tab shows, whose figures the visitor can see.
 */
export function backlinkVerdict(total: number, competitorBacklinks: readonly number[] = []): string {
  const verdict =
    total < BACKLINK_AVERAGE
      ? "Below average by this tool's rule of thumb: under 1,000 backlinks, our round figure, not a Google threshold."
      : "Above average by this tool's rule of thumb: 1,000 backlinks or more, our round figure, not a Google threshold.";
  const ahead = competitorBacklinks.filter((count) => count > total).length;
  const comparison = competitorBacklinks.length
    ? ` ${ahead} of the ${competitorBacklinks.length} competitors shown ${ahead === 1 ? 'has' : 'have'} more.`
    : '';
  return `${verdict}${comparison} Links from relevant local and industry sites count for more than the total.`;
}

export function metricStatusFromScore(score: number): MetricStatus {
  if (score >= 80) return 'good';
  if (score >= 50) return 'warning';
  return 'bad';
}
