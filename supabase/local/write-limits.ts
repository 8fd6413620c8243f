/**
 * The anonymous budgets live in the database (private.write_limits); these settings let a local
 * backend change them at start: the test stack raises the per-sender ones and the calendar's share,
 * since every test browser writes from 127.0.0.1. On hosted Supabase the same rows are changed with
 * SQL (docs/decisions/0008-limits-in-the-database.md, 0066-one-abuse-budget.md).
 */
import type { LocalDatabase } from './database';

export const WRITE_LIMIT_SETTINGS = {
  lead_write: 'LEAD_WRITE_LIMIT',
  page_check: 'PAGE_CHECK_LIMIT',
  report_confirm: 'REPORT_CONFIRM_LIMIT',
  booking_sender: 'BOOKING_SENDER_LIMIT',
  // A percent of the calendar, for the last hour and the last day alike.
  booking_site_hour: 'BOOKING_SITE_PERCENT',
  booking_site_day: 'BOOKING_SITE_PERCENT',
  // Background checks of leads' sites a Los Angeles day (decision 0080).
  site_check_day: 'SITE_CHECK_DAILY_LIMIT',
} as const;

export type WriteLimitScope = keyof typeof WRITE_LIMIT_SETTINGS;

/**
 * The caps on new weekly report recipients (private.report_opt_in_settings; docs/decisions/0025-weekly-report-double-opt-in.md):
 * per sending address in 24 hours, and for the whole site in 24 hours.
 */
const REPORT_RECIPIENT_SETTINGS = {
  new_recipients_per_address: 'REPORT_RECIPIENT_LIMIT',
  new_recipients_per_day: 'REPORT_RECIPIENT_DAILY_LIMIT',
} as const;

/**
 * How long the agency's e-mails wait for a lead's site check (private.site_check_settings, decision 0080),
 * in seconds, 0 allowed: the integration tests' backend sets 0, so a lead's e-mail is due at once
 * unless a test asks for the wait.
 */
const SITE_CHECK_SETTINGS = {
  email_wait_seconds: 'SITE_CHECK_EMAIL_WAIT_SECONDS',
  booking_wait_seconds: 'SITE_CHECK_BOOKING_WAIT_SECONDS',
} as const;

const wholeNumber = (name: string, value: string) => {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new Error(`${name} must be a whole number of writes from 1 upwards; it is "${value}".`);
  return Number(value);
};

/** Sets max_writes of each scope whose setting is a positive whole number; other values are refused loudly. */
export async function applyWriteLimits(database: LocalDatabase, env: Record<string, string | undefined>): Promise<void> {
  for (const [scope, name] of Object.entries(WRITE_LIMIT_SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    await database.query('update private.write_limits set max_writes = $1 where scope = $2', [wholeNumber(name, value), scope]);
  }
  for (const [column, name] of Object.entries(REPORT_RECIPIENT_SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    // The column names are the constants above, never input.
    await database.query(`update private.report_opt_in_settings set ${column} = $1`, [wholeNumber(name, value)]);
  }
  for (const [column, name] of Object.entries(SITE_CHECK_SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!/^\d{1,4}$/.test(value)) throw new Error(`${name} must be a whole number of seconds from 0 upwards; it is "${value}".`);
    // The column names are the constants above, never input.
    await database.query(`update private.site_check_settings set ${column} = $1`, [Number(value)]);
  }
}
