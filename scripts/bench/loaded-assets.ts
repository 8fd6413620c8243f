import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createStaticServer, listen } from '../static-server';

/** Launch options for Debian's Chromium here, or Playwright's own browser elsewhere (CHROMIUM_PATH). */
export function chromiumLaunchOptions() {
  const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  };
}

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
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const size = gzipSync(await response.body()).length;
        if (type === 'script') js += size;
        else css += size;
      });
      await page.goto(origin + route, { waitUntil: 'networkidle' });
      results.set(route, { jsKb: js / 1024, cssKb: css / 1024 });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
