/**
 * Staff move a call from the Calls view by keyboard (issue 61, docs/decisions/0070-move-a-call-in-one-step.md),
 * run at 1280 px (e2e/dashboard-calls.spec.ts) and at 390 px (e2e/dashboard-calls.mobile.spec.ts): a call
 * booked through the booking call (REST, as the /book page makes it) and confirmed by e-mail is moved
 * with Move call: the dialog shows the free times in Pacific time in the booking page's picker, walked
 * by Tab and Enter; Move sends it; the toast says so, focus goes to the call's Move button and never
 * rests on <body>; the call is stored at the new time, moved by the staff name; its old time is offered
 * again; and the visitor's updated invite (the same UID, SEQUENCE 1, METHOD:REQUEST) is in the local
 * inbox. The database is shared by parallel workers: the call takes the latest time still free on the
 * fifth offered day and moves to that day's earliest free time.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookingConfirmationsFor } from './api-requests';
import { axe } from './axe';
import { anonClient, bookFirstFree, freeSlots, slotsOnDay } from './booking-api';
import { toCallsView } from './calls-view';
import { heard, listenToLiveRegions } from './confirmation';
import { tabTo, watchFocusOnBody } from './keyboard';
import { staffSessionToken } from './staff';

export async function moveCallJourney(page: Page, apiOrigin: string, request: APIRequestContext, staffName: string): Promise<void> {
  const anon = anonClient(apiOrigin);
  const slots = () => freeSlots(anon);
  const mark = randomUUID().slice(0, 8);
  const name = `Mover ${mark}`;
  const email = `${mark}@move.example`;
  const booked = await bookFirstFree(anon, slotsOnDay(await slots(), 4), { name, email, topic: 'Please move me.' });
  const [confirmation] = await bookingConfirmationsFor(request, apiOrigin, email, 1);

  await toCallsView(page);
  const item = page.locator('[data-call]').filter({ hasText: name });
  await expect(item).toBeVisible();

  const move = item.getByRole('button', { name: new RegExp(`^Move the call with ${name}`) });
  await tabTo(page, move, 400);
  await listenToLiveRegions(page);
  const bodyFocus = await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move the call with ${name}` });
  await expect(dialog).toBeVisible();
  const dayButtons = dialog.getByRole('group', { name: 'Day', exact: true }).getByRole('button');
  await expect(dayButtons.first()).toBeVisible();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  // The fifth day, then its earliest free time, then Move: Tab and Enter only.
  const day = dayButtons.nth(4);
  await tabTo(page, day, 40);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const target = dialog
    .getByRole('group', { name: /^Free times on / })
    .getByRole('button')
    .first();
  await tabTo(page, target, 40);
  await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, dialog.getByRole('button', { name: /^Move to / }), 40);
  await page.keyboard.press('Enter');

  // The toast says it and is heard; focus is on the call's Move button; nothing rested on <body>.
  const said = `Call with ${name} moved to `;
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: said })
      .first(),
  ).toBeVisible();
  await expect.poll(async () => (await heard(page)).some((message) => message.startsWith(said))).toBe(true);
  await expect(dialog).toHaveCount(0);
  await expect(move).toBeFocused();
  await expect(item).toContainText(`Moved by ${staffName} from `);
  expect(await bodyFocus()).toEqual([]);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // Stored at the new time, signed; the old time offered again; the visitor's calendar gets the same event, updated.
  const token = await staffSessionToken(apiOrigin, 'Move Checker');
  const { data: stored } = await anon.rpc('dashboard_calls', { session_token: token, from_day: booked.office_day, days: 1 });
  const call = (stored as { lead_name: string; starts_at: string; moved_by: string | null }[]).find((one) => one.lead_name === name)!;
  expect(call.moved_by).toBe(staffName);
  expect(Date.parse(call.starts_at)).toBeLessThan(Date.parse(booked.starts_at));
  expect((await slots()).some((slot) => slot.starts_at === booked.starts_at)).toBe(true);
  const [moved] = await bookingConfirmationsFor(request, apiOrigin, email, 1, 'Your free consultation is moved');
  const property = (invite: string, key: string) => new RegExp(`^${key}:(.+)\\r$`, 'm').exec(invite)![1];
  expect([property(moved!.invite, 'METHOD'), property(moved!.invite, 'SEQUENCE')]).toEqual(['REQUEST', '1']);
  expect(property(moved!.invite, 'UID')).toBe(property(confirmation!.invite, 'UID'));
}
