import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a form may pass to a lead write's hook: its own onSuccess runs after the hook's toast; its own
 * onError replaces the hook's default toast. What only the form does on the answer (the next page,
 * clearing fields) stays in the form.
 */
export type LeadMutationOptions<TVariables, TData = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationKey' | 'mutationFn'>;

/**
 * Mutation keys of every lead write, one family per form, so a page can ask whether any lead is
 * being sent (useIsMutating({ mutationKey: leadKeys.all })) without knowing which forms it holds.
 */
export type LeadForm = 'popup' | 'contact' | 'newsletter' | 'plan-application' | 'report-schedule' | 'privacy-request';

export const leadKeys = {
  all: ['leads'] as const,
  partial: (form: LeadForm) => [...leadKeys.all, form, 'partial'] as const,
  submit: (form: LeadForm) => [...leadKeys.all, form, 'submit'] as const,
};

/**
 * A lead write is tried again only when the request never got an answer (the network dropped it):
 * the browser made the lead's id, so a second try cannot store it twice. A refusal (bad input,
 * too many submissions) is final and shown to the visitor.
 */
export const retryLostRequests = (failureCount: number, error: Error) => failureCount < 2 && error.name === 'LeadNetworkError';
