import { hasVisibleCharacter } from '@shared/unseen-characters';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';

/** private.clean_note's words for a note with nothing to read (white space, U+FEFF, fillers only). */
export const EMPTY_NOTE_MESSAGE = 'A note needs some text.';

/** A note the database would refuse fails before it is sent, with the same words as the refusal. */
export function refuseUnstorable(body: string): void {
  if (!isStorableText(body)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
  if (!hasVisibleCharacter(body)) throw new Error(EMPTY_NOTE_MESSAGE);
}
