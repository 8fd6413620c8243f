/**
 * Speed to lead and waiting leads (issue 42, docs/decisions/0040-speed-to-lead.md) on the built site
 * against the real local backend. The e2e database and its clock are shared by parallel workers, so
 * the test moves its own lead's arrival back instead of the database clock forward: the same
 * "more than one office hour has passed" for that lead, and no other test's session expires.
 */
import { randomUUID } from 'node:crypto';
import { axe } from './support/axe';
import { expect, test } from './fixtures';
import { db } from './support/database';
import { announcer, tabTo, typeInto } from './support/keyboard';
import { expectConfirmed, heardOf, listenToLiveRegions } from './support/confirmation';
import { storedMorningEmail } from './support/stored';

test.use({ popupSeen: true });

test.beforeEach(() => {
  test.slow();
});

test('a lead at New past an office hour is marked in the table and counted in the header; the speed view works by keyboard', async ({ staffPage: page }) => {
  const mark = `waits-${randomUUID().slice(0, 8)}`;
  const { data, error } = await db
    .from('lsg_leads')
    .insert({ name: `Waiting ${mark}`, email: `${mark}@speed.example`, lead_type: 'contact' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);

  await typeInto(page, page.getByLabel('Search leads'), mark);
  await expect(page.getByRole('main').getByText('Showing 1 out of 1 leads')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(mark) });
  // Just arrived: not waiting.
  await expect(row.getByText('Waiting over an office hour')).toHaveCount(0);

  // Eight days ago: at least five weekdays of office hours have passed since it arrived.
  const { error: moveError } = await db
    .from('lsg_leads')
    .update({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
    .eq('id', data.id);
  if (moveError) throw new Error(moveError.message);
  await page.reload();
  await typeInto(page, page.getByLabel('Search leads'), mark);
  await expect(page.getByRole('main').getByText('Showing 1 out of 1 leads')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(mark) }).getByText('Waiting over an office hour')).toBeVisible();
  await expect(page.locator('[data-waiting-count]')).toHaveText(/^\d[\d,]*\+? waiting over an office hour$/);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);

  // To the speed view by keyboard: Tab to the views' tab list, End to its last tab, "Speed to lead".
  const leadsTab = page.getByRole('tab', { name: 'Leads' });
  await tabTo(page, leadsTab);
  await page.keyboard.press('End');
  const speedTab = page.getByRole('tab', { name: 'Speed to lead' });
  await expect(speedTab).toBeFocused();
  await expect(speedTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]view=speed/);
  const table = page.getByRole('table', { name: /Speed to lead, the last 12 weeks/ });
  await expect(table).toBeVisible();
  await expect(page.locator('[data-waiting-count]')).toBeVisible();

  // The header sorts by Enter, and says so.
  const leadsHeader = table.getByRole('button', { name: 'Leads' });
  await tabTo(page, leadsHeader);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Leads' })).toHaveAttribute('aria-sort', 'descending');
  await expect(announcer(page)).toHaveText('Sorted by Leads, descending.');
  await expect(leadsHeader).toBeFocused();

  // The morning e-mail: Space switches it on and off, stored in the database, focus stays put.
  const morning = page.getByRole('checkbox', { name: /Morning e-mail of waiting leads/ });
  await tabTo(page, morning);
  const before = await morning.isChecked();
  const [first, second] = before ? ['Morning e-mail switched off', 'Morning e-mail switched on'] : ['Morning e-mail switched on', 'Morning e-mail switched off'];
  await listenToLiveRegions(page);
  await page.keyboard.press('Space');
  await expectConfirmed(page, first);
  await expect(morning).toBeChecked({ checked: !before });
  await expect(morning).toBeFocused();
  await expect.poll(() => storedMorningEmail(page)).toBe(!before);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);
  await page.keyboard.press('Space');
  await expectConfirmed(page, second);
  await expect(morning).toBeChecked({ checked: before });
  await expect.poll(() => storedMorningEmail(page)).toBe(before);
  expect(await heardOf(page, /^Morning e-mail/)).toEqual([first, second]);
});
