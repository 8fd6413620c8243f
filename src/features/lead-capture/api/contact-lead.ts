import { completePartialLead, insertLead, insertLegacyLead, normalizeWebsite, notifyLeadHandler } from '@/lib/api/leads';
import { currentAttribution } from '@/lib/attribution';
import { partialLeadMessage, type ContactLeadValues } from '../schemas';
import { inBackground } from '@/lib/in-background';

export interface PartialLead {
  id: string;
  /** Resolves true once the partial lead is stored, false if that failed (the final submit then inserts). */
  saved: Promise<boolean>;
}

/**
 * Step 1 of the contact form: the partial lead (lead_type contact_partial) under an id made here,
 * the legacy copy and the helper call. Failures are only logged; the visitor is not blocked.
 */
export function capturePartialContactLead(values: Pick<ContactLeadValues, 'name' | 'email' | 'phone' | 'service' | 'honeypot'>, pathname: string): PartialLead {
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
    insertLegacyLead({ name: values.name, email: values.email, phone, message, lead_type: 'contact_partial' }),
  );
  inBackground('Partial lead notification', () =>
    notifyLeadHandler({ name: values.name, email: values.email, phone, website: '', message, service: values.service }),
  );
  return { id, saved };
}

/**
 * The final submit: completes the partial lead by its id (docs/decisions/0003-security-model.md), or stores the whole
 * lead when there is no partial one to complete. Throws when the lead could not be stored.
 */
export async function submitContactLead(values: ContactLeadValues, partial: PartialLead | null, pathname: string): Promise<void> {
  if (values.honeypot) return;
  const website = normalizeWebsite(values.website) || null;
  const completed = partial && (await partial.saved) ? await completePartialLead({ leadId: partial.id, website, message: values.message }) : false;
  if (!completed) {
    await insertLead({
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      website,
      message: values.message,
      service: values.service,
      lead_type: 'contact_complete',
      ...currentAttribution(pathname),
    });
  }
  inBackground('Lead notification', () =>
    notifyLeadHandler({ name: values.name, email: values.email, phone: values.phone, website: values.website, message: values.message, service: values.service }),
  );
}
