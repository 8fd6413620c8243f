/**
 * The one e-mail rule, the one website rule and the one phone rule, for the browser's forms, the edge functions and (as
 * the same expressions in SQL) the database: private.is_valid_email and private.trim_space in
 * supabase/schemas/03_words_and_addresses.sql.
 * tests/integration/field-rule-parity.test.ts runs generated cases through the forms' rules and the database.
 * Web-standard TypeScript only: it runs in Deno too.
 */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from './field-limits.ts';
import { EMAIL_PATTERN, hasReadableName, isStorableText, looksLikeStructure, NAME_CHARACTER_MESSAGE, NAME_STRUCTURE_MESSAGE, trimSpace, UNSTORABLE_TEXT_MESSAGE } from './text-checks.ts';
import { isValidWebsite, normalizeWebsite, WEBSITE_MESSAGE } from './website.ts';

export { isStorableText, isValidEmail, UNSTORABLE_TEXT_MESSAGE } from './text-checks.ts';

/** The same rule as a zod check. */
export const storableText = () => z.refine<string>(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A trimmed string of storable text (zod/mini: the overwrite rewrites the value). */
export const trimmedText = () => z.string().check(z.overwrite(trimSpace), storableText());

/** An e-mail field: trimmed, at most 254 characters, and the pattern. `message` is the form's own wording. */
export const emailField = (message: string) =>
  trimmedText().check(z.maxLength(FIELD_LIMITS.email.max, atMostMessage('Email', FIELD_LIMITS.email.max)), z.regex(EMAIL_PATTERN, message));

/** A phone field: trimmed and at most 40 characters; `required` adds a message for an empty one. */
export const phoneField = (required?: { message: string; minLength?: number }) => {
  const field = trimmedText().check(z.maxLength(FIELD_LIMITS.phone.max, atMostMessage('Phone number', FIELD_LIMITS.phone.max)));
  return required ? field.check(z.minLength(required.minLength ?? 1, required.message)) : field;
};

/**
 * A website field: trimmed, at most 2,048 characters, and the website rule once https:// is added
 * (the forms send it so); empty passes, for the forms where it is optional (a required one adds
 * its own minimum).
 */
export const websiteField = () =>
  trimmedText().check(
    z.maxLength(FIELD_LIMITS.website.max, atMostMessage('Website', FIELD_LIMITS.website.max)),
    z.refine((value) => {
      // Text that cannot be stored has its own message already (trimmedText): one message per problem.
      if (!isStorableText(value)) return true;
      // What the forms send: nothing for a value that is only white space, else with https:// added.
      const website = normalizeWebsite(value);
      return website === '' || isValidWebsite(website);
    }, WEBSITE_MESSAGE),
  );

/**
 * A person's name is text, never a JSON list or object, and keeps the one name rule's characters
 * (no control, line break, direction mark, filler, tag character or combining-mark stack), in
 * private.validate_lead's order and words.
 */
export const plainName = () =>
  z.superRefine<string>((value, ctx) => {
    if (looksLikeStructure(value)) ctx.addIssue({ code: 'custom', message: NAME_STRUCTURE_MESSAGE, input: value });
    else if (!hasReadableName(value)) ctx.addIssue({ code: 'custom', message: NAME_CHARACTER_MESSAGE, input: value });
  });
