/**
 * What the JSON-LD states can be followed (issue 62): an article's author `url` is a page of the site
 * with that person's card on it, an `Article`'s image is the page's 1200×630 PNG card, and a price
 * that starts at an amount ('$3,500+', a "starting price") is a `minPrice` with its currency.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileForPath, SITE_URL } from './support/dist';
import { imageSize } from './support/image-size';
import { jsonLdItems } from './support/json-ld';
import { pages } from './support/site';

type Item = Record<string, unknown>;

/** Every item of every page's JSON-LD, nested ones included, with its page. */
function allItems(): { url: string; item: Item }[] {
  const found: { url: string; item: Item }[] = [];
  const walk = (url: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((entry) => walk(url, entry));
    else if (value && typeof value === 'object') {
      const item = value as Item;
      if (item['@type']) found.push({ url, item });
      Object.values(item).forEach((entry) => walk(url, entry));
    }
  };
  for (const [url, { facts }] of pages) for (const block of facts.jsonLd) walk(url, jsonLdItems(block) ?? []);
  return found;
}

const items = allItems();
const sitePath = (absolute: string) => (absolute.startsWith(SITE_URL) ? absolute.slice(SITE_URL.length) || '/' : null);

describe('structured data that can be followed', () => {
  it("every author's url is a page of the site with that person's card", () => {
    const authors = items.filter(({ item }) => item['@type'] === 'Person');
    const problems = authors.flatMap(({ url, item }) => {
      const path = typeof item.url === 'string' ? sitePath(item.url) : null;
      if (!path) return [`${url}: ${String(item.name)} has no url of this site`];
      const [pagePath, anchor] = path.split('#');
      const target = pages.get(pagePath!);
      if (!target) return [`${url}: ${item.url} is not a page of the site`];
      if (anchor && !target.facts.ids.includes(anchor)) return [`${url}: ${pagePath} has no #${anchor}`];
      return [];
    });
    expect(problems).toEqual([]);
    expect(authors.length).toBeGreaterThanOrEqual(29);
  });

  it("every Article's image is the page's own 1200×630 PNG card", () => {
    const articles = items.filter(({ item }) => item['@type'] === 'Article');
    const problems = articles.flatMap(({ url, item }) => {
      const path = typeof item.image === 'string' ? sitePath(item.image) : null;
      if (path !== `/og${url}.png`) return [`${url}: image ${String(item.image)}`];
      const file = fileForPath(path);
      const size = file ? imageSize(readFileSync(file)) : null;
      return size?.width === 1200 && size.height === 630 ? [] : [`${url}: ${path} is ${size ? `${size.width}×${size.height}` : 'missing'}`];
    });
    expect(problems).toEqual([]);
    expect(articles.length).toBeGreaterThanOrEqual(42);
  });

  it('every price has a currency, and a starting price is a minPrice', () => {
    const priced = items.filter(({ item }) => 'price' in item || 'minPrice' in item);
    const problems = priced.flatMap(({ url, item }) => (item.priceCurrency === 'USD' ? [] : [`${url}: ${JSON.stringify(item)} has no currency`]));
    expect(problems).toEqual([]);
    const pricing = priced.filter(({ url }) => url === '/pricing').map(({ item }) => item);
    expect(pricing.map((item) => item.price ?? `from ${String(item.minPrice)}`)).toEqual([950, 2000, 'from 3500', 'from 5000']);
    const ecommerce = priced.find(({ url }) => url === '/services/ecommerce-seo')?.item;
    expect(ecommerce).toMatchObject({ minPrice: 3500, priceCurrency: 'USD' });
    expect(ecommerce).not.toHaveProperty('price');
  });
});
