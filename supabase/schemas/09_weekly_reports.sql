-- Weekly SEO reports: a double opt-in subscription per website and its recipients, the runs that
-- measure and send them, confirmation and one-click unsubscribe (docs/decisions/0021-weekly-reports.md,
-- 0025, 0045, 0058).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.confirm_token_hash(token text) RETURNS bytea
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select case when token ~ '^[A-Za-z0-9_-]{43}$' then extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256') end;
$_$;

COMMENT ON FUNCTION private.confirm_token_hash(token text) IS 'The SHA-256 a recipient row keeps of a confirmation token, or null for anything not exactly a token''s shape (43 URL-safe base64 characters), which then matches no row; shared by the confirmation and its read so they cannot disagree (decision 0058).';

REVOKE ALL ON FUNCTION private.confirm_token_hash(token text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.forget_confirmation_token() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.payload := new.payload - 'token';
  return new;
end;
$$;

COMMENT ON FUNCTION private.forget_confirmation_token() IS 'Before-update trigger of the outbox: once a confirmation e-mail is sent, given up or skipped, its token leaves the payload, so the database holds only the token''s hash (decision 0025).';

REVOKE ALL ON FUNCTION private.forget_confirmation_token() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.mask_email(email text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.left(email, 1) || '***' || pg_catalog.substr(email, pg_catalog.strpos(email, '@'));
$$;

COMMENT ON FUNCTION private.mask_email(email text) IS 'An address shown masked (a***@example.com): enough for a recipient to recognise it on the confirm or unsubscribe page, without revealing it to whoever holds the link.';

SET default_tablespace = '';

SET default_table_access_method = heap;

REVOKE ALL ON FUNCTION private.mask_email(email text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.queue_report_confirmation(recipient_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  token text := pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  now_ timestamptz := private.clock_now();
  settings private.report_opt_in_settings;
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
begin
  if exists (select 1 from private.lead_notifications n where n.report_recipient_id = queue_report_confirmation.recipient_id) then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;
  select * into recipient_ from private.report_recipients r where r.id = queue_report_confirmation.recipient_id;
  if not found then
    return;
  end if;

  -- A link to this mailbox (the address in any spelling that reaches it, private.canonical_mailbox) is pending: it was e-mailed (or is about to be), is neither confirmed
  -- nor stopped, and still works.
  if exists (
    select 1 from private.report_recipients other
      join private.report_subscriptions s on s.id = other.subscription_id
     where private.canonical_mailbox(other.email) = private.canonical_mailbox(recipient_.email)
       and other.confirmed_at is null and other.unsubscribed_at is null
       and other.id <> recipient_.id
       and other.confirm_expires_at > now_
       and s.status <> 'unsubscribed'
       and exists (select 1 from private.lead_notifications n
                    where n.report_recipient_id = other.id and n.status in ('pending', 'sent'))) then
    return;
  end if;
  -- The mailbox had its confirmations for the day.
  if (select pg_catalog.count(*) from private.lead_notifications n
       where n.kind = 'report_confirmation'
         and private.canonical_mailbox(n.recipient) = private.canonical_mailbox(recipient_.email)
         and n.created_at > now_ - pg_catalog.make_interval(days => 1)) >= settings.confirmations_per_recipient then
    return;
  end if;

  update private.report_recipients r
     set confirm_token_hash = extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256'),
         confirm_expires_at = now_ + pg_catalog.make_interval(secs => settings.link_valid_seconds)
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

COMMENT ON FUNCTION private.queue_report_confirmation(recipient_id uuid) IS 'Makes a recipient''s confirmation link (32 random bytes, only its SHA-256 kept) and queues its one confirmation e-mail, unless the recipient was asked already, a link to that mailbox is pending, or the mailbox had 2 confirmations in 24 hours (a mailbox: private.canonical_mailbox, so case, +tag, a trailing dot and Gmail dots are one); then the recipient stays pending and unasked (decisions 0025, 0045). The payload names the site, day and address, never what the visitor typed.';

REVOKE ALL ON FUNCTION private.queue_report_confirmation(recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_day_name(day date) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])[pg_catalog.date_part('isodow', day)::integer];
$$;

COMMENT ON FUNCTION private.report_day_name(day date) IS 'The lower-case weekday name of a date (monday to sunday), as subscriptions store their report day.';

REVOKE ALL ON FUNCTION private.report_day_name(day date) FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.report_recipients (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    email text NOT NULL,
    is_owner boolean DEFAULT false NOT NULL,
    added_at timestamp with time zone NOT NULL,
    unsubscribed_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    confirm_token_hash bytea,
    confirm_expires_at timestamp with time zone,
    CONSTRAINT report_recipients_email_check CHECK (private.is_valid_email(email))
);

ALTER TABLE ONLY private.report_recipients
    ADD CONSTRAINT report_recipients_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX report_recipients_confirm_token ON private.report_recipients USING btree (confirm_token_hash);

CREATE UNIQUE INDEX report_recipients_once ON private.report_recipients USING btree (subscription_id, lower(email));

CREATE INDEX report_recipients_unconfirmed_email_idx ON private.report_recipients USING btree (private.canonical_mailbox(email)) WHERE ((confirmed_at IS NULL) AND (unsubscribed_at IS NULL));

COMMENT ON TABLE private.report_recipients IS 'Who gets a subscription''s report: the visitor who scheduled it (the owner) and up to 5 more, unique per subscription whatever the case. Each confirms with a link of their own (double opt-in, decision 0025) and can unsubscribe alone; a recipient receives reports once confirmed and until unsubscribed.';

COMMENT ON COLUMN private.report_recipients.is_owner IS 'The visitor who scheduled the reports; the owner''s unsubscribe ends the whole subscription.';

COMMENT ON COLUMN private.report_recipients.added_at IS 'When the schedule named the recipient.';

COMMENT ON COLUMN private.report_recipients.unsubscribed_at IS 'When the recipient used the one-click unsubscribe link; final.';

COMMENT ON COLUMN private.report_recipients.confirmed_at IS 'When the recipient confirmed with the link; null while pending.';

COMMENT ON COLUMN private.report_recipients.confirm_token_hash IS 'SHA-256 of the confirmation link''s token (32 random bytes); the token itself lives only in the pending e-mail and leaves it once sent. Null for a recipient never asked: a link to the address was pending, or it had its 2 confirmations that day (decision 0045).';

COMMENT ON COLUMN private.report_recipients.confirm_expires_at IS 'When the confirmation link stops working (link_valid_seconds after it was made); null when never asked. A confirmed link never expires.';

CREATE FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when recipient_.id is null then 'not_valid'
    when recipient_.unsubscribed_at is not null or subscription_status = 'unsubscribed' then 'stopped'
    when recipient_.confirmed_at is not null then 'confirmed'
    when recipient_.confirm_expires_at <= now_ then 'expired'
    else 'pending'
  end;
$$;

COMMENT ON FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) IS 'Where a confirmation link stands, in the confirmation''s order: not_valid, stopped (recipient or subscription unsubscribed), confirmed, expired, or pending; a confirmed link never expires. Shared by confirm_weekly_report and weekly_report_confirmation_state (decision 0058).';

REVOKE ALL ON FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_recipient_receives(recipient private.report_recipients) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select recipient.confirmed_at is not null and recipient.unsubscribed_at is null;
$$;

COMMENT ON FUNCTION private.report_recipient_receives(recipient private.report_recipients) IS 'A recipient gets reports once confirmed and until unsubscribed: the double opt-in rule (decision 0025).';

REVOKE ALL ON FUNCTION private.report_recipient_receives(recipient private.report_recipients) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.format('Weekly SEO report every %s for %s.%s',
           pg_catalog.initcap(coalesce(report_day, '')), coalesce(nullif(private.trim_space(website), ''), 'their website'),
           coalesce(' Also send to: ' || (
             select pg_catalog.string_agg(r.address, ', ' order by r.first)
               from (select distinct on (pg_catalog.lower(a.address)) a.address, a.n as first
                       from (select private.trim_space(e) as address, n from pg_catalog.unnest(additional_emails) with ordinality as x (e, n)) a
                      where coalesce(a.address, '') <> ''
                        and pg_catalog.lower(a.address) <> pg_catalog.lower(coalesce(private.trim_space(email), ''))
                      order by pg_catalog.lower(a.address), a.n) r) || '.', ''));
$$;

COMMENT ON FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) IS 'What staff read of a schedule in the lead''s message ("Weekly SEO report every Friday for ... Also send to: ..."), in the scheduler''s own words, with the extra recipients trimmed and deduplicated (decision 0052).';

REVOKE ALL ON FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_send_hour() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 7 $$;

COMMENT ON FUNCTION private.report_send_hour() IS 'The hour (7 am Los Angeles time) from which a subscription''s report is measured and sent on its day (decision 0021).';

REVOKE ALL ON FUNCTION private.report_send_hour() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_time_zone() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 'America/Los_Angeles'::text $$;

COMMENT ON FUNCTION private.report_time_zone() IS 'The weekly reports'' time zone, America/Los_Angeles: a report''s day and 7 am start are Los Angeles time (decision 0021).';

REVOKE ALL ON FUNCTION private.report_time_zone() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_unsubscribe_token(recipient_id uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.replace(recipient_id::text, '-', '') || '.' ||
         pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           extensions.hmac(pg_catalog.convert_to('weekly-report-unsubscribe:' || recipient_id::text, 'UTF8'), k.unsubscribe_key, 'sha256'),
           'base64'), '+/', '-_'), '=')
    from private.report_settings k;
$$;

COMMENT ON FUNCTION private.report_unsubscribe_token(recipient_id uuid) IS 'The signed token of a recipient''s one-click unsubscribe link: the recipient id and an HMAC-SHA256 of it under a key that never leaves the database, URL-safe; only the database can make one and another id breaks it (decision 0021).';

REVOKE ALL ON FUNCTION private.report_unsubscribe_token(recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.lead_notifications n
     set status = 'skipped', last_error = reason, claimed_until = null, updated_at = pg_catalog.now()
   where n.kind = 'weekly_report' and n.status = 'pending'
     and (skip_pending_reports.recipient is null or pg_catalog.lower(n.recipient) = pg_catalog.lower(skip_pending_reports.recipient))
     and n.report_run_id in (select r.id from private.report_runs r where r.subscription_id = skip_pending_reports.subscription_id);
$$;

COMMENT ON FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) IS 'Marks the weekly report e-mails not yet sent to a subscription (or to one of its recipients) as skipped with the reason, so a pause or an unsubscribe takes effect before the next send.';

REVOKE ALL ON FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wording private.consent_texts;
  made uuid;
  address text;
  others text[] := '{}'::text[];
  recipient_id uuid;
  now_ timestamptz := private.clock_now();
begin
  if nullif(private.trim_space(consent_version), '') is null then
    raise exception using errcode = '23514', message = 'Please tick the box so we may e-mail the reports';
  end if;
  select * into wording from private.consent_texts c where c.version = consent_version;
  if not found then
    raise exception using errcode = '23514', message = 'The consent wording of this form is out of date. Please reload the page and try again.';
  end if;
  if report_day is null or report_day not in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday') then
    raise exception using errcode = '23514', message = 'Please choose the day of the week for the report.';
  end if;
  if lead.website is null or not private.is_valid_website(lead.website) then
    raise exception using errcode = '23514', message = 'Please enter the website the reports are for, for example https://example.com.';
  end if;
  if coalesce(pg_catalog.cardinality(additional_emails), 0) > 5 then
    raise exception using errcode = '23514', message = 'A weekly report can go to at most 5 additional recipients.';
  end if;
  -- A list of lists is no list of addresses (PostgREST reads [["a@x.example"]] as a two-dimensional text[]).
  if coalesce(pg_catalog.array_ndims(additional_emails), 1) > 1 then
    raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
  end if;
  foreach address in array coalesce(additional_emails, '{}') loop
    address := private.trim_space(address);
    if address is null or not private.is_valid_email(address) then
      raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
    end if;
    if pg_catalog.lower(address) <> pg_catalog.lower(lead.email)
       and not pg_catalog.lower(address) = any (select pg_catalog.lower(o) from pg_catalog.unnest(others) o) then
      others := others || address;
    end if;
  end loop;

  -- Every address that will be asked counts, the visitor's own included: nothing is stored past a cap.
  perform private.take_new_report_recipients(1 + pg_catalog.cardinality(others));

  insert into private.report_subscriptions (lead_id, created_at, website, report_day, owner_name, company_name,
                                            consent_version, consent_text, consented_at, consent_page)
    values (lead.id, now_, lead.website, report_day, lead.name, lead.company_name, wording.version, wording.text, now_, lead.source_path)
    returning id into made;
  insert into private.report_recipients (subscription_id, email, is_owner, added_at)
    values (made, lead.email, true, now_);
  foreach address in array others loop
    insert into private.report_recipients (subscription_id, email, is_owner, added_at)
      values (made, address, false, now_);
  end loop;
  insert into private.report_subscription_events (subscription_id, at, actor, event)
    values (made, now_, 'Visitor', 'subscribed');
  for recipient_id in select r.id from private.report_recipients r where r.subscription_id = made order by r.is_owner desc, r.email loop
    perform private.queue_report_confirmation(recipient_id);
  end loop;
end;
$$;

COMMENT ON FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) IS 'Makes the subscription of a stored schedule lead: consent version required and known, a valid day and website, at most 5 valid additional addresses (deduplicated, the visitor''s own left out), the recipient caps taken before anything is stored, then recipients, the subscribed event and their confirmation e-mails (decisions 0021, 0025, 0045, 0052). Any refusal is 23514 or PT429 and the whole call stores nothing.';

REVOKE ALL ON FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_new_report_recipients(wanted integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  settings private.report_opt_in_settings;
  now_ timestamptz := private.clock_now();
  day_ interval := pg_catalog.make_interval(days => 1);
  address_ text := private.sender_key(private.request_address());
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

  -- No upper bound: a schedule that took the lock first may have started (and stamped its e-mails)
  -- a moment after this one; counting only up to this transaction's start would miss them.
  select pg_catalog.count(*) into today_ from private.lead_notifications n
   where n.kind = 'report_confirmation' and n.created_at > now_ - day_;
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

COMMENT ON FUNCTION private.take_new_report_recipients(wanted integer) IS 'For anonymous schedules only: takes `wanted` new recipients against the sender''s 24-hour cap (by sender_key) and the site''s daily cap of confirmation e-mails, or refuses the whole write with HTTP 429 (PT429, report_recipient_limit) and a message saying what to do (decisions 0025, 0045). The settings row is locked so concurrent schedules are counted one after another and the caps hold exactly.';

REVOKE ALL ON FUNCTION private.take_new_report_recipients(wanted integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) IS 'The outbox payload of one run''s e-mail to one recipient: this week''s measurement, the previous measured week, up to eight weeks of scores, when the recipient confirmed and their unsubscribe token; never the name or company the visitor typed (decisions 0021, 0025).';

REVOKE ALL ON FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_weekly_reports(batch_size integer DEFAULT 10, lease_seconds integer DEFAULT 300) RETURNS TABLE(run_id uuid, subscription_id uuid, website text, week_of date, attempts integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) IS 'The send-weekly-reports job''s claim (service_role only): fails runs after 3 tries, re-leases runs whose worker stopped, then creates this week''s run for active subscriptions due today from 7 am Los Angeles time with at least one confirmed recipient; creating the run is the claim, so the unique (subscription, week) and SKIP LOCKED keep one run per week whatever the workers do (decisions 0021, 0025).';

REVOKE ALL ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) TO service_role;

CREATE FUNCTION public.confirm_weekly_report(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
  state text;
begin
  perform private.take_write_slot('report_confirm', private.request_address());
  select * into recipient_ from private.report_recipients r
   where r.confirm_token_hash = private.confirm_token_hash(token)
   for update;
  if found then
    select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  end if;
  state := private.report_link_state(recipient_, subscription.status, now_);
  if state not in ('pending', 'confirmed') then
    return pg_catalog.jsonb_build_object('outcome', state);
  end if;
  if state = 'pending' then
    update private.report_recipients r set confirmed_at = now_ where r.id = recipient_.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'recipient_confirmed', 'Confirmed with the link in the confirmation e-mail.');
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', case when state = 'pending' then 'confirmed' else 'already_confirmed' end,
    'website', subscription.website,
    'report_day', subscription.report_day,
    'email', private.mask_email(recipient_.email));
end;
$$;

COMMENT ON FUNCTION public.confirm_weekly_report(token text) IS 'The /weekly-reports/confirm page''s button (anon, service_role): confirms the recipient whose link carried this token, so reports start; answers an outcome (confirmed or already_confirmed with site, day and masked address; not_valid, expired, stopped) rather than an error (decision 0035). Every call is counted against the platform-written address (report_confirm, 30 a minute; PT429 past it), and it is called by the page itself, no edge function between (decisions 0025, 0054, 0058).';

REVOKE ALL ON FUNCTION public.confirm_weekly_report(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.confirm_weekly_report(token text) TO service_role;
GRANT ALL ON FUNCTION public.confirm_weekly_report(token text) TO anon;

CREATE FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) IS 'Staff (anon, service_role): pauses or resumes a weekly report subscription, signed with the staff name; pausing skips e-mails still waiting. An unsubscribed subscription stays so (22023) because its recipients withdrew consent; PT404 for a missing one (decision 0021).';

REVOKE ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) TO anon;

CREATE FUNCTION public.record_weekly_report(run_id uuid, report jsonb DEFAULT NULL::jsonb, error text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) IS 'The job records a claimed run (service_role only): either the page report (score 0 to 100) or why the page could not be checked (22023 otherwise, PT404 for an unknown run), then queues one e-mail per receiving recipient; answers how many were queued. A run already recorded answers 0, and a subscription paused or unsubscribed meanwhile gets its run cancelled (decision 0021).';

REVOKE ALL ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) TO service_role;

CREATE FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text DEFAULT NULL::text, company_name text DEFAULT NULL::text, website text DEFAULT NULL::text, report_day text DEFAULT NULL::text, additional_emails text[] DEFAULT NULL::text[], consent_version text DEFAULT NULL::text, partial_lead_id uuid DEFAULT NULL::uuid, source_path text DEFAULT NULL::text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  stored public.lsg_leads;
  outcome text := 'completed';
  message_ text := private.report_schedule_message(schedule_weekly_report.report_day, schedule_weekly_report.website,
                                                   schedule_weekly_report.email, schedule_weekly_report.additional_emails);
begin
  if not private.count_anonymous_write() then
    return case when schedule_weekly_report.partial_lead_id is null then 'inserted' else 'completed' end;
  end if;
  if schedule_weekly_report.lead_id is null then
    raise exception using errcode = '22023', message = 'A schedule needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'schedule_weekly_report', true);

  select * into stored from public.lsg_leads l
   where l.id in (schedule_weekly_report.partial_lead_id, schedule_weekly_report.lead_id)
     and l.lead_type = 'report_scheduler_complete'
     and l.created_at > private.clock_now() - interval '24 hours'
   limit 1;
  if found then
    return case when stored.id = schedule_weekly_report.lead_id then 'inserted' else 'completed' end;
  end if;

  if schedule_weekly_report.partial_lead_id is not null then
    update public.lsg_leads as lead
       set lead_type = 'report_scheduler_complete',
           name = schedule_weekly_report.name,
           email = schedule_weekly_report.email,
           phone = schedule_weekly_report.phone,
           company_name = coalesce(schedule_weekly_report.company_name, lead.company_name),
           website = schedule_weekly_report.website,
           message = message_,
           updated_at = pg_catalog.now()
     where lead.id = schedule_weekly_report.partial_lead_id
       and lead.lead_type = 'report_scheduler_partial'
       and lead.created_at > private.clock_now() - interval '24 hours'
    returning * into stored;
  end if;
  if stored.id is null then
    outcome := 'inserted';
    insert into public.lsg_leads (id, name, email, phone, company_name, website, message, service, lead_type,
                                  source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
      values (schedule_weekly_report.lead_id, schedule_weekly_report.name, schedule_weekly_report.email, schedule_weekly_report.phone,
              schedule_weekly_report.company_name, schedule_weekly_report.website, message_, 'Weekly SEO Reports', 'report_scheduler_complete',
              schedule_weekly_report.source_path, schedule_weekly_report.referrer, schedule_weekly_report.utm_source,
              schedule_weekly_report.utm_medium, schedule_weekly_report.utm_campaign, schedule_weekly_report.utm_term,
              schedule_weekly_report.utm_content)
      returning * into stored;
  end if;
  perform private.subscribe_weekly_report(stored, schedule_weekly_report.report_day, schedule_weekly_report.additional_emails,
                                          schedule_weekly_report.consent_version);
  return outcome;
end;
$$;

COMMENT ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) IS 'The weekly report scheduler''s Schedule Reports, one RPC with typed arguments (anon, service_role): completes the scheduler''s partial lead (24 hours) or stores a report_scheduler_complete lead under the browser''s id, then its subscription; answers ''completed'' or ''inserted'', and a retry meets its schedule and stores nothing more (decision 0052). Honeypot, write limit, one lead row, field rules and recipient caps apply as to any lead write; security definer since anon has no table rights to use instead.';

REVOKE ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO service_role;
GRANT ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO anon;

CREATE FUNCTION public.unsubscribe_weekly_report(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

COMMENT ON FUNCTION public.unsubscribe_weekly_report(token text) IS 'One-click unsubscribe (RFC 8058), called by the weekly-report-unsubscribe function with the service key (service_role only): that recipient gets no more reports and none still queued; the owner''s link, or the last recipient leaving, ends the whole subscription. A token the database did not sign is refused (22023, HTTP 400); unsubscribing twice is fine and answers the site, masked address and already_unsubscribed (decision 0021).';

REVOKE ALL ON FUNCTION public.unsubscribe_weekly_report(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.unsubscribe_weekly_report(token text) TO service_role;

CREATE FUNCTION public.weekly_report_confirmation_state(token text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select private.report_link_state(r, s.status, private.clock_now())
       from private.report_recipients r
       join private.report_subscriptions s on s.id = r.subscription_id
      where r.confirm_token_hash = private.confirm_token_hash(token)),
    'not_valid');
$$;

COMMENT ON FUNCTION public.weekly_report_confirmation_state(token text) IS 'The confirm page''s read on load (anon, service_role): the link''s state only (pending, confirmed, expired, stopped, not_valid), never a site, day or address, so a reload of a confirmed link says so. Stable and sent as a GET, it runs read-only and counts nothing, so a mail scanner opening the link confirms nothing (decision 0058).';

REVOKE ALL ON FUNCTION public.weekly_report_confirmation_state(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.weekly_report_confirmation_state(token text) TO service_role;
GRANT ALL ON FUNCTION public.weekly_report_confirmation_state(token text) TO anon;

CREATE TABLE private.consent_texts (
    version text NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY private.consent_texts
    ADD CONSTRAINT consent_texts_pkey PRIMARY KEY (version);

COMMENT ON TABLE private.consent_texts IS 'The wording of every consent box the site has shown, by version; a subscription copies the text its visitor ticked, so what was agreed stays on record after the wording changes (decisions 0021, 0025). supabase/functions/_shared/report-consent.ts holds the same text.';

COMMENT ON COLUMN private.consent_texts.version IS 'The version the form sends (weekly-report-1); a schedule naming an unknown version is refused as out of date.';

COMMENT ON COLUMN private.consent_texts.text IS 'The exact words next to the box.';

CREATE TABLE private.report_opt_in_settings (
    id boolean DEFAULT true NOT NULL,
    new_recipients_per_address integer DEFAULT 12 NOT NULL,
    new_recipients_per_day integer DEFAULT 200 NOT NULL,
    link_valid_seconds integer DEFAULT 604800 NOT NULL,
    confirmations_per_recipient integer DEFAULT 2 NOT NULL,
    CONSTRAINT report_opt_in_settings_confirmations_per_recipient_check CHECK ((confirmations_per_recipient > 0)),
    CONSTRAINT report_opt_in_settings_id_check CHECK (id),
    CONSTRAINT report_opt_in_settings_link_valid_seconds_check CHECK (((link_valid_seconds >= 3600) AND (link_valid_seconds <= 2592000))),
    CONSTRAINT report_opt_in_settings_new_recipients_per_address_check CHECK ((new_recipients_per_address > 0)),
    CONSTRAINT report_opt_in_settings_new_recipients_per_day_check CHECK ((new_recipients_per_day > 0))
);

ALTER TABLE ONLY private.report_opt_in_settings
    ADD CONSTRAINT report_opt_in_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.report_opt_in_settings IS 'One row: the limits of the weekly reports'' double opt-in, which keep the scheduler from being used to mail strangers (decisions 0025, 0045). Change it with SQL; the local backend sets the first two from REPORT_RECIPIENT_LIMIT and REPORT_RECIPIENT_DAILY_LIMIT, and the test stacks raise them.';

COMMENT ON COLUMN private.report_opt_in_settings.id IS 'Always true (check): the primary key that keeps the table to one row; locked by each schedule so the caps hold exactly.';

COMMENT ON COLUMN private.report_opt_in_settings.new_recipients_per_address IS 'New recipients one sender (an IPv4 address, or an IPv6 /64) may name in its 24-hour window; past it the schedule is refused with HTTP 429 and nothing is stored.';

COMMENT ON COLUMN private.report_opt_in_settings.new_recipients_per_day IS 'The site''s cap over any 24 hours. Despite the name it counts confirmation e-mails queued (plus the addresses a new schedule names), not recipients stored, so addresses left unasked take none of it (decision 0045).';

COMMENT ON COLUMN private.report_opt_in_settings.link_valid_seconds IS 'How long a confirmation link works: 1 hour to 30 days, 7 days by default.';

COMMENT ON COLUMN private.report_opt_in_settings.confirmations_per_recipient IS 'Confirmation e-mails one mailbox may be sent in any 24 hours, whoever names it and in whatever spelling (private.canonical_mailbox: case, +tag, trailing dot, Gmail dots; 2; decisions 0045, 0044).';

CREATE TABLE private.report_recipient_buckets (
    address text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    recipients integer NOT NULL
);

ALTER TABLE ONLY private.report_recipient_buckets
    ADD CONSTRAINT report_recipient_buckets_pkey PRIMARY KEY (address);

CREATE INDEX report_recipient_buckets_window_start_idx ON private.report_recipient_buckets USING btree (window_start);

COMMENT ON TABLE private.report_recipient_buckets IS 'New report recipients per sender in 24-hour windows, for new_recipients_per_address. A table of its own, not private.rate_buckets: those windows last minutes, these a day. Windows that ended a day ago are deleted a few hundred at a time.';

COMMENT ON COLUMN private.report_recipient_buckets.address IS 'The sender key (private.sender_key): an IPv6 address stands for its /64, written as the network, since one host is given a whole /64; an IPv4 address as written (decision 0045).';

COMMENT ON COLUMN private.report_recipient_buckets.window_start IS 'When the sender''s current 24-hour window began.';

COMMENT ON COLUMN private.report_recipient_buckets.recipients IS 'Recipients the sender named in the window.';

CREATE TABLE private.report_runs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    week_of date NOT NULL,
    created_at timestamp with time zone NOT NULL,
    status text DEFAULT 'measuring'::text NOT NULL,
    attempts integer DEFAULT 1 NOT NULL,
    claimed_until timestamp with time zone,
    measured_at timestamp with time zone,
    score integer,
    report jsonb,
    error text,
    CONSTRAINT report_runs_error_length CHECK ((char_length(error) <= 500)),
    CONSTRAINT report_runs_report_size CHECK (((report IS NULL) OR (pg_column_size(report) <= 20000))),
    CONSTRAINT report_runs_score_range CHECK (((score >= 0) AND (score <= 100))),
    CONSTRAINT report_runs_status_known CHECK ((status = ANY (ARRAY['measuring'::text, 'measured'::text, 'failed'::text, 'cancelled'::text])))
);

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_once_a_week UNIQUE (subscription_id, week_of);

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_pkey PRIMARY KEY (id);

CREATE INDEX report_runs_stale_idx ON private.report_runs USING btree (claimed_until) WHERE (status = 'measuring'::text);

COMMENT ON TABLE private.report_runs IS 'One run per subscription and week (unique subscription_id, week_of): the measurement of the site on its report day. Creating the run is send-weekly-reports'' claim, so two workers never measure the same report; a measured run queues one e-mail per confirmed recipient (decision 0021).';

COMMENT ON COLUMN private.report_runs.week_of IS 'The report day (a Los Angeles date) the run is for.';

COMMENT ON COLUMN private.report_runs.status IS 'measuring (claimed, result not yet recorded), measured (a report, or in error why the page could not be checked; e-mails queued), failed (3 claims without a result) or cancelled (the subscription was paused or unsubscribed meanwhile).';

COMMENT ON COLUMN private.report_runs.attempts IS 'Claims so far, 1 at creation: a run whose lease ran out is claimed again, up to 3 tries, then failed.';

COMMENT ON COLUMN private.report_runs.claimed_until IS 'The lease of the worker measuring the run; after it a stalled run is claimed again.';

COMMENT ON COLUMN private.report_runs.measured_at IS 'When the result (report or error) was recorded.';

COMMENT ON COLUMN private.report_runs.score IS 'The page''s score, 0 to 100, rounded from the report; the e-mails chart up to 8 weeks of it.';

COMMENT ON COLUMN private.report_runs.report IS 'The page report as analyze-page makes it (at most 20,000 bytes); null when the page could not be checked.';

COMMENT ON COLUMN private.report_runs.error IS 'Why the page could not be checked, or why the run failed (at most 500 characters).';

CREATE TABLE private.report_settings (
    id boolean DEFAULT true NOT NULL,
    unsubscribe_key bytea DEFAULT extensions.gen_random_bytes(32) NOT NULL,
    CONSTRAINT report_settings_id_check CHECK (id)
);

ALTER TABLE ONLY private.report_settings
    ADD CONSTRAINT report_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.report_settings IS 'One row: the key the weekly reports'' one-click unsubscribe links are signed with. Made in the database and never leaving it, so only the database can make a valid link.';

COMMENT ON COLUMN private.report_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.report_settings.unsubscribe_key IS '32 random bytes: the HMAC-SHA256 key of the unsubscribe tokens (private.report_unsubscribe_token); changing it breaks every link already sent.';

CREATE TABLE private.report_subscription_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    at timestamp with time zone NOT NULL,
    actor text NOT NULL,
    event text NOT NULL,
    detail text,
    CONSTRAINT report_subscription_events_event_check CHECK ((event = ANY (ARRAY['subscribed'::text, 'paused'::text, 'resumed'::text, 'unsubscribed'::text, 'recipient_unsubscribed'::text, 'recipient_confirmed'::text])))
);

ALTER TABLE ONLY private.report_subscription_events
    ADD CONSTRAINT report_subscription_events_pkey PRIMARY KEY (id);

CREATE INDEX report_subscription_events_idx ON private.report_subscription_events USING btree (subscription_id, at);

COMMENT ON TABLE private.report_subscription_events IS 'What happened to a subscription, with who did it, for the lead''s page: its audit trail of consent and staff actions.';

COMMENT ON COLUMN private.report_subscription_events.at IS 'When it happened.';

COMMENT ON COLUMN private.report_subscription_events.actor IS 'Visitor, a staff name, or the recipient''s address.';

COMMENT ON COLUMN private.report_subscription_events.event IS 'subscribed, paused, resumed, unsubscribed (the whole subscription), recipient_confirmed or recipient_unsubscribed.';

COMMENT ON COLUMN private.report_subscription_events.detail IS 'How it happened, in words (e.g. Confirmed with the link in the confirmation e-mail.).';

CREATE TABLE private.report_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    website text NOT NULL,
    report_day text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by text,
    owner_name text,
    company_name text,
    consent_version text NOT NULL,
    consent_text text NOT NULL,
    consented_at timestamp with time zone NOT NULL,
    consent_page text,
    CONSTRAINT report_subscriptions_day_known CHECK ((report_day = ANY (ARRAY['monday'::text, 'tuesday'::text, 'wednesday'::text, 'thursday'::text, 'friday'::text, 'saturday'::text, 'sunday'::text]))),
    CONSTRAINT report_subscriptions_status_known CHECK ((status = ANY (ARRAY['active'::text, 'paused'::text, 'unsubscribed'::text])))
);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_lead_id_key UNIQUE (lead_id);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_website_shape CHECK (private.is_valid_website(website)) NOT VALID;

CREATE INDEX report_subscriptions_consent_version_idx ON private.report_subscriptions USING btree (consent_version);

CREATE INDEX report_subscriptions_due_idx ON private.report_subscriptions USING btree (report_day, created_at) WHERE (status = 'active'::text);

COMMENT ON TABLE private.report_subscriptions IS 'A weekly SEO report subscription (decision 0021): one per report-scheduler lead, made by schedule_weekly_report with the site, its day and the consent as given. A report is measured and sent only for recipients who confirmed (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.lead_id IS 'The report_scheduler_complete lead (unique: one subscription per lead); deleted with it.';

COMMENT ON COLUMN private.report_subscriptions.website IS 'The site measured each week: a plain http(s) URL (decision 0044; the check is NOT VALID, so older rows stay readable).';

COMMENT ON COLUMN private.report_subscriptions.report_day IS 'The weekday the report goes out, monday to sunday, in Los Angeles time, from 7 am.';

COMMENT ON COLUMN private.report_subscriptions.status IS 'active (measured on its day), paused (by staff; the week''s pending e-mails are skipped) or unsubscribed (by the owner''s link or when the last recipient leaves; final, since the recipients withdrew their consent).';

COMMENT ON COLUMN private.report_subscriptions.status_changed_at IS 'When the status last changed; null while never changed.';

COMMENT ON COLUMN private.report_subscriptions.status_changed_by IS 'Who changed the status: a staff name, or the recipient''s address for an unsubscribe.';

COMMENT ON COLUMN private.report_subscriptions.owner_name IS 'The name the visitor typed, for staff only: no e-mail to a recipient carries it (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.company_name IS 'The company the visitor typed, for staff only: no e-mail to a recipient carries it (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.consent_version IS 'The version of the consent box the visitor ticked (private.consent_texts).';

COMMENT ON COLUMN private.report_subscriptions.consent_text IS 'The exact wording ticked, copied so the record of consent survives a change of wording.';

COMMENT ON COLUMN private.report_subscriptions.consented_at IS 'When the visitor gave consent (the schedule''s time).';

COMMENT ON COLUMN private.report_subscriptions.consent_page IS 'The page the schedule was sent from (the lead''s source_path), part of the consent record.';

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_report_recipient_id_fkey FOREIGN KEY (report_recipient_id) REFERENCES private.report_recipients(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_report_run_id_fkey FOREIGN KEY (report_run_id) REFERENCES private.report_runs(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_recipients
    ADD CONSTRAINT report_recipients_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_subscription_events
    ADD CONSTRAINT report_subscription_events_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_consent_version_fkey FOREIGN KEY (consent_version) REFERENCES private.consent_texts(version);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lead_notifications_forget_confirmation_token BEFORE UPDATE OF status ON private.lead_notifications FOR EACH ROW WHEN (((new.kind = 'report_confirmation'::text) AND (new.status <> 'pending'::text))) EXECUTE FUNCTION private.forget_confirmation_token();

COMMENT ON TRIGGER lead_notifications_forget_confirmation_token ON private.lead_notifications IS 'Removes a confirmation link''s token from the payload once its e-mail is sent, given up or skipped, so from then on the database holds only the token''s hash (decision 0025).';

insert into private.consent_texts (version, text) values (
  'weekly-report-1',
  'E-mail me, and the recipients I added, a weekly SEO report on this website. The people I added have agreed to receive it, and anyone can unsubscribe with one click in any report.'
);
insert into private.report_settings default values;
insert into private.report_opt_in_settings default values;

-- The weekly reports' job on hosted Supabase: every 15 minutes it sends the reports that are due
-- (from 7 am on their day, Los Angeles time) and not yet sent.
select private.schedule_edge_function('send-weekly-reports', '*/15 * * * *', 'send-weekly-reports', 150000);
