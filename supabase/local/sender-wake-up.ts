/**
 * The local stand-in for the database's wake-up of the notification sender (supabase/migrations/
 * supabase/schemas/05_outbox.sql, docs/decisions/0010-notification-outbox.md). On hosted
 * Supabase, queuing a lead notification makes the database post send-notifications through pg_net
 * after the commit. Locally the gateway does it instead: after it has answered a 2xx to a write
 * through PostgREST (a POST, PATCH, PUT or DELETE under /rest/v1/, RPCs included; every visitor
 * write is one, and the edge functions write through the gateway too), it calls `afterWrite`, which
 * runs the same handler in this process with the service-role key and the same body. It uses only
 * public APIs and works the same on PGlite and on a Postgres server.
 *
 * The gateway cannot see what a write queued, so after each write it asks the outbox what the
 * database's trigger acts on (private.wake_notification_sender): is there a notification someone
 * waits for (WAKE_UP_KINDS) that was queued and not yet tried? Only then does the sender run. A write
 * that queued nothing (a dashboard RPC, a page check's rate-limit slot) costs that one indexed query,
 * and the sender's own writes (claiming and recording its rows) find nothing new once its batch is
 * claimed, so a run never wakes the next for nothing. SQL this process runs on the database directly (migrations, tests'
 * SQL) wakes nothing; the minute sweeper sends what it queued.
 *
 * One run at a time; a wake-up during a run makes one more run after it, so a lead that lands while
 * the sender is busy is never left for the minute sweeper, and a burst of leads costs a few runs,
 * not one per lead.
 */
import { WAKE_UP_KINDS } from '../functions/_shared/notification-outbox';
import type { LocalDatabase } from './database';
import type { FunctionHandler } from './gateway-functions';
import { callAsService } from './notification-timer';

/** What the database's wake-up asks for: the agency's lead e-mails only, a few at a time. */
export const WAKE_UP_BODY = JSON.stringify({ only: 'leads' });

/**
 * A notification someone waits for was queued, is due, and no run has tried it yet: the local form
 * of the trigger's condition (it fires on newly queued rows of these kinds). Retries are the
 * sweeper's, as on hosted Supabase, and a run's own claim makes its rows tried. An e-mail held a few
 * seconds for its lead's site check is not due yet: the checker wakes the sender when it is
 * (decision 0080).
 */
const SOMETHING_TO_WAKE_FOR = `
  select exists (
    select 1 from private.lead_notifications n
     where n.status = 'pending' and n.attempts = 0 and n.claimed_until is null and n.kind = any ($1::text[])
       and n.next_attempt_at <= private.clock_now()
  ) as due`;

/**
 * A site check was queued and no run has claimed it: the local form of private.wake_site_checker's
 * condition (supabase/schemas/13_site_checks.sql), which wakes check-lead-sites (decision 0080).
 */
const SITE_CHECK_TO_WAKE_FOR = `
  select exists (
    select 1 from private.site_checks c
     where c.state = 'pending' and c.attempts = 0 and c.claimed_until is null
  ) as due`;

export interface SenderWakeUp {
  /** Starts running the function on each wake-up (one that came before this runs at once). */
  start(handler: FunctionHandler, url: string, serviceRoleKey: string): void;
  /** The gateway's hook: a write through /rest/v1 was answered with a 2xx. */
  afterWrite(): void;
  /** How many times the function has been run so far (tests count them). */
  runs(): number;
  /**
   * Resolves once no run is in progress and none is queued after it (tests that move the database's
   * clock wait for this, or a run still to come would claim what the clock just made due).
   */
  idle(): Promise<void>;
  /** Stops waking the function and waits for a run in progress (again: the same wait). */
  stop(): Promise<void>;
}

/** What one wake-up watches for, and how it calls its function. */
interface WakeUpSpec {
  label: string;
  query: string;
  params: unknown[];
  body: string;
}

export function createSenderWakeUp(database: LocalDatabase, log: (message: string) => void): SenderWakeUp {
  return createWakeUp(database, log, { label: 'Lead notification wake-up', query: SOMETHING_TO_WAKE_FOR, params: [WAKE_UP_KINDS], body: WAKE_UP_BODY });
}

/** The wake-up of check-lead-sites, as the database's pg_net call after a lead queues a check of its site. */
export function createSiteCheckWakeUp(database: LocalDatabase, log: (message: string) => void): SenderWakeUp {
  return createWakeUp(database, log, { label: 'Site check wake-up', query: SITE_CHECK_TO_WAKE_FOR, params: [], body: '{}' });
}

function createWakeUp(database: LocalDatabase, log: (message: string) => void, spec: WakeUpSpec): SenderWakeUp {
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
      send = () => callAsService(handler, url, serviceRoleKey, spec.body, log, spec.label);
      if (again) wake();
    },
    afterWrite: () => {
      if (stopped) return;
      database
        .query<{ due: boolean }>(spec.query, spec.params)
        .then(([row]) => row?.due && wake())
        .catch((error: unknown) => log(`${spec.label} could not read its queue: ${error instanceof Error ? error.message : String(error)}`));
    },
    runs: () => runs,
    idle: async () => {
      while (running) await running;
    },
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        await running;
      })()),
  };
}
