/**
 * The one e-mail rule and the one phone rule, for the browser's forms, the edge functions and (as
 * the same expressions in SQL) the database: private.is_valid_email and private.trim_space in
 * supabase/migrations/20261123000300_one_field_rule_and_full_completion.sql.
 * tests/integration/field-rule-parity.test.ts runs generated cases through all three.
 * Web-standard TypeScript only: it runs in Deno too.
 */
import * as z from 'zod/mini';
import { atMostMessage, FIELD_LIMITS } from './field-limits.ts';

/** The white space every layer trims from a field's ends: ASCII only, as Postgres' btrim is told. */
const EDGE_SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;

export const trimSpace = (value: string) => value.replace(EDGE_SPACE, '');

/** One @, something before it, a dotted domain after it, no white space. */
export const EMAIL_PATTERN = /^[^@ \t\n\r\f\v]+@[^@ \t\n\r\f\v]+\.[^@ \t\n\r\f\v]+$/;

export function isValidEmail(value: string): boolean {
  const email = trimSpace(value);
  return email.length <= FIELD_LIMITS.email.max && EMAIL_PATTERN.test(email);
}

/**
 * Text Postgres can store: no NUL character (text columns refuse it) and no half of a surrogate
 * pair (not valid UTF-8; PostgREST refuses the whole request as "invalid json"). A broken paste or a
 * bot sends these; every layer refuses them with this message instead of an opaque 400 or a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_TEXT_MESSAGE =
  'This contains a character that cannot be saved (an invisible control character or half of an emoji). Please delete it and type it again.';
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
