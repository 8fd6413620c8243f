/**
 * Draws a page card to PNG without a browser: satori lays the card out as SVG (text turned into
 * paths), resvg rasterizes it, in the faces of ./card-fonts.ts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_FONT_FILES } from './card-fonts';
import { CARD_HEIGHT, CARD_WIDTH, pageCardLayout } from './page-card-layout';

const require = createRequire(import.meta.url);

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

const loadFonts = () =>
  (fonts ??= Promise.all(
    CARD_FONT_FILES.map(async ({ name, weight, file }) => ({ name, weight, style: 'normal' as const, data: await readFile(require.resolve(file)) })),
  ));

export async function renderPageCard(card: { label: string; title: string }): Promise<Buffer> {
  // satori is typed for React elements: the layout's nodes are shaped as one (type, props, key).
  const svg = await satori(pageCardLayout(card), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
