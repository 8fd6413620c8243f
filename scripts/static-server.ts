/**
 * Serves dist/ the way static hosts do: /about from about/index.html, real 404s with 404.html.
 * (vite preview answers unknown paths with the SPA fallback and status 200; docs/decisions/0006-toolchain-pitfalls.md.)
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';

export function createStaticServer(root: string): Server {
  const assets = sirv(root, {
    dev: false,
    etag: true,
    // Send the .br/.gz files the build wrote, as hosts send compressed responses.
    brotli: true,
    gzip: true,
    extensions: ['html'],
    // As the _headers file asks of real hosts: the extensionless API files are JSON, workbooks are Excel.
    setHeaders: (response, pathname) => {
      if (pathname.startsWith('/api/')) response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (pathname.endsWith('.xlsx')) response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    },
  });
  const notFound = resolve(root, '404.html');
  return createServer((request, response) => {
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      createReadStream(notFound).on('error', () => response.end('Not found')).pipe(response);
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
