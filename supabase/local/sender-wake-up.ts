/**
 * The local stand-in for the database's wake-up of the notification sender (supabase/migrations/
 * 20261126153003_notification_outbox.sql, docs/decisions/0010-notification-outbox.md). On hosted
 * Supabase, queuing a lead notification makes the database post handle-lead-submission through pg_net
 * after the commit. Locally the gateway does it instead: after it has answered a 2xx to a write
 * through PostgREST (a POST, PATCH, PUT or DELETE under /rest/v1/, RPCs included; every visitor
 * write is one, and the edge functions write through the gateway too), it calls `afterWrite`, which
 * runs the same handler in this process with the service-role key and the same body. It uses only
 * public APIs and works the same on PGlite and on a Postgres server.
 *
 * The gateway cannot see what a write queued, so a write that queued nothing (a dashboard RPC, a
 * page check's rate-limit slot) costs one sender run that claims nothing: one round trip to the
 * database. Writes of the sender's own (claiming and recording its rows) wake nothing, or each run
 * would wake the next. SQL this process runs on the database directly (migrations, tests' SQL)
 * wakes nothing either; the minute sweeper sends what it queued.
 *
 * One run at a time; a wake-up during a run makes one more run after it, so a lead that lands while
 * the sender is busy is never left for the minute sweeper, and a burst of leads costs a few runs,
 * not one per lead.
 */
import type { FunctionHandler } from './gateway-functions';
import { callAsService } from './notification-timer';

/** What the database's wake-up asks for: the agency's lead e-mails only, a few at a time. */
export const WAKE_UP_BODY = JSON.stringify({ only: 'leads' });

/**
 * The sender's own writes (paths under /rest/v1; supabase/functions/handle-lead-submission and
 * _shared/notification-outbox.ts): its claims, its records of what it sent, and the sweep's queuing
 * of the morning e-mail, which the sweep sends itself. Waking on them would have every run wake the
 * next one, and a sweep start a wake-up beside it.
 */
const SENDER_OWN_WRITES = new Set(['/rpc/claim_lead_notifications', '/rpc/finish_lead_notification', '/rpc/queue_waiting_leads_email']);

export interface SenderWakeUp {
  /** Starts running the sender on each wake-up (one that came before this runs at once). */
  start(handler: FunctionHandler, url: string, serviceRoleKey: string): void;
  /** The gateway's hook: a write to `path` (under /rest/v1, without the query) was answered with a 2xx. */
  afterWrite(path: string): void;
  /** How many times the sender has been run so far (tests count them). */
  runs(): number;
  /** Stops waking the sender and waits for a run in progress (again: the same wait). */
  stop(): Promise<void>;
}

export function createSenderWakeUp(log: (message: string) => void): SenderWakeUp {
  let send: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let runs = 0;

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
          runs += 1;
          await deliver();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
  };

  let stopping: Promise<void> | null = null;
  return {
    start: (handler, url, serviceRoleKey) => {
      send = () => callAsService(handler, url, serviceRoleKey, WAKE_UP_BODY, log, 'Lead notification wake-up');
      if (again) wake();
    },
    afterWrite: (path) => {
      if (!SENDER_OWN_WRITES.has(path)) wake();
    },
    runs: () => runs,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        await running;
      })()),
  };
}
