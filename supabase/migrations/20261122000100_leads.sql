-- Leads: the table every form writes to, the legacy table some forms also write to, and the
-- security model of docs/decisions/0003-security-model.md: the public anon key may insert a lead and nothing else.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;

-- A clock for the rules that depend on time (session expiry, login lockout, partial-lead age).
-- The offset is always zero in production; tests move it to check those rules without waiting.
create table private.clock_settings (
  id boolean primary key default true check (id),
  offset_seconds integer not null default 0
);
insert into private.clock_settings default values;

create function private.clock_now() returns timestamptz
language sql stable set search_path = '' as $$
  select pg_catalog.now() + pg_catalog.make_interval(secs => coalesce((select offset_seconds from private.clock_settings), 0));
$$;

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
  constraint lsg_leads_email_valid check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
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
  constraint lsg_leads_details_size check (details is null or pg_column_size(details) <= 20000)
);

comment on table public.lsg_leads is 'Every lead the site captures. The anon role may only insert.';

-- The dashboard pages newest first, filters by type, and searches substrings of six columns.
create index lsg_leads_created_at_idx on public.lsg_leads (created_at desc, id desc);
create index lsg_leads_type_created_at_idx on public.lsg_leads (lead_type, created_at desc);
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
  constraint leads_email_valid check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint leads_phone_length check (char_length(phone) <= 40),
  constraint leads_website_length check (char_length(website) <= 2048),
  constraint leads_message_length check (char_length(message) <= 5000),
  constraint leads_service_length check (char_length(service) <= 100),
  constraint leads_lead_type_known check (lead_type is null or lead_type in ('contact', 'contact_partial', 'contact_complete', 'newsletter'))
);

-- Friendly messages for bad input (the constraints above stay as the backstop), and empty
-- optional fields stored as null (docs/requirements/lead-capture.md#lsg_leads).
create function private.validate_lead() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.phone := nullif(new.phone, '');
  if tg_table_name = 'lsg_leads' then
    new.website := nullif(new.website, '');
    new.name := nullif(new.name, '');
    new.company_name := nullif(new.company_name, '');
  else
    new.website := coalesce(new.website, '');
  end if;

  if new.email is null or new.email = '' then
    raise exception using errcode = '23514', message = 'Please enter your email address.';
  end if;
  if char_length(new.email) > 254 or new.email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;
  if tg_table_name = 'lsg_leads' then
    if new.lead_type is null or new.lead_type not in (
      'contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test',
      'report_scheduler_partial', 'report_scheduler_complete', 'plan_application'
    ) then
      raise exception using errcode = '23514', message = format('Unknown lead type: %s.', coalesce(new.lead_type, 'none'));
    end if;
    if new.name is null and new.lead_type not in ('newsletter', 'url_test') then
      raise exception using errcode = '23514', message = 'Please enter your name.';
    end if;
  end if;
  if new.name is not null and char_length(new.name) not between 2 and 120 then
    raise exception using errcode = '23514', message = 'Name must be between 2 and 120 characters.';
  end if;
  if char_length(new.phone) > 40 then
    raise exception using errcode = '23514', message = 'Phone number must be at most 40 characters.';
  end if;
  if char_length(new.website) > 2048 then
    raise exception using errcode = '23514', message = 'Website address must be at most 2,048 characters.';
  end if;
  if char_length(new.message) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters.';
  end if;
  if char_length(new.service) > 100 then
    raise exception using errcode = '23514', message = 'Service must be at most 100 characters.';
  end if;
  return new;
end;
$$;

create trigger lsg_leads_validate before insert or update on public.lsg_leads
  for each row execute function private.validate_lead();
create trigger leads_validate before insert or update on public.leads
  for each row execute function private.validate_lead();

-- Row-level security, default deny; anon may insert and nothing else.
alter table public.lsg_leads enable row level security;
alter table public.leads enable row level security;

revoke all on table public.lsg_leads, public.leads from public, anon, authenticated;
grant all on table public.lsg_leads, public.leads to service_role;

-- The browser makes a partial lead's id itself, so it can complete that lead later (and only that one).
grant insert (
  id, name, email, phone, website, company_name, message, service, lead_type,
  source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, details
) on public.lsg_leads to anon;
grant insert (name, email, phone, website, message, service, lead_type) on public.leads to anon;

create policy "anon can add leads" on public.lsg_leads for insert to anon with check (true);
create policy "anon can add legacy leads" on public.leads for insert to anon with check (true);

revoke all on function private.clock_now() from public;
revoke all on function private.validate_lead() from public;
