import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { insertLead, insertLegacyLead, normalizeWebsite, notifyLeadHandler, type LeadSubmission } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { POPUP_MESSAGE, POPUP_SERVICE } from '../lead-form-text';
import type { PopupLeadValues } from '../schemas';

/**
 * The pop-up's submission sequence (docs/requirements/lead-capture.md#pop-up-submission): the lsg_leads insert must succeed (it
 * throws otherwise); the legacy insert and the lead-handling function run in the background.
 */
export async function submitPopupLead({ id, values, pathname }: LeadSubmission<PopupLeadValues>): Promise<void> {
  const lead = {
    name: values.name,
    email: values.email,
    phone: values.phone || null,
    website: normalizeWebsite(values.website) || null,
    message: POPUP_MESSAGE,
    service: POPUP_SERVICE,
  };
  // A filled honeypot travels with every write; the database and the function drop them quietly.
  await insertLead({ id, ...lead, lead_type: 'contact', ...currentAttribution(pathname) }, values.honeypot);
  inBackground('Legacy lead insert', () => insertLegacyLead({ ...lead, website: lead.website ?? '' }, values.honeypot));
  inBackground('Lead notification', () => notifyLeadHandler({ ...lead, honeypot: values.honeypot }));
}

export const useSubmitPopupLead = () =>
  useMutation({
    mutationKey: leadKeys.submit('popup'),
    mutationFn: submitPopupLead,
    retry: retryLostRequests,
  });
