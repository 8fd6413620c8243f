import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { insertLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { notify } from '@/lib/toast';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind, type PrivacyRequestValues } from '../lib/privacy-request-rules';

export interface PrivacyRequestSubmission {
  /** Made once per attempt by the form, so a retry after a lost answer cannot store it twice. */
  id: string;
  values: PrivacyRequestValues;
  pathname: string;
}

/**
 * One insert of a privacy_request lead: the database checks it, drops a honeypot write, counts it
 * against the write limit and queues the agency's e-mail (supabase/migrations/20261126190414_privacy_requests.sql).
 */
export async function submitPrivacyRequest({ id, values, pathname }: PrivacyRequestSubmission): Promise<void> {
  const kind = PRIVACY_REQUEST_KINDS.find((option) => option.value === values.request);
  await insertLead(
    {
      id,
      name: values.name,
      email: values.email,
      message: values.message || null,
      service: kind ? `Privacy request: ${kind.label}`.slice(0, 100) : null,
      lead_type: 'privacy_request',
      details: { request: values.request as PrivacyRequestKind },
      ...currentAttribution(pathname),
    },
    values.honeypot,
  );
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
