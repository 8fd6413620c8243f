/**
 * The per-address write limits live in the database (private.write_limits); these settings let a
 * local backend change them at start: the test stack raises them, since every test browser writes
 * from 127.0.0.1. On hosted Supabase the same rows are changed with SQL (docs/decisions/0008-limits-in-the-database.md).
 */
import type { LocalDatabase } from './database';

export const WRITE_LIMIT_SETTINGS = {
  lead_write: 'LEAD_WRITE_LIMIT',
  lead_function: 'LEAD_FUNCTION_LIMIT',
  page_check: 'PAGE_CHECK_LIMIT',
} as const;

export type WriteLimitScope = keyof typeof WRITE_LIMIT_SETTINGS;

/** Sets max_writes of each scope whose setting is a positive whole number; other values are refused loudly. */
export async function applyWriteLimits(database: LocalDatabase, env: Record<string, string | undefined>): Promise<void> {
  for (const [scope, name] of Object.entries(WRITE_LIMIT_SETTINGS)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!/^[1-9]\d{0,8}$/.test(value)) throw new Error(`${name} must be a whole number of writes from 1 upwards; it is "${value}".`);
    await database.query('update private.write_limits set max_writes = $1 where scope = $2', [Number(value), scope]);
  }
}
