import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page, Route } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { site } from '../src/content/site';
import { LOCAL_ANON_KEY } from '../supabase/local/keys';
import { API_ORIGIN, consoleErrorsWere, expect, gotoHydrated, markPopupSeen, test } from './fixtures';
import { bookingConfirmationsFor, bookingInviteFor } from './support/api-requests';
import { axe } from './support/axe';
import { uniqueEmail } from './support/database';
import { press, tabTo, typeInto, watchFocusOnBody } from './support/keyboard';
import type { PageHooks } from './support/page-hooks';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

/**
 * Booking a free consultation on /book (docs/decisions/0062-book-page.md), by keyboard: pick a day and
 * a time, fill in the form, Book; the time is gone for the next visitor; the invite's cancel link (the
 * local inbox) opens the manage page, which cancels, and the time is offered again. At 1280 and 390 px a
 * call is moved from the e-mail's link in one step, nothing typed, and gets one updated invite of the
 * same event (decision 0070). Two visitors
 * racing for one time: one books it, the other hears it was just taken and sees the refreshed times.
 * A booking past its budget (an address that already holds 2 calls, decision 0066) is refused with a
 * sentence that gives the phone number and e-mail, and the form stays. When the free times fail to
 * load, "Try again" by keyboard keeps focus on the page (on "Choose a time") until they are there, and
 * "Loading the free times..." is said once a load (issue 61), at 1280 and 390 px.
 * Each test books on a day of its own (the times' list is shared by every test of the run).
 */
test.use({ popupSeen: true });

const days = (page: Page) => page.getByRole('group', { name: 'Day', exact: true }).getByRole('button');
const times = (page: Page) => page.getByRole('group', { name: /^Free times on / }).getByRole('button');

/** Opens /book with its times loaded. */
async function openBook(page: Page) {
  await gotoHydrated(page, '/book');
  await expect(days(page).first()).toBeVisible();
}

/** By keyboard: the day at `dayIndex`, then its first free time; answers that time's accessible name. */
async function pickFirstTimeOn(page: Page, dayIndex: number): Promise<string> {
  const day = days(page).nth(dayIndex);
  await press(page, day);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = times(page).first();
  const label = (await time.getAttribute('aria-label'))!;
  await press(page, time);
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return label;
}

const details = (page: Page) => page.getByRole('form', { name: 'Your details' });

async function fillDetails(page: Page, name: string, email: string) {
  const form = details(page);
  await typeInto(page, form.getByLabel('Name'), name);
  await typeInto(page, form.getByLabel('Email'), email);
  await typeInto(page, form.getByLabel('Phone (optional)'), '213-555-0147');
  await typeInto(page, form.getByLabel('Website (optional)'), 'parkbakery.example');
  await typeInto(page, form.getByLabel(/What would you like to talk about/), 'Our map listing dropped out of the top three.');
}

const bookButton = (page: Page) => page.getByRole('button', { name: 'Book my free call' });

/** The time with this name, on the day at `dayIndex`, as a new visitor sees the times. */
async function offeredToNewVisitor(browser: Browser, baseURL: string, dayIndex: number, label: string): Promise<Locator> {
  const context = await browser.newContext({ baseURL });
  await markPopupSeen(context, new URL(baseURL).origin);
  const page = await context.newPage();
  await openBook(page);
  await days(page).nth(dayIndex).click();
  return page.getByRole('button', { name: label, exact: true });
}

test('book a time by keyboard, see it gone for the next visitor, find the invite in the inbox, and cancel with its link', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A whole journey in three pages and a second visitor's: slow-marked, as the site-wide specs are.
  test.slow();
  const email = uniqueEmail('book');
  await openBook(page);
  expect((await axe(page).analyze()).violations).toEqual([]);

  const label = await pickFirstTimeOn(page, 1);
  const bodyFocus = await watchFocusOnBody(page);
  await fillDetails(page, 'Grace Park', email);
  await expect(page.getByText(/^Your call: /)).toBeVisible();
  await press(page, bookButton(page));

  const booked = page.getByRole('heading', { name: 'Your call is booked' });
  await expect(booked).toBeFocused();
  await expect(page.getByText(`We sent a calendar invite to ${email}. It has a link to cancel or move the call.`)).toBeVisible();
  expect(await bodyFocus()).toEqual([]);
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The next visitor is not offered that time.
  const forNext = await offeredToNewVisitor(browser, baseURL!, 1, label);
  await expect(forNext.page().getByRole('group', { name: /^Free times on / })).toBeVisible();
  await expect(forNext).toHaveCount(0);

  // The invite, and its cancel link.
  const { message, managePath } = await bookingInviteFor(request, API_ORIGIN, email);
  expect(message.attachments.map((attachment) => attachment.filename)).toContain('invite.ics');
  await gotoHydrated(page, managePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your free consultation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this call' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await press(page, page.getByRole('button', { name: 'Cancel this call' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is cancelled' })).toBeFocused();

  // Offered again.
  await forNext.page().reload();
  await expect(days(forNext.page()).first()).toBeVisible();
  await days(forNext.page()).nth(1).click();
  await expect(forNext).toHaveCount(1);
  await forNext.page().context().close();
});

/**
 * The move from the e-mail's manage link (decision 0070): the picker opens on the page with focus on
 * its heading, a new time is chosen and moved to by keyboard with nothing typed, the answer's heading
 * takes focus, and focus is never on <body>; the inbox then holds one "moved" e-mail whose invite is
 * the same event (UID) with a higher SEQUENCE, METHOD:REQUEST, at the new time.
 */
async function bookThenMoveFromTheEmail(page: Page, request: APIRequestContext, dayIndex: number, width: string) {
  const email = uniqueEmail(`move-${width}`);
  await openBook(page);
  await expectNoSidewaysScroll(page, 'the times loaded');
  const label = await pickFirstTimeOn(page, dayIndex);
  await fillDetails(page, 'Luis Ortega', email);
  await press(page, bookButton(page));
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();

  const { managePath } = await bookingInviteFor(request, API_ORIGIN, email);
  await gotoHydrated(page, managePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your free consultation' })).toBeVisible();
  await expect(page.getByText(/nothing needs typing again/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the manage page');
  // Focus is on the page itself only before anything was focused (a fresh load): watched from "Pick another time" on.
  const pick = page.getByRole('button', { name: 'Pick another time' });
  await pick.focus();
  const bodyFocus = await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  await expect(pick).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a new time' })).toBeFocused();
  await expect(days(page).first()).toBeVisible();
  expect(await bodyFocus()).toEqual([]);
  // The page-wide checks run between two watches: they are the test's, not the visitor's.
  await expectNoSidewaysScroll(page, 'the times to move to');
  expect((await axe(page).analyze()).violations).toEqual([]);
  const bodyFocusWhileMoving = await watchFocusOnBody(page);

  // Another time of the same day, by keyboard; the booked one is not offered.
  await press(page, days(page).nth(dayIndex));
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  const newTime = times(page).nth(1);
  const newLabel = (await newTime.getAttribute('aria-label'))!;
  await press(page, newTime);
  await expect(newTime).toHaveAttribute('aria-pressed', 'true');
  await press(page, page.getByRole('button', { name: /^Move my call to / }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is moved' })).toBeFocused();
  await expect(page.getByText('We sent the updated calendar invite to your e-mail')).toBeVisible();
  // Nothing was typed on the manage page: its main part has no field at all (the footer's newsletter box is the site's).
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  expect(await bodyFocusWhileMoving()).toEqual([]);
  expect((await axe(page).analyze()).violations).toEqual([]);

  // One updated invite: the same event, a higher SEQUENCE, METHOD:REQUEST, at the new time; no second confirmation.
  const [first] = await bookingConfirmationsFor(request, API_ORIGIN, email, 1);
  const [moved] = await bookingConfirmationsFor(request, API_ORIGIN, email, 1, 'Your free consultation is moved');
  const clock = (name: string) => /(\d{1,2}:\d\d [AP]M) PT/.exec(name)![1]!;
  expect(moved!.message.subject).toMatch(new RegExp(`^Your free consultation is moved: .*, ${clock(newLabel)} P[SD]T$`));
  expect(moved!.message.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
    ['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST'],
  ]);
  const property = (invite: string, name: string) => new RegExp(`^${name}:(.+)\r$`, 'm').exec(invite)![1];
  expect(property(moved!.invite, 'METHOD')).toBe('REQUEST');
  expect(property(moved!.invite, 'UID')).toBe(property(first!.invite, 'UID'));
  expect(Number(property(moved!.invite, 'SEQUENCE'))).toBeGreaterThan(Number(property(first!.invite, 'SEQUENCE')));
  expect(moved!.message.text).toContain('We will call you at (213) 555-0147 at the time of the call.');
}

test('move a call from the e-mail’s link by keyboard: the new time picked on the page, nothing typed, focus never on the page itself', async ({
  page,
  request,
}) => {
  // A booking, the inbox's e-mails and a move: slow-marked, as the other journeys are.
  test.slow();
  await bookThenMoveFromTheEmail(page, request, 3, '1280');
});

test.describe('on a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('book by keyboard, then move the call from the e-mail’s link in place: one updated invite of the same event', async ({ page, request }) => {
    test.slow();
    await bookThenMoveFromTheEmail(page, request, 2, '390');
  });
});

test('two visitors race for one time: one books it, the other hears it was just taken; a visitor in New York sees ET with PT beside', async ({
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.slow();
  const visitor = async (timezoneId: string) => {
    const context = await browser.newContext({ baseURL, timezoneId });
    await markPopupSeen(context, new URL(baseURL!).origin);
    const page = await context.newPage();
    await openBook(page);
    return page;
  };
  const [inLosAngeles, inNewYork] = await Promise.all([visitor('America/Los_Angeles'), visitor('America/New_York')]);

  await expect(inNewYork.getByText("Times are shown in New York time, your device's time zone, with Los Angeles time (PT) beside them.")).toBeVisible();
  await expect(times(inNewYork).first()).toHaveAccessibleName(/^\d{1,2}:\d\d [AP]M E[SD]T \(\d{1,2}:\d\d [AP]M PT\), \w+day, \w+ \d{1,2}$/);
  await expect(inLosAngeles.getByText('Times are shown in Los Angeles time (PT).')).toBeVisible();
  await expect(times(inLosAngeles).first()).toHaveAccessibleName(/^\d{1,2}:\d\d [AP]M PT, \w+day, \w+ \d{1,2}$/);

  const labels = [await pickFirstTimeOn(inLosAngeles, 3), await pickFirstTimeOn(inNewYork, 3)];
  await fillDetails(inLosAngeles, 'Ana Silva', uniqueEmail('race-la'));
  await fillDetails(inNewYork, 'Ben Cole', uniqueEmail('race-ny'));
  for (const page of [inLosAngeles, inNewYork]) await bookButton(page).focus();
  await Promise.all([inLosAngeles.keyboard.press('Enter'), inNewYork.keyboard.press('Enter')]);

  const won = (page: Page) => page.getByRole('heading', { name: 'Your call is booked' });
  const lost = (page: Page) => page.getByRole('alert').filter({ hasText: 'That time was just taken. Please choose another time.' });
  for (const page of [inLosAngeles, inNewYork]) await expect(won(page).or(lost(page))).toBeVisible();
  const outcomes = await Promise.all([inLosAngeles, inNewYork].map(async (page) => ((await won(page).isVisible()) ? 'booked' : 'taken')));
  expect(outcomes.toSorted()).toEqual(['booked', 'taken']);

  const loser = outcomes[0] === 'taken' ? inLosAngeles : inNewYork;
  const loserLabel = labels[outcomes[0] === 'taken' ? 0 : 1]!;
  // The refreshed times, without the one just taken; the fields as typed; focus on the times' heading.
  await expect(loser.getByRole('heading', { name: 'Choose a time' })).toBeFocused();
  await days(loser).nth(3).click();
  await expect(loser.getByRole('button', { name: loserLabel, exact: true })).toHaveCount(0);
  await expect(details(loser).getByLabel('Email')).toHaveValue(/^race-/);
  expect((await axe(loser).analyze()).violations).toEqual([]);
  await Promise.all([inLosAngeles.context().close(), inNewYork.context().close()]);
  // The browser logs the loser's 409 as a failed request.
  consoleErrorsWere(consoleErrors, /status of 409 \(Conflict\).*book_consultation/);
});

test('a booking past its budget is refused with a sentence that gives the phone number and e-mail, and the form stays', async ({ page, consoleErrors }) => {
  test.slow();
  // The address already holds 2 calls still to come (booked as the page books, on the last free times).
  const email = uniqueEmail('budget');
  const anon = createClient(API_ORIGIN, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: free } = await anon.rpc('book_slots');
  let held = 0;
  for (const slot of ((free ?? []) as { starts_at: string }[]).toReversed()) {
    const { error } = await anon.rpc('book_consultation', { booking_id: randomUUID(), slot_start: slot.starts_at, name: 'Dana Reyes', email } as never);
    if (!error) held += 1;
    if (held === 2) break;
  }
  expect(held).toBe(2);

  // A third, in another spelling of the same mailbox: refused, in words that leave a way on.
  await openBook(page);
  await pickFirstTimeOn(page, 4);
  const [local, domain] = email.split('@');
  await fillDetails(page, 'Dana Reyes', `${local!.toUpperCase()}+third@${domain}`);
  await press(page, bookButton(page));
  const refusal = page.getByRole('alert').filter({ hasText: 'This e-mail address already has calls booked.' });
  await expect(refusal).toHaveText(
    `This e-mail address already has calls booked. To book another, cancel one with the link in its e-mail, or call us at ${site.phone.display} or e-mail ${site.email}, and we will find a time with you.`,
  );
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toHaveCount(0);
  await expect(bookButton(page)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The browser logs the refusal's 429 as a failed request.
  consoleErrorsWere(consoleErrors, /status of 429 \(Too Many Requests\).*book_consultation/);
});

/**
 * Counts, from the first byte of the page, how many times a live region (the announcer, a status, an
 * alert) comes to say "Loading the free times": a region put in the page with those words, or one whose
 * words change to them. The prerendered placeholder, the fallback while the picker loads and the
 * picker's own line once each made a status region say it (2 to 3 times a load, issue 61).
 */
async function countLoadingHeard(page: Page) {
  await page.addInitScript(() => {
    const hooks: Window & PageHooks = window;
    hooks.loadingHeard = 0;
    const said = new WeakMap<Element, string>();
    const listen = () => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')) {
        const text = region.textContent?.trim() ?? '';
        if (text.startsWith('Loading the free times') && said.get(region) !== text) hooks.loadingHeard = (hooks.loadingHeard ?? 0) + 1;
        said.set(region, text);
      }
    };
    new MutationObserver(listen).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => {
      const hooks: Window & PageHooks = window;
      return hooks.loadingHeard;
    });
}

/**
 * The free times fail (500) while `failing()` says so: the first read and the query's own retry. Not
 * 503: supabase-js sends a GET answered 503 (a schema cache still loading) again by itself, with waits.
 */
async function failFreeTimesWhile(page: Page, failing: () => boolean) {
  await page.route('**/rest/v1/rpc/book_slots*', (route: Route) =>
    failing() ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }) : route.continue(),
  );
}

async function tryAgainKeepsFocus(page: Page, consoleErrors: string[]) {
  let failing = true;
  await failFreeTimesWhile(page, () => failing);
  const loadingHeard = await countLoadingHeard(page);
  await gotoHydrated(page, '/book');
  await expect(page.getByRole('alert').filter({ hasText: 'The free times could not be loaded.' })).toBeVisible();
  expect(await loadingHeard()).toBe(1);

  failing = false;
  await tabTo(page, page.getByRole('button', { name: 'Try again' }));
  const bodyFocus = await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Choose a time' });
  await expect(heading).toBeFocused();
  await expect(days(page).first()).toBeVisible();
  await expect(heading).toBeFocused();
  expect(await bodyFocus()).toEqual([]);
  // The announcer writes its message a moment (ANNOUNCE_DELAY_MS) after emptying itself: a fast answer
  // can draw the times before "Loading" is written, so this waits for it rather than reading once.
  await expect.poll(loadingHeard).toBe(2);
  // From the heading, the next Tab stop is the first day: the visitor goes on where they were.
  await page.keyboard.press('Tab');
  await expect(days(page).first()).toBeFocused();
  expect((await axe(page).analyze()).violations).toEqual([]);
  consoleErrorsWere(consoleErrors, /status of 500 \(Internal Server Error\).*book_slots/);
}

test.describe('the free times fail to load, in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('at 1280 px by keyboard, "Try again" keeps focus, "Loading" is said once a load, and the zone reads well', async ({ page, consoleErrors }) => {
    await tryAgainKeepsFocus(page, consoleErrors);
    await expect(page.getByText("Times are shown in UTC, your device's time zone, with Los Angeles time (PT) beside them.")).toBeVisible();
    await expect(times(page).first()).toHaveAccessibleName(/^\d{1,2}:\d\d [AP]M UTC \(\d{1,2}:\d\d [AP]M PT\), \w+day, \w+ \d{1,2}$/);
  });

  test.describe('on a phone, 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('by keyboard, "Try again" keeps focus until the times are there, and "Loading" is said once a load', async ({ page, consoleErrors }) => {
      await tryAgainKeepsFocus(page, consoleErrors);
      await expectNoSidewaysScroll(page, 'the times loaded after Try again');
    });
  });
});
