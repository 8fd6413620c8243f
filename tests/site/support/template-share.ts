/**
 * How much of a page is its own: the text of a page's <main>, cut into blocks (each paragraph, list
 * item, heading, table cell or term: the text of the innermost such element), with the place's name
 * and every number masked, compared across the pages of one template. A block that is word-for-word
 * the same on at least half the pages is the template's; a block found on no other page is the page's
 * own. Forms are left out (their labels are the form's, not the page's); text kept in the HTML under
 * hidden="until-found" (closed FAQ answers) counts, as a crawler reads it.
 */
import { Parser } from 'htmlparser2';

const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'td', 'th', 'figcaption', 'blockquote', 'summary', 'button', 'a']);
const SKIPPED = new Set(['form', 'script', 'style', 'template', 'noscript', 'svg']);

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The masked text blocks of a page's <main>, in document order. */
export function mainBlocks(html: string, placeName: string): string[] {
  const blocks: string[] = [];
  const open: { name: string; text: string }[] = [];
  let inMain = 0;
  let skipped = 0;
  const flush = (block: { text: string } | undefined) => {
    const text = block?.text.replace(/\s+/g, ' ').trim();
    if (block) block.text = '';
    if (text) blocks.push(mask(text, placeName));
  };
  new Parser(
    {
      onopentag(name) {
        if (name === 'main') inMain += 1;
        if (!inMain) return;
        if (SKIPPED.has(name)) skipped += 1;
        if (BLOCKS.has(name) && !skipped) {
          // The enclosing block's text so far is a block of its own (a list item's words before its link).
          flush(open.at(-1));
          open.push({ name, text: '' });
        }
      },
      ontext(chunk) {
        if (inMain && !skipped && open.length > 0) open.at(-1)!.text += chunk;
      },
      onclosetag(name) {
        if (!inMain) return;
        if (BLOCKS.has(name) && !skipped && open.at(-1)?.name === name) flush(open.pop());
        if (SKIPPED.has(name)) skipped -= 1;
        if (name === 'main') inMain -= 1;
      },
    },
    { decodeEntities: true },
  ).end(html);
  return blocks;
}

function mask(text: string, placeName: string): string {
  const name = new RegExp(placeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  return text.replace(name, 'PLACE').replace(/\$?\d[\d,.]*%?/g, '#').toLowerCase();
}

export interface TemplateShare {
  url: string;
  words: number;
  /** Words in blocks found on at least half the pages. */
  sharedWords: number;
  /** Words in blocks found on no other page. */
  ownWords: number;
  share: number;
}

/** Each page's words, template words and own words, measured against the other pages of its template. */
export function templateShares(pages: { url: string; blocks: string[] }[]): TemplateShare[] {
  const pagesWith = new Map<string, number>();
  for (const { blocks } of pages) for (const block of new Set(blocks)) pagesWith.set(block, (pagesWith.get(block) ?? 0) + 1);
  const half = Math.ceil(pages.length / 2);
  return pages.map(({ url, blocks }) => {
    let words = 0;
    let sharedWords = 0;
    let ownWords = 0;
    for (const block of blocks) {
      const count = wordCount(block);
      const on = pagesWith.get(block) ?? 0;
      words += count;
      if (on >= half) sharedWords += count;
      if (on === 1) ownWords += count;
    }
    return { url, words, sharedWords, ownWords, share: words === 0 ? 0 : sharedWords / words };
  });
}
