/**
 * Neighborhood pages worth indexing (issue 50): measured over the built pages, at most a third of each
 * page's main text sits in blocks shared word for word (place name and numbers masked) with half the
 * pages or more, and every page has at least 450 words found on no other page. Each failure names the
 * worst page, so the fix starts there.
 */
import { describe, expect, it } from 'vitest';
import { neighborhoodList } from '../../src/content/neighborhoods/list.generated';
import { neighborhoodPath } from '../../src/features/neighborhoods/lib/neighborhood-paths';
import { page } from './support/site';
import { mainBlocks, templateShares } from './support/template-share';

const MAX_TEMPLATE_SHARE = 1 / 3;
const MIN_OWN_WORDS = 450;

const shares = templateShares(neighborhoodList.map((place) => ({ url: neighborhoodPath(place.id), blocks: mainBlocks(page(neighborhoodPath(place.id)).html, place.name) })));

describe('neighborhood pages are their own', () => {
  it(`no page has more than a third of its main text in blocks shared with half the pages`, () => {
    const worst = [...shares].sort((a, b) => b.share - a.share)[0]!;
    expect(worst.share, `${worst.url}: ${worst.sharedWords} of ${worst.words} words are the template's`).toBeLessThanOrEqual(MAX_TEMPLATE_SHARE);
  });

  it(`every page has at least ${MIN_OWN_WORDS} words of its own`, () => {
    const worst = [...shares].sort((a, b) => a.ownWords - b.ownWords)[0]!;
    expect(worst.ownWords, `${worst.url} has ${worst.ownWords} words found on no other neighborhood page`).toBeGreaterThanOrEqual(MIN_OWN_WORDS);
  });
});

describe('the template measure can fail', () => {
  it('counts a block repeated on every page as the template, and masks the place name and numbers', () => {
    const html = (name: string, own: string) => `<main><p>Local search in ${name} has 3 places.</p><p>${own}</p><form><label>Name</label></form></main>`;
    const [first] = templateShares([
      { url: 'a', blocks: mainBlocks(html('Echo Park', 'Sunset Boulevard runs through it.'), 'Echo Park') },
      { url: 'b', blocks: mainBlocks(html('Venice', 'Abbot Kinney is lined with shops.'), 'Venice') },
      { url: 'c', blocks: mainBlocks(html('Torrance', 'Del Amo draws the whole South Bay.'), 'Torrance') },
    ]);
    // "local search in PLACE has # places." is on all three pages; the form's label counts nowhere.
    expect(first).toMatchObject({ words: 12, sharedWords: 7, ownWords: 5 });
  });
});
