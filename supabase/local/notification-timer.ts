/**
 * The local stand-in for the pg_cron jobs of hosted Supabase: every interval it calls a scheduled
 * function with the service-role key and the job's body, in this process: send-notifications with
 * `{}` as the notification sweeper and with `{"only":"morning-email"}` as the morning e-mail's job,
 * and send-weekly-reports (backend.ts starts one timer per job). One run at a time per job; a failed
 * run is logged and the next one tries again.
 */
import type { FunctionHandler } from './gateway-functions';

/** Calls a function in this process as the database's jobs do: POST with the service-role key. A failure is logged, never thrown. */
export async function callAsService(
  handler: FunctionHandler,
  url: string,
  serviceRoleKey: string,
  body: string,
  log: (message: string) => void,
  name: string,
): Promise<void> {
  try {
    const reply = await handler(
      new Request(url, { method: 'POST', headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' }, body }),
    );
    if (!reply.ok) log(`${name} answered ${reply.status}: ${await reply.text()}`);
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The morning e-mail's job: its body, as the cron job morning-email posts it on hosted Supabase. */
export const MORNING_EMAIL_BODY = JSON.stringify({ only: 'morning-email' });

export function startNotificationTimer(
  deliver: FunctionHandler,
  url: string,
  serviceRoleKey: string,
  intervalMs: number,
  log: (message: string) => void,
  name = 'Notification job',
  body = '{}',
) {
  if (intervalMs <= 0) return { stop: () => undefined };
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await callAsService(deliver, url, serviceRoleKey, body, log, name);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
