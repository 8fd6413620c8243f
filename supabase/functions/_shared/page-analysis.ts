/**
 * Reads the on-page SEO facts out of an HTML document with htmlparser2 (a streaming parser, so a
 * 2 MB page costs no DOM), and scores them. Runs in the analyze-page edge function (Deno) and in
 * Node for the local backend and the tests.
 */
import { Parser } from 'htmlparser2';
import type { PageFacts } from './page-report.ts';

/** Text inside these elements is not visible copy. */
const NON_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title']);
const NON_NAVIGABLE = /^(?:#|javascript:|mailto:|tel:|sms:|data:)/i;

function resolveUrl(href: string, base: URL): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

function sameSite(a: URL, b: URL): boolean {
  const bare = (host: string) => host.replace(/^www\./, '');
  return bare(a.hostname) === bare(b.hostname);
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function parsePageHtml(html: string, pageUrl: string): PageFacts {
  const page = new URL(pageUrl);
  let base = page;
  const facts: PageFacts = {
    title: null,
    metaDescription: null,
    canonical: null,
    h1Count: 0,
    wordCount: 0,
    internalLinks: 0,
    externalLinks: 0,
    images: 0,
    imagesWithAlt: 0,
  };
  const open: string[] = [];
  let skipDepth = 0;
  let titleText: string | null = null;
  let words = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        if (NON_CONTENT.has(name)) skipDepth += 1;
        if (name === 'title' && facts.title === null && !open.includes('svg')) titleText = '';
        if (name === 'base' && attributes.href) base = resolveUrl(attributes.href, page) ?? base;
        if (name === 'meta' && attributes.name?.toLowerCase() === 'description' && facts.metaDescription === null) {
          facts.metaDescription = (attributes.content ?? '').trim();
        }
        if (name === 'link' && facts.canonical === null && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
          facts.canonical = attributes.href ? (resolveUrl(attributes.href, base)?.href ?? attributes.href) : null;
        }
        if (name === 'h1') facts.h1Count += 1;
        if (name === 'img') {
          facts.images += 1;
          // An empty alt is the right markup for a decorative image; only a missing one is a fault.
          if ('alt' in attributes) facts.imagesWithAlt += 1;
        }
        if (name === 'a' && attributes.href && !NON_NAVIGABLE.test(attributes.href.trim())) {
          const target = resolveUrl(attributes.href.trim(), base);
          if (target && (target.protocol === 'http:' || target.protocol === 'https:')) {
            if (sameSite(target, page)) facts.internalLinks += 1;
            else facts.externalLinks += 1;
          }
        }
      },
      ontext(text) {
        if (titleText !== null) titleText += text;
        else if (skipDepth === 0) words += countWords(text);
      },
      onclosetag(name) {
        if (name === 'title' && titleText !== null) {
          facts.title = titleText.replace(/\s+/g, ' ').trim();
          titleText = null;
        }
        if (NON_CONTENT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        const index = open.lastIndexOf(name);
        if (index !== -1) open.length = index;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  facts.wordCount = words;
  return facts;
}

export interface ScoreInput extends PageFacts {
  status: number;
  loadTimeMs: number;
}

/** One deduction per problem, each named so the score can be explained to the visitor. */
export function pageDeductions(facts: ScoreInput): { reason: string; points: number }[] {
  const deductions: { reason: string; points: number }[] = [];
  const add = (condition: boolean, reason: string, points: number) => {
    if (condition) deductions.push({ reason, points });
  };
  const titleLength = facts.title?.length ?? 0;
  const descriptionLength = facts.metaDescription?.length ?? 0;
  add(facts.status >= 400, `The page answered with status ${facts.status}`, 40);
  add(titleLength === 0, 'No title tag', 20);
  add(titleLength > 60, 'Title longer than 60 characters', 5);
  add(titleLength > 0 && titleLength < 30, 'Title shorter than 30 characters', 5);
  add(descriptionLength === 0, 'No meta description', 15);
  add(descriptionLength > 160, 'Meta description longer than 160 characters', 5);
  add(descriptionLength > 0 && descriptionLength < 70, 'Meta description shorter than 70 characters', 5);
  add(facts.h1Count === 0, 'No h1 heading', 10);
  add(facts.h1Count > 1, 'More than one h1 heading', 5);
  add(facts.canonical === null, 'No canonical link', 5);
  add(facts.wordCount < 300, 'Fewer than 300 words of copy', 10);
  add(facts.internalLinks === 0, 'No internal links', 5);
  add(facts.loadTimeMs > 3000, 'Took longer than 3 seconds to load', 10);
  const missingAlt = facts.images - facts.imagesWithAlt;
  add(missingAlt > 0, `${missingAlt} image${missingAlt === 1 ? '' : 's'} without alt text`, Math.min(10, missingAlt * 2));
  return deductions;
}

export function scorePage(facts: ScoreInput): number {
  const lost = pageDeductions(facts).reduce((sum, deduction) => sum + deduction.points, 0);
  return Math.max(0, Math.min(100, 100 - lost));
}
