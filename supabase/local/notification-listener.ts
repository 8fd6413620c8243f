/**
 * The local stand-in for the database's wake-up of the notification sender (supabase/migrations/
 * 20261126153003_notification_outbox.sql, docs/decisions/0010-notification-outbox.md). On hosted Supabase, queuing a lead
 * notification makes the database post handle-lead-submission through pg_net after the commit;
 * here the same trigger's `NOTIFY lead_notifications` reaches this listener (LocalDatabase.listen:
 * a LISTEN connection of its own on a Postgres server, the one session's notifications on PGlite),
 * which runs the same handler in this process with the service-role key and the same body.
 *
 * One run at a time; a wake-up during a run makes one more run after it, so a lead that lands while
 * the sender is busy is never left for the minute sweeper, and a burst of leads costs two runs, not
 * one per lead.
 */
import type { LocalDatabase } from './database';
import type { FunctionHandler } from './gateway-functions';
import { callAsService } from './notification-timer';

/** The channel the trigger notifies (private.wake_notification_sender). */
export const LEAD_NOTIFICATIONS_CHANNEL = 'lead_notifications';
/** What the database's wake-up asks for: the agency's lead e-mails only, a few at a time. */
export const WAKE_UP_BODY = JSON.stringify({ only: 'leads' });

export interface NotificationListener {
  /** Starts running the sender on each wake-up (one that came before this runs at once). */
  start(handler: FunctionHandler, url: string, serviceRoleKey: string): void;
  /** Runs (or queues) one delivery, as a notification does. */
  wake(): void;
  /** Stops listening and waits for a run in progress (again: the same wait). */
  stop(): Promise<void>;
}

/**
 * Listens before the sender exists (the backend LISTENs before PostgREST connects, so no request can
 * come between), and runs it once `start` hands it over.
 */
export async function listenForLeadNotifications(database: LocalDatabase, log: (message: string) => void): Promise<NotificationListener> {
  let send: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const wake = () => {
    if (stopped) return;
    if (!send || running) {
      again = true;
      return;
    }
    const deliver = send;
    running = (async () => {
      try {
        do {
          again = false;
          await deliver();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
  };

  const unlisten = await database.listen(LEAD_NOTIFICATIONS_CHANNEL, wake);
  let stopping: Promise<void> | null = null;
  return {
    start: (handler, url, serviceRoleKey) => {
      send = () => callAsService(handler, url, serviceRoleKey, WAKE_UP_BODY, log, 'Lead notification wake-up');
      if (again) wake();
    },
    wake,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        await unlisten();
        await running;
      })()),
  };
}
