/**
 * Characters a reader cannot see, or that change what the characters around them look like
 * (docs/decisions/0044-words-and-addresses-are-ours.md): controls, white space, zero-width and
 * joining marks, blank-looking fillers (Hangul fillers, the braille blank) and the marks that turn
 * text right to left. The website and e-mail rules refuse them anywhere; a note and a staff name
 * must hold something else. Each is a bracket expression body written so that JavaScript and
 * Postgres' regular expressions read it the same way (the migration holds the same text).
 */

/** Every character nobody sees as a mark of its own: what a website, an address or a blank note is made of. */
export const UNSEEN_CLASS =
  '\\u0000-\\u0020\\u007F-\\u00A0\\u00AD\\u034F\\u061C\\u115F\\u1160\\u1680\\u17B4\\u17B5\\u180B-\\u180F' +
  '\\u2000-\\u200F\\u2028-\\u202F\\u205F-\\u206F\\u2800\\u3000\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF9-\\uFFFB';

/**
 * The invisible marks and blank-looking fillers a staff name may not carry anywhere. The zero-width
 * joiner and non-joiner and the variation selectors are left out: Persian and Indic names and
 * emoji need them (they still count as nothing when a name is checked for being blank or reserved).
 */
export const FILLER_CLASS = '\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u2060-\\u2064\\u2800\\u3164\\uFEFF\\uFFA0';

// eslint-disable-next-line no-misleading-character-class -- the joining marks in it are what it looks for, one by one
const UNSEEN = new RegExp(`[${UNSEEN_CLASS}]`, 'g');

/** Whether some character of the text is one a reader sees. */
export const hasVisibleCharacter = (text: string) => text.replace(UNSEEN, '') !== '';

/** The text without the characters nobody sees. */
export const withoutUnseen = (text: string) => text.replace(UNSEEN, '');

/**
 * The one name rule's characters (leads, bookings and staff; docs/decisions/0044-words-and-addresses-are-ours.md,
 * issue 59): what breaks a name's line or turns its direction. C0 and C1 controls, DEL, the line and
 * paragraph separators, the direction marks, embeddings, overrides and isolates (U+061C, U+200E/F,
 * U+202A–E, U+2066–9), the deprecated format characters U+206A–F and the interlinear annotation
 * marks U+FFF9–B. private.name_breaks_text holds the same text.
 */
export const NAME_BREAKING_CLASS = '\\u0001-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u206F\\uFFF9-\\uFFFB';

/**
 * The combining marks a stack is counted in: the general-purpose blocks (U+0300–036F, U+1AB0–1AFF,
 * U+1DC0–1DFF, U+20D0–20FF, U+FE20–FE2F) that "Zalgo" text piles up. More than 2 of them in a row is
 * refused; a script's own marks (Devanagari, Arabic, Hebrew vowel signs) are not counted, and a name
 * typed in NFC never needs 3 of these in a row (Vietnamese needs 2 at most, decomposed).
 */
export const COMBINING_CLASS = '\\u0300-\\u036F\\u1AB0-\\u1AFF\\u1DC0-\\u1DFF\\u20D0-\\u20FF\\uFE20-\\uFE2F';
export const COMBINING_STACK_SOURCE = `[${COMBINING_CLASS}]{3}`;

/**
 * The tag characters U+E0000–E007F: invisible, outside the BMP (so written differently in each
 * language: JavaScript needs the u flag, Postgres writes \\U000E0000). They smuggle text no reader sees.
 */
export const TAG_CHARACTERS_SQL = '\\U000E0000-\\U000E007F';

// eslint-disable-next-line no-misleading-character-class -- the combining marks in it are what it counts, one by one
const NAME_BREAKING = new RegExp(`[${NAME_BREAKING_CLASS}]|[\\u{E0000}-\\u{E007F}]|${COMBINING_STACK_SOURCE}`, 'u');
// eslint-disable-next-line no-misleading-character-class -- the joining marks in it are what it looks for, one by one
const NAME_FILLER = new RegExp(`[${FILLER_CLASS}]`);

/** Whether a name carries a character that breaks its line or direction, a tag character or a combining-mark stack. */
export const nameBreaksText = (name: string) => NAME_BREAKING.test(name);

/** The one name rule's character test: nothing that breaks the text and no invisible mark or filler (private.name_is_readable). */
export const nameIsReadable = (name: string) => !nameBreaksText(name) && !NAME_FILLER.test(name);
