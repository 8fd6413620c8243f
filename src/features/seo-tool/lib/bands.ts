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

/** Backlinks under 1000 read as below average. */
export function backlinkVerdict(total: number): string {
  return total < BACKLINK_AVERAGE
    ? 'Below average: most businesses that rank on page one in competitive Los Angeles searches have at least 1,000 backlinks.'
    : 'Above average: a solid link profile. Keep earning links from relevant local and industry sites.';
}

export function metricStatusFromScore(score: number): MetricStatus {
  if (score >= 80) return 'good';
  if (score >= 50) return 'warning';
  return 'bad';
}
