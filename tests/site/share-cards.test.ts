/**
 * The share cards (issue 50): a link to a case study, an article, a resource, a service or a
 * neighborhood page previews with a picture of its own, and every picture a head names is in the
 * build at the size the head claims (1200x630) and light enough for a preview's fetcher.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE } from '@/components/seo/page-head';
import { fileForPath } from './support/dist';
import { imageSize } from './support/image-size';
import { sharedImages } from './support/share-cards';
import { notFound, pages } from './support/site';

/** The content pages that must each have a card of their own, by template. */
const CONTENT_TEMPLATES: Record<string, (url: string, page: string) => boolean> = {
  'case studies': (_, page) => page === 'case-study-page',
  'knowledge-base articles': (_, page) => page === 'knowledge-article-page',
  resources: (url) => url.startsWith('/resources/'),
  services: (_, page) => page === 'service-page',
  neighborhoods: (_, page) => page === 'neighborhood-page',
};

const MAX_CARD_BYTES = 100 * 1024;

const imagePath = (content: string | undefined) => (content && URL.canParse(content) ? decodeURI(new URL(content).pathname) : '');

describe('share cards', () => {
  it('no two content pages of a template share an og:image, and none of them falls back to the default card', () => {
    for (const [template, isOfTemplate] of Object.entries(CONTENT_TEMPLATES)) {
      const members = [...pages].filter(([url, { target }]) => target.indexable && isOfTemplate(url, target.page));
      expect(members.length, template).toBeGreaterThan(0);
      const images = members.map(([url, { facts }]) => ({ url, image: imagePath(facts.openGraph['og:image']) }));
      expect(sharedImages(images), template).toEqual([]);
      expect(images.filter(({ image }) => image === DEFAULT_OG_IMAGE).map(({ url }) => url), template).toEqual([]);
    }
  });

  it('/book, where every call to action for a call leads, previews with a card of its own', () => {
    const book = pages.get('/book')!;
    expect(imagePath(book.facts.openGraph['og:image'])).toBe('/og/book.png');
    expect(book.facts.openGraph['og:image:alt']).toBe('Los Angeles SEO Group: Free 30-minute call. Book a Free SEO Consultation');
    expect(fileForPath('/og/book.png')).not.toBeNull();
  });

  it(`every og:image a page names is a 1200x630 PNG or JPEG of the build, under ${MAX_CARD_BYTES / 1024} KB`, () => {
    const images = new Set([...pages.values(), notFound].map(({ facts }) => imagePath(facts.openGraph['og:image'])));
    expect(images.size).toBeGreaterThan(90);
    const problems = [...images].flatMap((path) => {
      const file = fileForPath(path);
      if (!file) return [`${path} is not a file of the build`];
      const bytes = readFileSync(file);
      const size = imageSize(bytes);
      if (!size) return [`${path} is neither a PNG nor a JPEG`];
      if (size.width !== 1200 || size.height !== 630) return [`${path} is ${size.width}x${size.height}`];
      return bytes.length > MAX_CARD_BYTES ? [`${path} weighs ${Math.round(bytes.length / 1024)} KB`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('the share card checks can fail', () => {
  it('report pages that share an image', () => {
    expect(
      sharedImages([
        { url: '/a', image: '/og/a.png' },
        { url: '/b', image: '/og/shared.png' },
        { url: '/c', image: '/og/shared.png' },
      ]),
    ).toEqual(['/og/shared.png is the image of /b, /c']);
  });

  it('read the size of a PNG and a JPEG, and nothing from another file', () => {
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(1200, 16);
    png.writeUInt32BE(628, 20);
    expect(imageSize(png)).toEqual({ width: 1200, height: 628 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: length, precision, height, width.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Array<number>(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 1200, height: 630 });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
