/** The privacy request form's rules (decision 0038), mirrored by private.validate_lead in the database. */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from '@shared/field-limits';
import { emailField, trimmedText } from '@shared/field-rules';

/** What a California resident may ask for (details.request; the lsg_leads_privacy_request_kind constraint). */
export const PRIVACY_REQUEST_KINDS = [
  { value: 'know', label: 'Tell me what personal information you hold about me' },
  { value: 'delete', label: 'Delete my personal information' },
  { value: 'correct', label: 'Correct my personal information' },
  { value: 'opt_out', label: 'Do not sell or share my personal information' },
  { value: 'limit', label: 'Limit the use of my sensitive personal information' },
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]['value'];

export const CHOOSE_REQUEST_MESSAGE = 'Please choose what you are asking for';

export const privacyRequestSchema = z.object({
  name: trimmedText().check(
    z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters`),
    z.maxLength(FIELD_LIMITS.name.max, atMostMessage('Name', FIELD_LIMITS.name.max)),
  ),
  email: emailField('Please enter a valid email address'),
  request: z.string().check(z.refine((value) => PRIVACY_REQUEST_KINDS.some((kind) => kind.value === value), CHOOSE_REQUEST_MESSAGE)),
  message: trimmedText().check(z.maxLength(FIELD_LIMITS.message.max, atMostMessage('Message', FIELD_LIMITS.message.max))),
  honeypot: z.string(),
});
export type PrivacyRequestValues = z.infer<typeof privacyRequestSchema>;
