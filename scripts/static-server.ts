/**
 * Serves dist/ the way static hosts do: /about from about/index.html, real 404s with 404.html, and
 * the headers of the build's own `_headers` file (scripts/security-headers.ts) and the 301s of its
 * `_redirects` file (scripts/redirects.ts), read back as Netlify and Cloudflare Pages read them, so `npm run serve` and the end-to-end tests get what production sends.
 * (vite preview answers unknown paths with the SPA fallback and status 200; docs/decisions/0006-toolchain-pitfalls.md.)
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { headersForPath } from './security-headers';
import { parseRedirectsFile, redirectTarget } from './redirects';
import { parseHeadersFile } from './security-headers-hosts';

function readRules(root: string) {
  const file = resolve(root, '_headers');
  if (!existsSync(file)) throw new Error(`${file} not found: build the site first (npm run build, or npm run build:e2e for the tests)`);
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

export function createStaticServer(root: string): Server {
  const rules = readRules(root);
  const redirectsPath = resolve(root, '_redirects');
  const redirects = existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8')) : [];
  const assets = sirv(root, {
    dev: false,
    etag: true,
    // Send the .br/.gz files the build wrote, as hosts send compressed responses.
    brotli: true,
    gzip: true,
    extensions: ['html'],
  });
  const notFound = resolve(root, '404.html');
  return createServer((request, response) => {
    // Set before sirv answers, so they also go with a 304 and the 404 page, and a Content-Type here
    // wins over the one sirv guesses.
    const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
    try {
      for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
      return;
    }
    const target = redirectTarget(redirects, pathname);
    if (target) {
      const query = (request.url ?? '').match(/\?[^#]*/)?.[0] ?? '';
      response.writeHead(301, { Location: target + query }).end();
      return;
    }
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      createReadStream(notFound)
        .on('error', () => response.end('Not found'))
        .pipe(response);
    });
  });
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
