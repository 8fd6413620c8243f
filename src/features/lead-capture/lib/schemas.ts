/** The lead forms' rules and messages (docs/requirements/lead-capture.md#validation), mirrored by the database. */
import * as z from 'zod/mini';
import { atMostMessage, CONTACT_MESSAGE_MIN, FIELD_LIMITS } from '@shared/field-limits';
import { emailField, phoneField, plainName, trimmedText, websiteField } from '@shared/field-rules';

const trimmed = trimmedText;
const name = () =>
  trimmed().check(
    z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters`),
    z.maxLength(FIELD_LIMITS.name.max, atMostMessage('Name', FIELD_LIMITS.name.max)),
    plainName(),
  );

export const popupLeadSchema = z.object({
  name: name(),
  email: emailField('Please enter a valid email address'),
  phone: phoneField(),
  website: websiteField(),
  honeypot: z.string(),
});
export type PopupLeadValues = z.infer<typeof popupLeadSchema>;

export const contactLeadSchema = z.object({
  name: name(),
  email: emailField('Invalid email address'),
  phone: phoneField(),
  website: websiteField(),
  message: trimmed().check(
    z.minLength(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`),
    z.maxLength(FIELD_LIMITS.message.max, atMostMessage('Message', FIELD_LIMITS.message.max)),
  ),
  service: z.string(),
  honeypot: z.string(),
});
export type ContactLeadValues = z.infer<typeof contactLeadSchema>;

