-- Weekly SEO reports, subscribing and confirming (docs/decisions/0021-weekly-reports.md, amended by
-- docs/decisions/0025-weekly-report-double-opt-in.md). A completed report-scheduler lead whose
-- visitor ticked the consent box becomes a subscription (active, paused or unsubscribed) with its
-- website, its day in Los Angeles time, its recipients and the consent as given. Double opt-in:
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
-- The weekly runs, the unsubscribe link and the scheduled job are in 20261126153008_weekly_report_runs.sql.

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
-- Supabase's Performance Advisor (lint 0001, unindexed foreign keys;
-- docs/decisions/0028-supabase-advisors-in-the-test-run.md): without it, changing or removing a
-- consent wording would read every subscription to check the reference.
create index report_subscriptions_consent_version_idx on private.report_subscriptions (consent_version);

-- Who gets the report: the visitor (the owner) and up to 5 more. Each confirms and can unsubscribe alone.
create table private.report_recipients (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references private.report_subscriptions (id) on delete cascade,
  email text not null check (private.is_valid_email(email)),
  is_owner boolean not null default false,
  added_at timestamptz not null,
  unsubscribed_at timestamptz,
  confirmed_at timestamptz,
  -- SHA-256 of the confirmation link's token; the token itself lives only in the pending e-mail.
  confirm_token_hash bytea,
  confirm_expires_at timestamptz
);
create unique index report_recipients_once on private.report_recipients (subscription_id, (pg_catalog.lower(email)));
create unique index report_recipients_confirm_token on private.report_recipients (confirm_token_hash);
-- The per-day cap counts the recipients added in the last 24 hours.
create index report_recipients_added_at_idx on private.report_recipients (added_at);

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

-- What happened to a subscription, for the lead's history.
create table private.report_subscription_events (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references private.report_subscriptions (id) on delete cascade,
  at timestamptz not null,
  actor text not null,
  event text not null check (event in ('subscribed', 'paused', 'resumed', 'unsubscribed', 'recipient_unsubscribed', 'recipient_confirmed')),
  detail text
);
create index report_subscription_events_idx on private.report_subscription_events (subscription_id, at);

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
-- reads it, like the write limits). A table of its own: the write limits' buckets are cleared after
-- ten minutes, these after a day.
create table private.report_recipient_buckets (
  address text primary key,
  window_start timestamptz not null,
  recipients integer not null
);
create index report_recipient_buckets_window_start_idx on private.report_recipient_buckets (window_start);

-- The outbox's report e-mails point at their run or their recipient.
alter table private.lead_notifications
  add foreign key (report_run_id) references private.report_runs (id) on delete cascade,
  add foreign key (report_recipient_id) references private.report_recipients (id) on delete cascade;

-- Helpers ----------------------------------------------------------------------------------------------

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

-- A recipient counts for the reports once confirmed and until unsubscribed.
create function private.report_recipient_receives(recipient private.report_recipients) returns boolean
language sql immutable set search_path = '' as $$
  select recipient.confirmed_at is not null and recipient.unsubscribed_at is null;
$$;

-- Confirmation e-mails ------------------------------------------------------------------------------

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

-- Subscribing ------------------------------------------------------------------------------------------

-- A completed report-scheduler lead with its consent box ticked becomes a subscription whose
-- recipients are all pending: each is sent one confirmation e-mail. A lead without consent (an
-- older client, a staff insert) stays a lead and is never e-mailed. A schedule the database cannot
-- honour (no website, an unknown day, a bad recipient) refuses the whole write with a readable
-- message (HTTP 400), and the recipients are counted against the caps before anything is stored
-- (HTTP 429), so nothing half-made is stored.
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

create trigger lsg_leads_subscribe_weekly_report_insert after insert on public.lsg_leads
  for each row when (new.lead_type = 'report_scheduler_complete')
  execute function private.subscribe_weekly_report();
create trigger lsg_leads_subscribe_weekly_report_update after update of lead_type on public.lsg_leads
  for each row when (new.lead_type = 'report_scheduler_complete' and old.lead_type is distinct from new.lead_type)
  execute function private.subscribe_weekly_report();

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

revoke all on table private.consent_texts, private.report_settings, private.report_subscriptions, private.report_recipients,
  private.report_runs, private.report_subscription_events, private.report_opt_in_settings, private.report_recipient_buckets
  from public, anon, authenticated;
revoke all on function private.report_time_zone(), private.report_send_hour(), private.report_day_name(date),
  private.report_unsubscribe_token(uuid), private.mask_email(text), private.report_recipient_receives(private.report_recipients),
  private.queue_report_confirmation(uuid), private.forget_confirmation_token(), private.take_new_report_recipients(integer),
  private.subscribe_weekly_report() from public;
revoke all on function public.confirm_weekly_report(text, text) from public, anon, authenticated;
grant execute on function public.confirm_weekly_report(text, text) to service_role;
