import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests, type LeadMutationOptions } from '@/lib/api/lead-keys';
import { insertLead, normalizeWebsite, type LeadSubmission } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { notify } from '@/lib/toast';
import { POPUP_MESSAGE, POPUP_SERVICE } from '../lib/lead-form-text';
import type { PopupLeadValues } from '../lib/schemas';

/**
 * The pop-up's submission (docs/requirements/lead-capture.md#pop-up-submission): one insert into
 * lsg_leads, which must succeed (it throws otherwise). The database writes the legacy copy in the same
 * transaction and queues the agency's e-mail. A filled honeypot travels with the write; the database
 * drops it quietly.
 */
export async function submitPopupLead({ id, values, pathname }: LeadSubmission<PopupLeadValues>): Promise<void> {
  await insertLead(
    {
      id,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      website: normalizeWebsite(values.website) || null,
      message: POPUP_MESSAGE,
      service: POPUP_SERVICE,
      lead_type: 'contact',
      ...currentAttribution(pathname),
    },
    values.honeypot,
  );
}

const TOAST_DURATION_MS = 5000;

/** The pop-up's write with its toasts (docs/requirements/lead-capture.md#pop-up-submission). */
export const useSubmitPopupLead = ({ onSuccess, onError, ...options }: LeadMutationOptions<LeadSubmission<PopupLeadValues>> = {}) =>
  useMutation({
    retry: retryLostRequests,
    ...options,
    mutationKey: leadKeys.submit('popup'),
    mutationFn: submitPopupLead,
    onSuccess: async (...args) => {
      void notify.success('Thanks for reaching out!', { description: "We'll get back to you as soon as possible", duration: TOAST_DURATION_MS });
      await onSuccess?.(...args);
    },
    onError:
      onError ??
      ((error) => {
        console.error('Pop-up lead failed:', error);
        void notify.error('Something went wrong', { description: 'Please try again or contact us directly', duration: TOAST_DURATION_MS });
      }),
  });
