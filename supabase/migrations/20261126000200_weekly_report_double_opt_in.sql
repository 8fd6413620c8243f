-- Double opt-in for the weekly SEO reports (docs/decisions/0025-weekly-report-double-opt-in.md,
-- issue 37). Before this, one anonymous insert of a report_scheduler_complete lead with the consent
-- box ticked made an active subscription for the e-mail it named and up to 5 more, none of them
-- asked, and each got a weekly e-mail naming whoever the sender claimed to be. Now:
--   1. every recipient (the visitor who scheduled it, and each address they added) starts as
--      pending and gets exactly one confirmation e-mail, through the outbox (kind
--      report_confirmation), with a link to /weekly-reports/confirm?token=...; the token is 32
--      random bytes, and the database keeps only its SHA-256 once the e-mail is gone;
--   2. a report is made and queued only for recipients who confirmed with that link
--      (confirm_weekly_report), and a subscription with none is not measured at all;
--   3. no e-mail to a recipient carries the name or company the visitor typed: the e-mails say
--      what the agency says, and name the checked site;
--   4. new recipients are capped per sending address and per day for the whole site, refused with
--      HTTP 429 (SQLSTATE PT429) and a clear message; the refused write stores nothing.

-- 1. Each recipient confirms ------------------------------------------------------------------------

alter table private.report_recipients
  add column confirmed_at timestamptz,
  -- SHA-256 of the confirmation link's token; the token itself lives only in the pending e-mail.
  add column confirm_token_hash bytea,
  add column confirm_expires_at timestamptz;
create unique index report_recipients_confirm_token on private.report_recipients (confirm_token_hash);
-- The per-day cap counts the recipients added in the last 24 hours.
create index report_recipients_added_at_idx on private.report_recipients (added_at);

alter table private.report_subscription_events
  drop constraint report_subscription_events_event_check,
  add constraint report_subscription_events_event_check
    check (event in ('subscribed', 'paused', 'resumed', 'unsubscribed', 'recipient_unsubscribed', 'recipient_confirmed'));

-- The limits of the opt-in, one row. Change it with SQL; the local backend's settings
-- REPORT_RECIPIENT_LIMIT and REPORT_RECIPIENT_DAILY_LIMIT set the first two at start (the test
-- stacks raise them: every test browser writes from 127.0.0.1).
create table private.report_opt_in_settings (
  id boolean primary key default true check (id),
  -- New recipients one sending address may add in its 24-hour window.
  new_recipients_per_address integer not null default 12 check (new_recipients_per_address > 0),
  -- New recipients the whole site may add in any 24 hours.
  new_recipients_per_day integer not null default 200 check (new_recipients_per_day > 0),
  -- How long a confirmation link works.
  link_valid_seconds integer not null default 604800 check (link_valid_seconds between 3600 and 2592000)
);
insert into private.report_opt_in_settings default values;

-- New recipients per sending address, in 24-hour windows (the address as private.request_address()
-- reads it, like the write limits of migration 20261123000200). A table of its own: the write
-- limits' buckets are cleared after ten minutes, these after a day.
create table private.report_recipient_buckets (
  address text primary key,
  window_start timestamptz not null,
  recipients integer not null
);
create index report_recipient_buckets_window_start_idx on private.report_recipient_buckets (window_start);

-- The confirmation page's calls are counted per address like the unsubscribe function's.
insert into private.write_limits (scope, max_writes, window_seconds) values ('report_confirm', 30, 60);

-- 2. The outbox learns the confirmation e-mail ------------------------------------------------------

alter table private.lead_notifications
  add column report_recipient_id uuid references private.report_recipients (id) on delete cascade,
  drop constraint lead_notifications_kind_known,
  add constraint lead_notifications_kind_known check (kind in ('new', 'completed', 'weekly_report', 'report_confirmation')),
  drop constraint lead_notifications_report_shape,
  add constraint lead_notifications_report_shape check (
    (kind = 'weekly_report') = (report_run_id is not null)
    and (kind = 'report_confirmation') = (report_recipient_id is not null)
    and (kind in ('weekly_report', 'report_confirmation')) = (recipient is not null));
-- Exactly one confirmation e-mail per recipient, whatever retries and workers do.
create unique index lead_notifications_confirmation_once on private.lead_notifications (report_recipient_id);

-- Once a confirmation e-mail is sent, given up or skipped, its token leaves the outbox: from then on
-- the database holds only the token's hash.
create function private.forget_confirmation_token() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.payload := new.payload - 'token';
  return new;
end;
$$;
create trigger lead_notifications_forget_confirmation_token before update of status on private.lead_notifications
  for each row when (new.kind = 'report_confirmation' and new.status <> 'pending')
  execute function private.forget_confirmation_token();

-- Makes a recipient's confirmation link and queues its one confirmation e-mail. The payload names
-- the site, the day and the address it goes to, and says whether the visitor or someone they added
-- is asked; never the name, company or other addresses the visitor typed.
create function private.queue_report_confirmation(recipient_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  token text := pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  now_ timestamptz := private.clock_now();
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
begin
  if exists (select 1 from private.lead_notifications n where n.report_recipient_id = queue_report_confirmation.recipient_id) then
    return;
  end if;
  update private.report_recipients r
     set confirm_token_hash = extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256'),
         confirm_expires_at = now_ + pg_catalog.make_interval(secs => (select o.link_valid_seconds from private.report_opt_in_settings o))
   where r.id = queue_report_confirmation.recipient_id
  returning * into recipient_;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id;
  insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, report_recipient_id, payload, next_attempt_at)
    select now_, subscription.lead_id, l.email, 'report_confirmation', recipient_.email, recipient_.id,
           pg_catalog.jsonb_build_object(
             'website', subscription.website,
             'report_day', subscription.report_day,
             'recipient', recipient_.email,
             'recipient_is_owner', recipient_.is_owner,
             -- For the visitor's own e-mail: how many others were asked (a count, never their addresses).
             'others_asked', case when recipient_.is_owner then
               (select pg_catalog.count(*) from private.report_recipients o where o.subscription_id = subscription.id and not o.is_owner)::integer end,
             'token', token,
             'expires_at', recipient_.confirm_expires_at),
           now_
      from public.lsg_leads l
     where l.id = subscription.lead_id;
end;
$$;

-- 3. The caps on new recipients ---------------------------------------------------------------------

-- Takes `wanted` new recipients for the calling address and for the day, or refuses the whole write
-- with HTTP 429 and a message that says which limit and what to do. Only the public (anon) key is
-- limited; staff and the service key are not. The settings row is locked, so concurrent schedules
-- are counted one after the other and the day's cap holds exactly; a refused write rolls its counts
-- back with everything else.
create function private.take_new_report_recipients(wanted integer) returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings private.report_opt_in_settings;
  now_ timestamptz := private.clock_now();
  day_ interval := pg_catalog.make_interval(days => 1);
  address_ text := private.request_address();
  taken integer;
  today_ integer;
begin
  if private.request_role() <> 'anon' or wanted < 1 then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;

  insert into private.report_recipient_buckets as b (address, window_start, recipients)
  values (address_, now_, wanted)
  on conflict (address) do update
    set recipients = case when b.window_start <= now_ - day_ then excluded.recipients else b.recipients + excluded.recipients end,
        window_start = case when b.window_start <= now_ - day_ then now_ else b.window_start end
  returning b.recipients into taken;
  if taken > settings.new_recipients_per_address then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'Weekly reports from your network have reached today''s limit of new recipients. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  select pg_catalog.count(*) into today_ from private.report_recipients r
   where r.added_at > now_ - day_ and r.added_at <= now_;
  if today_ + wanted > settings.new_recipients_per_day then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'The weekly reports have reached today''s limit of new recipients for the whole site. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  -- Windows that ended a day ago go, a few at a time, as the limits of decision 0008 clear theirs.
  delete from private.report_recipient_buckets stale
   where stale.ctid in (
     select old.ctid from private.report_recipient_buckets old
      where old.window_start < now_ - day_
      limit 500
      for update skip locked);
end;
$$;

-- A completed report-scheduler lead with its consent box ticked becomes a subscription whose
-- recipients are all pending: each is sent one confirmation e-mail. As before, a lead without
-- consent stays a lead, and a schedule the database cannot honour is refused whole (HTTP 400).
-- New: the recipients are counted against the caps before anything is stored (HTTP 429).
create or replace function private.subscribe_weekly_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  details jsonb := coalesce(new.details, '{}'::jsonb);
  consent jsonb := details -> 'consent';
  day text := details ->> 'report_day';
  extra jsonb := coalesce(details -> 'additional_emails', '[]'::jsonb);
  wording private.consent_texts;
  made uuid;
  address text;
  others text[] := '{}';
  recipient_id uuid;
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
  for address in select pg_catalog.jsonb_array_elements_text(extra) loop
    address := private.trim_space(address);
    if not private.is_valid_email(address) then
      raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
    end if;
    if pg_catalog.lower(address) <> pg_catalog.lower(new.email)
       and not pg_catalog.lower(address) = any (select pg_catalog.lower(o) from pg_catalog.unnest(others) o) then
      others := others || address;
    end if;
  end loop;

  -- Every address that will be asked counts, the visitor's own included: nothing is stored past a cap.
  perform private.take_new_report_recipients(1 + pg_catalog.cardinality(others));

  insert into private.report_subscriptions (lead_id, created_at, website, report_day, owner_name, company_name,
                                            consent_version, consent_text, consented_at, consent_page)
    values (new.id, now_, new.website, day, new.name, new.company_name, wording.version, wording.text, now_, new.source_path)
    returning id into made;
  insert into private.report_recipients (subscription_id, email, is_owner, added_at)
    values (made, new.email, true, now_);
  foreach address in array others loop
    insert into private.report_recipients (subscription_id, email, is_owner, added_at)
      values (made, address, false, now_);
  end loop;
  insert into private.report_subscription_events (subscription_id, at, actor, event)
    values (made, now_, 'Visitor', 'subscribed');
  for recipient_id in select r.id from private.report_recipients r where r.subscription_id = made order by r.is_owner desc, r.email loop
    perform private.queue_report_confirmation(recipient_id);
  end loop;
  return null;
end;
$$;

-- 4. Confirming ------------------------------------------------------------------------------------

-- The confirmation link's token (weekly-report-confirm, for the /weekly-reports/confirm page): the
-- recipient it was made for starts getting the reports. Expected outcomes are answers, not errors,
-- so every call is counted against the address's limit (report_confirm) and never rolled back:
--   confirmed / already_confirmed (with the site, the day and the masked address),
--   not_valid (not a token's shape, or no recipient has it), expired (the link is older than its
--   validity), stopped (the recipient or the whole subscription unsubscribed, or staff ended it).
-- Only past the call limit does it raise (HTTP 429).
create function public.confirm_weekly_report(token text, client_address text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
begin
  perform private.take_write_slot('report_confirm', coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
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

-- 5. Reports go to confirmed recipients only ----------------------------------------------------------

-- A recipient counts for the reports once confirmed and until unsubscribed.
create function private.report_recipient_receives(recipient private.report_recipients) returns boolean
language sql immutable set search_path = '' as $$
  select recipient.confirmed_at is not null and recipient.unsubscribed_at is null;
$$;

-- As in migration 20261125000100, with one more condition: a subscription is due only when at least
-- one of its recipients confirmed and is still subscribed (nobody's site is measured for nobody).
create or replace function public.claim_weekly_reports(batch_size integer default 10, lease_seconds integer default 300)
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

-- The e-mail of one run to one recipient. As in migration 20261125000100, without the name and
-- company the visitor typed (no e-mail shows them now), and with the day the recipient confirmed.
create or replace function private.weekly_report_payload(report_run_id uuid, recipient_id uuid) returns jsonb
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

-- As in migration 20261125000100, but the week's e-mails go only to the recipients who confirmed.
create or replace function public.record_weekly_report(run_id uuid, report jsonb default null, error text default null)
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

-- 6. Staff see each recipient's state ----------------------------------------------------------------

-- As in migration 20261125000100, with each recipient's state: pending (asked, not yet confirmed;
-- with when its link expires), confirmed (since when) or unsubscribed.
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
                                   'email', r.email, 'is_owner', r.is_owner, 'unsubscribed_at', r.unsubscribed_at,
                                   'state', case when r.unsubscribed_at is not null then 'unsubscribed'
                                                 when r.confirmed_at is not null then 'confirmed' else 'pending' end,
                                   'confirmed_at', r.confirmed_at,
                                   'confirm_expires_at', case when r.confirmed_at is null then r.confirm_expires_at end)
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

-- 7. The recipients made before this migration ------------------------------------------------------

-- Nobody confirmed them either. Their reports still waiting in the outbox are not sent, and each
-- one still subscribed is asked once, like a new recipient; until they confirm they get nothing.
update private.lead_notifications n
   set status = 'skipped', last_error = 'Not sent: the recipient has not confirmed yet (decision 0025).', claimed_until = null, updated_at = pg_catalog.now()
 where n.kind = 'weekly_report' and n.status = 'pending';
do $migration$
declare
  recipient_id uuid;
begin
  for recipient_id in
    select r.id from private.report_recipients r
      join private.report_subscriptions s on s.id = r.subscription_id
     where r.confirmed_at is null and r.unsubscribed_at is null and s.status <> 'unsubscribed'
     order by r.added_at, r.id
  loop
    perform private.queue_report_confirmation(recipient_id);
  end loop;
end;
$migration$;

revoke all on table private.report_opt_in_settings, private.report_recipient_buckets from public, anon, authenticated;
revoke all on function private.forget_confirmation_token(), private.queue_report_confirmation(uuid),
  private.take_new_report_recipients(integer), private.report_recipient_receives(private.report_recipients) from public;
revoke all on function public.confirm_weekly_report(text, text) from public, anon, authenticated;
grant execute on function public.confirm_weekly_report(text, text) to service_role;
