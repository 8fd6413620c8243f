import { FILLER_CLASS, withoutUnseen } from '@shared/unseen-characters';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';

/**
 * The rule for the name staff type at login, which signs their status changes and notes
 * (docs/decisions/0026-staff-sign-in-and-authorship.md). The database applies the same checks in
 * the same order with the same words (private.staff_name_problem in
 * supabase/schemas/06_staff_sign_in.sql);
 * tests/integration/staff-names.test.ts runs the same names through both.
 */

/** Names the dashboard signs its own entries with (the subscription events' "Visitor", ...). */
export const RESERVED_STAFF_NAMES = ['Staff', 'Visitor', 'System'] as const;

export const STAFF_NAME_MESSAGES = {
  blank: 'Please enter your name.',
  length: 'Your name must be between 2 and 80 characters.',
  hidden: 'Your name contains an invisible character that can change how it is shown. Please type it again.',
  reserved: (name: string) => `"${name}" is a name the dashboard uses for its own entries. Please enter your own name.`,
} as const;

/** The white space trimmed from the ends: ASCII only, as private.trim_space trims. */
const EDGE_SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;
/**
 * Control characters (C0, DEL, C1, line and paragraph separators) and the characters that change
 * the direction text is shown in: a right-to-left override makes "Alice" out of other letters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const HIDDEN = /[\u0001-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Invisible marks and blank-looking fillers (U+034F, U+3164, U+2800, ...): refused anywhere in a name. */
const FILLER = new RegExp(`[${FILLER_CLASS}]`);
const MIN_LENGTH = 2;
export const MAX_STAFF_NAME_LENGTH = 80;

/** The name as it is stored: trimmed of white space at its ends. */
export const trimStaffName = (name: string) => name.replace(EDGE_SPACE, '');

/** Why this name is refused, in words for the name field; null when it is fine. */
export function staffNameProblem(name: string): string | null {
  if (!isStorableText(name)) return UNSTORABLE_TEXT_MESSAGE;
  const trimmed = trimStaffName(name);
  if (HIDDEN.test(trimmed)) return STAFF_NAME_MESSAGES.hidden;
  // What is left to see: no white space, zero-width, joining or filler characters.
  const skeleton = withoutUnseen(trimmed);
  if (skeleton === '') return STAFF_NAME_MESSAGES.blank;
  if (FILLER.test(trimmed)) return STAFF_NAME_MESSAGES.hidden;
  // Characters as the database counts them: code points, not UTF-16 units.
  const length = [...trimmed].length;
  if (length < MIN_LENGTH || length > MAX_STAFF_NAME_LENGTH) return STAFF_NAME_MESSAGES.length;
  // Compatibility forms folded (full-width "ＳＴＡＦＦ" is "STAFF"), then ASCII letters only, as the
  // database folds them: the same answer in any locale.
  const folded = withoutUnseen(skeleton.normalize('NFKC')).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const reserved = RESERVED_STAFF_NAMES.find((word) => word.toLowerCase() === folded);
  return reserved ? STAFF_NAME_MESSAGES.reserved(reserved) : null;
}
