import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { prerenderTargets } from '../src/app/route-table';
import { builtStack, origin } from '../scripts/test-stack';

/** Every prerendered URL of the route table. */
export const prerendered = await prerenderTargets();
export const allRoutes = prerendered.map((target) => target.url);

/** True for the first prerendered URL of each page component (one per template). */
function isFirstOfItsPage(target: (typeof prerendered)[number], index: number, all: typeof prerendered): boolean {
  return all.findIndex((other) => other.page === target.page) === index;
}

/**
 * The routes a browser test visits: all of them, except that of the pages which only forward to
 * another (their canonical is elsewhere) one stands for the rest: once hydrated, each becomes the
 * page it forwards to, which is already on the list.
 */
export const browserRoutes = prerendered
  .filter((target, index, all) => target.canonical === target.url || isFirstOfItsPage(target, index, all))
  .map((target) => target.url);

/** One route per page template: the phone-sized checks need each layout once, not each id. */
export const templateRoutes = prerendered.filter(isFirstOfItsPage).map((target) => target.url);

/** The built site under test (`npm run build:e2e`). */
export const DIST = resolve(import.meta.dirname, '..', builtStack.dist);

/** The local backend the built site under test talks to. */
export const API_ORIGIN = origin(builtStack.apiPort);

interface Guards {
  /** Console errors seen on the page (hydration warnings included). */
  consoleErrors: string[];
  /** Requests to any origin other than the site's own and the local API (those are blocked). */
  externalRequests: string[];
  /** Requests to the local API (allowed: forms send leads there). */
  apiRequests: string[];
}

/**
 * `page` here fails nothing by itself but records console errors and blocks (and records) every
 * request that leaves the origin, so tests can assert that none happened.
 */
export const test = base.extend<{ guards: Guards }>({
  guards: async ({ page, baseURL }, use) => {
    const guards: Guards = { consoleErrors: [], externalRequests: [], apiRequests: [] };
    const origin = new URL(baseURL!).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') guards.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => guards.consoleErrors.push(error.message));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.fallback();
      if (url.startsWith(API_ORIGIN)) {
        guards.apiRequests.push(url);
        return route.fallback();
      }
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
