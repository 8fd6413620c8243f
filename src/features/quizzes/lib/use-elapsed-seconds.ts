import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds counted while `running` is true; the count holds when it stops. It starts at 0 on
 * the server and on the first client render, and only an effect starts it, so hydration matches.
 */
export function useElapsedSeconds(running: boolean) {
  const [seconds, setSeconds] = useState(0);
  // Bumped by reset so the interval restarts too: a fresh count gets a full first second.
  const [runId, setRunId] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSeconds((count) => count + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running, runId]);

  const reset = useCallback(() => {
    setSeconds(0);
    setRunId((id) => id + 1);
  }, []);

  return { seconds, reset };
}
