-- One rule per field, the same in the browser, the edge function and here
-- (supabase/functions/_shared/field-rules.ts; tests/integration/field-rule-parity.test.ts runs
-- generated cases through all three), and partial leads completed with every field the visitor
-- sent last, in both tables.

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

-- Definer rights: it calls the helpers above, in a schema the anon role cannot see.
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

  if new.email is null or new.email = '' then
    raise exception using errcode = '23514', message = 'Please enter your email address.';
  end if;
  if not private.is_valid_email(new.email) then
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
  elsif new.name is null then
    raise exception using errcode = '23514', message = 'Please enter your name.';
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

-- The constraints stay as the backstop, now with the same e-mail rule.
alter table public.lsg_leads drop constraint lsg_leads_email_valid,
  add constraint lsg_leads_email_valid check (private.is_valid_email(email));
alter table public.leads drop constraint leads_email_valid,
  add constraint leads_email_valid check (private.is_valid_email(email));
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_valid,
  add constraint newsletter_subscribers_email_valid check (private.is_valid_email(email));

-- The legacy copy of a contact partial lead carries the same id, so completing one completes both.
grant insert (id) on public.leads to anon;

create or replace function public.add_newsletter_subscriber(subscriber_email text)
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
end;
$$;

drop function public.complete_partial_lead(uuid, text, text, jsonb);

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
revoke all on function public.complete_partial_lead(uuid, text, text, text, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.complete_partial_lead(uuid, text, text, text, text, text, text, jsonb) to anon, service_role;
