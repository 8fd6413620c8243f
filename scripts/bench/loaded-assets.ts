import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../chromium';
import { createStaticServer, listen } from '../static-server';

/** Loads each route in Chromium and adds up the JS and CSS it fetched by the time the network is idle. */
export async function measureLoadedAssets(dist: string, routes: string[]): Promise<Map<string, { jsKb: number; cssKb: number }>> {
  const server = createStaticServer(dist);
  const origin = await listen(server, 0);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = new Map<string, { jsKb: number; cssKb: number }>();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      let js = 0;
      let css = 0;
      // Bodies are read before the page closes, so no late response is lost (or read from a closed page).
      const reads: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        reads.push(
          response.body().then(
            (body) => {
              const size = gzipSync(body).length;
              if (type === 'script') js += size;
              else css += size;
            },
            // A page that forwards before it loads (/thank-you without its session flag) leaves
            // responses whose bodies are gone: what the page it forwards to loads is counted instead.
            () => undefined,
          ),
        );
      });
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      await Promise.all(reads);
      results.set(route, { jsKb: js / 1024, cssKb: css / 1024 });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
