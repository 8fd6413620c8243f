import { useCallback, useEffect, useRef, useState } from 'react';

/** Runs `action` after `delayMs`, with a busy flag meanwhile (Find Competitors: 2 s). */
export function useDelayedAction(delayMs: number) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (action: () => void) => {
      clearTimeout(timer.current);
      setBusy(true);
      timer.current = setTimeout(() => {
        setBusy(false);
        action();
      }, delayMs);
    },
    [delayMs],
  );
  return { busy, run };
}
