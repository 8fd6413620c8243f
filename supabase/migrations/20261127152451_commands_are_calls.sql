-- Commands are calls (issue 51, docs/decisions/0052-commands-are-calls.md). public.lsg_leads had
-- become the project's command bus: 17 triggers from six files fired on it, a weekly-report schedule
-- and a privacy request travelled as lead rows with their arguments in `details`, the list of lead
-- types was written in three places, and anonymous page checks and newsletter sign-ups counted as
-- waiting for a call back. From here:
--   1. a weekly-report schedule is one call, public.schedule_weekly_report(...), and a privacy
--      request one call, public.submit_privacy_request(...), each with typed arguments, the same
--      honeypot, write limit, one row per request, field rules and caps as before, and the same
--      lead row for staff; their arguments live in their own tables (private.report_subscriptions
--      and its recipients, private.privacy_requests), and `details` carries no command's arguments;
--   2. the lead types are rows of private.lead_types (what each is for: its label for staff, whether
--      it waits for an answer, is e-mailed to the agency, counts in Sources, needs a name, and the
--      one call that may write it for a visitor), read by a foreign key, validate_lead, the
--      counters, the waiting rule and `npm run db:types`; a new type is one row;
--   3. one trigger function per event keeps every dashboard counter (totals, days, sources, speed),
--      and public.lsg_leads keeps 8 triggers (`npm run docs:triggers` lists them);
--   4. the speed calls answer typed rows instead of jsonb.

-- 1. The lead types ---------------------------------------------------------------------------------

create table private.lead_types (
  lead_type text primary key,
  -- What staff read for it in the dashboard (the table, the filters' words, the chart, Sources).
  label text not null,
  -- What the type is for, in words.
  purpose text not null,
  -- A person expects an answer: at New after one office hour it is waiting (the header's count,
  -- the row's marker, the morning e-mail; private.waiting_leads).
  waits boolean not null,
  -- A new one, and its completion, are e-mailed to the agency through the outbox.
  notifies boolean not null default true,
  -- Counted in the Sources view (private.lead_source_daily).
  in_sources boolean not null default true,
  -- The name is required (2 to 120 characters), as on every form that asks for one.
  name_required boolean not null default true,
  -- The one call a visitor (the anon role) may write this type with; null: a plain insert into the
  -- table. A schedule or a privacy request is a command with arguments, never a bare row.
  written_through text,
  constraint lead_types_key_shape check (lead_type ~ '^[a-z][a-z0-9_]{0,39}$'),
  constraint lead_types_label_length check (pg_catalog.char_length(label) between 1 and 40),
  constraint lead_types_written_through_shape check (written_through ~ '^[a-z][a-z0-9_]{0,62}$')
);
comment on table private.lead_types is
  'Every lead type and what it is for; a new type is one row. Read by the lsg_leads foreign key, validate_lead, the counters, the waiting rule and npm run db:types (src/lib/api/lead-types.generated.ts).';

insert into private.lead_types (lead_type, label, purpose, waits, name_required, written_through) values
  ('contact', 'Pop-up', 'The lead pop-up: a visitor asks to be called back.', true, true, null),
  ('contact_partial', 'Contact (partial)', 'Step 1 of the contact form, until Send completes it.', false, true, null),
  ('contact_complete', 'Contact', 'The contact form, sent.', true, true, null),
  ('newsletter', 'Newsletter', 'A newsletter sign-up (add_newsletter_subscriber): nobody waits for a call.', false, false, null),
  ('url_test', 'URL Test', 'An SEO tool page check (analyze-page records it): nobody waits for a call.', false, false, null),
  ('report_scheduler_partial', 'Reports (partial)', 'Step 1 of the weekly report scheduler, until the schedule is sent.', false, true, null),
  ('report_scheduler_complete', 'Weekly Reports', 'A weekly SEO report schedule; its day, recipients and consent are its subscription.', true, true, 'schedule_weekly_report'),
  ('plan_application', 'Plan Application', 'An application for a plan on the pricing page, with its answers in details.', true, true, null),
  ('privacy_request', 'Privacy Request', 'A California privacy request; what is asked is in private.privacy_requests.', true, true, 'submit_privacy_request');

alter table public.lsg_leads drop constraint lsg_leads_lead_type_known;
-- lsg_leads_type_created_at_idx (lead_type, created_at) serves the key's checks.
alter table public.lsg_leads add constraint lsg_leads_lead_type_fkey foreign key (lead_type) references private.lead_types (lead_type);
-- validate_lead reads name_required from the type's row; a CHECK cannot read a table.
alter table public.lsg_leads drop constraint lsg_leads_name_required;
comment on column public.lsg_leads.details is
  'A form''s own answers shown to staff as they are (a plan application''s); never a command''s arguments: a schedule''s are its subscription, a privacy request''s private.privacy_requests.';

-- 2. Privacy requests: what is asked, in a table of its own --------------------------------------------

create table private.privacy_request_kinds (
  kind text primary key,
  label text not null check (pg_catalog.char_length(label) between 1 and 80),
  position integer not null unique
);
comment on table private.privacy_request_kinds is
  'What a California resident may ask (the form''s options, generated into src/lib/api/lead-types.generated.ts by npm run db:types).';
insert into private.privacy_request_kinds (kind, label, position) values
  ('know', 'Tell me what personal information you hold about me', 1),
  ('delete', 'Delete my personal information', 2),
  ('correct', 'Correct my personal information', 3),
  ('opt_out', 'Do not sell or share my personal information', 4),
  ('limit', 'Limit the use of my sensitive personal information', 5);

create table private.privacy_requests (
  lead_id uuid primary key references public.lsg_leads (id) on delete cascade,
  kind text not null references private.privacy_request_kinds (kind)
);
-- Supabase's Performance Advisor (unindexed foreign keys, decision 0028).
create index privacy_requests_kind_idx on private.privacy_requests (kind);

-- 3. The rows already stored: the arguments leave `details` ----------------------------------------------

-- Row by row through UPDATE, so the field rules of validate_lead (which may be stricter than when a
-- row was stored) stay out of it; a row that would break a newer constraint (an address or website
-- stored before decision 0044) keeps its details and is shown as before.
alter table public.lsg_leads disable trigger lsg_leads_validate;

insert into private.privacy_requests (lead_id, kind)
  select l.id, l.details ->> 'request' from public.lsg_leads l
   where l.lead_type = 'privacy_request' and l.details ->> 'request' in (select k.kind from private.privacy_request_kinds k);
alter table public.lsg_leads drop constraint lsg_leads_privacy_request_kind;

update public.lsg_leads l
   set details = null
 where l.details is not null
   and private.is_valid_email(l.email) and (l.website is null or private.is_valid_website(l.website))
   and ((l.lead_type = 'privacy_request' and exists (select 1 from private.privacy_requests r where r.lead_id = l.id))
        -- A schedule that became a subscription: its day, recipients and consent are there.
        or (l.lead_type = 'report_scheduler_complete' and exists (select 1 from private.report_subscriptions s where s.lead_id = l.id)));

-- A schedule without consent never became a subscription and was never honoured: its day and
-- recipients stay in the words staff read (the scheduler wrote the same sentence as its message).
update public.lsg_leads l
   set message = coalesce(l.message, pg_catalog.format('Weekly SEO report every %s for %s.%s',
                   pg_catalog.initcap(l.details ->> 'report_day'), coalesce(l.website, 'their website'),
                   case when pg_catalog.jsonb_typeof(l.details -> 'additional_emails') = 'array' and pg_catalog.jsonb_array_length(l.details -> 'additional_emails') > 0
                        then ' Also send to: ' || (select pg_catalog.string_agg(e, ', ') from pg_catalog.jsonb_array_elements_text(l.details -> 'additional_emails') e) || '.'
                        else '' end)),
       details = null
 where l.lead_type in ('report_scheduler_partial', 'report_scheduler_complete') and l.details is not null
   and not exists (select 1 from private.report_subscriptions s where s.lead_id = l.id)
   and private.is_valid_email(l.email) and (l.website is null or private.is_valid_website(l.website));

alter table public.lsg_leads enable trigger lsg_leads_validate;

-- 4. The field rules read the type's row -----------------------------------------------------------------

-- validate_lead as in 20261127125007_words_and_addresses.sql, with three changes:
--   - the type is a row of private.lead_types (unknown: refused), and whether its name is required
--     is that row's name_required;
--   - a type written through a call (written_through) is refused to a visitor who inserts it as a
--     bare row (the call marks its transaction with lsg.command, which a visitor cannot set);
--   - the first touch (the first time staff move a lead away from New, decision 0040) is stamped here,
--     before the row is stored, instead of by a trigger of its own.
-- A privacy request's kind is its call's argument now (submit_privacy_request).
create or replace function private.validate_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  kind private.lead_types;
  type_changed boolean := false;
begin
  new.email := private.trim_space(new.email);
  new.name := nullif(private.trim_space(new.name), '');
  new.phone := nullif(private.trim_space(new.phone), '');
  if tg_table_name = 'lsg_leads' then
    new.website := nullif(private.trim_space(new.website), '');
    new.company_name := nullif(private.trim_space(new.company_name), '');
  else
    new.website := coalesce(private.trim_space(new.website), '');
  end if;

  if new.email is null or new.email = '' or (pg_catalog.char_length(new.email) <= 254 and not private.is_valid_email(new.email)) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address';
  end if;
  if pg_catalog.char_length(new.email) > 254 then
    raise exception using errcode = '23514', message = 'Email must be at most 254 characters';
  end if;
  if tg_table_name = 'lsg_leads' then
    select * into kind from private.lead_types t where t.lead_type = new.lead_type;
    if not found then
      raise exception using errcode = '23514', message = pg_catalog.format('Unknown lead type: %s.', coalesce(new.lead_type, 'none'));
    end if;
    -- PL/pgSQL reads OLD only where it is a row: not in an insert.
    if tg_op = 'INSERT' then
      type_changed := true;
    else
      type_changed := old.lead_type is distinct from new.lead_type;
    end if;
    if type_changed and kind.written_through is not null and private.request_role() = 'anon'
       and coalesce(pg_catalog.current_setting('lsg.command', true), '') <> kind.written_through then
      raise exception using errcode = '23514', hint = 'send_through_call',
        message = pg_catalog.format('A lead of type %s is sent with the call %s, not stored as a row.', kind.lead_type, kind.written_through);
    end if;
  end if;
  if (new.name is null and (tg_table_name = 'leads' or kind.name_required))
     or pg_catalog.char_length(new.name) < 2 then
    raise exception using errcode = '23514', message = 'Name must be at least 2 characters';
  end if;
  if pg_catalog.char_length(new.name) > 120 then
    raise exception using errcode = '23514', message = 'Name must be at most 120 characters';
  end if;
  if private.looks_like_structure(new.name) then
    raise exception using errcode = '23514', message = 'Please enter your name as text, not as a list or an object';
  end if;
  if pg_catalog.char_length(new.phone) > 40 then
    raise exception using errcode = '23514', message = 'Phone number must be at most 40 characters';
  end if;
  if pg_catalog.char_length(new.website) > 2048 then
    raise exception using errcode = '23514', message = 'Website must be at most 2,048 characters';
  end if;
  if new.website <> '' and not private.is_valid_website(new.website) then
    raise exception using errcode = '23514', message = 'Please enter a website address such as https://example.com';
  end if;
  if pg_catalog.char_length(new.message) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters';
  end if;
  if pg_catalog.char_length(new.service) > 100 then
    raise exception using errcode = '23514', message = 'Service must be at most 100 characters';
  end if;
  -- The first touch (speed to lead): nested, because the legacy table has no status.
  if tg_table_name = 'lsg_leads' and tg_op = 'UPDATE' then
    if old.status = 'new' and new.status <> 'new' and old.first_touched_at is null then
      new.first_touched_at := coalesce(new.status_changed_at, private.clock_now());
      new.first_touch_office_seconds := private.office_seconds(new.created_at, new.first_touched_at);
    end if;
  end if;
  return new;
end;
$$;

drop trigger lsg_leads_stamp_first_touch on public.lsg_leads;
drop function private.stamp_first_touch();

-- 5. The outbox asks the type whether the agency is e-mailed ----------------------------------------------

-- As in 20261126153003_notification_outbox.sql, for the types that notify: a new lead, and a lead
-- whose type changed (a partial lead completed: the contact form's complete_partial_lead, the
-- scheduler's schedule_weekly_report).
create or replace function private.queue_lead_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from private.lead_types t where t.lead_type = new.lead_type and t.notifies) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'new', pg_catalog.to_jsonb(new) - 'search_text', private.clock_now());
  elsif old.lead_type is distinct from new.lead_type then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'completed',
            (pg_catalog.to_jsonb(new) - 'search_text') || pg_catalog.jsonb_build_object('previous', pg_catalog.to_jsonb(old) - 'search_text'),
            private.clock_now());
  end if;
  return null;
end;
$$;

-- 6. One trigger function keeps every counter --------------------------------------------------------------

-- The dashboard's counters (decisions 0014, 0039, 0040): private.lead_totals (type and status),
-- private.lead_daily_counts (Los Angeles day and type), private.lead_source_daily (the Sources
-- rollup, types with in_sources) and private.lead_speed_weekly (the speed histogram of touched
-- leads). One statement's rows, each -1 as it was and +1 as it is, netted per key, so a status
-- change moves one count in each and an update that changes nothing counted writes nothing. One
-- statement of four upserts (data-modifying WITH), run with the event's transition tables
-- (EXECUTE sees them; a trigger with transition tables has one event, hence three triggers).
create function private.count_lead_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changes text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'DELETE' then 'select o.*, -1 as delta from old_rows o'
    else 'select o.*, -1 as delta from old_rows o union all select n.*, 1 as delta from new_rows n'
  end;
begin
  execute pg_catalog.format($sql$
    with changed as materialized (%s),
    totals as (
      insert into private.lead_totals as t (lead_type, status, n)
      select c.lead_type, c.status, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (lead_type, status) do update set n = t.n + excluded.n),
    days as (
      insert into private.lead_daily_counts as d (day, lead_type, n)
      select (c.created_at at time zone 'America/Los_Angeles')::date, c.lead_type, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (day, lead_type) do update set n = d.n + excluded.n),
    sources as (
      insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select k.dimension, k.day, k.value,
             coalesce(sum(k.delta) filter (where k.status = 'new'), 0), coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0), coalesce(sum(k.delta) filter (where k.status = 'won'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'lost'), 0), coalesce(sum(k.delta) filter (where k.status = 'spam'), 0)
        from changed c
        join private.lead_types lt on lt.lead_type = c.lead_type and lt.in_sources
        cross join lateral private.lead_source_keys(c.created_at, c.status, c.source_path, c.referrer, c.utm_source, c.utm_medium,
                                                    c.utm_campaign, c.lead_type, c.delta) k
       group by 1, 2, 3
      having (
        coalesce(sum(k.delta) filter (where k.status = 'new'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'won'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'lost'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'spam'), 0) <> 0)
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + excluded.n_new, n_contacted = d.n_contacted + excluded.n_contacted,
        n_qualified = d.n_qualified + excluded.n_qualified, n_won = d.n_won + excluded.n_won,
        n_lost = d.n_lost + excluded.n_lost, n_spam = d.n_spam + excluded.n_spam),
    speed as (
      insert into private.lead_speed_weekly as w (week_of, measure, bucket_seconds, n)
      select k.week_of, k.measure, k.bucket_seconds, sum(c.delta)
        from changed c, lateral private.lead_speed_keys(c.created_at, c.first_touched_at, c.first_touch_office_seconds) k
       group by 1, 2, 3 having sum(c.delta) <> 0
      on conflict (week_of, measure, bucket_seconds) do update set n = w.n + excluded.n)
    select 1
  $sql$, changes);
  return null;
end;
$$;

drop trigger lsg_leads_count_insert on public.lsg_leads;
drop trigger lsg_leads_count_update on public.lsg_leads;
drop trigger lsg_leads_count_delete on public.lsg_leads;
drop trigger lsg_leads_sources_insert on public.lsg_leads;
drop trigger lsg_leads_sources_update on public.lsg_leads;
drop trigger lsg_leads_sources_delete on public.lsg_leads;
drop trigger lsg_leads_speed_insert on public.lsg_leads;
drop trigger lsg_leads_speed_update on public.lsg_leads;
drop trigger lsg_leads_speed_delete on public.lsg_leads;
drop function private.count_leads();
drop function private.count_lead_sources();
drop function private.count_lead_speed();

create trigger lsg_leads_count_insert after insert on public.lsg_leads
  referencing new table as new_rows for each statement execute function private.count_lead_changes();
create trigger lsg_leads_count_update after update on public.lsg_leads
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_lead_changes();
create trigger lsg_leads_count_delete after delete on public.lsg_leads
  referencing old table as old_rows for each statement execute function private.count_lead_changes();

-- Every counter counted again from the leads, with the table locked against writes meanwhile: after a
-- lead type's in_sources changes, or to check the counters (tests/integration/lead-counters.test.ts
-- compares them with this after random writes).
create function private.recount_lead_counters() returns void
language plpgsql security definer set search_path = '' as $$
begin
  lock table public.lsg_leads in share mode;
  delete from private.lead_totals;
  insert into private.lead_totals (lead_type, status, n)
    select l.lead_type, l.status, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_daily_counts;
  insert into private.lead_daily_counts (day, lead_type, n)
    select (l.created_at at time zone 'America/Los_Angeles')::date, l.lead_type, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_source_daily;
  insert into private.lead_source_daily (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
    select k.dimension, k.day, k.value, count(*) filter (where k.status = 'new'), count(*) filter (where k.status = 'contacted'),
           count(*) filter (where k.status = 'qualified'), count(*) filter (where k.status = 'won'),
           count(*) filter (where k.status = 'lost'), count(*) filter (where k.status = 'spam')
      from public.lsg_leads l
      join private.lead_types lt on lt.lead_type = l.lead_type and lt.in_sources
      cross join lateral private.lead_source_keys(l.created_at, l.status, l.source_path, l.referrer, l.utm_source, l.utm_medium,
                                                  l.utm_campaign, l.lead_type, 1) k
     group by 1, 2, 3;
  delete from private.lead_speed_weekly;
  insert into private.lead_speed_weekly (week_of, measure, bucket_seconds, n)
    select k.week_of, k.measure, k.bucket_seconds, count(*)
      from public.lsg_leads l, lateral private.lead_speed_keys(l.created_at, l.first_touched_at, l.first_touch_office_seconds) k
     group by 1, 2, 3;
end;
$$;

-- 7. The weekly report schedule is a call ----------------------------------------------------------------

-- What staff read of a schedule in the lead's message, in the scheduler's own words ("Weekly SEO
-- report every Friday for https://kim.example. Also send to: office@kim.example."): the recipients
-- as the schedule keeps them (trimmed, the visitor's own address and repeats left out). Written
-- before the lead is stored; a schedule whose arguments are refused stores nothing.
create function private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) returns text
language sql immutable set search_path = '' as $$
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

-- The subscription a schedule makes, from its arguments: the rules and caps of
-- private.subscribe_weekly_report() in 20261127125007_words_and_addresses.sql (decisions 0021, 0025,
-- 0045), now a function of the stored lead and the call's arguments instead of a trigger on the
-- lead's details. Consent is required: the box's version is the argument.
create function private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text)
returns void
language plpgsql security definer set search_path = '' as $$
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

drop trigger lsg_leads_subscribe_weekly_report_insert on public.lsg_leads;
drop trigger lsg_leads_subscribe_weekly_report_update on public.lsg_leads;
drop function private.subscribe_weekly_report();

-- The weekly report scheduler's Schedule Reports: one request. Completes the scheduler's partial lead
-- (partial_lead_id: the id the browser made for step 1; only while partial and for 24 hours, as
-- complete_partial_lead does) or, when there is none, stores the whole report_scheduler_complete lead
-- under lead_id (the id the browser made for this submission) with the visit's attribution; then the
-- subscription, its recipients and their confirmation e-mails. Everything a schedule met before
-- applies: the honeypot (quiet success), the visitor's write limit (one slot), one lead row, the
-- field rules (validate_lead), the schedule's rules, the caps on new recipients (PT429) and on
-- confirmations. A refusal stores nothing. A retry after a lost answer meets its schedule and stores
-- nothing more. Answers 'completed' or 'inserted'.
create function public.schedule_weekly_report(
  lead_id uuid,
  name text,
  email text,
  phone text default null,
  company_name text default null,
  website text default null,
  report_day text default null,
  additional_emails text[] default null,
  consent_version text default null,
  partial_lead_id uuid default null,
  source_path text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null
)
returns text
language plpgsql security definer set search_path = '' as $$
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

-- complete_partial_lead completes the contact form's step 1 only (the scheduler's is completed by
-- schedule_weekly_report). Its details argument stays for pages loaded before this change, which
-- send it as null; a value is refused: a lead's completion carries no arguments in details.
create or replace function public.complete_partial_lead(
  lead_id uuid,
  name text,
  email text,
  phone text default null,
  company_name text default null,
  website text default null,
  message text default null,
  details jsonb default null
)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  completed_type text;
begin
  if not private.count_anonymous_write() then
    return true;
  end if;
  if complete_partial_lead.details is not null and complete_partial_lead.details <> 'null'::jsonb then
    raise exception using errcode = '22023', hint = 'send_through_call',
      message = 'A completed lead carries no details: a weekly report schedule is sent with schedule_weekly_report.';
  end if;
  update public.lsg_leads as lead
     set lead_type = 'contact_complete',
         name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         company_name = coalesce(complete_partial_lead.company_name, lead.company_name),
         website = complete_partial_lead.website,
         message = coalesce(nullif(complete_partial_lead.message, ''), lead.message),
         updated_at = pg_catalog.now()
   where lead.id = complete_partial_lead.lead_id
     and lead.lead_type = 'contact_partial'
     and lead.created_at > private.clock_now() - interval '24 hours'
  returning lead.lead_type into completed_type;

  if completed_type is null then
    return exists (
      select 1 from public.lsg_leads lead
       where lead.id = complete_partial_lead.lead_id
         and lead.lead_type = 'contact_complete'
         and lead.created_at > private.clock_now() - interval '24 hours');
  end if;

  update public.leads as legacy
     set name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         website = coalesce(complete_partial_lead.website, ''),
         message = coalesce(nullif(complete_partial_lead.message, ''), legacy.message),
         lead_type = 'contact_complete'
   where legacy.id = complete_partial_lead.lead_id
     and legacy.lead_type = 'contact_partial';
  return true;
end;
$$;

-- 8. The privacy request is a call -------------------------------------------------------------------------

-- The /privacy-request form's Send: one request. Stores the request as a privacy_request lead under
-- request_id (the id the page made; its service says what is asked, in the form's words) and what
-- is asked in private.privacy_requests, with the lead's path: the honeypot (quiet success), the
-- write limit, one lead row, the field rules, the agency's e-mail through the outbox, the dashboard.
-- An unknown kind is refused after the field rules, in the form's words; a refusal stores nothing.
-- A retry after a lost answer meets its request and stores nothing more.
create function public.submit_privacy_request(
  request_id uuid,
  name text,
  email text,
  request_kind text default null,
  message text default null,
  source_path text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null
)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  asked private.privacy_request_kinds;
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if submit_privacy_request.request_id is null then
    raise exception using errcode = '22023', message = 'A privacy request needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'submit_privacy_request', true);
  if exists (select 1 from private.privacy_requests r join public.lsg_leads l on l.id = r.lead_id
              where r.lead_id = submit_privacy_request.request_id and l.created_at > private.clock_now() - interval '24 hours') then
    return;
  end if;
  select * into asked from private.privacy_request_kinds k where k.kind = submit_privacy_request.request_kind;
  insert into public.lsg_leads (id, name, email, message, service, lead_type,
                                source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    values (submit_privacy_request.request_id, submit_privacy_request.name, submit_privacy_request.email,
            nullif(submit_privacy_request.message, ''),
            pg_catalog.left('Privacy request: ' || asked.label, 100), 'privacy_request',
            submit_privacy_request.source_path, submit_privacy_request.referrer, submit_privacy_request.utm_source,
            submit_privacy_request.utm_medium, submit_privacy_request.utm_campaign, submit_privacy_request.utm_term,
            submit_privacy_request.utm_content);
  if asked.kind is null then
    raise exception using errcode = '23514', message = 'Please choose what you are asking for';
  end if;
  insert into private.privacy_requests (lead_id, kind) values (submit_privacy_request.request_id, asked.kind);
end;
$$;

-- The lead's own page (private.dashboard_get_lead of 20261126220620_lead_read_answers_null.sql, as in
-- 20261126153006_dashboard_lead_page.sql) with what a privacy request asks.
create or replace function private.dashboard_get_lead(session_token text, lead_id uuid) returns jsonb
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
    'privacy_request', (select pg_catalog.jsonb_build_object('kind', r.kind, 'label', k.label)
                          from private.privacy_requests r join private.privacy_request_kinds k on k.kind = r.kind
                         where r.lead_id = dashboard_get_lead.lead_id),
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

-- 9. The waiting rule, once, reading the types --------------------------------------------------------

-- The instant one office hour ago: a lead that arrived at or before it has waited that long.
create function private.waiting_since() returns timestamptz
language sql stable set search_path = '' as $$
  select private.office_time_back(private.clock_now(), 3600);
$$;

-- The waiting leads (decision 0040, and this migration's types): at New, of a type someone waits
-- on (private.lead_types.waits), arrived at or before private.waiting_since(). A view, so each
-- reader's LIMIT and ORDER BY reach the (status, created_at) index through it.
create view private.waiting_leads as
  select l.*
    from public.lsg_leads l
   where l.status = 'new'
     and l.created_at <= private.waiting_since()
     and l.lead_type in (select t.lead_type from private.lead_types t where t.waits);

-- 10. The speed calls answer typed rows --------------------------------------------------------------

drop function public.dashboard_speed(text, integer);
drop function public.dashboard_lead_speed(text, uuid);
drop function public.dashboard_waiting_summary(text);
drop function public.dashboard_set_morning_email(text, boolean);

-- As in 20261126184636_speed_to_lead.sql, one row per week, newest first; a percentile is null for
-- a week with no lead touched.
create function public.dashboard_speed(session_token text, weeks integer default 12)
returns table (week_of date, arrived bigint, touched bigint, office_median bigint, office_p90 bigint, elapsed_median bigint, elapsed_p90 bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  this_week date := pg_catalog.date_trunc('week', private.clock_now() at time zone private.office_time_zone())::date;
  span integer := least(greatest(coalesce(weeks, 12), 1), 104);
  first_week date := this_week - 7 * (span - 1);
begin
  perform private.require_dashboard_session(session_token);
  return query
    with ranked as (
      select h.week_of, h.measure, h.bucket_seconds,
             sum(h.n) over (partition by h.week_of, h.measure order by h.bucket_seconds) as below,
             sum(h.n) over (partition by h.week_of, h.measure) as total
        from private.lead_speed_weekly h
       where h.week_of between first_week and this_week and h.n > 0),
    percentiles as (
      select r.week_of, r.measure, max(r.total) as touched,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.5)) as median,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.9)) as p90
        from ranked r group by 1, 2),
    arrivals as (
      select pg_catalog.date_trunc('week', d.day)::date as week_of, sum(d.n) as arrived
        from private.lead_daily_counts d where d.day >= first_week and d.day < this_week + 7 group by 1)
    select wk.week_of, coalesce(a.arrived, 0)::bigint, coalesce(o.touched, 0)::bigint,
           o.median, o.p90, e.median, e.p90
      from (select (this_week - 7 * g) as week_of from pg_catalog.generate_series(0, span - 1) g) wk
      left join arrivals a on a.week_of = wk.week_of
      left join percentiles o on o.week_of = wk.week_of and o.measure = 'office'
      left join percentiles e on e.week_of = wk.week_of and e.measure = 'elapsed'
     order by wk.week_of desc;
end;
$$;

-- One lead's speed, one row: arrival, first touch, office and elapsed time to it (or so far, while
-- at New), and whether it is waiting (private.waiting_leads). 404 for no such lead.
create function public.dashboard_lead_speed(session_token text, lead_id uuid)
returns table (arrived_at timestamptz, first_touched_at timestamptz, office_seconds bigint, elapsed_seconds bigint, waiting boolean)
language plpgsql stable security definer set search_path = '' as $$
declare
  lead public.lsg_leads;
  until_ timestamptz;
begin
  perform private.require_dashboard_session(session_token);
  select * into lead from public.lsg_leads l where l.id = dashboard_lead_speed.lead_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  until_ := coalesce(lead.first_touched_at, private.clock_now());
  return query select lead.created_at, lead.first_touched_at,
                      coalesce(lead.first_touch_office_seconds, private.office_seconds(lead.created_at, until_)),
                      greatest(0, extract(epoch from until_ - lead.created_at))::bigint,
                      exists (select 1 from private.waiting_leads w where w.id = lead.id);
end;
$$;

-- One row: the header's waiting count, up to the cap, through the (status, created_at) index; the
-- instant that marks a row as waiting; and the morning e-mail's setting.
create function public.dashboard_waiting_summary(session_token text)
returns table (waiting integer, capped boolean, waiting_since timestamptz, morning_email boolean, morning_email_changed_by text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  counted integer;
begin
  perform private.require_dashboard_session(session_token);
  select count(*)::integer into counted from (select 1 from private.waiting_leads w limit private.count_cap() + 1) c;
  return query select least(counted, private.count_cap()), counted > private.count_cap(), private.waiting_since(), s.morning_email, s.changed_by
                 from private.agency_preferences s;
end;
$$;

-- Switches the morning e-mail on or off, signed; answers the setting as it now is.
create function public.dashboard_set_morning_email(session_token text, enabled boolean) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
begin
  if enabled is null then
    raise exception using errcode = '22023', message = 'Switch the morning e-mail on or off.';
  end if;
  update private.agency_preferences s set morning_email = enabled, changed_at = private.clock_now(), changed_by = actor
   where s.morning_email is distinct from enabled;
  return (select s.morning_email from private.agency_preferences s);
end;
$$;

-- As in 20261126184636_speed_to_lead.sql, with the leads of private.waiting_leads. The sweeper
-- (handle-lead-submission, every minute) calls it under this name.
create or replace function public.queue_waiting_leads_email() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.office_time_zone();
  waiting integer;
  notification uuid;
begin
  if extract(isodow from local_now) > 5 or local_now::time < time '08:30' or local_now::time >= time '12:00'
     or not (select s.morning_email from private.agency_preferences s)
     or exists (select 1 from private.morning_email_days d where d.day = local_now::date) then
    return 0;
  end if;
  select count(*)::integer into waiting from private.waiting_leads;
  insert into private.morning_email_days (day, checked_at, waiting) values (local_now::date, now_, waiting)
    on conflict (day) do nothing;
  if not found or waiting = 0 then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_email, kind, payload, next_attempt_at)
    values (now_, '', 'waiting_leads', pg_catalog.jsonb_build_object(
      'day', local_now::date, 'total', waiting, 'waiting_since', private.waiting_since(),
      'leads', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                  'id', w.id, 'name', w.name, 'email', w.email, 'phone', w.phone, 'service', w.service,
                  'lead_type', w.lead_type, 'created_at', w.created_at,
                  'office_seconds', private.office_seconds(w.created_at, now_)) order by w.created_at desc)
                  from (select l.* from private.waiting_leads l order by l.created_at desc limit 50) w)), now_)
    returning id into notification;
  update private.morning_email_days d set notification_id = notification where d.day = local_now::date;
  return 1;
end;
$$;

-- What each trigger of a lead's path is for, in the schema itself: docs/architecture.md lists them
-- from supabase/schema.sql (`npm run docs:triggers`), so the list cannot drift from what fires.

comment on trigger lsg_leads_0_guard on public.lsg_leads is
  'Who may write: drops a honeypot write without a word, counts an anonymous write against its address''s limit, refuses a second lead row in one request (decision 0008).';
comment on trigger lsg_leads_validate on public.lsg_leads is
  'The row as it will be stored: trims and checks every field in the forms'' words, the type against private.lead_types (a type written through a call is refused as a bare row), and stamps the first move away from New (speed to lead).';
comment on trigger lsg_leads_legacy_copy on public.lsg_leads is
  'The public.leads copy of a pop-up lead and of contact step 1, under the lead''s id (decision 0024).';
comment on trigger lsg_leads_queue_notification on public.lsg_leads is
  'The agency''s e-mail queued in the outbox (private.lead_notifications) for a new lead, and again when a partial lead is completed, if its type notifies (decision 0010).';
comment on trigger lsg_leads_one_row on public.lsg_leads is
  'Refuses an anonymous insert that stored no row (an empty array), so no request answers 201 for nothing (decision 0024).';
comment on trigger lsg_leads_count_insert on public.lsg_leads is
  'Every dashboard counter (totals, days, Sources, speed) for the statement''s new rows, in one statement of four upserts.';
comment on trigger lsg_leads_count_update on public.lsg_leads is
  'Every dashboard counter for the statement''s changed rows: old out, new in, netted per key (a status change moves one count in each).';
comment on trigger lsg_leads_count_delete on public.lsg_leads is
  'Every dashboard counter for the statement''s deleted rows.';
comment on trigger lead_notifications_wake_sender on private.lead_notifications is
  'Wakes the sender when a lead''s e-mail or a confirmation link is queued: on hosted Supabase a net.http_post to handle-lead-submission after the commit; locally the gateway does it (decision 0024).';
comment on trigger lead_notifications_forget_confirmation_token on private.lead_notifications is
  'Removes a confirmation link''s token from the outbox once its e-mail is sent, given up or skipped (decision 0025).';

-- Who may do what --------------------------------------------------------------------------------------

revoke all on table private.lead_types, private.privacy_request_kinds, private.privacy_requests, private.waiting_leads
  from public, anon, authenticated;
revoke all on function private.count_lead_changes(), private.recount_lead_counters(),
  private.report_schedule_message(text, text, text, text[]),
  private.subscribe_weekly_report(public.lsg_leads, text, text[], text), private.waiting_since()
  from public, anon, authenticated;
revoke all on function public.schedule_weekly_report(uuid, text, text, text, text, text, text, text[], text, uuid, text, text, text, text, text, text, text),
  public.submit_privacy_request(uuid, text, text, text, text, text, text, text, text, text, text, text),
  public.dashboard_speed(text, integer), public.dashboard_lead_speed(text, uuid), public.dashboard_waiting_summary(text),
  public.dashboard_set_morning_email(text, boolean)
  from public, anon, authenticated;
grant execute on function public.schedule_weekly_report(uuid, text, text, text, text, text, text, text[], text, uuid, text, text, text, text, text, text, text),
  public.submit_privacy_request(uuid, text, text, text, text, text, text, text, text, text, text, text),
  public.dashboard_speed(text, integer), public.dashboard_lead_speed(text, uuid), public.dashboard_waiting_summary(text),
  public.dashboard_set_morning_email(text, boolean)
  to anon, service_role;
