/**
 * Answers the old addresses with the host's 301 under `npm run dev` too (decision 0038), from the one
 * list the build writes into `_redirects` and `vercel.json` (scripts/redirects.ts): without it the dev
 * server hands /neighborhood/{id} to the app, which renders "Page Not Found".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { redirects, redirectTarget, type Redirect } from './redirects.ts';

/** A connect middleware: a 301 to the rule's target, the query kept, as scripts/static-server.ts answers. */
export function redirectsMiddleware(rules: Redirect[] = redirects) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? '/';
    const target = redirectTarget(rules, url.split(/[?#]/)[0]!);
    if (!target) return next();
    const query = url.match(/\?[^#]*/)?.[0] ?? '';
    response.writeHead(301, { Location: target + query }).end();
  };
}

export function redirectsDevServer(): Plugin {
  return {
    name: 'lsg-redirects',
    apply: 'serve',
    configureServer(server) {
      // Added now, before Vite's own middleware, so the redirect wins over the app's fallback page.
      server.middlewares.use(redirectsMiddleware());
    },
  };
}
