import { useMutation } from '@tanstack/react-query';
import { leadKeys } from '@/lib/api/lead-keys';
import { insertLead, insertLegacyLead, notifyLeadHandler, type PartialLead } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { inBackground } from '@/lib/in-background';
import { partialLeadMessage, type ContactLeadValues } from '../schemas';

export type ContactStepOneValues = Pick<ContactLeadValues, 'name' | 'email' | 'phone' | 'service' | 'honeypot'>;

/**
 * Step 1 of the contact form: the partial lead (lead_type contact_partial) under an id made here,
 * the legacy copy and the helper call. Failures are only logged; the visitor is not blocked, so the
 * answer is the lead's id at once and its outcome as a promise the final submit waits for.
 */
export function capturePartialContactLead(values: ContactStepOneValues, pathname: string): PartialLead {
  const id = crypto.randomUUID();
  if (values.honeypot) return { id, saved: Promise.resolve(false) };
  const message = partialLeadMessage(values.service);
  const phone = values.phone || null;
  const saved = insertLead({
    id,
    name: values.name,
    email: values.email,
    phone,
    message,
    service: values.service,
    lead_type: 'contact_partial',
    ...currentAttribution(pathname),
  }).then(
    () => true,
    (error: unknown) => {
      console.warn('Partial lead capture failed:', error instanceof Error ? error.message : error);
      return false;
    },
  );
  inBackground('Legacy partial lead insert', () =>
    insertLegacyLead({
      name: values.name,
      email: values.email,
      phone,
      message,
      lead_type: 'contact_partial',
    }),
  );
  inBackground('Partial lead notification', () =>
    notifyLeadHandler({
      name: values.name,
      email: values.email,
      phone,
      website: '',
      message,
      service: values.service,
    }),
  );
  return { id, saved };
}

export const useCapturePartialContactLead = () =>
  useMutation({
    mutationKey: leadKeys.partial('contact'),
    mutationFn: async ({ values, pathname }: { values: ContactStepOneValues; pathname: string }) => capturePartialContactLead(values, pathname),
  });
