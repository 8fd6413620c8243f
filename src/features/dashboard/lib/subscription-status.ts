import type { ReportSubscription } from '@/lib/api/app-database';
import { timeAgo } from './relative-time';

type StatusFields = Pick<ReportSubscription, 'status' | 'status_changed_at' | 'status_changed_by'>;

/** The change in its own word: a subscription made active again was resumed (never "active by"). */
const CHANGED: Record<ReportSubscription['status'], string> = { active: 'Resumed', paused: 'Paused', unsubscribed: 'Unsubscribed' };

/** "Resumed by Maria Lopez, 2 hours ago": who last paused or resumed the weekly reports, and when; null before anyone did. */
export function statusChange(subscription: StatusFields, nowMs: number): string | null {
  if (!subscription.status_changed_by || !subscription.status_changed_at) return null;
  const at = Date.parse(subscription.status_changed_at);
  // Seen right after the click, "0 seconds ago" reads like a glitch.
  const when = nowMs - at < 60_000 ? 'just now' : timeAgo(at, nowMs);
  return `${CHANGED[subscription.status]} by ${subscription.status_changed_by}, ${when}`;
}

/** What a pause or a resume says once it is saved (its toast, as a status change's). */
export const statusSaved = (status: 'active' | 'paused') => (status === 'paused' ? 'Weekly reports paused' : 'Weekly reports resumed');
