-- Words in mail are ours, and one strict address rule (issue 49, items 1, 4 and 5;
-- docs/decisions/0044-words-and-addresses-are-ours.md). Each pattern below is the same text as its
-- TypeScript twin in supabase/functions/_shared (website.ts, text-checks.ts, unseen-characters.ts);
-- tests/unit/words-and-addresses.test.ts checks the texts, tests/integration/words-and-addresses.test.ts
-- and field-rule-parity.test.ts the verdicts.

-- The website rule: http or https, a host of ASCII letters, digits, dots and hyphens (an IPv4
-- address in its plain form, or a name whose last label starts with a letter; no user name, no
-- punycode label), an optional port, then an optional path, query or fragment without white
-- space, control or invisible characters; 2,048 characters at most.
-- What it admits, every URL parser reads the same way, so it may be printed in an e-mail.
create function private.is_valid_website(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value is not null
     and pg_catalog.char_length(value) <= 2048
     and value ~ '^[Hh][Tt][Tt][Pp][Ss]?://(?:(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])|(?:(?![A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*(?![A-Za-z0-9]{2}--)[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:[/?#][^\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]*)?$';
$$;

-- One bare address: no display name, angle brackets, quotes, parentheses, commas, semicolons,
-- colons, square brackets or backslashes, and no white space, control, invisible or
-- direction-changing character. The check constraints of every address column call it.
create or replace function private.is_valid_email(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value is not null
     and pg_catalog.char_length(value) <= 254
     and value ~ '^[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+@[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+\.[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+$';
$$;

-- A person's name is text, never a JSON list or object (what an API call stores when it sends
-- [] or {"a":1} where a name belongs). In Postgres' regular expressions . matches a newline too.
create function private.looks_like_structure(value text) returns boolean
language sql immutable set search_path = '' as $$
  select private.trim_space(value) ~ '^(?:\[.*\]|\{.*\})$';
$$;

-- The text without the characters nobody sees (controls, white space, zero-width and joining
-- marks, fillers, direction marks).
create function private.without_unseen(value text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.regexp_replace(value, '[\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]', '', 'g');
$$;

-- The lead tables' websites keep the rule. NOT VALID: a row stored before it stays readable and
-- deletable; every new or changed row is checked (validate_lead gives the friendly message first).
alter table public.lsg_leads add constraint lsg_leads_website_shape
  check (website is null or private.is_valid_website(website)) not valid;
alter table public.leads add constraint leads_website_shape
  check (website = '' or private.is_valid_website(website)) not valid;
alter table private.report_subscriptions drop constraint report_subscriptions_website_shape;
alter table private.report_subscriptions add constraint report_subscriptions_website_shape
  check (private.is_valid_website(website)) not valid;

-- validate_lead as before, plus the website rule and the plain-name rule, in the forms' order
-- (src/features/lead-capture/lib/schemas.ts with _shared/field-rules.ts' websiteField and plainName).
create or replace function private.validate_lead() returns trigger
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
      'report_scheduler_partial', 'report_scheduler_complete', 'plan_application', 'privacy_request'
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
  -- A privacy request names what the visitor asks for (src/features/privacy-request/lib/privacy-request-rules.ts).
  -- Nested, not one condition: the legacy table has no details column, and PL/pgSQL resolves every
  -- field of an expression it evaluates, so new.details may only be read for lsg_leads rows.
  if tg_table_name = 'lsg_leads' then
    if new.lead_type = 'privacy_request' and coalesce(new.details ->> 'request', '') not in ('know', 'delete', 'correct', 'opt_out', 'limit') then
      raise exception using errcode = '23514', message = 'Please choose what you are asking for';
    end if;
  end if;
  return new;
end;
$$;

-- The weekly report's schedule as before, with the website rule (validate_lead has refused a bad
-- one by now; this catches a schedule without one) and each additional recipient an address given
-- as a JSON string: a nested list or object where an address belongs is refused with the form's
-- message (HTTP 400), never read as its text.
create or replace function private.subscribe_weekly_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  details jsonb := coalesce(new.details, '{}'::jsonb);
  consent jsonb := details -> 'consent';
  day text := details ->> 'report_day';
  extra jsonb := coalesce(details -> 'additional_emails', '[]'::jsonb);
  wording private.consent_texts;
  made uuid;
  item jsonb;
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
  if new.website is null or not private.is_valid_website(new.website) then
    raise exception using errcode = '23514', message = 'Please enter the website the reports are for, for example https://example.com.';
  end if;
  if pg_catalog.jsonb_typeof(extra) <> 'array' or pg_catalog.jsonb_array_length(extra) > 5 then
    raise exception using errcode = '23514', message = 'A weekly report can go to at most 5 additional recipients.';
  end if;
  for item in select pg_catalog.jsonb_array_elements(extra) loop
    address := case when pg_catalog.jsonb_typeof(item) = 'string' then private.trim_space(item #>> '{}') end;
    if address is null or not private.is_valid_email(address) then
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

-- The staff name rule as before, in staffNameProblem()'s order and words, plus: a name may not carry
-- an invisible mark or a blank-looking filler anywhere (U+034F, U+3164, U+2800, U+115F, U+FFA0, ...;
-- the zero-width joiners stay, Persian and Indic names and emoji need them), and a reserved name is
-- recognised after NFKC (full-width "ＳＴＡＦＦ") and without invisible characters ("Sta\u034Fff").
create or replace function private.staff_name_problem(staff_name text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  trimmed text := private.trim_space(coalesce(staff_name, ''));
  -- What is left to see: no white space, zero-width, joining or filler characters.
  skeleton text := private.without_unseen(trimmed);
  reserved text;
begin
  if trimmed ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]' then
    return 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if skeleton = '' then
    return 'Please enter your name.';
  end if;
  if trimmed ~ '[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]' then
    return 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if pg_catalog.char_length(trimmed) not between 2 and 80 then
    return 'Your name must be between 2 and 80 characters.';
  end if;
  reserved := case pg_catalog.translate(private.without_unseen(pg_catalog.normalize(skeleton, 'NFKC')),
                                        'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
                when 'staff' then 'Staff' when 'visitor' then 'Visitor' when 'system' then 'System' end;
  if reserved is not null then
    return format('"%s" is a name the dashboard uses for its own entries. Please enter your own name.', reserved);
  end if;
  return null;
end;
$$;

-- A note must hold a character someone can see: one of only U+FEFF, zero-width marks or fillers is empty.
create or replace function private.clean_note(body text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  cleaned text := private.trim_space(coalesce(body, ''));
begin
  if private.without_unseen(cleaned) = '' then
    raise exception using errcode = '22023', message = 'A note needs some text.';
  end if;
  if pg_catalog.char_length(cleaned) > 5000 then
    raise exception using errcode = '22023', message = 'A note must be at most 5,000 characters.';
  end if;
  return cleaned;
end;
$$;
