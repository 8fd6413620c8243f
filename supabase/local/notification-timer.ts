/**
 * The local stand-in for the pg_cron jobs of hosted Supabase: every interval it calls a scheduled
 * function (deliver-lead-notifications every minute, send-weekly-reports too) with the service-role
 * key, in this process. One run at a time per job; a failed run is logged and the next one tries again.
 */
import type { FunctionHandler } from './gateway';

export function startNotificationTimer(
  deliver: FunctionHandler,
  url: string,
  serviceRoleKey: string,
  intervalMs: number,
  log: (message: string) => void,
  name = 'Notification job',
) {
  if (intervalMs <= 0) return { stop: () => undefined };
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const reply = await deliver(
        new Request(url, { method: 'POST', headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' }, body: '{}' }),
      );
      if (!reply.ok) log(`${name} answered ${reply.status}: ${await reply.text()}`);
    } catch (error) {
      log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
