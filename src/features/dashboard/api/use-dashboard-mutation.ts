import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { notify } from '@/lib/toast';
import { dashboardKeys, type DashboardWrite } from './keys';
import { isSessionLost } from './rpc-error';

/**
 * What a caller may pass to a dashboard mutation hook: its own onSuccess runs after the hook's
 * invalidation and success toast; its own onError replaces the hook's default toast. Callbacks
 * given to `mutate(variables, { ... })` run as well, for what only that screen does (focus, closing a dialog).
 */
export type DashboardMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey' | 'mutationFn'>;

/**
 * A failed write's default: a toast under the spec's title, with the database's message. A lost
 * session gets none here: the session hook handles it once for every call (session-lost.ts).
 */
export const toastFailure =
  (title: string, fallback?: string) =>
  (error: Error): void => {
    if (isSessionLost(error)) return;
    void notify.error(title, { description: error.message || fallback });
  };

interface DashboardWriteSpec<TData, TVariables> {
  write: DashboardWrite;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Fetched again after the write succeeds, before the success callbacks run. */
  invalidates?: QueryKey;
  /** The default error toast's title and, when the error has no message, its description. */
  failure: { title: string; fallback?: string };
  success?: (data: TData, variables: TVariables) => void;
}

/**
 * Every dashboard write, in the shape of Supabase Studio's `useXMutation({ onSuccess, onError, ...options })`:
 * the write owns its key, its invalidation and its toasts; the caller may add to them or replace the error toast.
 */
export function useDashboardMutation<TData, TVariables>(
  spec: DashboardWriteSpec<TData, TVariables>,
  { onSuccess, onError, ...options }: DashboardMutationOptions<TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationKey: dashboardKeys.write(spec.write),
    mutationFn: spec.mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      if (spec.invalidates) await client.invalidateQueries({ queryKey: spec.invalidates });
      spec.success?.(data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: onError ?? toastFailure(spec.failure.title, spec.failure.fallback),
  });
}
