/**
 * Reads the on-page SEO facts out of an HTML document with htmlparser2 (a streaming parser, so a
 * 2 MB page costs no DOM), and scores them. Runs in the analyze-page edge function (Deno) and in
 * Node for the local backend and the tests.
 */
import { Parser } from 'htmlparser2';
import type { PageFacts } from './page-report.ts';
import { metaDirective } from './seo-rules/robots-directives.ts';

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
    robots: [],
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
        // Counted wherever the tag is: missing a noindex that Google reads costs a business more than
        // reporting one that a stray place might make Google ignore.
        if (name === 'meta' && attributes.name && attributes.content !== undefined) {
          const directive = metaDirective(attributes.name, attributes.content);
          if (directive) facts.robots?.push(directive);
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

// The score lives in page-score.ts (no parser), so the weekly report can explain it without htmlparser2.
export { scorePage } from './page-score.ts';
