/**
 * The build's page cards (issue 50): every prerendered head that names a card of its own
 * (src/content/og-cards.ts) gets that PNG in the build, drawn from the same title the head carries.
 * Drawing takes about 50 ms a card, so each is kept in node_modules/.cache/og-cards/ under a hash
 * of its words and of everything that draws it; a build draws only the cards whose words changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { pageCard, type PageCard } from '../../src/content/og-cards';
import { CARD_FONT_FILES } from './card-fonts';

const root = resolve(import.meta.dirname, '../..');
const cacheDir = resolve(root, 'node_modules/.cache/og-cards');
const require = createRequire(import.meta.url);

/** The card a page's rendered head tags name as its og:image, or null when it shows another image. */
export function cardOfHead(url: string, head: string): PageCard | null {
  const document = parseDocument(head);
  const title = DomUtils.findOne((element) => element.name === 'title', document.children);
  const image = DomUtils.findOne((element) => element.name === 'meta' && element.attribs.property === 'og:image', document.children);
  if (!title || !image?.attribs.content) return null;
  const card = pageCard(url, DomUtils.textContent(title));
  return card && URL.canParse(image.attribs.content) && new URL(image.attribs.content).pathname === card.image ? card : null;
}

/** What draws a card besides its words: the layout, the renderer, the fonts and the two libraries. */
async function rendererFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of ['card-fonts.ts', 'page-card-layout.ts', 'render-page-card.ts']) hash.update(await readFile(resolve(import.meta.dirname, file)));
  for (const font of CARD_FONT_FILES) hash.update(await readFile(require.resolve(font.file)));
  for (const pkg of ['satori', '@resvg/resvg-js']) hash.update(await readFile(resolve(root, 'node_modules', pkg, 'package.json')));
  return hash.digest('hex');
}

/** Writes each card into dist at its path; returns how many had to be drawn (the rest came from the cache). */
export async function writePageCards(dist: string, cards: PageCard[]): Promise<number> {
  const fingerprint = await rendererFingerprint();
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  // Loaded on the first card to draw: satori and resvg take a moment to load, which a build whose
  // cards all come from the cache need not spend.
  let render: typeof import('./render-page-card').renderPageCard | undefined;
  for (const card of cards) {
    const key = createHash('sha256').update(fingerprint).update(JSON.stringify([card.label, card.title])).digest('hex');
    const cached = resolve(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      // Written aside and renamed: another worktree's build may share this cache (and read it) at the same time.
      const partial = `${cached}.${process.pid}.partial`;
      render ??= (await import('./render-page-card')).renderPageCard;
      await writeFile(partial, await render(card));
      await rename(partial, cached);
      drawn += 1;
    }
    const target = resolve(dist, `.${card.image}`);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
  return drawn;
}
