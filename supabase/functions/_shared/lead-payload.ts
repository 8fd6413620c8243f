/**
 * The lead payload the site sends to handle-lead-submission, shared by the browser (src/lib) and the
 * edge function so both validate the same way. Web-standard TypeScript only: it runs in Deno too.
 */
import { z } from 'zod';

export const DEFAULT_MESSAGE = 'No message provided';

/** https:// is added when a website has no scheme; an empty value stays empty (spec part 1, section 3). */
export function normalizeWebsite(website: string | null | undefined): string {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .max(max, { message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` })
    .nullish()
    .transform((value) => value ?? '');

export const leadPayloadSchema = z.object({
  name: z
    .string({ message: 'Name is required.' })
    .trim()
    .min(2, { message: 'Name must be at least 2 characters.' })
    .max(120, { message: 'Name must be at most 120 characters.' }),
  email: z
    .string({ message: 'Email is required.' })
    .trim()
    .max(254, { message: 'Email must be at most 254 characters.' })
    .pipe(z.email({ message: 'Please enter a valid email address.' })),
  phone: optionalText(40, 'Phone number'),
  website: optionalText(2048, 'Website').transform(normalizeWebsite),
  message: optionalText(5000, 'Message').transform((value) => value.trim() || DEFAULT_MESSAGE),
  service: optionalText(100, 'Service'),
  /** Honeypot: a field people never see; anything in it means a bot filled the form. */
  honeypot: z.string().optional(),
});

export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;
export type LeadPayload = z.output<typeof leadPayloadSchema>;

/** The first validation message, for a clear 400 answer. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The lead is not valid.';
}
