import { useEffect, useRef } from 'react';
import { announce } from '@/lib/announce';
import { useNow } from '@/lib/use-now';
import { timeAgo } from '../lib/relative-time';

/**
 * 'Last refreshed …', ticking every second on its own so the rest of the view stays still. The
 * ticking text is no live region (it was read out every second: issue 25, WCAG 4.1.3); a screen
 * reader hears once when the leads are refreshed, by hand or automatically.
 */
export function LastRefreshed({ at }: { at: number }) {
  const now = useNow(1000);
  const previous = useRef(at);
  useEffect(() => {
    if (previous.current === at) return;
    const first = previous.current === 0;
    previous.current = at;
    if (!first) announce(`Leads refreshed at ${new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`);
  }, [at]);
  return <>{at ? `Last refreshed ${timeAgo(at, Math.max(now, at))}` : 'Loading leads...'}</>;
}
