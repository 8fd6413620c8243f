import type { Browser, Locator, Page } from '@playwright/test';
import { API_ORIGIN, consoleErrorsWere, expect, gotoHydrated, markPopupSeen, test } from './fixtures';
import { bookingInviteFor } from './support/api-requests';
import { axe } from './support/axe';
import { uniqueEmail } from './support/database';
import { press, typeInto, watchFocusOnBody } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

/**
 * Booking a free consultation on /book (docs/decisions/0062-book-page.md), by keyboard: pick a day and
 * a time, fill in the form, Book; the time is gone for the next visitor; the invite's cancel link (the
 * local inbox) opens the manage page, which cancels, and the time is offered again. Two visitors
 * racing for one time: one books it, the other hears it was just taken and sees the refreshed times.
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

test('book a time by keyboard, see it gone for the next visitor, find the invite in the inbox, and cancel with its link', async ({ page, browser, baseURL, request }) => {
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

test.describe('on a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('book by keyboard, then move the call from the confirmation: cancelled, and the time offered again', async ({ page }) => {
    await openBook(page);
    await expectNoSidewaysScroll(page, 'the times loaded');
    const label = await pickFirstTimeOn(page, 2);
    await fillDetails(page, 'Luis Ortega', uniqueEmail('book-phone'));
    await press(page, bookButton(page));
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeFocused();
    await expectNoSidewaysScroll(page, 'booking');

    await press(page, page.getByRole('link', { name: 'Cancel or move this call' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Your free consultation' })).toBeVisible();
    await expect(page.getByText(/cancel this one and then pick a new time/)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the manage page');
    await press(page, page.getByRole('button', { name: 'Pick another time' }));
    await expect(page).toHaveURL(/\/book$/);
    await days(page).nth(2).click();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(1);
  });
});

test('two visitors race for one time: one books it, the other hears it was just taken; a visitor in New York sees ET with PT beside', async ({ browser, baseURL, consoleErrors }) => {
  test.slow();
  const visitor = async (timezoneId: string) => {
    const context = await browser.newContext({ baseURL, timezoneId });
    await markPopupSeen(context, new URL(baseURL!).origin);
    const page = await context.newPage();
    await openBook(page);
    return page;
  };
  const [inLosAngeles, inNewYork] = await Promise.all([visitor('America/Los_Angeles'), visitor('America/New_York')]);

  await expect(inNewYork.getByText(/^Times are shown in your time zone \(E[SD]T, America\/New York\), with Los Angeles time \(PT\) beside them\.$/)).toBeVisible();
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
