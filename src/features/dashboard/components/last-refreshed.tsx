import { useNow } from '@/lib/use-now';
import { timeAgo } from '../lib/relative-time';

/**
 * 'Last refreshed …', ticking every second on its own so the rest of the view stays still. The
 * ticking text is no live region (it was read out every second: issue 25, WCAG 4.1.3); what a
 * screen reader hears of a refresh is the list's to say (use-list-announcement.ts).
 */
export function LastRefreshed({ at }: { at: number }) {
  const now = useNow(1000);
  return <>{at ? `Last refreshed ${timeAgo(at, Math.max(now, at))}` : 'Loading leads...'}</>;
}
