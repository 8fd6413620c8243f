-- Weekly SEO reports, the weekly runs (docs/decisions/0021-weekly-reports.md, amended by 0025):
-- a scheduled job (send-weekly-reports) claims the subscriptions that are due, measures each site,
-- records the result as this week's run, and the run queues one e-mail per confirmed recipient in
-- the notification outbox, which sends it with retries and backoff: at most one run per
-- subscription and week, and one e-mail per run and recipient, whatever the workers do. Every
-- e-mail carries a signed one-click unsubscribe link; staff see the runs and deliveries and pause
-- or resume. The subscriptions themselves are made in 20261126153007_weekly_reports.sql.

-- Claims up to batch_size reports to measure now: runs whose worker stopped before recording them
-- (their lease is over; three tries in all), then the active subscriptions whose day it is in Los
-- Angeles, from 7 am, that were made before today, have no run for today, and have at least one
-- recipient who confirmed and is still subscribed (nobody's site is measured for nobody). Creating
-- the run is the claim: the unique (subscription, week) and the row locks keep two workers off the
-- same report.
create function public.claim_weekly_reports(batch_size integer default 10, lease_seconds integer default 300)
returns table (run_id uuid, subscription_id uuid, website text, week_of date, attempts integer)
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.report_time_zone();
  today date := local_now::date;
  wanted integer := least(greatest(coalesce(batch_size, 10), 1), 100);
  lease interval := pg_catalog.make_interval(secs => least(greatest(coalesce(lease_seconds, 300), 30), 3600));
  reclaimed integer;
begin
  update private.report_runs r
     set status = 'failed', error = 'The page check did not finish after 3 tries.', claimed_until = null
   where r.status = 'measuring' and r.claimed_until <= now_ and r.attempts >= 3;

  return query
    with stale as (
      select r.id from private.report_runs r
       where r.status = 'measuring' and r.claimed_until <= now_
       order by r.created_at
       limit wanted
       for update skip locked),
    retried as (
      update private.report_runs r
         set claimed_until = now_ + lease, attempts = r.attempts + 1
        from stale
       where r.id = stale.id
      returning r.id, r.subscription_id, r.week_of, r.attempts)
    select retried.id, retried.subscription_id, s.website, retried.week_of, retried.attempts
      from retried join private.report_subscriptions s on s.id = retried.subscription_id;
  get diagnostics reclaimed = row_count;

  if reclaimed >= wanted or local_now::time < pg_catalog.make_time(private.report_send_hour(), 0, 0) then
    return;
  end if;
  return query
    with due as (
      select s.id, s.website from private.report_subscriptions s
       where s.status = 'active'
         and s.report_day = private.report_day_name(today)
         and (s.created_at at time zone private.report_time_zone())::date < today
         and not exists (select 1 from private.report_runs r where r.subscription_id = s.id and r.week_of = today)
         and exists (select 1 from private.report_recipients rcp where rcp.subscription_id = s.id and private.report_recipient_receives(rcp))
       order by s.created_at, s.id
       limit wanted - reclaimed
       for update of s skip locked),
    created as (
      insert into private.report_runs as r (subscription_id, week_of, created_at, claimed_until)
      select due.id, today, now_, now_ + lease from due
      on conflict on constraint report_runs_once_a_week do nothing
      returning r.id, r.subscription_id, r.week_of, r.attempts)
    select created.id, created.subscription_id, due.website, created.week_of, created.attempts
      from created join due on due.id = created.subscription_id;
end;
$$;

-- The e-mail of one run to one recipient, as the outbox keeps it: this week's measurement, the
-- last measured week before it, up to eight weeks of scores, the day the recipient confirmed and
-- their unsubscribe token; never the name and company the visitor typed.
create function private.weekly_report_payload(report_run_id uuid, recipient_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select pg_catalog.jsonb_build_object(
    'subscription_id', s.id,
    'website', s.website,
    'report_day', s.report_day,
    'week_of', run_.week_of,
    'subscribed_at', s.consented_at,
    'confirmed_at', rcp.confirmed_at,
    'recipient', rcp.email,
    'recipient_is_owner', rcp.is_owner,
    'unsubscribe_token', private.report_unsubscribe_token(rcp.id),
    'current', pg_catalog.jsonb_build_object('score', run_.score, 'report', run_.report, 'error', run_.error, 'measured_at', run_.measured_at),
    'previous', (select pg_catalog.jsonb_build_object('week_of', p.week_of, 'score', p.score, 'report', p.report)
                   from private.report_runs p
                  where p.subscription_id = s.id and p.week_of < run_.week_of and p.status = 'measured' and p.report is not null
                  order by p.week_of desc limit 1),
    'history', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week_of', h.week_of, 'score', h.score) order by h.week_of)
                           from (select r.week_of, r.score from private.report_runs r
                                  where r.subscription_id = s.id and r.week_of <= run_.week_of and r.status = 'measured'
                                  order by r.week_of desc limit 8) h), '[]'::jsonb))
    from private.report_runs run_
    join private.report_subscriptions s on s.id = run_.subscription_id
    join private.report_recipients rcp on rcp.id = weekly_report_payload.recipient_id and rcp.subscription_id = s.id
   where run_.id = weekly_report_payload.report_run_id;
$$;

-- Records a claimed run's measurement (the page report as analyze-page makes it) or why the page
-- could not be checked, and queues the week's e-mail to every recipient who confirmed and has not
-- unsubscribed. A run recorded already answers 0 and queues nothing; a subscription paused or
-- unsubscribed in the meantime gets its run cancelled. Answers how many e-mails were queued.
create function public.record_weekly_report(run_id uuid, report jsonb default null, error text default null)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  run_ private.report_runs;
  subscription private.report_subscriptions;
  score_ integer;
  now_ timestamptz := private.clock_now();
  queued integer;
begin
  if (report is null) = (nullif(pg_catalog.btrim(error), '') is null) then
    raise exception using errcode = '22023', message = 'Record either the page report or the reason the page could not be checked.';
  end if;
  if report is not null then
    if pg_catalog.jsonb_typeof(report) <> 'object' or pg_catalog.jsonb_typeof(report -> 'score') <> 'number'
       or pg_catalog.pg_column_size(report) > 20000 then
      raise exception using errcode = '22023', message = 'The measurement is not a page report.';
    end if;
    score_ := pg_catalog.round((report ->> 'score')::numeric);
    if score_ not between 0 and 100 then
      raise exception using errcode = '22023', message = 'A page score lies between 0 and 100.';
    end if;
  end if;
  select * into run_ from private.report_runs r where r.id = record_weekly_report.run_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such weekly report run.';
  end if;
  if run_.status <> 'measuring' then
    return 0;
  end if;
  select * into subscription from private.report_subscriptions s where s.id = run_.subscription_id;
  update private.report_runs r
     set status = case when subscription.status = 'active' then 'measured' else 'cancelled' end,
         measured_at = now_, score = score_, report = record_weekly_report.report,
         error = pg_catalog.left(nullif(pg_catalog.btrim(record_weekly_report.error), ''), 500), claimed_until = null
   where r.id = run_.id;
  if subscription.status <> 'active' then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, report_run_id, payload, next_attempt_at)
    select now_, subscription.lead_id, l.email, 'weekly_report', rcp.email, run_.id, private.weekly_report_payload(run_.id, rcp.id), now_
      from private.report_recipients rcp
      join public.lsg_leads l on l.id = subscription.lead_id
     where rcp.subscription_id = subscription.id and private.report_recipient_receives(rcp)
     order by rcp.is_owner desc, rcp.added_at
    on conflict (report_run_id, (pg_catalog.lower(recipient))) where report_run_id is not null do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

-- Stops the reports not yet sent to a subscription (or one recipient of it), with the reason.
create function private.skip_pending_reports(subscription_id uuid, recipient text, reason text) returns void
language sql security definer set search_path = '' as $$
  update private.lead_notifications n
     set status = 'skipped', last_error = reason, claimed_until = null, updated_at = pg_catalog.now()
   where n.kind = 'weekly_report' and n.status = 'pending'
     and (skip_pending_reports.recipient is null or pg_catalog.lower(n.recipient) = pg_catalog.lower(skip_pending_reports.recipient))
     and n.report_run_id in (select r.id from private.report_runs r where r.subscription_id = skip_pending_reports.subscription_id);
$$;

-- One-click unsubscribe (RFC 8058) with the token of a report's link: that recipient gets no more
-- reports, and none still waiting in the outbox. The owner's token (the visitor who scheduled it)
-- ends the whole subscription; when the last recipient leaves, so does it. A token that was not
-- made by the database, or was altered, is refused (400). Unsubscribing twice is fine.
create function public.unsubscribe_weekly_report(token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
  already boolean;
begin
  if parts is null then
    raise exception using errcode = '22023', message = 'This unsubscribe link is not valid.';
  end if;
  select * into recipient_ from private.report_recipients r where r.id = parts[1]::uuid for update;
  if not found or private.report_unsubscribe_token(recipient_.id) <> token then
    raise exception using errcode = '22023', message = 'This unsubscribe link is not valid.';
  end if;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  already := recipient_.unsubscribed_at is not null and (not recipient_.is_owner or subscription.status = 'unsubscribed');

  if recipient_.unsubscribed_at is null then
    update private.report_recipients r set unsubscribed_at = now_ where r.id = recipient_.id;
    perform private.skip_pending_reports(subscription.id, recipient_.email, 'The recipient unsubscribed before it was sent.');
    if not recipient_.is_owner then
      insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
        values (subscription.id, now_, recipient_.email, 'recipient_unsubscribed', 'Unsubscribed from the link in a report.');
    end if;
  end if;
  if subscription.status <> 'unsubscribed' and (recipient_.is_owner or not exists (
       select 1 from private.report_recipients r where r.subscription_id = subscription.id and r.unsubscribed_at is null)) then
    update private.report_subscriptions s
       set status = 'unsubscribed', status_changed_at = now_, status_changed_by = recipient_.email
     where s.id = subscription.id;
    perform private.skip_pending_reports(subscription.id, null, 'The subscription was unsubscribed before it was sent.');
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'unsubscribed', 'Unsubscribed from the link in a report.');
  end if;
  return pg_catalog.jsonb_build_object(
    'website', subscription.website,
    'email', private.mask_email(recipient_.email),
    'already_unsubscribed', already);
end;
$$;

-- Staff pause or resume a subscription, signed with their name. An unsubscribed one stays so: its
-- recipients withdrew their consent. Pausing also stops this week's e-mails still waiting to be sent.
create function public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
  now_ timestamptz := private.clock_now();
  subscription private.report_subscriptions;
begin
  if new_status is null or new_status not in ('active', 'paused') then
    raise exception using errcode = '22023', message = 'A weekly report subscription can be set to active or paused.';
  end if;
  select * into subscription from private.report_subscriptions s
   where s.id = dashboard_set_report_subscription_status.subscription_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This subscription no longer exists.';
  end if;
  if subscription.status = 'unsubscribed' then
    raise exception using errcode = '22023', message = 'The recipients unsubscribed from these reports, so they cannot be resumed.';
  end if;
  if subscription.status <> new_status then
    update private.report_subscriptions s
       set status = new_status, status_changed_at = now_, status_changed_by = actor
     where s.id = subscription.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event)
      values (subscription.id, now_, actor, case when new_status = 'paused' then 'paused' else 'resumed' end);
    if new_status = 'paused' then
      perform private.skip_pending_reports(subscription.id, null, 'Paused by staff before it was sent.');
    end if;
  end if;
  return (select pg_catalog.jsonb_build_object('status', s.status, 'status_changed_at', s.status_changed_at, 'status_changed_by', s.status_changed_by)
            from private.report_subscriptions s where s.id = subscription.id);
end;
$$;

-- The weekly reports' scheduled job on hosted Supabase (private.schedule_edge_function, in
-- 20261126153003_notification_outbox.sql): send-weekly-reports every 15 minutes. Each call sends the
-- reports that are due (from 7 am on their day, Los Angeles time) and not yet sent.
select private.schedule_edge_function('send-weekly-reports', '*/15 * * * *', 'send-weekly-reports', 150000);

revoke all on function private.weekly_report_payload(uuid, uuid), private.skip_pending_reports(uuid, text, text) from public;
revoke all on function public.claim_weekly_reports(integer, integer), public.record_weekly_report(uuid, jsonb, text),
  public.unsubscribe_weekly_report(text), public.dashboard_set_report_subscription_status(text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.claim_weekly_reports(integer, integer), public.record_weekly_report(uuid, jsonb, text),
  public.unsubscribe_weekly_report(text) to service_role;
grant execute on function public.dashboard_set_report_subscription_status(text, uuid, text) to anon, service_role;
