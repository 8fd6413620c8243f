import type { BrowserContext, Page } from '@playwright/test';
import { API_ORIGIN, expect, gotoHydrated, test } from './fixtures';
import { STAFF_PASSWORD as PASSWORD } from './support/staff';
import { DEVICE_MARKER_KEY } from '../src/features/dashboard/lib/device-marker';

/**
 * The office lockout spares browsers that have logged in before
 * (docs/decisions/0055-lockout-spares-known-devices.md): each test's browsers share one office
 * address, from the documentation range and fresh each run (a lockout lasts 15 minutes), through
 * the login form as staff use it.
 */
const officeAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

/** A browser of its own (its own storage) whose API requests all come from `address`, as a trusted proxy would say. */
async function browserAt(contexts: BrowserContext[], newContext: () => Promise<BrowserContext>, address: string): Promise<Page> {
  const context = await newContext();
  contexts.push(context);
  await context.route(`${API_ORIGIN}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-real-ip': address } }));
  const page = await context.newPage();
  await gotoHydrated(page, '/dashboard');
  return page;
}

/** Sends the login form and waits for the database's answer to the password (a refusal's message follows it). */
async function submit(page: Page, name: string, password: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => response.url().includes('/rpc/validate_dashboard_password'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await answered;
}

async function expectLoggedIn(page: Page) {
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function expectRefused(page: Page, words: string) {
  await expect(page.getByRole('alert').filter({ hasText: words })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

const keptMarker = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DEVICE_MARKER_KEY);

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
}

const NETWORK_LOCKED = 'Logins from this network are locked until';
const DEVICE_LOCKED = 'Logins from this device are locked until';

test("a colleague's typos lock a new browser out of the office network, not one that logged in there before", async ({ browser }) => {
  const office = officeAddress();
  const contexts: BrowserContext[] = [];
  const newContext = () => browser.newContext();

  // Alice's browser logs in at the office once: the database issues it a device marker, which
  // logging out keeps.
  const alice = await browserAt(contexts, newContext, office);
  await submit(alice, 'Alice Known', PASSWORD);
  await expectLoggedIn(alice);
  await expect.poll(() => keptMarker(alice)).toMatch(/^[0-9a-f]{64}$/);
  const firstMarker = await keptMarker(alice);
  await logOut(alice);
  expect(await keptMarker(alice)).toBe(firstMarker);

  // A colleague on a laptop that never logged in types five wrong passwords: the office network is locked.
  const carol = await browserAt(contexts, newContext, office);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit(carol, 'Carol Typo', `typo ${attempt}`);
    const expected = attempt < 5 ? `${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left before logins from this network pause` : NETWORK_LOCKED;
    await expect(carol.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  }
  await submit(carol, 'Carol Typo', PASSWORD);
  await expectRefused(carol, NETWORK_LOCKED);

  // Alice's browser logs in all the same, and is given a new marker in place of the old one.
  await submit(alice, 'Alice Known', PASSWORD);
  await expectLoggedIn(alice);
  await expect.poll(() => keptMarker(alice)).not.toBe(firstMarker);
  expect(await keptMarker(alice)).toMatch(/^[0-9a-f]{64}$/);

  // A browser at the office that never logged in is still refused until the lock ends.
  const bob = await browserAt(contexts, newContext, office);
  await submit(bob, 'Bob New', PASSWORD);
  await expectRefused(bob, NETWORK_LOCKED);
  expect(await keptMarker(bob)).toBeNull();

  for (const context of contexts) await context.close();
});

test("a known browser's wrong passwords are its own: they lock that browser, and the office network keeps its tries", async ({ browser }) => {
  const office = officeAddress();
  const contexts: BrowserContext[] = [];
  const newContext = () => browser.newContext();

  const alice = await browserAt(contexts, newContext, office);
  await submit(alice, 'Alice Known', PASSWORD);
  await expectLoggedIn(alice);
  await expect.poll(() => keptMarker(alice)).toMatch(/^[0-9a-f]{64}$/);
  await logOut(alice);

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit(alice, 'Alice Known', `typo ${attempt}`);
    const expected = attempt < 5 ? `${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left before logins from this device pause` : DEVICE_LOCKED;
    await expect(alice.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  }
  // Locked: a stolen marker cannot keep guessing, and the right password waits too.
  await submit(alice, 'Alice Known', PASSWORD);
  await expectRefused(alice, DEVICE_LOCKED);

  // Her typos did not lock the office: a colleague's new browser logs in.
  const bob = await browserAt(contexts, newContext, office);
  await submit(bob, 'Bob New', PASSWORD);
  await expectLoggedIn(bob);

  for (const context of contexts) await context.close();
});
