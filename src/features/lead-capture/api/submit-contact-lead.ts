import { useMutation } from '@tanstack/react-query';
import { leadKeys, retryLostRequests } from '@/lib/api/lead-keys';
import { completePartialLead, insertLead, normalizeWebsite, notifyLeadHandler, type LeadSubmission, type PartialLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import type { ContactLeadValues } from '../schemas';

export interface ContactSubmission extends LeadSubmission<ContactLeadValues> {
  /** The step-1 lead to complete, if one was captured. */
  partial: PartialLead | null;
}

/**
 * The final submit: completes the partial lead by its id (docs/decisions/0003-security-model.md) with
 * every field as the visitor last typed it (a name or e-mail corrected after Back lands too), or
 * stores the whole lead when there is no partial one to complete. Throws when the lead could not be stored.
 */
export async function submitContactLead({ id, values, partial, pathname }: ContactSubmission): Promise<void> {
  const website = normalizeWebsite(values.website) || null;
  const lead = { name: values.name, email: values.email, phone: values.phone || null, website, message: values.message };
  const completed = partial && (await partial.saved) ? await completePartialLead({ leadId: partial.id, ...lead, honeypot: values.honeypot }) : false;
  if (!completed) {
    await insertLead({ id, ...lead, service: values.service, lead_type: 'contact_complete', ...currentAttribution(pathname) }, values.honeypot);
  }
  inBackground('Lead notification', () => notifyLeadHandler({ ...lead, website: values.website, service: values.service, honeypot: values.honeypot }));
}

export const useSubmitContactLead = () => useMutation({ mutationKey: leadKeys.submit('contact'), mutationFn: submitContactLead, retry: retryLostRequests });
