-- Weekly SEO reports (docs/decisions/0021-weekly-reports.md). A completed report-scheduler lead
-- whose visitor ticked the consent box becomes a subscription (active, paused or unsubscribed) with
-- its website, its day in Los Angeles time, its recipients and the consent as given. A scheduled job
-- (send-weekly-reports) claims the subscriptions that are due, measures each site, records the
-- result as this week's run, and the run queues one e-mail per recipient in the notification outbox
-- of decision 0010, which sends it with retries and backoff: at most one run per subscription and
-- week, and one e-mail per run and recipient, whatever the workers do. Every e-mail carries a signed
-- one-click unsubscribe link; staff see the runs and deliveries and pause or resume.

-- The wording of every consent box the site has shown, by version. A subscription copies the text
-- its visitor ticked. supabase/functions/_shared/report-consent.ts holds the same text.
create table private.consent_texts (
  version text primary key,
  text text not null,
  created_at timestamptz not null default now()
);
insert into private.consent_texts (version, text) values (
  'weekly-report-1',
  'E-mail me, and the recipients I added, a weekly SEO report on this website. The people I added have agreed to receive it, and anyone can unsubscribe with one click in any report.'
);

-- The key the unsubscribe links are signed with: made here, never leaves the database.
create table private.report_settings (
  id boolean primary key default true check (id),
  unsubscribe_key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.report_settings default values;

create table private.report_subscriptions (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null unique references public.lsg_leads (id) on delete cascade,
  created_at timestamptz not null,
  website text not null,
  -- The day of the week the report goes out, in Los Angeles time (private.report_time_zone()).
  report_day text not null,
  status text not null default 'active',
  status_changed_at timestamptz,
  status_changed_by text,
  owner_name text,
  company_name text,
  consent_version text not null references private.consent_texts (version),
  consent_text text not null,
  consented_at timestamptz not null,
  consent_page text,
  constraint report_subscriptions_status_known check (status in ('active', 'paused', 'unsubscribed')),
  constraint report_subscriptions_day_known check (report_day in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
  constraint report_subscriptions_website_shape check (pg_catalog.char_length(website) <= 2048 and website ~ '^https?://[^/?#[:space:]]+')
);
create index report_subscriptions_due_idx on private.report_subscriptions (report_day, created_at) where status = 'active';

-- Who gets the report: the visitor (the owner) and up to 5 more. Each can unsubscribe alone.
create table private.report_recipients (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references private.report_subscriptions (id) on delete cascade,
  email text not null check (private.is_valid_email(email)),
  is_owner boolean not null default false,
  added_at timestamptz not null,
  unsubscribed_at timestamptz
);
create unique index report_recipients_once on private.report_recipients (subscription_id, (pg_catalog.lower(email)));

-- One run per subscription and week: the measurement of the site on its report day.
create table private.report_runs (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references private.report_subscriptions (id) on delete cascade,
  -- The report day (a date in Los Angeles) this run is for.
  week_of date not null,
  created_at timestamptz not null,
  status text not null default 'measuring',
  attempts integer not null default 1,
  claimed_until timestamptz,
  measured_at timestamptz,
  score integer,
  report jsonb,
  error text,
  constraint report_runs_once_a_week unique (subscription_id, week_of),
  constraint report_runs_status_known check (status in ('measuring', 'measured', 'failed', 'cancelled')),
  constraint report_runs_score_range check (score between 0 and 100),
  constraint report_runs_report_size check (report is null or pg_catalog.pg_column_size(report) <= 20000),
  constraint report_runs_error_length check (pg_catalog.char_length(error) <= 500)
);
create index report_runs_stale_idx on private.report_runs (claimed_until) where status = 'measuring';

-- What happened to a subscription, for the lead's history: subscribed, paused, resumed, unsubscribed.
create table private.report_subscription_events (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references private.report_subscriptions (id) on delete cascade,
  at timestamptz not null,
  actor text not null,
  event text not null check (event in ('subscribed', 'paused', 'resumed', 'unsubscribed', 'recipient_unsubscribed')),
  detail text
);
create index report_subscription_events_idx on private.report_subscription_events (subscription_id, at);

-- The outbox learns a third kind: one weekly report to one recipient, for one run.
alter table private.lead_notifications
  add column recipient text,
  add column report_run_id uuid references private.report_runs (id) on delete cascade,
  drop constraint lead_notifications_kind_known,
  add constraint lead_notifications_kind_known check (kind in ('new', 'completed', 'weekly_report')),
  add constraint lead_notifications_report_shape check ((kind = 'weekly_report') = (report_run_id is not null and recipient is not null));
create unique index lead_notifications_report_once on private.lead_notifications (report_run_id, (pg_catalog.lower(recipient)))
  where report_run_id is not null;

create function private.report_time_zone() returns text
language sql immutable set search_path = '' as $$ select 'America/Los_Angeles'::text $$;

-- Reports go out from 7 in the morning, Los Angeles time, on their day.
create function private.report_send_hour() returns integer
language sql immutable set search_path = '' as $$ select 7 $$;

create function private.report_day_name(day date) returns text
language sql immutable set search_path = '' as $$
  select (array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])[pg_catalog.date_part('isodow', day)::integer];
$$;

-- The signed token of a recipient's unsubscribe link: the recipient's id and an HMAC-SHA256 of it
-- under the database's own key, URL-safe. Changing the id (another recipient, another subscription)
-- breaks the signature; only the database can make one.
create function private.report_unsubscribe_token(recipient_id uuid) returns text
language sql stable set search_path = '' as $$
  select pg_catalog.replace(recipient_id::text, '-', '') || '.' ||
         pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           extensions.hmac(pg_catalog.convert_to('weekly-report-unsubscribe:' || recipient_id::text, 'UTF8'), k.unsubscribe_key, 'sha256'),
           'base64'), '+/', '-_'), '=')
    from private.report_settings k;
$$;

-- a***@example.com: enough for a recipient to recognise their address on the unsubscribe page.
create function private.mask_email(email text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.left(email, 1) || '***' || pg_catalog.substr(email, pg_catalog.strpos(email, '@'));
$$;

-- A completed report-scheduler lead with its consent box ticked becomes a subscription. A lead
-- without consent (an older client, a staff insert) stays a lead and is never e-mailed. A schedule
-- the database cannot honour (no website, an unknown day, a bad recipient) refuses the whole write
-- with a readable message (HTTP 400), so nothing half-made is stored.
create function private.subscribe_weekly_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  details jsonb := coalesce(new.details, '{}'::jsonb);
  consent jsonb := details -> 'consent';
  day text := details ->> 'report_day';
  extra jsonb := coalesce(details -> 'additional_emails', '[]'::jsonb);
  wording private.consent_texts;
  made uuid;
  address text;
  now_ timestamptz := private.clock_now();
begin
  if consent is null or pg_catalog.jsonb_typeof(consent) <> 'object' or (consent -> 'accepted') is distinct from 'true'::jsonb then
    return null;
  end if;
  select * into wording from private.consent_texts c where c.version = consent ->> 'version';
  if not found then
    raise exception using errcode = '23514', message = 'The consent wording of this form is out of date. Please reload the page and try again.';
  end if;
  if day is null or day not in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday') then
    raise exception using errcode = '23514', message = 'Please choose the day of the week for the report.';
  end if;
  if new.website is null or new.website !~ '^https?://[^/?#[:space:]]+' then
    raise exception using errcode = '23514', message = 'Please enter the website the reports are for, for example https://example.com.';
  end if;
  if pg_catalog.jsonb_typeof(extra) <> 'array' or pg_catalog.jsonb_array_length(extra) > 5 then
    raise exception using errcode = '23514', message = 'A weekly report can go to at most 5 additional recipients.';
  end if;

  insert into private.report_subscriptions (lead_id, created_at, website, report_day, owner_name, company_name,
                                            consent_version, consent_text, consented_at, consent_page)
    values (new.id, now_, new.website, day, new.name, new.company_name, wording.version, wording.text, now_, new.source_path)
    returning id into made;
  insert into private.report_recipients (subscription_id, email, is_owner, added_at)
    values (made, new.email, true, now_);
  for address in select pg_catalog.jsonb_array_elements_text(extra) loop
    address := private.trim_space(address);
    if not private.is_valid_email(address) then
      raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
    end if;
    insert into private.report_recipients (subscription_id, email, is_owner, added_at)
      values (made, address, false, now_)
      on conflict (subscription_id, (pg_catalog.lower(email))) do nothing;
  end loop;
  insert into private.report_subscription_events (subscription_id, at, actor, event)
    values (made, now_, 'Visitor', 'subscribed');
  return null;
end;
$$;

create trigger lsg_leads_subscribe_weekly_report_insert after insert on public.lsg_leads
  for each row when (new.lead_type = 'report_scheduler_complete')
  execute function private.subscribe_weekly_report();
create trigger lsg_leads_subscribe_weekly_report_update after update of lead_type on public.lsg_leads
  for each row when (new.lead_type = 'report_scheduler_complete' and old.lead_type is distinct from new.lead_type)
  execute function private.subscribe_weekly_report();

-- Claims up to batch_size reports to measure now: runs whose worker stopped before recording them
-- (their lease is over; three tries in all), then the active subscriptions whose day it is in Los
-- Angeles, from 7 am, that were made before today and have no run for today. Creating the run is
-- the claim: the unique (subscription, week) and the row locks keep two workers off the same report.
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
-- last measured week before it, up to eight weeks of scores, and the recipient's unsubscribe token.
create function private.weekly_report_payload(report_run_id uuid, recipient_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select pg_catalog.jsonb_build_object(
    'subscription_id', s.id,
    'website', s.website,
    'report_day', s.report_day,
    'week_of', run_.week_of,
    'owner_name', s.owner_name,
    'company_name', s.company_name,
    'subscribed_at', s.consented_at,
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
-- could not be checked, and queues the week's e-mail to every recipient who has not unsubscribed.
-- A run recorded already answers 0 and queues nothing; a subscription paused or unsubscribed in the
-- meantime gets its run cancelled. Answers how many e-mails were queued.
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
     where rcp.subscription_id = subscription.id and rcp.unsubscribed_at is null
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

-- The outbox's claim can be limited to some kinds: a visitor's call of handle-lead-submission sends
-- lead notifications only, the weekly report job its reports; the minute job sends everything due.
drop function public.claim_lead_notifications(integer, integer);
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

-- The lead's own view learns its weekly report subscription (consent, recipients, runs, events),
-- and each delivery its recipient.
create or replace function public.dashboard_get_lead(session_token text, lead_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lead jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select pg_catalog.to_jsonb(l) - 'search_text' into lead from public.lsg_leads l where l.id = dashboard_get_lead.lead_id;
  if lead is null then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  return pg_catalog.jsonb_build_object(
    'lead', lead,
    'notes', coalesce((select pg_catalog.jsonb_agg(private.note_json(n) order by n.created_at desc)
                         from private.lead_notes n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'status_changes', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'changed_at', c.changed_at, 'actor', c.actor, 'from_status', c.from_status, 'to_status', c.to_status)
                                   order by c.changed_at)
                                  from private.lead_status_changes c where c.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'notifications', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                  'created_at', n.created_at, 'kind', n.kind, 'status', n.status, 'attempts', n.attempts,
                                  'last_error', n.last_error, 'next_attempt_at', case when n.status = 'pending' then n.next_attempt_at end,
                                  'sent_at', n.sent_at, 'recipient', n.recipient)
                                  order by n.created_at)
                                 from private.lead_notifications n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'partial_version', (select n.payload -> 'previous' from private.lead_notifications n
                         where n.lead_id = dashboard_get_lead.lead_id and n.kind = 'completed'
                         order by n.created_at limit 1),
    'report_subscription', (
      select pg_catalog.jsonb_build_object(
        'id', s.id, 'created_at', s.created_at, 'status', s.status, 'website', s.website, 'report_day', s.report_day,
        'status_changed_at', s.status_changed_at, 'status_changed_by', s.status_changed_by,
        'consent', pg_catalog.jsonb_build_object('version', s.consent_version, 'text', s.consent_text, 'at', s.consented_at, 'page', s.consent_page),
        'recipients', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'email', r.email, 'is_owner', r.is_owner, 'unsubscribed_at', r.unsubscribed_at)
                                   order by r.is_owner desc, r.added_at, r.email)
                                  from private.report_recipients r where r.subscription_id = s.id), '[]'::jsonb),
        'runs', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                             'week_of', r.week_of, 'created_at', r.created_at, 'status', r.status, 'score', r.score,
                             'error', r.error, 'measured_at', r.measured_at, 'attempts', r.attempts)
                             order by r.week_of)
                            from (select * from private.report_runs r where r.subscription_id = s.id order by r.week_of desc limit 52) r), '[]'::jsonb),
        'events', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'at', e.at, 'actor', e.actor, 'event', e.event, 'detail', e.detail)
                               order by e.at)
                              from private.report_subscription_events e where e.subscription_id = s.id), '[]'::jsonb))
        from private.report_subscriptions s where s.lead_id = dashboard_get_lead.lead_id)
  );
end;
$$;

-- The unsubscribe function counts its calls per address like the other functions.
insert into private.write_limits (scope, max_writes, window_seconds) values ('report_unsubscribe', 30, 60);
create or replace function public.take_function_slot(scope text, client_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if scope not in ('lead_function', 'page_check', 'report_unsubscribe') then
    raise exception using errcode = '22023', message = format('Not a function limit: %s.', scope);
  end if;
  perform private.take_write_slot(scope, coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
end;
$$;

revoke all on table private.consent_texts, private.report_settings, private.report_subscriptions, private.report_recipients,
  private.report_runs, private.report_subscription_events from public, anon, authenticated;
revoke all on function private.report_time_zone(), private.report_send_hour(), private.report_day_name(date),
  private.report_unsubscribe_token(uuid), private.mask_email(text), private.subscribe_weekly_report(),
  private.weekly_report_payload(uuid, uuid), private.skip_pending_reports(uuid, text, text) from public;
revoke all on function public.claim_weekly_reports(integer, integer), public.record_weekly_report(uuid, jsonb, text),
  public.unsubscribe_weekly_report(text), public.dashboard_set_report_subscription_status(text, uuid, text),
  public.claim_lead_notifications(integer, integer, text[]) from public, anon, authenticated;
grant execute on function public.claim_weekly_reports(integer, integer), public.record_weekly_report(uuid, jsonb, text),
  public.unsubscribe_weekly_report(text), public.claim_lead_notifications(integer, integer, text[]) to service_role;
grant execute on function public.dashboard_set_report_subscription_status(text, uuid, text) to anon, service_role;
