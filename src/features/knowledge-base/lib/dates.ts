const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An article's ISO date as 'November 1, 2026' (UTC, so server and browser agree). */
export function formatArticleDate(iso: string): string {
  return format.format(new Date(`${iso}T00:00:00Z`));
}
