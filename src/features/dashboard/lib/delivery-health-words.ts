import type { DeliveryHealth } from '@/lib/api/app-database';

/**
 * The header's line about e-mail delivery (docs/decisions/0067-delivery-health.md): said in words,
 * not only in colour, with the database's reasons and since when in Los Angeles time.
 */
export const DELIVERY_WORKING = 'E-mail delivery: working.';

const since = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "E-mail delivery: failing since Mon, Dec 7, 7:05 AM PT. <each reason>" or "E-mail delivery: working." */
export function deliveryHealthText(health: DeliveryHealth): string {
  if (health.status === 'green') return DELIVERY_WORKING;
  const when = health.since ? ` since ${since.format(new Date(health.since))} PT` : '';
  return [`E-mail delivery: failing${when}.`, ...health.problems.map((problem) => problem.reason)].join(' ');
}
