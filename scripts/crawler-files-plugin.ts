/**
 * Serves /sitemap.xml and /robots.txt under `npm run dev`, made by the same function the build
 * writes them with (scripts/prerender/sitemap.ts), so the footer's Sitemap link works in both.
 */
import type { Plugin } from 'vite';
import type * as RouteTable from '../src/app/route-table';
import type * as SiteUrl from '../src/lib/site-url';
import { CRAWLER_FILE_TYPES, crawlerFiles } from './prerender/sitemap.ts';

export function crawlerFilesDevServer(): Plugin {
  return {
    name: 'lsg-crawler-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (path !== '/sitemap.xml' && path !== '/robots.txt') return next();
        Promise.all([
          server.ssrLoadModule('/src/app/route-table.ts') as Promise<typeof RouteTable>,
          server.ssrLoadModule('/src/lib/site-url.ts') as Promise<typeof SiteUrl>,
        ])
          .then(async ([routes, site]) => {
            const files = crawlerFiles(routes.routeTable, await routes.prerenderTargets(), site.absoluteUrl);
            response.setHeader('Content-Type', CRAWLER_FILE_TYPES[path]);
            response.end(request.method === 'HEAD' ? undefined : files[path]);
          })
          .catch(next);
      });
    },
  };
}
