/**
 * Draws a page card to PNG without a browser: satori lays the card out as SVG (text turned into
 * paths), resvg rasterizes it. The fonts are the site's own typefaces (Inter, Plus Jakarta Sans) in
 * the static WOFF cuts of the same fontsource release: satori reads neither WOFF2 nor variable fonts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, pageCardLayout } from './page-card-layout';

const require = createRequire(import.meta.url);

/** The faces the layout uses; a card's text in any other weight would fall back to one of these. */
export const CARD_FONT_FILES = [
  { name: 'Plus Jakarta Sans', weight: 800, file: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff' },
  { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
] as const;

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

const loadFonts = () =>
  (fonts ??= Promise.all(
    CARD_FONT_FILES.map(async ({ name, weight, file }) => ({ name, weight, style: 'normal' as const, data: await readFile(require.resolve(file)) })),
  ));

export async function renderPageCard(card: { label: string; title: string }): Promise<Buffer> {
  // satori is typed for React elements; it reads only `type` and `props`, which the layout's nodes have.
  const svg = await satori(pageCardLayout(card) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
