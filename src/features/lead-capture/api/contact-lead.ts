import { normalizeWebsite } from '@/lib/api/leads';
import { completeOrInsert, usePartialLead, type TwoStepLead } from '@/lib/api/partial-lead';
import { partialLeadMessage } from '../lib/lead-form-text';
import type { ContactLeadValues } from '../lib/schemas';

/**
 * The two-step contact form's lead (docs/requirements/lead-capture.md#partial-leads): step 1 stores a
 * contact_partial lead (the database copies it into the legacy table under the same id), Send
 * completes it to contact_complete with every field as last typed, or stores a whole
 * contact_complete lead when there is no partial one.
 */
export const contactLead: TwoStepLead<ContactLeadValues> = {
  form: 'contact',
  partial: (values) => ({
    name: values.name,
    email: values.email,
    phone: values.phone || null,
    message: partialLeadMessage(values.service),
    service: values.service,
    lead_type: 'contact_partial',
  }),
  finish: completeOrInsert<ContactLeadValues>({
    completion: (values) => ({
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      website: normalizeWebsite(values.website) || null,
      message: values.message,
    }),
    whole: (values) => ({
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      website: normalizeWebsite(values.website) || null,
      message: values.message,
      service: values.service,
      lead_type: 'contact_complete',
    }),
  }),
  toasts: {
    sent: () => ({ title: 'Message sent successfully', description: "We'll be in touch with you shortly." }),
    failed: () => ({ title: 'Error sending message', description: 'Please try again later.' }),
  },
};

export const useContactLead = () => usePartialLead(contactLead);
