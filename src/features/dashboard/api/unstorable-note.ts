import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';

/** A note the database would refuse fails before it is sent, with the same words as the refusal. */
export function refuseUnstorable(body: string): void {
  if (!isStorableText(body)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
}
