/** The lead forms' rules and messages (docs/requirements/lead-capture.md#validation), mirrored by the database. */
import * as z from 'zod/mini';

const trimmed = () => z.string().check(z.trim());
const optional = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`));

export const popupLeadSchema = z.object({
  name: trimmed().check(z.minLength(2, 'Name must be at least 2 characters'), z.maxLength(120, 'Name must be at most 120 characters')),
  email: z.pipe(trimmed(), z.email('Please enter a valid email address')),
  phone: optional(40, 'Phone number'),
  website: optional(2048, 'Website'),
  honeypot: z.string(),
});
export type PopupLeadValues = z.infer<typeof popupLeadSchema>;

export const contactLeadSchema = z.object({
  name: trimmed().check(z.minLength(2, 'Name must be at least 2 characters'), z.maxLength(120, 'Name must be at most 120 characters')),
  email: z.pipe(trimmed(), z.email('Invalid email address')),
  phone: optional(40, 'Phone number'),
  website: optional(2048, 'Website'),
  message: trimmed().check(z.minLength(5, 'Message must be at least 5 characters'), z.maxLength(5000, 'Message must be at most 5,000 characters')),
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
