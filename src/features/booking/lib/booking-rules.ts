/** The booking form's rules and messages: the lead forms' own (docs/requirements/lead-capture.md#validation), mirrored by the database. */
import * as z from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { atMostMessage, FIELD_LIMITS } from '@shared/field-limits';
import { emailField, phoneField, plainName, trimmedText, websiteField } from '@shared/field-rules';

export const bookingSchema = z.object({
  name: trimmedText().check(
    z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters`),
    z.maxLength(FIELD_LIMITS.name.max, atMostMessage('Name', FIELD_LIMITS.name.max)),
    plainName(),
  ),
  email: emailField('Please enter a valid email address'),
  phone: phoneField(),
  website: websiteField(),
  topic: trimmedText().check(z.maxLength(FIELD_LIMITS.message.max, atMostMessage('Message', FIELD_LIMITS.message.max))),
  honeypot: z.string(),
});
export type BookingValues = z.infer<typeof bookingSchema>;

export const bookingResolver = zodResolver(bookingSchema);

/**
 * The field a refusal of the database is about, from its words (validate_lead's and book_consultation's
 * messages name the field they check: "Name must be at least 2 characters", "Please enter a valid email
 * address", "Website must be at most 2,048 characters", "Message must be at most 5,000 characters"), so
 * the form marks that field invalid with the message beside it; null for any other refusal.
 */
export function fieldOfRefusal(message: string): Exclude<keyof BookingValues, 'honeypot'> | null {
  if (/^Name\b|\byour name\b/i.test(message)) return 'name';
  if (/\bemail\b/i.test(message)) return 'email';
  if (/^Phone\b/i.test(message)) return 'phone';
  if (/\bwebsite\b/i.test(message)) return 'website';
  if (/^Message\b/i.test(message)) return 'topic';
  return null;
}
