/**
 * Every neighborhood page is linked from at least MIN_INBOUND other indexable pages (issue 62: Boyle
 * Heights and Santa Clarita, alone in their regions, had the directory's link only, and Glendale two).
 * Nearby places across a region's edge link each other (src/content/neighborhoods/nearby.ts).
 */
import { describe, expect, it } from 'vitest';
import { neighborhoodList } from '@/content/neighborhoods/list.generated';
import { inboundLinks } from './support/links';
import { pages } from './support/site';

const MIN_INBOUND = 3;

describe('links to the neighborhood pages', () => {
  it(`each neighborhood page is linked from at least ${MIN_INBOUND} other indexable pages`, () => {
    const places = new Set(neighborhoodList.map((place) => `/los-angeles-seo/${place.id}`));
    const found = inboundLinks(
      [...pages].filter(([, { target }]) => target.indexable).map(([url, { facts }]) => ({ url, links: facts.followedLinks })),
      (path) => places.has(path),
    );
    const counts = [...places].map((path) => ({ path, from: found.get(path) ?? [] }));
    if (process.env.SHOW_INBOUND) console.info(counts.map(({ path, from }) => `${from.length}\t${path}`).join('\n'));
    const few = counts.filter(({ from }) => from.length < MIN_INBOUND).map(({ path, from }) => `${path}: ${from.join(', ') || 'no page'}`);
    expect(few).toEqual([]);
    expect(counts).toHaveLength(41);
  });
});
