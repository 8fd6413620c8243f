import { createContext, useContext } from 'react';
import { useNow } from '@/lib/use-now';
import { timeAgo } from '../lib/relative-time';

/**
 * When the leads list was last answered (0 while a new question has no answer yet). A context, not a
 * prop: it changes with every search, filter, sort and page, and only this text should redraw then,
 * not the memoised top of the dashboard it sits in (leads-overview.tsx).
 */
export const ListAnsweredAtContext = createContext(0);

/**
 * 'Last refreshed …', ticking every second on its own so the rest of the view stays still. The
 * ticking text is no live region (it was read out every second: issue 25, WCAG 4.1.3); what a
 * screen reader hears of a refresh is the list's to say (use-list-announcement.ts).
 */
export function LastRefreshed() {
  const at = useContext(ListAnsweredAtContext);
  const now = useNow(1000);
  return <>{at ? `Last refreshed ${timeAgo(at, Math.max(now, at))}` : 'Loading leads...'}</>;
}
