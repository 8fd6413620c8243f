/**
 * The local stand-in for the pg_cron job of hosted Supabase: every interval it calls the
 * deliver-lead-notifications function with the service-role key, in this process. One run at a
 * time; a failed run is logged and the next one tries again.
 */
import type { FunctionHandler } from './gateway';

export function startNotificationTimer(deliver: FunctionHandler, url: string, serviceRoleKey: string, intervalMs: number, log: (message: string) => void) {
  if (intervalMs <= 0) return { stop: () => undefined };
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const reply = await deliver(
        new Request(url, { method: 'POST', headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' }, body: '{}' }),
      );
      if (!reply.ok) log(`Notification job answered ${reply.status}: ${await reply.text()}`);
    } catch (error) {
      log(`Notification job failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
