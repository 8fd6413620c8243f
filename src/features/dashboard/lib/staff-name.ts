import { NAME_CHARACTER_MESSAGE } from '@shared/text-checks';
import { FILLER_CLASS, nameBreaksText, withoutUnseen } from '@shared/unseen-characters';
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
  hidden: NAME_CHARACTER_MESSAGE,
  reserved: (name: string) => `"${name}" is a name the dashboard uses for its own entries. Please enter your own name.`,
} as const;

/** The white space trimmed from the ends: ASCII only, as private.trim_space trims. */
const EDGE_SPACE = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;
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
  // The one name rule (leads, bookings, staff): controls, line breaks, direction marks, tag characters, combining-mark stacks.
  if (nameBreaksText(trimmed)) return STAFF_NAME_MESSAGES.hidden;
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
