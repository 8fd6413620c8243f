import { useCallback, useEffect, useState } from 'react';

/**
 * Runs `action` after `delayMs`, with a busy flag meanwhile (Find Competitors: 2 s). The pending
 * action is state and its timer an effect of it, so a remount (React StrictMode) re-arms the timer
 * rather than losing it; a new call replaces a pending one.
 */
export function useDelayedAction(delayMs: number) {
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(null);
      pending.action();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  const run = useCallback((action: () => void) => setPending({ action }), []);
  return { busy: pending !== null, run };
}
