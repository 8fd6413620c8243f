/**
 * The lead payload the site sends to handle-lead-submission, shared by the browser (src/lib) and the
 * edge function so both validate the same way. Web-standard TypeScript only: it runs in Deno too.
 */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from './field-limits.ts';
import { emailField, phoneField, storableText, trimSpace } from './field-rules.ts';
import { normalizeWebsite } from './website.ts';

export { normalizeWebsite };

export const DEFAULT_MESSAGE = 'No message provided';


const atMost = (max: number, label: string) => `${atMostMessage(label, max)}.`;

/** An optional text field: missing, null or a string up to `max` characters; always a string after parsing. */
const optionalText = (max: number, label: string) =>
  z.pipe(
    z.nullish(z.string({ error: `${label} must be text.` }).check(storableText(), z.maxLength(max, atMost(max, label)))),
    z.transform((value) => value ?? ''),
  );

// zod/mini keeps this small enough to ship to the browser as well.
export const leadPayloadSchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .check(
      z.overwrite(trimSpace),
      storableText(),
      z.minLength(FIELD_LIMITS.name.min, `Name must be at least ${FIELD_LIMITS.name.min} characters.`),
      z.maxLength(FIELD_LIMITS.name.max, atMost(FIELD_LIMITS.name.max, 'Name')),
    ),
  email: z.pipe(z.string({ error: 'Email is required.' }), emailField('Please enter a valid email address.')),
  phone: z.pipe(
    z.pipe(
      z.nullish(z.string({ error: 'Phone number must be text.' })),
      z.transform((value) => value ?? ''),
    ),
    phoneField(),
  ),
  website: z.pipe(
    optionalText(FIELD_LIMITS.website.max, 'Website'),
    z.transform((value: string) => normalizeWebsite(value)),
  ),
  message: z.pipe(
    optionalText(FIELD_LIMITS.message.max, 'Message'),
    z.transform((value) => value.trim() || DEFAULT_MESSAGE),
  ),
  service: optionalText(FIELD_LIMITS.service.max, 'Service'),
  /** Honeypot: a field people never see; anything in it means a bot filled the form. */
  honeypot: z.optional(z.string()),
});

export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;

/** The first validation message, for a clear 400 answer. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The lead is not valid.';
}
