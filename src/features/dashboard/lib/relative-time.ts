const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/** 'Last refreshed' wording: seconds, minutes, hours or days ago. */
export function timeAgo(fromMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - fromMs) / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
