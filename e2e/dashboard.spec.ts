import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { API_ORIGIN, consoleErrorsWere, expect, gotoHydrated, test as base } from './fixtures';
import { db } from './support/database';
import { expectConfirmed, heardOf, listenToLiveRegions } from './support/confirmation';
import { STAFF_PASSWORD as PASSWORD } from './support/staff';
import { LAST_SEEN_KEY } from '../src/features/dashboard/lib/last-seen';
import { PAGE_SIZE } from '../src/features/dashboard/lib/page-size';

const MARK = 'dashseed';

/** With the leads seeded below, staffPage's dashboard always opens on a table with its caption. */
const test = base.extend({
  staffPage: async ({ staffPage }, use) => {
    await expect(staffPage.getByText(/^Showing \d+ out of \d+ leads$/)).toBeVisible();
    await use(staffPage);
  },
});

/**
 * 120 leads with a marker in their names, spread over types and times. Tests of this file run on
 * several workers, and each worker runs this hook: fixed ids and an insert that skips existing rows
 * keep the set at exactly 120 however many workers race here.
 */
test.beforeAll(async () => {
  const types = ['contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test'] as const;
  const rows = Array.from({ length: 120 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `${MARK} ${String(index).padStart(3, '0')} ${['Alpha', 'Bravo', 'Charlie', 'Delta'][index % 4]}`,
    email: `${MARK}-${index}@${index % 3 === 0 ? 'plumbing' : 'dental'}.example`,
    phone: `213-555-${String(1000 + index)}`,
    website: index % 2 ? `https://site${index}.example` : null,
    message: index % 5 === 0 ? 'A long message about a restaurant in Echo Park that wants more customers from Google Maps.' : 'Short note',
    service: index % 2 ? 'Local SEO' : 'SEO Consultation',
    lead_type: types[index % types.length],
  }));
  const { error } = await db.from('lsg_leads').upsert(rows, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw new Error(error.message);
});

const STAFF = 'Dana Ortiz';
// The staff member of `staffPage` too: the same name signs what the tests below set.
test.use({ staffName: STAFF });

/**
 * Through the login form: for the tests of the form itself (and, for now, the badge's: see there).
 * The others start on `staffPage`, logged in by the database call the form makes (fixtures.ts).
 */
async function login(page: Page, options: { remember?: boolean } = {}) {
  await gotoHydrated(page, '/dashboard');
  await page.getByLabel('Your name').fill(STAFF);
  await page.getByLabel('Password').fill(PASSWORD);
  if (options.remember) await page.getByLabel('Remember me for 24 hours').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Showing \d+ out of \d+ leads$/)).toBeVisible();
}

/** A lead of its own for a test that changes it, so parallel tests never see each other's edits. */
async function ownLead(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@status.example`;
  const { data, error } = await db
    .from('lsg_leads')
    .insert({ name: `Owner ${label}`, email, phone: '310-555-0142', lead_type: 'contact' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id, email, name: `Owner ${label}` };
}

// The caption is read inside main: the shared announcer (outside it) repeats it after each search, filter and sort.
const search = async (page: Page, term: string) => {
  await page.getByLabel('Search leads').fill(term);
};

const tableNames = (page: Page) => page.locator('tbody tr td:nth-child(3)').allInnerTexts();

test('a wrong password is refused with a message, the right one opens the dashboard', async ({ page }) => {
  await gotoHydrated(page, '/dashboard');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByLabel('Your name').fill(STAFF);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password. Please try again.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\d tries? left before logins from this network pause for 15 minutes\./ })).toBeVisible();
  await expect(page.getByText('Login failed')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await expect(page.getByText(/Last refreshed \d+ seconds? ago/)).toBeVisible();
  // Staff at work see no marketing footer (issue 52): the copyright line, no sign-up, no countdown.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveText(/All rights reserved\./);
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await expect(page.getByText(/Limited time offer/)).toHaveCount(0);
  await expect(page.getByTestId(/^countdown-/)).toHaveCount(0);
});

test('a name the dashboard refuses is refused on the name field, before the password is sent', async ({ page }) => {
  await gotoHydrated(page, '/dashboard');
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/validate_dashboard_password')) logins.push(request.url());
  });
  const name = page.getByLabel('Your name');
  await page.getByLabel('Password').fill(PASSWORD);
  for (const [typed, message] of [
    ['Visitor', '"Visitor" is a name the dashboard uses for its own entries. Please enter your own name.'],
    [' staff ', '"Staff" is a name the dashboard uses for its own entries. Please enter your own name.'],
    ['Dana\u202eOrtiz', 'Your name contains an invisible character that can change how it is shown. Please type it again.'],
    ['\u200b\u200b', 'Please enter your name.'],
  ] as const) {
    await name.fill(typed);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(name).toHaveAccessibleDescription(message);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
  }
  expect(logins).toEqual([]);
  await name.fill(STAFF);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
});

test('remember me keeps the session across a browser restart; without it the session ends with the browser', async ({ page, browser }) => {
  // Four browser contexts, each loading and hydrating the dashboard: 13 s alone, 32 s on CI's two busy cores.
  test.slow();
  await login(page, { remember: true });
  const remembered = await page.context().storageState();
  // The browser restarts: the first page is gone. Left open, it would ask with the token the next
  // page's Logout revokes and log a 403 (a CI-like run at this stop saw it).
  await page.close();
  const restarted = await browser.newContext({ storageState: remembered });
  const again = await restarted.newPage();
  await gotoHydrated(again, '/dashboard');
  await expect(again.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  // Logout revokes the token and clears the stored flags.
  await again.getByRole('button', { name: 'Logout' }).click();
  await expect(again.getByLabel('Password')).toBeVisible();
  expect(await again.evaluate(() => localStorage.getItem('dashboardAccessToken'))).toBeNull();
  // The name stays with the device (the form offers it next time), whatever 'Remember me' says.
  await expect(again.getByLabel('Your name')).toHaveValue(STAFF);
  await restarted.close();

  const forgetful = await browser.newContext();
  const first = await forgetful.newPage();
  await login(first);
  expect(await first.evaluate(() => localStorage.getItem('dashboardAccessToken'))).toBeNull();
  expect(await first.evaluate(() => sessionStorage.getItem('dashboardAccessToken'))).toMatch(/^[0-9a-f]{64}$/);
  const afterRestart = await browser.newContext({ storageState: await forgetful.storageState() });
  const second = await afterRestart.newPage();
  await gotoHydrated(second, '/dashboard');
  await expect(second.getByLabel('Password')).toBeVisible();
  await forgetful.close();
  await afterRestart.close();
});

test('a read still in flight when staff log out is cancelled, not answered 403 by the revoked token', async ({ staffPage: page }) => {
  // The totals (asked again by Refresh) are held at the network until the logout has reached the database. Before the
  // fix the held read then asked with the revoked token: a 403 the console-error fixture reports.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/rest/v1/rpc/dashboard_lead_summary', async (route) => {
    held = true;
    await released;
    await route.continue().catch(() => undefined); // aborted by the page: nothing to continue
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => held).toBe(true);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/rpc/dashboard_logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(204);
  release();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});

test('search, type filter, sorting and paging agree with the database', async ({ staffPage: page }) => {
  await search(page, MARK);
  await expect(page.getByRole('main').getByText(`Showing ${PAGE_SIZE} out of 120 leads`)).toBeVisible();

  // Sorted by name, ascending then descending.
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.locator('th[aria-sort="descending"]')).toHaveText(/Name/);
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveText(/Name/);
  const { data: firstPage } = await db.from('lsg_leads').select('name').ilike('name', `${MARK}%`).order('name').limit(PAGE_SIZE);
  await expect.poll(() => tableNames(page)).toEqual(firstPage!.map((row) => row.name));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${Math.ceil(120 / PAGE_SIZE)}`)).toBeVisible();
  // Every page shows as many rows: the announcement says which page it is.
  await expect(page.locator('[data-announcer]')).toHaveText(`Page 2 of ${Math.ceil(120 / PAGE_SIZE)}: showing ${PAGE_SIZE} out of 120 leads`);
  const { data: secondPage } = await db
    .from('lsg_leads')
    .select('name')
    .ilike('name', `${MARK}%`)
    .order('name')
    .range(PAGE_SIZE, 2 * PAGE_SIZE - 1);
  await expect.poll(() => tableNames(page)).toEqual(secondPage!.map((row) => row.name));

  // Newsletter filter, and a search on another column (e-mail domain), together.
  await page.getByLabel('Lead type').selectOption({ label: 'Newsletter' });
  await search(page, `${MARK}-1`);
  const { count } = await db.from('lsg_leads').select('id', { count: 'exact', head: true }).eq('lead_type', 'newsletter').ilike('email', `%${MARK}-1%`);
  await expect(page.getByRole('main').getByText(`Showing ${count} out of ${count} leads`)).toBeVisible();

  await search(page, 'no lead matches this');
  await expect(page.getByRole('main').getByText('No results found.')).toBeVisible();
});

test('Export CSV downloads exactly the filtered set', async ({ staffPage: page }) => {
  await page.getByLabel('Lead type').selectOption({ label: 'Contact Form' });
  await search(page, `${MARK}`);
  await expect(page.getByRole('main').getByText(/out of 72 leads/)).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leads_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  // The specification's eight columns first, in its order (part 1), then what the dashboard adds.
  expect(lines[0]).toBe('"Date","Type","Name","Email","Phone","Website","Message","Service","Type code","Status","Latest note","Site check score"');
  const cells = lines.slice(1).map((line) => line.split('","'));
  const emails = cells.map((cell) => cell[3]);
  // Type is the table's label; Type code, after the spec's columns, the raw value.
  const typePairs = new Set(cells.map((cell) => `${cell[1]} / ${cell[8]}`));
  for (const pair of typePairs) {
    expect([
      'Pop-up / contact',
      'Contact (partial) / contact_partial',
      'Contact / contact_complete',
      'Reports (partial) / report_scheduler_partial',
      'Weekly Reports / report_scheduler_complete',
      'Plan Application / plan_application',
    ]).toContain(pair);
  }
  const { data } = await db
    .from('lsg_leads')
    .select('email')
    .ilike('name', `${MARK}%`)
    .in('lead_type', ['contact', 'contact_partial', 'contact_complete', 'report_scheduler_partial', 'report_scheduler_complete', 'plan_application']);
  expect(emails.sort()).toEqual(data!.map((row) => row.email).sort());
  await expect(page.getByText('Exported Successfully')).toBeVisible();
  await expect(page.getByText(/72 leads exported to leads_export_/)).toBeVisible();
});

test('deleting a lead asks first, then removes it from the table and the database', async ({ staffPage: page }) => {
  const email = `delete-me-${randomUUID()}@example.com`;
  await db.from('lsg_leads').insert({ name: 'Delete Me', email, lead_type: 'contact' });
  await search(page, email);
  await expect(page.getByRole('main').getByText('Showing 1 out of 1 leads')).toBeVisible();
  await page.getByRole('button', { name: `Delete lead from ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead Deleted')).toBeVisible();
  await expect(page.getByRole('main').getByText('No results found.')).toBeVisible();
  const { data } = await db.from('lsg_leads').select('id').eq('email', email);
  expect(data).toEqual([]);
});

test('lead text that looks like HTML or script is shown as text', async ({ staffPage: page }) => {
  const email = `xss-${randomUUID()}@example.com`;
  const name = '<img src=x onerror=alert(1)>';
  await db.from('lsg_leads').insert({ name, email, message: '<script>alert("x")</script>', lead_type: 'contact' });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await search(page, email);
  await expect(page.getByRole('main').getByText('Showing 1 out of 1 leads')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText('<script>alert("x")</script>')).toBeVisible();
  expect(dialogs).toBe(0);
  await expect(page.locator('tbody img')).toHaveCount(0);
});

test('a website opens in a new tab; long messages expand', async ({ staffPage: page }) => {
  await search(page, `${MARK} 001`);
  const link = page.getByRole('link', { name: 'https://site1.example' });
  await expect(link).toHaveAttribute('href', 'https://site1.example');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await search(page, `${MARK} 005`);
  const full = 'A long message about a restaurant in Echo Park that wants more customers from Google Maps.';
  await expect(page.getByText(`${full.slice(0, 50)}...`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show full message' }).click();
  await expect(page.getByText(full, { exact: true })).toBeVisible();
});

/** Widths in CSS pixels: the page's, the viewport's, and of every open dialog its box and content. */
const widths = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('table')!.parentElement!;
    return {
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      tableBox: box.clientWidth,
      tableContent: box.scrollWidth,
      dialogs: [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].map((dialog) => ({
        right: Math.ceil(dialog.getBoundingClientRect().right),
        box: dialog.clientWidth,
        content: dialog.scrollWidth,
      })),
    };
  });

test('the logged-in dashboard never scrolls sideways, with every panel open; the table scrolls inside its own box', async ({ staffPage: page }) => {
  // Three panels opened and closed at four widths: twelve round trips to the database on two busy cores.
  test.slow();
  const lead = await ownLead('overflow');
  await search(page, lead.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  let noted = false;
  const panels: [string, () => Promise<void>, () => Promise<void>][] = [
    ['the list', async () => {}, async () => {}],
    [
      'the lead view with a long note',
      async () => {
        await page.getByRole('link', { name: lead.name }).click();
        const view = page.getByRole('dialog', { name: lead.name });
        await expect(view.getByLabel('Add a note')).toBeVisible();
        // Added on the first opening only: counting notes on screen raced their loading and added a second one.
        if (!noted) {
          await view.getByLabel('Add a note').fill(`Called back about ${'https://a-very-long-unbroken-address.example/'.repeat(4)}`);
          await view.getByRole('button', { name: 'Add note' }).click();
          noted = true;
        }
        await expect(view.getByText(/^Called back about/)).toBeVisible();
      },
      async () => {
        await page.getByRole('button', { name: 'Close the lead' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    ],
    [
      'the delete confirmation',
      async () => {
        await page.getByRole('button', { name: `Delete lead from ${lead.email}` }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this lead?' })).toBeVisible();
      },
      async () => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    ],
  ];
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [panel, open, close] of panels) {
      await open();
      const seen = await widths(page);
      expect(seen.page, `page width at ${width}px with ${panel}`).toBeLessThanOrEqual(seen.viewport);
      expect(seen.tableBox, `table box at ${width}px`).toBeLessThanOrEqual(seen.viewport);
      for (const dialog of seen.dialogs) {
        expect(dialog.right, `${panel} inside the viewport at ${width}px`).toBeLessThanOrEqual(seen.viewport);
        expect(dialog.content, `${panel} never scrolls sideways at ${width}px`).toBeLessThanOrEqual(dialog.box);
      }
      if (panel !== 'the list') expect(seen.dialogs.length, `${panel} is open`).toBeGreaterThan(0);
      await close();
    }
  }
  await search(page, MARK);
  await page.setViewportSize({ width: 390, height: 900 });
  const phone = await widths(page);
  expect(phone.tableContent, 'the table scrolls inside its box on a phone').toBeGreaterThan(phone.tableBox);
});

/** Every API request of this browser context comes from `address`, as a trusted proxy would say. */
async function fromAddress(context: BrowserContext, address: string) {
  await context.route(`${API_ORIGIN}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-real-ip': address } }));
}

test('five wrong passwords lock out that address only; staff at another address still log in', async ({ browser }) => {
  // Addresses from the documentation ranges, fresh each run: a lockout lasts 15 minutes.
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const strangerAddress = `198.51.100.${octet()}`;
  const officeAddress = `203.0.113.${octet()}`;
  const strangerContext = await browser.newContext();
  await fromAddress(strangerContext, strangerAddress);
  const stranger = await strangerContext.newPage();
  await gotoHydrated(stranger, '/dashboard');
  await stranger.getByLabel('Your name').fill('Stranger');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await stranger.getByLabel('Password').fill(`guess ${attempt}`);
    await stranger.getByRole('button', { name: 'Log in' }).click();
    const expected = attempt < 5 ? `${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left` : 'Logins from this network are locked until';
    await expect(stranger.getByRole('alert').filter({ hasText: expected })).toBeVisible();
  }
  // Even the right password is refused from the locked address.
  await stranger.getByLabel('Password').fill(PASSWORD);
  await stranger.getByRole('button', { name: 'Log in' }).click();
  await expect(stranger.getByRole('alert').filter({ hasText: 'Logins from this network are locked until' })).toBeVisible();
  await expect(stranger.getByLabel('Password')).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  const officeContext = await browser.newContext();
  await fromAddress(officeContext, officeAddress);
  const office = await officeContext.newPage();
  await login(office);
  await strangerContext.close();
  await officeContext.close();
});

test('a failed refresh keeps the rows, says they may be out of date, and Try Again recovers', async ({ staffPage: page, consoleErrors }) => {
  // The search goes out after a pause in typing: wait for its answer, not for the caption, which the
  // list before the search already shows when the database holds only the seeded leads (and then
  // the search itself would meet the broken list below, with no rows to keep).
  const searched = page.waitForResponse(
    (response) => response.url().includes('/rpc/dashboard_list_leads') && (response.request().postDataJSON() as { search?: string } | null)?.search === MARK,
  );
  await search(page, MARK);
  await searched;
  await expect(page.getByRole('main').getByText(`Showing ${PAGE_SIZE} out of 120 leads`, { exact: true })).toBeVisible();
  await page.route('**/rest/v1/rpc/dashboard_list_leads*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"database unavailable"}' }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'These leads may be out of date.' })).toBeVisible();
  await expect(page.getByText('Refresh failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(`Showing ${PAGE_SIZE} out of 120 leads (may be out of date)`, { exact: true })).toBeVisible();
  await page.unroute('**/rest/v1/rpc/dashboard_list_leads*');
  await page.getByRole('alert').getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('main').getByText(`Showing ${PAGE_SIZE} out of 120 leads`, { exact: true })).toBeVisible();
  consoleErrorsWere(consoleErrors, /status of 503 .*dashboard_list_leads/);
});

test('a session ended elsewhere returns to the login form with one message', async ({ staffPage: page, consoleErrors }) => {
  // The database's answer for a revoked or expired token (a logout in another tab, a new password).
  await page.route('**/rest/v1/rpc/dashboard_lead_summary*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: '28000', message: 'Your session has expired. Please log in again.', hint: 'dashboard_session_invalid' }),
    }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(1);
  // Only the calls made before the form showed are answered 403; a late one reaches the real backend.
  await page.unroute('**/rest/v1/rpc/dashboard_lead_summary*');
  await page.waitForLoadState('networkidle');
  consoleErrorsWere(consoleErrors, /status of 403 .*\/rest\/v1\/rpc\//);
});

test('staff set a status and add a note from the table and the lead view, signed with their name', async ({ staffPage: page }) => {
  const lead = await ownLead('status');
  await search(page, lead.email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await listenToLiveRegions(page);
  // Picked from the list (as a pointer does): saved at once, and confirmed by a toast that is seen
  // and heard once, the announcer saying nothing of it (decision 0056; before, nothing was seen).
  await page.getByLabel(`Status of ${lead.name}`).selectOption('contacted');
  await expectConfirmed(page, 'Status set to Contacted');
  await expect
    .poll(async () => (await db.from('lsg_leads').select('status, status_changed_by').eq('id', lead.id).single()).data)
    .toEqual({
      status: 'contacted',
      status_changed_by: STAFF,
    });

  await page.getByRole('link', { name: lead.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?lead=${lead.id}$`));
  const view = page.getByRole('dialog', { name: lead.name });
  await expect(view.getByRole('link', { name: 'Call 310-555-0142' })).toHaveAttribute('href', 'tel:3105550142');
  await view.getByLabel('Add a note').fill('Called; wants a quote for two locations.');
  await view.getByRole('button', { name: 'Add note' }).click();
  await expectConfirmed(page, 'Note added');
  await expect(view.getByText('Called; wants a quote for two locations.')).toBeVisible();
  await expect(view.getByText(new RegExp(`^${STAFF}, `))).toBeVisible();
  await view.getByLabel('Status', { exact: true }).selectOption('qualified');
  await expectConfirmed(page, 'Status set to Qualified');
  await expect(view.getByText(`${STAFF} changed the status from Contacted to Qualified`)).toBeVisible();
  expect(await heardOf(page, /^(Status|Note|Marked)/)).toEqual(['Status set to Contacted', 'Note added', 'Status set to Qualified']);

  // The link works on its own (as from the notification e-mail): loaded afresh, it opens the same
  // lead, note and all (logging in on the way there: the test after this one).
  await gotoHydrated(page, `/dashboard?lead=${lead.id}`);
  await expect(page.getByRole('dialog', { name: lead.name }).getByText('Called; wants a quote for two locations.')).toBeVisible();
  await page.getByRole('button', { name: 'Close the lead' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a lead link opened before logging in opens that lead once staff log in through the form', async ({ page }) => {
  const lead = await ownLead('link');
  await gotoHydrated(page, `/dashboard?lead=${lead.id}`);
  await page.getByLabel('Your name').fill(STAFF);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const view = page.getByRole('dialog', { name: lead.name });
  await expect(view.getByRole('link', { name: 'Call 310-555-0142' })).toHaveAttribute('href', 'tel:3105550142');
  await view.getByRole('button', { name: 'Close the lead' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('spam is hidden until asked for, and the filter counts each status', async ({ staffPage: page }) => {
  const lead = await ownLead('spam');
  await db.from('lsg_leads').update({ status: 'spam' }).eq('id', lead.id);
  await search(page, lead.email);
  await expect(page.getByRole('main').getByText('No results found.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('spam');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByLabel('Status', { exact: true }).locator('option[value="spam"]')).toHaveText(/^Spam \(\d+\)$/);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await downloadPromise).path(), 'utf8');
  const [, row] = csv.slice(1).trim().split('\r\n');
  expect(row).toContain(lead.email);
  // Status, an empty latest note, and an empty site check score (the lead named no website).
  expect(row).toMatch(/,"Spam","",""$/);
});

// Through the form, unlike the tests above: opened already logged in on a fresh browser's first load
// (staffPage, or a remembered session after a restart), the dashboard sometimes keeps the page's own
// title instead of the badge's (the app's race between the two head tags, not this test's): 8 of 10
// runs on staffPage, 3 of 6 after a real remember-me restart. Move it to staffPage once that is fixed.
test('leads that arrived since the last visit get a badge, and the tab title carries their count', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, new Date(Date.now() - 60_000).toISOString());
  }, LAST_SEEN_KEY);
  await ownLead('badge');
  await login(page);
  await expect(page.getByText(/^[\d,]+ new since your last visit$/)).toBeVisible();
  await expect(page).toHaveTitle(/^\([\d,]+\) Leads Dashboard \| LA SEO Group$/);
  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(page.getByText(/new since your last visit/)).toHaveCount(0);
  await expect(page).toHaveTitle('Leads Dashboard | LA SEO Group');
});
