/** A count with thousands separators, e.g. 24000 -> '24,000'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** An average search position, always with one decimal, e.g. 12.4 -> '#12.4', 9 -> '#9.0'. */
export function formatRanking(position: number): string {
  return `#${position.toFixed(1)}`;
}

/** How a region is named on buttons and badges, e.g. 'Central' -> 'Central LA'. */
export function regionLabel(region: string): string {
  return `${region} LA`;
}
