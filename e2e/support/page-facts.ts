/** Reads what the site-wide checks need out of one prerendered HTML file (htmlparser2, no browser). */
import { Parser } from 'htmlparser2';
import { deferredEntryAssets } from '../../scripts/prerender/head';

export interface StaticPageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1Count: number;
  /** title, meta or canonical tags left in the body, where crawlers ignore them. */
  headTagsInBody: number;
  images: { src: string; alt: string | undefined; width: string | undefined; height: string | undefined }[];
  links: string[];
  assets: string[];
  jsonLd: string[];
}

export function readPageFacts(html: string): StaticPageFacts {
  const facts: StaticPageFacts = { title: null, description: null, canonical: null, robots: null, h1Count: 0, headTagsInBody: 0, images: [], links: [], assets: [], jsonLd: [] };
  let inHead = false;
  let capture: 'title' | 'json-ld' | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') inHead = true;
        if (!inHead && (name === 'title' || name === 'meta' || (name === 'link' && attributes.rel === 'canonical'))) facts.headTagsInBody += 1;
        if (name === 'title' && inHead) {
          capture = 'title';
          text = '';
        }
        if (name === 'script' && attributes.type === 'application/ld+json') {
          capture = 'json-ld';
          text = '';
        }
        if (name === 'meta' && attributes.name === 'description') facts.description = attributes.content ?? '';
        if (name === 'meta' && attributes.name === 'robots') facts.robots = attributes.content ?? '';
        if (name === 'link' && attributes.rel === 'canonical') facts.canonical = attributes.href ?? '';
        if (name === 'link' && attributes.href && attributes.rel !== 'canonical') facts.assets.push(attributes.href);
        if (name === 'script' && attributes.src) facts.assets.push(attributes.src);
        if (name === 'h1') facts.h1Count += 1;
        if (name === 'img') {
          facts.images.push({ src: attributes.src ?? '', alt: attributes.alt, width: attributes.width, height: attributes.height });
          if (attributes.src) facts.assets.push(attributes.src);
        }
        if (name === 'a' && attributes.href) facts.links.push(attributes.href);
      },
      ontext(chunk) {
        if (capture) text += chunk;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (name === 'title' && capture === 'title') {
          facts.title = text.trim();
          capture = null;
        }
        if (name === 'script' && capture === 'json-ld') {
          facts.jsonLd.push(text);
          capture = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // The entry script and its preloads are added by a loader after the first paint.
  const deferred = deferredEntryAssets(html);
  if (deferred) facts.assets.push(...deferred.preloads, deferred.entry);
  return facts;
}

/** The properties each schema.org type of the site must carry (Google's required fields where it has them). */
export const REQUIRED_JSON_LD: Record<string, string[]> = {
  ProfessionalService: ['name', 'address', 'telephone', 'url'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Article: ['headline', 'author', 'publisher'],
  Service: ['name', 'provider', 'serviceType'],
  WebApplication: ['name', 'applicationCategory', 'offers'],
  WebPage: ['name', 'url'],
  OfferCatalog: ['name', 'itemListElement'],
  Quiz: ['name', 'about'],
  HowTo: ['name', 'step'],
  AboutPage: ['name'],
  CollectionPage: ['name'],
  Organization: ['name', 'url'],
};
