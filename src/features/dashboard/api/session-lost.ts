import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSessionLost } from './rpc-error';

/**
 * Calls `onLost` whenever a dashboard query or mutation ends in a lost session (expired, revoked, or
 * another tab logged out). This is the one place that hears it: components and mutation hooks
 * leave it alone, so the "Session expired" toast and the way back to the login form are the same
 * for the list, the totals, a note or a status change. It listens to the query client's caches
 * rather than its constructor's onError because the client is shared by the whole visit (lib
 * cannot know the dashboard), and a failed query reports "error" only once its retries are over.
 */
export function useOnSessionLost(onLost: () => void): void {
  const client = useQueryClient();
  useEffect(() => {
    const hear = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isSessionLost(event.action.error)) onLost();
    };
    const stopQueries = client.getQueryCache().subscribe(hear);
    const stopMutations = client.getMutationCache().subscribe(hear);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, onLost]);
}
