import type { Page } from '@playwright/test';
import type { LeadDetail } from '../../src/lib/api/dashboard-types';
import type { WaitingSummary } from '../../src/lib/api/speed-types';
import { TOKEN_KEY } from '../../src/features/dashboard/lib/session-store';
import { db } from './database';

/**
 * What the database holds behind the staff dashboard, read through its own calls with the page's
 * session: the notes and the weekly reports live in the private schema, out of the test client's reach.
 */
async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error('The page holds no dashboard session');
  return token;
}

/** A lead as stored: its notes, its status changes, its weekly reports. */
export async function storedLead(page: Page, leadId: string): Promise<LeadDetail> {
  const { data, error } = await db.rpc('dashboard_get_lead', { session_token: await pageToken(page), lead_id: leadId });
  if (error) throw new Error(error.message);
  return data as LeadDetail;
}

/** Whether the morning e-mail of waiting leads is switched on, as stored. */
export async function storedMorningEmail(page: Page): Promise<boolean> {
  const { data, error } = await db.rpc('dashboard_waiting_summary', { session_token: await pageToken(page) });
  if (error) throw new Error(error.message);
  return (data as WaitingSummary[])[0]!.morning_email;
}
