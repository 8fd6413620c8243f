import { useEffect } from 'react';

/** Runs the tip schedule for the whole visit; the tips and their toasts load after hydration. */
export function TipNotifications() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/tips/tip-runtime').then(({ startTips }) => {
      if (!cancelled) stop = startTips();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
