import type { DeliveryHealth } from '@/lib/api/app-database';
import { pacificMoment } from './call-times';

/**
 * The header's line about e-mail delivery (docs/decisions/0067-delivery-health.md): said in words,
 * not only in colour, with the database's reasons and since when in Los Angeles time.
 */
export const DELIVERY_WORKING = 'E-mail delivery: working.';

/** "E-mail delivery: failing since Mon, Dec 7, 7:05 AM PT. <each reason>" or "E-mail delivery: working." */
export function deliveryHealthText(health: DeliveryHealth): string {
  if (health.status === 'green') return DELIVERY_WORKING;
  const when = health.since ? ` since ${pacificMoment(health.since)} PT` : '';
  return [`E-mail delivery: failing${when}.`, ...health.problems.map((problem) => problem.reason)].join(' ');
}
