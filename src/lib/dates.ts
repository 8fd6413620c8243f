const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date as 'November 1, 2026' (in UTC, so the prerendered page and the browser agree). */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}
