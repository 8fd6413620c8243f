import '../../supabase/local/websocket-polyfill';
import { expect, type Disposable, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/api/database.types';
import { STAFF_NAME_KEY, TIME_KEY, TOKEN_KEY } from '../../src/features/dashboard/lib/session-store';
import { builtStack, clockStack, devStack, origin, testFunctionEnv } from '../../scripts/test-stack';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';

/** The staff dashboard's password on every test backend (scripts/test-stack.ts). */
export const STAFF_PASSWORD = testFunctionEnv.DASHBOARD_PASSWORD;

/** The backend of each site the projects test: the built site's, the clock stack's (`clock` project) and the dev server's (`dev` project). */
const backendOf = new Map([
  [origin(builtStack.sitePort), origin(builtStack.apiPort)],
  [origin(clockStack.sitePort), origin(clockStack.apiPort)],
  [origin(devStack.sitePort), origin(devStack.apiPort)],
]);

/** The local backend the site at `baseURL` talks to. */
export function backendFor(baseURL: string): string {
  const site = new URL(baseURL).origin;
  const backend = backendOf.get(site);
  if (!backend) throw new Error(`No test backend is known for the site at ${site} (scripts/test-stack.ts)`);
  return backend;
}

/**
 * Logs in as the login form does, with the same database call (`validate_dashboard_password`,
 * src/features/dashboard/api/login.ts), from this process instead of a page: the session token.
 * The name is kept with the session and signs status changes and notes (decision 0011). The local
 * backend checks one login at a time and answers another that arrives meanwhile "busy"
 * (supabase/local/login-gate.ts), as two workers' tests logging in together do: that answer is
 * asked again, as staff would, the rest are final.
 */
export async function staffSessionToken(apiOrigin: string, staffName: string): Promise<string> {
  const anon = createClient<Database>(apiOrigin, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const login = () => anon.rpc('validate_dashboard_password', { input_password: STAFF_PASSWORD, staff_name: staffName });
  let answer = await login();
  await expect(async () => {
    if (answer.error?.hint === 'dashboard_login_busy') answer = await login();
    expect(answer.error?.hint, 'the backend was busy checking another login').not.toBe('dashboard_login_busy');
  }).toPass({ intervals: [100, 250, 500], timeout: 15_000 });
  const { data, error } = answer;
  if (error) throw new Error(`validate_dashboard_password at ${apiOrigin}: ${error.message}`);
  // Null: the password was refused, or 127.0.0.1 is locked out after five failures (decision 0009).
  if (!data) throw new Error(`The backend at ${apiOrigin} refused the staff login (password changed, or 127.0.0.1 locked out?)`);
  return data;
}

export interface PlantedSession {
  siteOrigin: string;
  token: string;
  staffName: string;
  /** 'Remember me for 24 hours': localStorage; otherwise this tab's sessionStorage. */
  remember: boolean;
}

/**
 * Gives the page's next documents of the site the storage a login through the form leaves behind
 * (saveSession in src/features/dashboard/lib/session-store.ts, and the name the form keeps), as
 * an init script: dispose of it once the page has loaded, so that a logout stays a logout.
 */
export function plantStaffSession(page: Page, session: PlantedSession): Promise<Disposable> {
  return page.addInitScript(
    (planted) => {
      if (self.origin !== planted.siteOrigin) return;
      const area = planted.remember ? localStorage : sessionStorage;
      area.setItem(planted.keys.token, planted.token);
      area.setItem(planted.keys.time, String(Date.now()));
      localStorage.setItem(planted.keys.name, planted.staffName);
    },
    { ...session, keys: { token: TOKEN_KEY, time: TIME_KEY, name: STAFF_NAME_KEY } },
  );
}
