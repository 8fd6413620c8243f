-- Leads: the table every form writes to, the legacy table some forms also write to, newsletter
-- subscribers, and the security model of docs/decisions/0003-security-model.md: the public anon key
-- may insert a lead and call the two lead procedures, nothing else.
--
-- What fires when a row is inserted into public.lsg_leads, in the order Postgres runs it (triggers
-- of one timing fire in name order):
--   before each row   lsg_leads_0_guard          honeypot rows dropped, anonymous writes counted, one row
--                                                 per request (private.guard_lead_insert, this file)
--   before each row   lsg_leads_validate         trims and checks every field (private.validate_lead, this file)
--   after each row    lsg_leads_legacy_copy      the public.leads copy of a contact lead (this file)
--   after each row    lsg_leads_queue_notification  the agency's e-mail queued in the outbox
--                                                 (20261126153003_notification_outbox.sql)
--   after each row    lsg_leads_subscribe_weekly_report_insert  a consenting report-scheduler lead
--                                                 becomes a subscription (20261126153007_weekly_reports.sql)
--   after statement   lsg_leads_count_insert     the dashboard's counters (20261126153005_dashboard_list.sql)
--   after statement   lsg_leads_one_row          refuses an anonymous insert that stored nothing (this file)
-- On update: lsg_leads_validate, lsg_leads_queue_notification (a partial lead completed),
-- lsg_leads_subscribe_weekly_report_update and lsg_leads_count_update; on delete: lsg_leads_count_delete.
-- The triggers of other files live beside the tables they write.

-- One rule per field ---------------------------------------------------------------------------------

-- One rule per field, the same in the browser's forms and here
-- (supabase/functions/_shared/field-rules.ts; tests/integration/field-rule-parity.test.ts runs
-- generated cases through both and compares their verdicts and messages).

-- The white space the rules trim: ASCII only, exactly what field-rules.ts trims. (An E'' string
-- knows no \v escape, so the vertical tab is chr(11).)
create function private.trim_space(value text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.btrim(value, E' \t\n\r\f' || pg_catalog.chr(11));
$$;

-- An address with one @, something before it, and a dotted domain without spaces after it;
-- 254 characters at most. EMAIL_PATTERN in field-rules.ts is the same expression.
create function private.is_valid_email(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value is not null
     and pg_catalog.char_length(value) <= 254
     -- A plain literal: the regex engine itself reads \t \n \r \f \v inside brackets.
     and value ~ '^[^@ \t\n\r\f\v]+@[^@ \t\n\r\f\v]+\.[^@ \t\n\r\f\v]+$';
$$;

-- The tables -------------------------------------------------------------------------------------------

create table public.lsg_leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  name text,
  email text not null,
  phone text,
  website text,
  company_name text,
  message text,
  service text,
  lead_type text not null,
  -- Attribution (docs/requirements/site-shell.md#first-touch-attribution): where the lead was sent from and the visit's first-touch UTM tags.
  source_path text,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  -- Structured extras of some forms: the report schedule, a plan application's answers.
  details jsonb,
  search_text text generated always as (
    lower(
      coalesce(name, '') || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(website, '') || ' ' ||
      coalesce(message, '') || ' ' || coalesce(service, '')
    )
  ) stored,
  -- Staff work their leads (docs/decisions/0011-staff-identity.md): a status, and who set it when.
  -- The actor is a column of its own, so Supabase Auth accounts can fill it later without a data migration.
  status text not null default 'new',
  status_changed_at timestamptz,
  status_changed_by text,
  constraint lsg_leads_lead_type_known check (lead_type in (
    'contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test',
    'report_scheduler_partial', 'report_scheduler_complete', 'plan_application'
  )),
  constraint lsg_leads_name_length check (name is null or char_length(name) between 2 and 120),
  constraint lsg_leads_name_required check (
    name is not null or lead_type not in (
      'contact', 'contact_partial', 'contact_complete', 'report_scheduler_partial', 'report_scheduler_complete', 'plan_application'
    )
  ),
  -- The constraints are the backstop behind validate_lead's friendlier messages.
  constraint lsg_leads_email_valid check (private.is_valid_email(email)),
  constraint lsg_leads_phone_length check (char_length(phone) <= 40),
  constraint lsg_leads_website_length check (char_length(website) <= 2048),
  constraint lsg_leads_message_length check (char_length(message) <= 5000),
  constraint lsg_leads_service_length check (char_length(service) <= 100),
  constraint lsg_leads_company_length check (char_length(company_name) <= 200),
  constraint lsg_leads_attribution_length check (
    coalesce(char_length(source_path), 0) <= 2048 and coalesce(char_length(referrer), 0) <= 2048 and
    coalesce(char_length(utm_source), 0) <= 200 and coalesce(char_length(utm_medium), 0) <= 200 and
    coalesce(char_length(utm_campaign), 0) <= 200 and coalesce(char_length(utm_term), 0) <= 200 and
    coalesce(char_length(utm_content), 0) <= 200
  ),
  constraint lsg_leads_details_size check (details is null or pg_column_size(details) <= 20000),
  constraint lsg_leads_status_known check (status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);

comment on table public.lsg_leads is 'Every lead the site captures. The anon role may only insert.';

-- The dashboard pages newest first, filters by type and status, and searches substrings of six
-- columns (its sort indexes are in 20261126153005_dashboard_list.sql).
create index lsg_leads_created_at_idx on public.lsg_leads (created_at desc, id desc);
create index lsg_leads_type_created_at_idx on public.lsg_leads (lead_type, created_at desc);
create index lsg_leads_status_created_at_idx on public.lsg_leads (status, created_at desc, id desc);
create index lsg_leads_search_trgm_idx on public.lsg_leads using gin (search_text extensions.gin_trgm_ops);

-- The legacy table the forms also write to; website is an empty string when none
-- (docs/requirements/lead-capture.md#leads-legacy).
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text,
  website text not null default '',
  message text,
  service text,
  lead_type text,
  constraint leads_name_length check (char_length(name) between 2 and 120),
  constraint leads_email_valid check (private.is_valid_email(email)),
  constraint leads_phone_length check (char_length(phone) <= 40),
  constraint leads_website_length check (char_length(website) <= 2048),
  constraint leads_message_length check (char_length(message) <= 5000),
  constraint leads_service_length check (char_length(service) <= 100),
  constraint leads_lead_type_known check (lead_type is null or lead_type in ('contact', 'contact_partial', 'contact_complete', 'newsletter'))
);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  constraint newsletter_subscribers_email_valid check (private.is_valid_email(email))
);
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

-- What fires on an insert ------------------------------------------------------------------------

-- Before every insert into the lead tables: a honeypot write is dropped without a word (the bot
-- sees success), any other anonymous insert takes a slot. Named to run before the validation trigger.
-- count_anonymous_write() counts a whole transaction as one write, so a single
-- POST /rest/v1/lsg_leads with a JSON array of 500 leads would store all 500 (and queue 500 e-mails)
-- for one slot. Every insert into a lead table therefore also marks the transaction per table; a
-- second anonymous row in the same table is refused with HTTP 400 (SQLSTATE PTxyz is answered as
-- HTTP xyz by PostgREST). The whole statement fails, so nothing of the request is stored. The
-- honeypot still comes first: a flagged request stores nothing and sees success, however many rows
-- it sent. The legacy copy written by copy_legacy_lead is the first and only row of `leads` in its
-- request, and the transaction's write was already counted, so it takes no second slot.
create function private.guard_lead_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  marker text := 'lsg.stored_one_' || tg_table_name;
begin
  if not private.count_anonymous_write() then
    return null;
  end if;
  if private.request_role() = 'anon' then
    if coalesce(pg_catalog.current_setting(marker, true), '') = 'on' then
      raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
        message = 'Send one lead per request.';
    end if;
    perform pg_catalog.set_config(marker, 'on', true);
  end if;
  return new;
end;
$$;

-- Friendly messages for bad input (the constraints above stay as the backstop), in the words the
-- forms use (src/features/lead-capture/lib/schemas.ts with supabase/functions/_shared/field-limits.ts'
-- atMostMessage: one wording per rule, checked by tests/integration/field-rule-parity.test.ts),
-- checked in the forms' order, and empty optional fields stored as null
-- (docs/requirements/lead-capture.md#lsg_leads). Definer rights: it calls the helpers above, in a
-- schema the anon role cannot see.
create function private.validate_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
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
    if new.lead_type is null or new.lead_type not in (
      'contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test',
      'report_scheduler_partial', 'report_scheduler_complete', 'plan_application'
    ) then
      raise exception using errcode = '23514', message = format('Unknown lead type: %s.', coalesce(new.lead_type, 'none'));
    end if;
  end if;
  if (new.name is null and (tg_table_name = 'leads' or new.lead_type not in ('newsletter', 'url_test')))
     or pg_catalog.char_length(new.name) < 2 then
    raise exception using errcode = '23514', message = 'Name must be at least 2 characters';
  end if;
  if pg_catalog.char_length(new.name) > 120 then
    raise exception using errcode = '23514', message = 'Name must be at most 120 characters';
  end if;
  if pg_catalog.char_length(new.phone) > 40 then
    raise exception using errcode = '23514', message = 'Phone number must be at most 40 characters';
  end if;
  if pg_catalog.char_length(new.website) > 2048 then
    raise exception using errcode = '23514', message = 'Website must be at most 2,048 characters';
  end if;
  if pg_catalog.char_length(new.message) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters';
  end if;
  if pg_catalog.char_length(new.service) > 100 then
    raise exception using errcode = '23514', message = 'Service must be at most 100 characters';
  end if;
  return new;
end;
$$;

-- A statement-level trigger fires even when its statement stored nothing: an empty JSON array, or a
-- body PostgREST turns into no row, would answer 201 while nothing landed, so a client would believe
-- a lead was stored. Refused with HTTP 400, for anonymous requests only, and only for the request's
-- own statement (trigger depth 1): the legacy copy below may store nothing on purpose. A honeypot
-- request, whose rows the guard drops on purpose, still sees success.
create function private.refuse_empty_lead_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if pg_catalog.pg_trigger_depth() = 1
     and private.request_role() = 'anon'
     and not private.request_is_honeypot()
     and not exists (select 1 from stored) then
    raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
      message = 'Send one lead per request, as a JSON object.';
  end if;
  return null;
end;
$$;

-- The legacy copy of a pop-up lead and of a contact step 1, written by the database in the lead's
-- transaction, under the lead's id:
--   pop-up (lead_type 'contact'): name, email, phone, website ('' when none), message, service;
--   contact step 1 ('contact_partial'): name, email, phone, message, lead_type 'contact_partial',
--     which complete_partial_lead completes together with the lead.
-- ON CONFLICT: a browser still running an old script writes its own copy of a partial lead under
-- the same id, possibly first; the lead must land all the same (that copy is the same row).
create function private.copy_legacy_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.lead_type = 'contact' then
    insert into public.leads (id, name, email, phone, website, message, service)
      values (new.id, new.name, new.email, new.phone, coalesce(new.website, ''), new.message, new.service)
      on conflict (id) do nothing;
  elsif new.lead_type = 'contact_partial' then
    insert into public.leads (id, name, email, phone, message, lead_type)
      values (new.id, new.name, new.email, new.phone, new.message, 'contact_partial')
      on conflict (id) do nothing;
  end if;
  return null;
end;
$$;

create trigger lsg_leads_0_guard before insert on public.lsg_leads
  for each row execute function private.guard_lead_insert();
create trigger lsg_leads_validate before insert or update on public.lsg_leads
  for each row execute function private.validate_lead();
create trigger lsg_leads_legacy_copy after insert on public.lsg_leads
  for each row when (new.lead_type in ('contact', 'contact_partial'))
  execute function private.copy_legacy_lead();
create trigger lsg_leads_one_row after insert on public.lsg_leads
  referencing new table as stored for each statement execute function private.refuse_empty_lead_insert();

create trigger leads_0_guard before insert on public.leads
  for each row execute function private.guard_lead_insert();
create trigger leads_validate before insert or update on public.leads
  for each row execute function private.validate_lead();
create trigger leads_one_row after insert on public.leads
  referencing new table as stored for each statement execute function private.refuse_empty_lead_insert();

-- Who may do what --------------------------------------------------------------------------------

-- Row-level security, default deny; anon may insert and nothing else.
alter table public.lsg_leads enable row level security;
alter table public.leads enable row level security;
alter table public.newsletter_subscribers enable row level security;

revoke all on table public.lsg_leads, public.leads, public.newsletter_subscribers from public, anon, authenticated;
grant all on table public.lsg_leads, public.leads, public.newsletter_subscribers to service_role;

-- The browser makes a partial lead's id itself, so it can complete that lead later (and only that
-- one); the legacy copy of a contact partial lead carries the same id, so completing one completes both.
grant insert (
  id, name, email, phone, website, company_name, message, service, lead_type,
  source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, details
) on public.lsg_leads to anon;
grant insert (id, name, email, phone, website, message, service, lead_type) on public.leads to anon;

create policy "anon can add leads" on public.lsg_leads for insert to anon with check (true);
create policy "anon can add legacy leads" on public.leads for insert to anon with check (true);

-- The lead procedures ----------------------------------------------------------------------------

-- Subscribes an address once; subscribing again is a quiet success. A new subscriber also becomes a
-- newsletter lead, so staff see it in the dashboard, and every call writes the legacy row, so the
-- procedure's answer alone says whether the subscription was stored. A bad address is refused with
-- HTTP 400 and the message.
create function public.add_newsletter_subscriber(subscriber_email text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := private.trim_space(coalesce(subscriber_email, ''));
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if not private.is_valid_email(address) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;
  insert into public.newsletter_subscribers (email) values (address)
    on conflict ((lower(email))) do nothing;
  if found then
    insert into public.lsg_leads (name, email, message, service, lead_type)
      values ('Newsletter Subscriber', address, 'Newsletter subscription', 'Newsletter', 'newsletter');
  end if;
  insert into public.leads (name, email, message, website, lead_type)
    values ('Newsletter Subscriber', address, 'Newsletter subscription', '', 'newsletter');
end;
$$;

-- Completes a partial lead by the id the browser made for it (only while it is partial and younger
-- than 24 hours) with every field of the final submission: what the visitor corrected after Back
-- lands too. The legacy copy of a contact lead is completed alike. A lead that is already complete
-- answers true, so a retry after a lost answer does not store the lead a second time.
create function public.complete_partial_lead(
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
  update public.lsg_leads as lead
     set lead_type = case lead.lead_type when 'contact_partial' then 'contact_complete' else 'report_scheduler_complete' end,
         name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         company_name = coalesce(complete_partial_lead.company_name, lead.company_name),
         website = complete_partial_lead.website,
         message = coalesce(nullif(complete_partial_lead.message, ''), lead.message),
         details = case
                     when complete_partial_lead.details is null then lead.details
                     else coalesce(lead.details, '{}'::jsonb) || complete_partial_lead.details
                   end,
         updated_at = pg_catalog.now()
   where lead.id = complete_partial_lead.lead_id
     and lead.lead_type in ('contact_partial', 'report_scheduler_partial')
     and lead.created_at > private.clock_now() - interval '24 hours'
  returning lead.lead_type into completed_type;

  if completed_type is null then
    return exists (
      select 1 from public.lsg_leads lead
       where lead.id = complete_partial_lead.lead_id
         and lead.lead_type in ('contact_complete', 'report_scheduler_complete')
         and lead.created_at > private.clock_now() - interval '24 hours');
  end if;

  if completed_type = 'contact_complete' then
    update public.leads as legacy
       set name = complete_partial_lead.name,
           email = complete_partial_lead.email,
           phone = complete_partial_lead.phone,
           website = coalesce(complete_partial_lead.website, ''),
           message = coalesce(nullif(complete_partial_lead.message, ''), legacy.message),
           lead_type = 'contact_complete'
     where legacy.id = complete_partial_lead.lead_id
       and legacy.lead_type = 'contact_partial';
  end if;
  return true;
end;
$$;

-- The helpers keep PUBLIC's execute right: the check constraints call is_valid_email as the writing
-- role. Nobody but the owner can name the private schema, so they are not callable from the API.
revoke all on function private.validate_lead(), private.guard_lead_insert(), private.refuse_empty_lead_insert(),
  private.copy_legacy_lead() from public;
revoke all on function public.add_newsletter_subscriber(text),
  public.complete_partial_lead(uuid, text, text, text, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.add_newsletter_subscriber(text),
  public.complete_partial_lead(uuid, text, text, text, text, text, text, jsonb) to anon, service_role;
