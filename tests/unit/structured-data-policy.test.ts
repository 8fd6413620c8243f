import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/app/entry-server';
import { NOT_FOUND_PAGE, prerenderTargets, routeTable } from '@/app/route-table';
import { allowedSchemaTypes, structuredDataPolicy } from '@/lib/structured-data-policy';

/**
 * docs/decisions/0020-structured-data-policy.md, checked on what the build writes: every prerendered
 * route (and 404.html) is rendered as the prerender renders it, and its JSON-LD types must be exactly
 * those the policy lists for its page.
 */

/** The @type of every JSON-LD item in a page's HTML; one script may hold an array of items. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, json]) =>
    [JSON.parse(json ?? 'null') as { '@type': string } | { '@type': string }[]].flat().map((item) => item['@type']),
  );
}

const sorted = (types: readonly string[]) => [...types].sort();

const pages: { url: string; page: string; types: string[] }[] = [];

beforeAll(async () => {
  const targets = [...(await prerenderTargets()), { url: '/404', page: NOT_FOUND_PAGE }];
  // One at a time, as the prerender does: the renders share the page modules' caches.
  for (const target of targets) pages.push({ url: target.url, page: target.page, types: jsonLdTypes((await render(target.url)).html) });
}, 180_000);

describe('the structured-data policy', () => {
  it('has a line for every page of the route table, and none for pages that do not exist', () => {
    expect(sorted(Object.keys(structuredDataPolicy))).toEqual(sorted([...new Set(routeTable.map((route) => route.page))]));
  });

  it('holds on every prerendered route: each emits exactly the types listed for its page', () => {
    expect(pages.length).toBeGreaterThan(100);
    const problems = pages.flatMap(({ url, page, types }) => {
      const allowed = allowedSchemaTypes(page);
      if (!allowed) return [`${url}: ${page} has no line in the policy`];
      return JSON.stringify(sorted(types)) === JSON.stringify(sorted(allowed)) ? [] : [`${url}: emits [${types.join(', ')}], the policy says [${allowed.join(', ')}]`];
    });
    expect(problems).toEqual([]);
  });

  it('puts FAQPage on /faqs alone and HowTo nowhere, since Google shows neither as a rich result any more', () => {
    expect(pages.filter(({ types }) => types.includes('FAQPage')).map(({ url }) => url)).toEqual(['/faqs']);
    expect(pages.filter(({ types }) => types.includes('HowTo'))).toEqual([]);
  });

  it('describes the business the same way wherever it appears', () => {
    const withBusiness = pages.filter(({ types }) => types.includes('ProfessionalService')).map(({ url }) => url);
    expect(withBusiness).toEqual(['/', '/about', '/contact']);
    expect(pages.flatMap(({ types }) => types)).not.toContain('Organization');
  });
});
