/**
 * The one website rule (docs/decisions/0044-words-and-addresses-are-ours.md), for the forms, the
 * edge functions and, as the same expression in SQL, the database (private.is_valid_website in
 * supabase/schemas/03_words_and_addresses.sql). A website ends up in e-mails the agency signs, so
 * only a value that every URL parser reads the same way is stored: http or https, a host of ASCII
 * letters, digits, dots and hyphens (an IPv4 address, or a name whose last label starts with a
 * letter; no punycode label a parser might refuse, no user name), an optional port, then an
 * optional path, query or fragment free of white space, control and invisible characters.
 * Web-standard TypeScript only: it runs in Deno too.
 */
import { FIELD_LIMITS } from './field-limits.ts';
import { UNSEEN_CLASS } from './unseen-characters.ts';

/** The same text as the SQL pattern; tests/unit/words-and-addresses.test.ts compares them. */
export const WEBSITE_PATTERN_SOURCE =
  '^[Hh][Tt][Tt][Pp][Ss]?://' +
  // An IPv4 address in its one plain form (no leading zeros a parser would read as octal) ...
  '(?:(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])' +
  // ... or a name whose last label starts with a letter, so no parser takes it for a number.
  '|(?:(?![A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*' +
  '(?![A-Za-z0-9]{2}--)[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)' +
  '(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?' +
  `(?:[/?#][^${UNSEEN_CLASS}]*)?$`;

const WEBSITE_PATTERN = new RegExp(WEBSITE_PATTERN_SOURCE);

/** What every layer says of a website that breaks the rule. */
export const WEBSITE_MESSAGE = 'Please enter a website address such as https://example.com';

/** A value that may be stored as a website and printed in an e-mail: the pattern, the length, and a parser agrees. */
export function isValidWebsite(value: string): boolean {
  if (value.length > FIELD_LIMITS.website.max || !WEBSITE_PATTERN.test(value)) return false;
  // The pattern is meant to admit only what parses; the parse is the belt to its braces.
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** https:// is added when a website has no scheme; an empty value stays empty (docs/requirements/lead-capture.md#lead-submission-payload). */
export function normalizeWebsite(website: string | null | undefined): string {
  const trimmed = (website ?? '').trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
