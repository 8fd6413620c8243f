-- Function boundaries (issue 51, item 5; docs/decisions/0054-function-boundaries.md):
--   1. the outbox's sender is send-notifications (it was handle-lead-submission, though no submission
--      reaches it): the database's wake-up posts to it, and its minute job is rescheduled under its name;
--   2. the morning e-mail of waiting leads gets a job of its own (morning-email), so it no longer
--      depends on the sweeper; private.schedule_edge_function learns the body a job posts;
--   3. the /weekly-reports/confirm page calls confirm_weekly_report itself with the public key: the
--      function weekly-report-confirm, which only checked the token's shape and forwarded it, is gone.
-- On a hosted project the Vault secrets stay as they are (project_url and service_role_key name no
-- function); deploy send-notifications before pushing this (README, Deploying).

-- 1. The wake-up posts to send-notifications ---------------------------------------------------------

-- As in 20261126153003_notification_outbox.sql, but for the sender's name: on hosted Supabase, when a
-- notification someone waits for is queued, pg_net posts {"only":"leads"} to the sender after the
-- commit; where pg_net or the Vault secrets are missing, nothing (the local backend's gateway wakes
-- the sender instead). A failure to queue the call is logged and never fails the write.
create or replace function private.wake_notification_sender() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  -- The e-mails someone waits for: a lead's, and a weekly-report confirmation link the visitor was
  -- just told to look for. WAKE_UP_KINDS in supabase/functions/_shared/notification-outbox.ts.
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
      using project_url || '/functions/v1/send-notifications',
            pg_catalog.jsonb_build_object('only', 'leads'),
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call send-notifications for a new lead notification (the minute job will send it): %', sqlerrm;
  end;
  return null;
end;
$$;

-- 2. Jobs with a body of their own ----------------------------------------------------------------------

-- As before (pg_cron posts to the function through pg_net with the project URL and the service key
-- from Vault; nothing is scheduled where the three extensions are not usable, and the local backend
-- runs the same jobs on its timers), and the body the job posts: '{}' unless the job says otherwise,
-- so one function can serve two jobs (the sweeper and the morning e-mail). Scheduling again under the
-- same job name replaces the job.
drop function private.schedule_edge_function(text, text, text, integer);
create function private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer,
  body jsonb default '{}'::jsonb)
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
          body := %L::jsonb,
          timeout_milliseconds := %s
        );
      $job$, function_name, coalesce(body, '{}'::jsonb)::text, timeout_milliseconds);
end;
$$;

-- Removes a job where pg_cron runs and has it; elsewhere (PGlite, a plain server, a database whose
-- jobs were never scheduled) there is nothing to remove and it does nothing.
create function private.unschedule_edge_function(job_name text) returns void
language plpgsql set search_path = '' as $$
declare
  cron_schema text := 'cron';
begin
  if pg_catalog.to_regclass('cron.job') is null then
    return;
  end if;
  execute pg_catalog.format('select %1$I.unschedule(j.jobid) from %1$I.job j where j.jobname = $1', cron_schema) using job_name;
end;
$$;

revoke all on function private.schedule_edge_function(text, text, text, integer, jsonb), private.unschedule_edge_function(text) from public;

-- The outbox's sweeper, under the sender's name: every minute, with an empty body (everything due,
-- weekly reports and retries included). The old job is removed first.
select private.unschedule_edge_function('handle-lead-submission');
select private.schedule_edge_function('send-notifications', '* * * * *', 'send-notifications', 60000);

-- The morning e-mail of waiting leads (docs/decisions/0040-speed-to-lead.md), on its own: the sender
-- asks public.queue_waiting_leads_email() and sends what it queued. The database decides the day
-- and the time (a weekday from 8:30 am to noon Los Angeles time, once a day); pg_cron, which runs in
-- UTC on Supabase, only calls it in the hours that can hold that window in either daylight-saving
-- state (15:30 to 19:00 UTC in summer, 16:30 to 20:00 in winter), every five minutes.
select private.schedule_edge_function('morning-email', '*/5 15-19 * * 1-5', 'send-notifications', 60000, '{"only":"morning-email"}');

-- 3. The confirmation page calls the database itself ---------------------------------------------------

-- The confirmation link's token, sent by the /weekly-reports/confirm page with the public key. What
-- the function added lives here or in the page: the address the call is counted against is the one
-- the platform wrote (private.request_address(), decision 0007), no longer a parameter; the token's
-- exact shape (43 URL-safe base64 characters) is checked before any lookup, as before, and by the
-- page before it sends. Every call is counted (report_confirm, 30 a minute) and never rolled back
-- for an outcome; past the limit it raises HTTP 429 (PT429). Outcomes are answers:
--   confirmed / already_confirmed (with the site, the day and the masked address),
--   not_valid (not a token's shape, or no recipient has it), expired (the link is older than its
--   validity), stopped (the recipient or the whole subscription unsubscribed, or staff ended it).
drop function public.confirm_weekly_report(text, text);
create function public.confirm_weekly_report(token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
begin
  perform private.take_write_slot('report_confirm', private.request_address());
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    return pg_catalog.jsonb_build_object('outcome', 'not_valid');
  end if;
  select * into recipient_ from private.report_recipients r
   where r.confirm_token_hash = extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256')
   for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'not_valid');
  end if;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  if recipient_.unsubscribed_at is not null or subscription.status = 'unsubscribed' then
    return pg_catalog.jsonb_build_object('outcome', 'stopped');
  end if;
  if recipient_.confirmed_at is null and recipient_.confirm_expires_at <= now_ then
    return pg_catalog.jsonb_build_object('outcome', 'expired');
  end if;
  if recipient_.confirmed_at is null then
    update private.report_recipients r set confirmed_at = now_ where r.id = recipient_.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'recipient_confirmed', 'Confirmed with the link in the confirmation e-mail.');
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', case when recipient_.confirmed_at is null then 'confirmed' else 'already_confirmed' end,
    'website', subscription.website,
    'report_day', subscription.report_day,
    'email', private.mask_email(recipient_.email));
end;
$$;

revoke all on function public.confirm_weekly_report(text) from public, anon, authenticated;
grant execute on function public.confirm_weekly_report(text) to anon, service_role;
