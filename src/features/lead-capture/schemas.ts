/** The lead forms' rules and messages (docs/requirements/lead-capture.md#validation), mirrored by the database. */
import * as z from 'zod/mini';
import { atMostMessage, CONTACT_MESSAGE_MIN, FIELD_LIMITS } from '../../../supabase/functions/_shared/field-limits';

const trimmed = () => z.string().check(z.trim());
const optional = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, atMostMessage(label, max)));
const name = () =>
  trimmed().check(
    z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters`),
    z.maxLength(FIELD_LIMITS.name.max, atMostMessage('Name', FIELD_LIMITS.name.max)),
  );
const email = (message: string) => z.pipe(trimmed().check(z.maxLength(FIELD_LIMITS.email.max, atMostMessage('Email', FIELD_LIMITS.email.max))), z.email(message));

export const popupLeadSchema = z.object({
  name: name(),
  email: email('Please enter a valid email address'),
  phone: optional(FIELD_LIMITS.phone.max, 'Phone number'),
  website: optional(FIELD_LIMITS.website.max, 'Website'),
  honeypot: z.string(),
});
export type PopupLeadValues = z.infer<typeof popupLeadSchema>;

export const contactLeadSchema = z.object({
  name: name(),
  email: email('Invalid email address'),
  phone: optional(FIELD_LIMITS.phone.max, 'Phone number'),
  website: optional(FIELD_LIMITS.website.max, 'Website'),
  message: trimmed().check(
    z.minLength(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`),
    z.maxLength(FIELD_LIMITS.message.max, atMostMessage('Message', FIELD_LIMITS.message.max)),
  ),
  service: z.string(),
  honeypot: z.string(),
});
export type ContactLeadValues = z.infer<typeof contactLeadSchema>;

/** Step 1 of the contact form moves on only when these validate. */
export const CONTACT_STEP_ONE_FIELDS = ['name', 'email'] as const;

export const DEFAULT_SERVICE = 'SEO Consultation';
export const POPUP_SERVICE = 'General Inquiry';
export const POPUP_MESSAGE = 'Submitted via lead capture modal';

export function neighborhoodMessage(neighborhood: string): string {
  return `I'm interested in SEO services for my business in ${neighborhood}.`;
}

export function partialLeadMessage(service: string): string {
  return `Partial lead from contact form (step 1). Service: ${service}`;
}
