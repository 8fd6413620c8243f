import { sources } from '../sources';
import { timeSensitive } from '../time-sensitive';

/**
 * The U.S. Census Bureau's 2020 Census counts (total population) of the places whose `populationSource`
 * is 'census-2020', by id. A page shows the count rounded to the nearest hundred and says so in its
 * figures note; tests/unit/claim-corrections.test.ts checks every rounded figure against this table,
 * so no place can slip back to a later estimate or round differently (issue 41: Long Beach showed the
 * 2022 estimate, Santa Monica 93,000 for 93,076).
 */
export const census2020Counts: Readonly<Record<string, number>> = {
  alhambra: 82868,
  arcadia: 56681,
  'beverly-hills': 32701,
  burbank: 107337,
  'culver-city': 40779,
  'el-segundo': 17272,
  glendale: 196543,
  inglewood: 107762,
  'long-beach': 466742,
  'manhattan-beach': 35506,
  'marina-del-rey': 11373,
  'monterey-park': 61096,
  pasadena: 138699,
  'redondo-beach': 71576,
  'santa-clarita': 228673,
  'santa-monica': 93076,
  torrance: 147067,
  'west-hollywood': 35757,
};

/** How a page names the source of a census figure (figuresNote). */
export const CENSUS_2020_LABEL = "the U.S. Census Bureau's 2020 Census count";

/** The census figure as a page shows it: the count rounded to the nearest hundred. */
export function roundedCensusCount(count: number): number {
  return Math.round(count / 100) * 100;
}

export const timeSensitiveClaims = [
  timeSensitive({
    quote: CENSUS_2020_LABEL,
    checkedOn: '2026-11-26',
    source: sources.census2020,
  }),
];
