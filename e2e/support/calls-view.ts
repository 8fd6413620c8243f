import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/** To the dashboard's Calls view by keyboard: Tab to the views' tab list, then right arrow to Calls. */
export async function toCallsView(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('tab', { name: 'Leads' }));
  const callsTab = page.getByRole('tab', { name: 'Calls' });
  while (!(await callsTab.evaluate((element) => element === document.activeElement))) await page.keyboard.press('ArrowRight');
  await expect(callsTab).toHaveAttribute('aria-selected', 'true');
}
