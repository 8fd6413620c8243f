import { test as base, expect, type Page } from '@playwright/test';
import { prerenderTargets } from '../src/app/route-table';

/** Every prerendered URL of the route table. */
export const allRoutes = prerenderTargets().map((target) => target.url);

interface Guards {
  /** Console errors seen on the page (hydration warnings included). */
  consoleErrors: string[];
  /** Requests to any origin other than the site's own. */
  externalRequests: string[];
}

/**
 * `page` here fails nothing by itself but records console errors and blocks (and records) every
 * request that leaves the origin, so tests can assert that none happened.
 */
export const test = base.extend<{ guards: Guards }>({
  guards: async ({ page, baseURL }, use) => {
    const guards: Guards = { consoleErrors: [], externalRequests: [] };
    const origin = new URL(baseURL!).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') guards.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => guards.consoleErrors.push(error.message));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      guards.externalRequests.push(url);
      return route.abort();
    });
    await use(guards);
  },
});

export { expect };

/** Waits until React has hydrated the page (the router marks links once it runs in the browser). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
