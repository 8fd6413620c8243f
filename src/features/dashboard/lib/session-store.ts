/**
 * Where the dashboard keeps its session token: localStorage when 'Remember me for 24 hours' is
 * checked, sessionStorage otherwise (docs/decisions/0003-security-model.md), with the time of login. The database
 * enforces the 24 hours too; this keeps the page honest without asking it.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export const SESSION_LIFETIME_MS = 86_400_000;
export const TOKEN_KEY = 'dashboardAccessToken';
export const TIME_KEY = 'dashboardAccessTime';
/** The name staff logged in with on this device (localStorage), prefilled next time. */
export const STAFF_NAME_KEY = 'dashboardStaffName';

export interface StoredSession {
  token: string;
  loggedInAt: number;
}

export function saveSession(token: string, remember: boolean, now: number): void {
  clearSession();
  const area = remember ? 'local' : 'session';
  writeStorage(area, TOKEN_KEY, token);
  writeStorage(area, TIME_KEY, String(now));
}

export function clearSession(): void {
  for (const area of ['local', 'session'] as const) {
    removeStorage(area, TOKEN_KEY);
    removeStorage(area, TIME_KEY);
  }
}

/** The kept session, or null; a session older than 24 hours is cleared. */
export function readSession(now: number): StoredSession | null {
  for (const area of ['local', 'session'] as const) {
    const token = readStorage(area, TOKEN_KEY);
    const loggedInAt = Number(readStorage(area, TIME_KEY));
    if (!token || !Number.isFinite(loggedInAt)) continue;
    if (now - loggedInAt > SESSION_LIFETIME_MS) {
      clearSession();
      return null;
    }
    return { token, loggedInAt };
  }
  return null;
}
