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
