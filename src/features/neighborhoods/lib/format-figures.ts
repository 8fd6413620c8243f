import type { SearchCompetition } from '@/content/neighborhoods';

/** A count with thousands separators, e.g. 24000 -> '24,000'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A competition level as a figure's value, e.g. 'very high' -> 'Very high'. */
export function formatCompetition(level: SearchCompetition): string {
  return `${level.charAt(0).toUpperCase()}${level.slice(1)}`;
}

/** How a region is named on buttons and badges: its own name, as locals say it ('South Bay & Harbor'). */
export function regionLabel(region: string): string {
  return region;
}
