-- Notifications as an outbox (docs/decisions/0010-notification-outbox.md): every lead queues a
-- notification row when it lands (and again when a partial lead is completed); the weekly reports
-- queue their confirmation links and reports in the same table. A worker (handle-lead-submission)
-- claims the due rows, sends them and records the outcome; a failed send is tried again with
-- backoff, seven tries over about 24 hours, and each row is sent at most once. Queuing a lead's
-- notification wakes the sender at once (docs/decisions/0024-one-request-per-visitor-action.md);
-- a pg_cron job every minute sweeps up retries and anything the wake-up missed.

-- Kinds: 'new' and 'completed' (a lead, to the agency), 'weekly_report' (one report run to one
-- recipient) and 'report_confirmation' (one recipient's confirmation link). The report columns'
-- foreign keys are added with the report tables, in 20261126153007_weekly_reports.sql.
create table private.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  lead_email text not null,
  payload jsonb not null,
  status text not null default 'pending',
  last_error text,
  lead_id uuid references public.lsg_leads (id) on delete cascade,
  kind text not null default 'new',
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  sent_at timestamptz,
  updated_at timestamptz not null default now(),
  recipient text,
  report_run_id uuid,
  report_recipient_id uuid,
  constraint lead_notifications_status_known check (status in ('pending', 'sent', 'failed', 'skipped')),
  constraint lead_notifications_kind_known check (kind in ('new', 'completed', 'weekly_report', 'report_confirmation')),
  constraint lead_notifications_report_shape check (
    (kind = 'weekly_report') = (report_run_id is not null)
    and (kind = 'report_confirmation') = (report_recipient_id is not null)
    and (kind in ('weekly_report', 'report_confirmation')) = (recipient is not null))
);
create index lead_notifications_created_at_idx on private.lead_notifications (created_at desc);
create index lead_notifications_due_idx on private.lead_notifications (next_attempt_at) where status = 'pending';
create index lead_notifications_lead_idx on private.lead_notifications (lead_id, created_at);
-- At most one e-mail per report run and recipient, and exactly one confirmation e-mail per
-- recipient, whatever retries and workers do.
create unique index lead_notifications_report_once on private.lead_notifications (report_run_id, (pg_catalog.lower(recipient)))
  where report_run_id is not null;
create unique index lead_notifications_confirmation_once on private.lead_notifications (report_recipient_id);

-- Seconds to wait after the 1st, 2nd, ... failed try; after the last one the row is given up.
create function private.notification_retry_delays() returns integer[]
language sql immutable set search_path = '' as $$
  select array[60, 300, 1800, 7200, 21600, 54000];
$$;

-- Queuing ------------------------------------------------------------------------------------------

-- The lead as the agency e-mail shows it: every column but the search text, with where it came from.
create function private.queue_lead_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'new', pg_catalog.to_jsonb(new) - 'search_text', private.clock_now());
  elsif old.lead_type in ('contact_partial', 'report_scheduler_partial')
    and new.lead_type in ('contact_complete', 'report_scheduler_complete') then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'completed',
            (pg_catalog.to_jsonb(new) - 'search_text') || pg_catalog.jsonb_build_object('previous', pg_catalog.to_jsonb(old) - 'search_text'),
            private.clock_now());
  end if;
  return null;
end;
$$;

create trigger lsg_leads_queue_notification after insert or update of lead_type on public.lsg_leads
  for each row execute function private.queue_lead_notification();

-- The database wakes the sender when a notification someone waits for lands: on hosted Supabase, a
-- POST to handle-lead-submission through pg_net with the service key from Vault (the secrets
-- project_url and service_role_key the cron jobs read): Supabase's database-webhook pattern. pg_net
-- queues the request in a table and its worker sends it after the commit; a rolled-back lead sends
-- nothing. Where pg_net or the secrets are missing (PGlite, a plain Postgres server, a project not
-- yet set up) nothing happens here: the local backend's gateway wakes the sender after each write it
-- passes to PostgREST instead (supabase/local/), and the every-minute sweeper sends what a wake-up
-- missed. A failure to queue the call is logged and never fails the lead. Weekly reports are sent by
-- send-weekly-reports itself, so only lead notifications and confirmation links wake the sender.
create function private.wake_notification_sender() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  -- The e-mails someone waits for: a lead's, and a weekly-report confirmation link (20261126153007
  -- weekly_reports.sql) the visitor was just told to look for. WAKE_UP_KINDS in notification-outbox.ts.
  if not exists (select 1 from queued q where q.kind in ('new', 'completed', 'report_confirmation')) then
    return null;
  end if;
  if pg_catalog.to_regnamespace('net') is null or pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  begin
    -- Dynamic SQL: these schemas exist only where the extensions are installed.
    execute $sql$
      select (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url'),
             (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'service_role_key')
    $sql$ into project_url, service_key;
    if project_url is null or service_key is null then
      return null;
    end if;
    execute $sql$ select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000) $sql$
      using project_url || '/functions/v1/handle-lead-submission',
            pg_catalog.jsonb_build_object('only', 'leads'),
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call handle-lead-submission for a new lead notification (the minute job will send it): %', sqlerrm;
  end;
  return null;
end;
$$;

create trigger lead_notifications_wake_sender after insert on private.lead_notifications
  referencing new table as queued for each statement execute function private.wake_notification_sender();

-- Sending ------------------------------------------------------------------------------------------

-- Claims up to batch_size due notifications for one worker: a lease of lease_seconds keeps every
-- other worker off them (skip locked), and the try is counted before the send. The claim can be
-- limited to some kinds: a wake-up sends lead notifications only, the weekly report job its
-- reports; the minute job sends everything due.
create function public.claim_lead_notifications(batch_size integer default 20, lease_seconds integer default 300, kinds text[] default null)
returns table (id uuid, lead_id uuid, kind text, payload jsonb, attempts integer)
language sql security definer set search_path = '' as $$
  update private.lead_notifications as n
     set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => lease_seconds),
         attempts = n.attempts + 1,
         updated_at = pg_catalog.now()
   where n.id in (
     select due.id from private.lead_notifications due
      where due.status = 'pending'
        and due.next_attempt_at <= private.clock_now()
        and (due.claimed_until is null or due.claimed_until <= private.clock_now())
        and (claim_lead_notifications.kinds is null or due.kind = any (claim_lead_notifications.kinds))
      order by due.next_attempt_at
      limit least(greatest(batch_size, 1), 100)
      for update skip locked)
  returning n.id, n.lead_id, n.kind, n.payload, n.attempts;
$$;

-- Records how a claimed try went: sent, skipped (with the reason), or failed (tried again after the
-- next delay, or given up after the last). Answers the row's new status.
create function public.finish_lead_notification(notification_id uuid, outcome text, detail text default null)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  delays integer[] := private.notification_retry_delays();
  row_ private.lead_notifications;
  next_status text;
begin
  if outcome not in ('sent', 'skipped', 'failed') then
    raise exception using errcode = '22023', message = format('Unknown notification outcome: %s.', outcome);
  end if;
  select * into row_ from private.lead_notifications n where n.id = notification_id for update;
  if not found then
    return null;
  end if;
  next_status := case
    when outcome <> 'failed' then outcome
    when row_.attempts > pg_catalog.array_length(delays, 1) then 'failed'
    else 'pending'
  end;
  update private.lead_notifications n
     set status = next_status,
         sent_at = case when outcome = 'sent' then private.clock_now() end,
         last_error = case when outcome = 'sent' then null else pg_catalog.left(detail, 2000) end,
         next_attempt_at = case
                             when next_status = 'pending' then private.clock_now() + pg_catalog.make_interval(secs => delays[row_.attempts])
                             else n.next_attempt_at
                           end,
         claimed_until = null,
         updated_at = pg_catalog.now()
   where n.id = notification_id;
  return next_status;
end;
$$;

-- The delivery history of one lead, for staff.
create function public.dashboard_lead_notifications(session_token text, lead_id uuid)
returns table (
  id uuid, created_at timestamptz, kind text, status text, attempts integer,
  last_error text, next_attempt_at timestamptz, sent_at timestamptz
)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select n.id, n.created_at, n.kind, n.status, n.attempts, n.last_error,
           case when n.status = 'pending' then n.next_attempt_at end, n.sent_at
      from private.lead_notifications n
     where n.lead_id = dashboard_lead_notifications.lead_id
     order by n.created_at, n.id;
end;
$$;

-- The sweeper -----------------------------------------------------------------------------------------

-- Whether this database runs hosted Supabase's scheduled and outgoing work: pg_cron, pg_net and Vault
-- each created here, or creatable here. pg_cron and pg_net are creatable only where the server
-- preloads them with their workers bound to this database (cron.database_name, pg_net.database_name:
-- a Supabase project's own database); elsewhere pg_cron refuses to be created and pg_net's requests
-- would never leave. Vault needs its key script (vault.getkey_script). An extension that is merely
-- installed on the server (pg_available_extensions) is not enough: on a plain server, or another
-- database of a server that runs them, this answers false and nothing is scheduled.
create function private.platform_extension_usable(extension text, loaded_for_this_database boolean)
returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from pg_catalog.pg_extension e where e.extname = extension)
      or (coalesce(loaded_for_this_database, false)
          and exists (select 1 from pg_catalog.pg_available_extensions a where a.name = extension));
$$;

-- Creates the three extensions where they are usable, as a Supabase project has them (pg_cron in
-- pg_catalog as Supabase's docs create it, pg_net in extensions, Vault in the schema its control file
-- names; migrations run with an empty search_path, so none may rely on it), and answers whether
-- they are there.
create function private.ensure_platform_extensions() returns boolean
language plpgsql set search_path = '' as $$
begin
  if not (private.platform_extension_usable('pg_cron', pg_catalog.current_setting('cron.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('pg_net', pg_catalog.current_setting('pg_net.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('supabase_vault', pg_catalog.current_setting('vault.getkey_script', true) <> '')) then
    return false;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  return true;
end;
$$;

-- Schedules an edge function on hosted Supabase: pg_cron posts to it through pg_net with an empty
-- body, with the project URL and the service key kept in Vault (secrets named project_url and
-- service_role_key; README, Deploying). Where the three extensions are not usable (the local PGlite,
-- a plain Postgres server) it schedules nothing: the local backend runs the same jobs on a timer.
-- Scheduling again under the same job name replaces the job (cron.schedule does), so a migration
-- that changes a job calls this again.
create function private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer)
returns void
language plpgsql set search_path = '' as $$
declare
  -- Dynamic SQL, its schema a value: cron exists only where pg_cron is installed, so neither this
  -- function's creation nor `supabase db lint` (plpgsql_check) may resolve it.
  cron_schema text := 'cron';
begin
  if not private.ensure_platform_extensions() then
    raise notice 'pg_cron, pg_net or Vault is not usable in this database: the job % is not scheduled.', job_name;
    return;
  end if;
  execute pg_catalog.format('select %I.schedule($1, $2, $3)', cron_schema) using job_name, schedule, pg_catalog.format($job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/%s',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := %s
        );
      $job$, function_name, timeout_milliseconds);
end;
$$;

-- The outbox's sweeper: handle-lead-submission every minute, with an empty body (everything due,
-- weekly reports included).
select private.schedule_edge_function('handle-lead-submission', '* * * * *', 'handle-lead-submission', 60000);

revoke all on table private.lead_notifications from public, anon, authenticated;
revoke all on function private.notification_retry_delays(), private.queue_lead_notification(),
  private.wake_notification_sender(), private.platform_extension_usable(text, boolean), private.ensure_platform_extensions(),
  private.schedule_edge_function(text, text, text, integer) from public;
revoke all on function public.claim_lead_notifications(integer, integer, text[]), public.finish_lead_notification(uuid, text, text),
  public.dashboard_lead_notifications(text, uuid) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer, text[]), public.finish_lead_notification(uuid, text, text)
  to service_role;
grant execute on function public.dashboard_lead_notifications(text, uuid) to anon, service_role;
