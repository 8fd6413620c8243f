import { useMutation } from '@tanstack/react-query';
import { currentAttribution } from '@/lib/attribution';
import { getSupabase } from '@/lib/api/client';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { failLeadWrite, withHoneypot } from '@/lib/api/leads';
import { notify } from '@/lib/toast';
import type { PrivacyRequestValues } from '../lib/privacy-request-rules';

export interface PrivacyRequestSubmission {
  /** Made once per attempt by the form, so a retry after a lost answer cannot store it twice. */
  id: string;
  values: PrivacyRequestValues;
  pathname: string;
}

/**
 * One call of submit_privacy_request, what is asked as its argument: the database checks it, drops a
 * honeypot write, counts it against the write limit, stores the request for staff (a privacy_request
 * lead, its kind in private.privacy_requests) and queues the agency's e-mail
 * (docs/decisions/0052-commands-are-calls.md).
 */
export async function submitPrivacyRequest({ id, values, pathname }: PrivacyRequestSubmission): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await withHoneypot(
    supabase.rpc('submit_privacy_request', {
      request_id: id,
      name: values.name,
      email: values.email,
      request_kind: values.request,
      message: values.message || null,
      ...currentAttribution(pathname),
    }),
    values.honeypot,
  );
  if (error) failLeadWrite('The lead could not be saved', error, status);
}

export const useSubmitPrivacyRequest = () =>
  useMutation({
    retry: retryLostRequests,
    mutationKey: leadKeys.submit('privacy-request'),
    mutationFn: submitPrivacyRequest,
    onError: (error) => {
      console.error('Privacy request failed:', error);
      void notify.error('Your request was not sent', { description: `Please try again, or e-mail or call us. (${error.message || 'Unknown error'})` });
    },
  });
