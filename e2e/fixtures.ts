import { resolve } from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';
import { storageKeys } from '../src/lib/storage';
import { builtStack, origin } from '../scripts/test-stack';
import { db } from './support/database';
import { backendFor, plantStaffSession, staffSessionToken } from './support/staff';
import type { PageHooks } from './support/page-hooks';

export { allRoutes, prerendered, templateRoutes } from './support/routes';

/** The built site under test (`npm run build:e2e`). */
export const DIST = resolve(import.meta.dirname, '..', builtStack.dist);

/** The local backend the built site under test talks to. */
export const API_ORIGIN = origin(builtStack.apiPort);

interface Guards {
  /** Console errors seen in the test's pages (hydration warnings included): the `consoleErrors` fixture's list. */
  consoleErrors: string[];
  /** Requests to any origin other than the site's own and the local API (those are blocked). */
  externalRequests: string[];
  /** Requests to the local API (allowed: forms send leads there). */
  apiRequests: string[];
}

/** One thing the site's Content-Security-Policy refused. */
export interface CspViolation {
  /** `event`: a securitypolicyviolation event in the page; `console`: the browser's console report of it. */
  via: 'event' | 'console';
  page: string;
  /** The directive (or, from the console, the browser's whole message). */
  directive: string;
  /** The refused URL, or `inline` / `eval` for code in the page. */
  blocked: string;
  source?: string;
}

/** The binding's name, a property of the page's window (support/page-hooks.ts). */
const CSP_REPORT = '__reportCspViolation' satisfies keyof PageHooks;

/**
 * Records every CSP violation in the context's pages, frames included: the page reports its
 * securitypolicyviolation events through a binding (it survives navigations, so a violation just
 * before the page leaves is not lost), and the console reports stand in for what has no event.
 */
async function watchCsp(context: BrowserContext, report: (violation: CspViolation) => void): Promise<void> {
  await context.exposeBinding(CSP_REPORT, ({ page }, violation: Pick<CspViolation, 'directive' | 'blocked' | 'source'>) => {
    report({ via: 'event', page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    const hooks: Window & PageHooks = window;
    // The binding CSP_REPORT names (the script runs in the page, where this file's constants are not).
    const report = (violation: { directive: string; blocked: string; source: string }) => hooks.__reportCspViolation?.(violation);
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void report({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        }),
      true,
    );
  });
  context.on('console', (message) => {
    const text = message.text().trim();
    if (!/Content.Security.Policy/i.test(text)) return;
    const blocked = /'((?:https?|wss?|data|blob):[^']*)'/.exec(text)?.[1] ?? /\b(inline|eval)\b/i.exec(text)?.[1]?.toLowerCase() ?? '?';
    report({ via: 'console', page: message.page()?.url() ?? '', directive: text, blocked });
  });
}

/**
 * Records every console error and uncaught exception in the context's pages (issue 40: an expected
 * outcome, such as a site the page check cannot reach or an unsubscribe link that is not valid,
 * must not log a failed request either). Content-Security-Policy reports are left to watchCsp,
 * which fails the test on them with the directive that refused.
 */
function watchConsole(context: BrowserContext, report: (error: string) => void): void {
  context.on('console', (message) => {
    if (message.type() !== 'error' || /Content.Security.Policy/i.test(message.text())) return;
    const where = message.location().url;
    report(`${message.page()?.url() ?? '?'}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  context.on('weberror', (error) => report(`${error.page()?.url() ?? '?'}: uncaught ${error.error().message}`));
}

let consoleErrorToRunningTest: ((error: string) => void) | undefined;

/** Where a violation goes: to the running test, also from a page that outlives a test (`testOnSharedPage`). */
let reportToRunningTest: ((violation: CspViolation) => void) | undefined;

const describeViolation = (violation: CspViolation) =>
  `- [${violation.via}] ${violation.page}: ${violation.directive} blocked ${violation.blocked}${violation.source ? ` (${violation.source})` : ''}`;

/**
 * Marks the lead pop-up as already seen in the context's documents of the site (what the pop-up
 * itself stores when it opens: src/features/lead-capture/lib/lead-popup/use-lead-popup-schedule.ts),
 * so it stays out of a journey that is not about it. Only the site's own documents: a page of
 * another origin (the local inbox) or a sandboxed frame is left alone.
 */
export async function markPopupSeen(context: BrowserContext, siteOrigin: string): Promise<void> {
  await context.addInitScript(
    ({ key, site }) => {
      if (self.origin === site) localStorage.setItem(key, 'true');
    },
    { key: storageKeys.hasSeenLeadModal, site: siteOrigin },
  );
}

interface Fixtures {
  guards: Guards;
  cspViolations: CspViolation[];
  /**
   * Every console error and uncaught exception in any page of the test (on every route, in every
   * flow): any fails the test after it has run. A test that provokes one on purpose checks it and
   * empties the list (`consoleErrors.length = 0`).
   */
  consoleErrors: string[];
  /**
   * Option: the visitor has already seen the lead pop-up (`test.use({ popupSeen: true })`), in
   * every page of the test's context. Default false: a first-time visitor, whom the pop-up visits.
   * Applies to the `context` fixture (and its `page`), not to pages of `testOnSharedPage`.
   */
  popupSeen: boolean;
  /** The local backend of the project's site: the built site's, or the dev server's in the `dev` project. */
  apiOrigin: string;
  /** Option: the name `staffPage` logs in with, which signs its status changes and notes (decision 0011). */
  staffName: string;
  /** Option: `staffPage` logs in with 'Remember me for 24 hours' (session in localStorage, not sessionStorage). */
  rememberStaff: boolean;
  /**
   * The test's `page`, already logged in to the staff dashboard and on it (/dashboard, its leads
   * loaded). Logged in by the database call the login form makes, from the test process, and
   * the page's storage given what that login leaves behind; only the login tests use the form.
   * Data a test wants on the first load of the dashboard goes in a `beforeEach` (the test's own
   * fixtures, staffPage among them, are set up after the hooks); so do listeners and init scripts
   * of the page that must see that load. Ask for `guards` before `staffPage` to guard that load too.
   */
  staffPage: Page;
}

/**
 * `guards` fails nothing by itself but records console errors and blocks (and records) every
 * request that leaves the origin, so tests can assert that none happened.
 * `cspViolations` runs in every test: any Content-Security-Policy violation in any page fails the
 * test after it has run. A test that provokes one on purpose empties the list once it has checked it.
 */
export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ browser }, use) => {
      const violations: CspViolation[] = [];
      reportToRunningTest = (violation) => violations.push(violation);
      // Through newContext, so the contexts a test opens itself are watched like the default one
      // (which Playwright opens the same way, after this automatic fixture).
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await watchCsp(context, (violation) => reportToRunningTest?.(violation));
        watchConsole(context, (error) => consoleErrorToRunningTest?.(error));
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
        reportToRunningTest = undefined;
      }
      if (violations.length > 0) throw new Error(`${violations.length} Content-Security-Policy violation(s):\n${violations.map(describeViolation).join('\n')}`);
    },
    { auto: true },
  ],
  consoleErrors: [
    // Set up after cspViolations (it asks for it), whose newContext hook watches the console too.
    async ({ cspViolations }, use) => {
      void cspViolations;
      const errors: string[] = [];
      consoleErrorToRunningTest = (error) => errors.push(error);
      try {
        await use(errors);
      } finally {
        consoleErrorToRunningTest = undefined;
      }
      if (errors.length > 0) throw new Error(`${errors.length} console error(s):\n${errors.map((error) => `- ${error}`).join('\n')}`);
    },
    { auto: true },
  ],
  popupSeen: [false, { option: true }],
  context: async ({ context, popupSeen, baseURL }, use) => {
    if (popupSeen) await markPopupSeen(context, new URL(baseURL!).origin);
    await use(context);
  },
  apiOrigin: async ({ baseURL }, use) => {
    await use(backendFor(baseURL!));
  },
  staffName: ['Dana Ortiz', { option: true }],
  rememberStaff: [false, { option: true }],
  staffPage: async ({ page, baseURL, apiOrigin, staffName, rememberStaff }, use) => {
    const token = await staffSessionToken(apiOrigin, staffName);
    // The dashboard's tests read "No results found." (not "No leads found") when a search or filter
    // empties the list: the built site's database must hold a lead when the page loads. Early in a
    // run it may hold none yet, and a lead another worker adds between the list's call and the
    // totals' call left the two disagreeing (a CI-like run at this stop).
    if (apiOrigin === API_ORIGIN) {
      const { count } = await db.from('lsg_leads').select('id', { count: 'exact', head: true });
      if (!count) await db.from('lsg_leads').insert({ name: 'Dashboard Fixture', email: 'dashboard-fixture@keys.example', lead_type: 'contact' });
    }
    const planted = await plantStaffSession(page, { siteOrigin: new URL(baseURL!).origin, token, staffName, remember: rememberStaff });
    await gotoHydrated(page, '/dashboard');
    // Planted once, as a login does: a logout and a reload after it must find the storage empty.
    await planted.dispose();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
    // The leads have loaded: the table's caption, or the word for an empty database.
    await expect(page.getByText(/^Showing \d+ out of \d+ leads$/).or(page.getByText('No leads found', { exact: true }))).toBeVisible();
    await use(page);
  },
  guards: async ({ page, baseURL, apiOrigin, consoleErrors }, use) => {
    // The console errors are the test's own list (consoleErrors, watched in every test).
    const guards: Guards = { consoleErrors, externalRequests: [], apiRequests: [] };
    const origin = new URL(baseURL!).origin;
    const onRequest = (route: Route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.fallback();
      if (url.startsWith(apiOrigin)) {
        guards.apiRequests.push(url);
        return route.fallback();
      }
      guards.externalRequests.push(url);
      return route.abort();
    };
    await page.route('**/*', onRequest);
    await use(guards);
    // The page may outlive the test (testOnSharedPage): the next test's guards start afresh.
    await page.unroute('**/*', onRequest);
  },
});

type SharedPageOptions = Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>;

/**
 * For tests that load a page and only read it or open what it holds (the site-wide specs, once per
 * template): one page per worker, reused from test to test instead of a new
 * context each time (decision 0022). A new context means a new renderer process, and on the two-core
 * CI machine that start-up doubled the cost of a page load (measured over ten routes: 2.7 s a route
 * in a fresh context, 1.3 s in a reused page). Between
 * tests the page goes blank and its origin's cookies and storage are wiped, so each test still
 * starts as a first-time visitor; what a test does to the page (listeners, routes) it must undo,
 * as `guards` does.
 */
export const testOnSharedPage = test.extend<{ sharedPageOptions: SharedPageOptions }, { sharedPages: (options: SharedPageOptions) => Promise<Page> }>({
  // What a describe block changes of the project's device (`testOnSharedPage.use`).
  sharedPageOptions: [{}, { option: true }],
  // The worker's pages, one for each set of options its tests ask for.
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const pages = new Map<string, Page>();
      await use(async (options) => {
        const key = JSON.stringify(options);
        let page = pages.get(key);
        if (!page) {
          // Made during one of the worker's tests, through cspViolations' newContext: watched like any other.
          const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, ...options });
          page = await context.newPage();
          pages.set(key, page);
        }
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPages, sharedPageOptions, baseURL }, use) => {
    const sharedPage = await sharedPages(sharedPageOptions);
    await use(sharedPage);
    await sharedPage.goto('about:blank');
    await sharedPage.context().clearCookies();
    const devtools = await sharedPage.context().newCDPSession(sharedPage);
    await devtools.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'all' });
    await devtools.detach();
  },
});

export { expect };

/**
 * For a test that provokes console errors on purpose (a request it fails or refuses, a 404 it
 * visits, fonts or scripts it blocks): every error so far must match one of `provoked`, and the list
 * is emptied. Anything else still fails the test. Call it at the end of the test.
 */
export function consoleErrorsWere(consoleErrors: string[], ...provoked: RegExp[]): void {
  const unexpected = consoleErrors.filter((error) => !provoked.some((pattern) => pattern.test(error)));
  consoleErrors.length = 0;
  expect(unexpected, 'console errors besides the provoked ones').toEqual([]);
}

/** Waits until React has hydrated the page (the router marks links once it runs in the browser). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * The footer's code arrives after the page above it is interactive; until then its links are plain
 * links that load the next page afresh (no in-page navigation, no focus to move, a visit counted
 * only once the new page hydrates). Its countdown shows digits once that code runs.
 */
export async function waitForFooterCode(page: Page): Promise<void> {
  await expect(page.getByTestId('countdown-seconds')).toHaveText(/^\d\d$/);
}

/**
 * Under a paused clock, something that waits on a lazily loaded chunk and then on a timer (Sonner
 * adds its toasts on a timeout; React reveals a suspended boundary on one) shows only if the clock
 * moves after the chunk has arrived: run it in small steps until every locator shows. One runFor
 * before the chunk lands would leave the timer waiting for ever on a slow machine.
 */
export async function runClockUntilVisible(page: Page, ...locators: Locator[]): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(100);
    for (const locator of locators) await expect(locator).toBeVisible({ timeout: 100 });
  }).toPass();
}
