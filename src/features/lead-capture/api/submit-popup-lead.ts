import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { insertLead, normalizeWebsite, type LeadSubmission } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { POPUP_MESSAGE, POPUP_SERVICE } from '../lead-form-text';
import type { PopupLeadValues } from '../schemas';

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

export const useSubmitPopupLead = () =>
  useMutation({
    mutationKey: leadKeys.submit('popup'),
    mutationFn: submitPopupLead,
    retry: retryLostRequests,
  });
