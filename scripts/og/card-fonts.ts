/**
 * The faces a page card is set in: the site's own typefaces (Inter, Plus Jakarta Sans) in the static
 * WOFF cuts of the same fontsource release, since satori reads neither WOFF2 nor variable fonts. Text
 * in any other weight would fall back to one of these.
 */
export const CARD_FONT_FILES = [
  { name: 'Plus Jakarta Sans', weight: 800, file: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff' },
  { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
] as const;
