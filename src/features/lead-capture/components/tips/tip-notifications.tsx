import { useEffect } from 'react';

/**
 * Runs the tip schedule while the visitor is on pages that allow it (`allowed`: the route table's
 * `interruptions` flag); the tips and their toasts load after hydration. On a page that does not
 * (the dashboard, /thank-you, /unsubscribe) the schedule stops and a tip still on screen goes.
 */
export function TipNotifications({ allowed }: { allowed: boolean }) {
  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/tips/tip-runtime').then(({ startTips }) => {
      if (!cancelled) stop = startTips();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed]);
  return null;
}
