/**
 * The plain checks behind the field rules (field-rules.ts wraps them for zod): trimming, the e-mail
 * shape, and text Postgres can store. Free of zod, so the browser can use them (a newsletter's
 * check, a database refusal mapped to its message) without loading it. Runs in Deno too.
 */
import { FIELD_LIMITS } from './field-limits.ts';
import { nameIsReadable, UNSEEN_CLASS } from './unseen-characters.ts';

/** The white space every layer trims from a field's ends: ASCII only, as Postgres' btrim is told. */
const EDGE_SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;

export const trimSpace = (value: string) => value.replace(EDGE_SPACE, '');

/**
 * One bare address on RFC 5321's characters (docs/decisions/0044-words-and-addresses-are-ours.md,
 * amended by issue 59): a dot-atom local part of at most 64 characters (letters, digits and
 * ! # $ ' * + - / ^ _ { | } ~, dots only between them: no leading, trailing or doubled dot), minus
 * ? & = % (they turn a mailto: link into a draft with someone else's subject or cc) and the backtick;
 * then @ and a domain of at least two labels, each 1 to 63 ASCII letters, digits and hyphens that
 * neither starts nor ends with a hyphen (no empty or dash-only label, no trailing dot), the last one
 * starting with a letter. Internationalised domains are taken in their ASCII (xn--) form only: a
 * domain in Unicode, full-width letters or any other non-ASCII character is refused, because the
 * database cannot convert it and an ASCII address prints safely in a mail header and a link.
 * private.is_valid_email holds the same text (its apostrophe doubled).
 */
const LOCAL_ATOM = "[A-Za-z0-9!#$'*+/^_{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN_SOURCE = `^(?=[^@]{1,64}@)${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LABEL}$`;
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

/**
 * The one name rule's characters, for leads, bookings and staff (private.name_is_readable): no
 * control, line break, direction mark, invisible filler, tag character or stack of combining marks.
 * The words are the staff name rule's, so every form says the same.
 */
export const NAME_CHARACTER_MESSAGE = 'Your name contains an invisible character that can change how it is shown. Please type it again.';
export const hasReadableName = (value: string) => nameIsReadable(trimSpace(value));

/**
 * A mail header's text (a Subject) built from values: every control, line break, direction mark,
 * invisible or filler character, tag character and white space run becomes one space, the ends are
 * trimmed and the line is cut at 200 characters, so no value can start a header of its own or turn
 * the line around. Defence in depth: the rules above already keep such names out of the database.
 */
const HEADER_BREAKING = new RegExp(`(?:[${UNSEEN_CLASS}]|[\\u{E0000}-\\u{E007F}])+`, 'gu');
export function headerText(value: string): string {
  const line = value.replace(HEADER_BREAKING, ' ').trim();
  const chars = [...line];
  return chars.length > 200 ? `${chars.slice(0, 199).join('')}…` : line;
}

/**
 * A mailto: link for an address that keeps the address rule, or null: a link is built from the
 * parsed address only, each side percent-encoded, so nothing after it (?subject=, &cc=, #) is read
 * as part of the link.
 */
export function mailtoHref(address: string | null | undefined): string | null {
  if (typeof address !== 'string' || !isValidEmail(address)) return null;
  const email = trimSpace(address);
  const at = email.indexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`;
}
