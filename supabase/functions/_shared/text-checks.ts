/**
 * The plain checks behind the field rules (field-rules.ts wraps them for zod): trimming, the e-mail
 * shape, and text Postgres can store. Free of zod, so the browser can use them (a newsletter's
 * check, a database refusal mapped to its message) without loading it. Runs in Deno too.
 */
import { FIELD_LIMITS } from './field-limits.ts';
import { UNSEEN_CLASS } from './unseen-characters.ts';

/** The white space every layer trims from a field's ends: ASCII only, as Postgres' btrim is told. */
const EDGE_SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;

export const trimSpace = (value: string) => value.replace(EDGE_SPACE, '');

/**
 * One @, something before it, a dotted domain after it, and nothing a mail program reads as more
 * than one bare address (docs/decisions/0044-words-and-addresses-are-ours.md): no display name,
 * angle brackets, quotes, parentheses, commas, semicolons, colons, square brackets or backslashes,
 * and no white space, control, invisible or direction-changing character. The apostrophe stays:
 * real addresses (o'brien@…) carry it. private.is_valid_email holds the same text.
 */
const NOT_IN_ADDRESS = `@<>"\`(),;:\\[\\]\\\\${UNSEEN_CLASS}`;
export const EMAIL_PATTERN_SOURCE = `^[^${NOT_IN_ADDRESS}]+@[^${NOT_IN_ADDRESS}]+\\.[^${NOT_IN_ADDRESS}]+$`;
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

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

/**
 * A name that is a JSON list or object (`[]`, `{"a":1}`): what an API call sends when it puts a
 * structure where a name belongs, never what a person types. private.validate_lead holds the same pattern.
 */
export const looksLikeStructure = (value: string) => /^(?:\[.*\]|\{.*\})$/s.test(trimSpace(value));
export const NAME_STRUCTURE_MESSAGE = 'Please enter your name as text, not as a list or an object';
