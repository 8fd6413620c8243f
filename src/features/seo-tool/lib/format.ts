/** 0.043 -> '43 ms', 2.46 -> '2.5 s': fast pages would otherwise all read '0.0 s'. */
export function formatLoadTime(seconds: number): string {
  return seconds < 1 ? `${Math.round(seconds * 1000)} ms` : `${seconds.toFixed(1)} s`;
}
