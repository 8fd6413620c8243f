import { useMutation } from '@tanstack/react-query';
import { leadKeys } from '@/lib/api/lead-keys';
import { insertLead, insertLegacyLead, notifyLeadHandler, type PartialLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { partialLeadMessage } from '../lead-form-text';
import type { ContactLeadValues } from '../schemas';

export type ContactStepOneValues = Pick<ContactLeadValues, 'name' | 'email' | 'phone' | 'service' | 'honeypot'>;

/**
 * Step 1 of the contact form: the partial lead (lead_type contact_partial) and its legacy copy under
 * one id made here, then the notification. Failures are only logged; the visitor is not blocked, so
 * the answer is the lead's id at once and its outcome as a promise the final submit waits for.
 */
export function capturePartialContactLead(values: ContactStepOneValues, pathname: string): PartialLead {
  const id = crypto.randomUUID();
  const message = partialLeadMessage(values.service);
  const lead = { name: values.name, email: values.email, phone: values.phone || null, message };
  const saved = insertLead({ id, ...lead, service: values.service, lead_type: 'contact_partial', ...currentAttribution(pathname) }, values.honeypot).then(
    () => true,
    (error: unknown) => {
      console.warn('Partial lead capture failed:', error instanceof Error ? error.message : error);
      return false;
    },
  );
  inBackground('Legacy partial lead insert', () => insertLegacyLead({ id, ...lead, lead_type: 'contact_partial' }, values.honeypot));
  // After the row has landed, so the function finds its notification waiting.
  inBackground('Partial lead notification', async () => {
    await saved;
    await notifyLeadHandler({ ...lead, website: '', service: values.service, honeypot: values.honeypot });
  });
  return { id, saved };
}

export const useCapturePartialContactLead = () =>
  useMutation({
    mutationKey: leadKeys.partial('contact'),
    mutationFn: async ({ values, pathname }: { values: ContactStepOneValues; pathname: string }) => capturePartialContactLead(values, pathname),
  });
