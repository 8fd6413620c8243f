import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, prerenderTargets, routeTable } from '@/app/route-table';

describe('the route table', () => {
  it('names a page file that exists for every route', () => {
    for (const route of routeTable) {
      expect(existsSync(resolve('src/pages', `${route.page}.tsx`)), route.page).toBe(true);
    }
  });

  it('has unique paths and ends with the not-found route', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routeTable.at(-1)).toMatchObject({ path: '*', page: NOT_FOUND_PAGE });
  });

  it('prerenders the foundation pages and keeps private ones out of the sitemap', async () => {
    const targets = await prerenderTargets();
    expect(targets.map((target) => target.url)).toEqual(expect.arrayContaining(['/', '/privacy-policy', '/terms-of-service', '/thank-you']));
    expect(targets.find((target) => target.url === '/thank-you')?.indexable).toBe(false);
    expect(targets.some((target) => target.url === '*')).toBe(false);
  });

  it('expands dynamic routes into the URLs they list', async () => {
    const targets = await prerenderTargets([
      { path: '/things/:id', page: 'thing', prerender: async () => ['/things/a', '/things/b'], dataModules: ({ id }) => [`src/things/${id}.ts`] },
    ]);
    expect(targets).toEqual([
      { url: '/things/a', page: 'thing', indexable: true, canonical: '/things/a', dataModules: ['src/things/a.ts'] },
      { url: '/things/b', page: 'thing', indexable: true, canonical: '/things/b', dataModules: ['src/things/b.ts'] },
    ]);
  });

  it('points the canonical of a forwarding route at its target', async () => {
    const [target] = await prerenderTargets([
      { path: '/old/:id', page: 'old', prerender: async () => ['/old/a'], indexable: false, canonical: (url) => url.replace('/old/', '/new/') },
    ]);
    expect(target).toEqual({ url: '/old/a', page: 'old', indexable: false, canonical: '/new/a', dataModules: [] });
  });
});
