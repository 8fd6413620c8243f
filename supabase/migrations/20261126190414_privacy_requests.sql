-- Privacy requests (docs/decisions/0038-visible-breadcrumbs-and-final-urls.md, issue 41): California
-- lets a visitor ask through the website to know, delete or correct what a business holds, or to opt
-- out of its sale or sharing. The site's short form (/privacy-request) stores such a request as a lead of its
-- own type, 'privacy_request', so it takes the path every lead takes: the honeypot and the write
-- limit (lsg_leads_0_guard), one row per request, the field rules below, the agency's e-mail through
-- the outbox (lsg_leads_queue_notification queues every inserted lead) and the dashboard's counters.
-- The kind of request is details.request; name and e-mail are required, as on the contact form.

alter table public.lsg_leads drop constraint lsg_leads_lead_type_known;
alter table public.lsg_leads add constraint lsg_leads_lead_type_known check (lead_type in (
  'contact', 'contact_partial', 'contact_complete', 'newsletter', 'url_test',
  'report_scheduler_partial', 'report_scheduler_complete', 'plan_application', 'privacy_request'
));

alter table public.lsg_leads drop constraint lsg_leads_name_required;
alter table public.lsg_leads add constraint lsg_leads_name_required check (
  name is not null or lead_type not in (
    'contact', 'contact_partial', 'contact_complete', 'report_scheduler_partial', 'report_scheduler_complete', 'plan_application',
    'privacy_request'
  )
);

alter table public.lsg_leads add constraint lsg_leads_privacy_request_kind check (
  lead_type <> 'privacy_request' or details ->> 'request' in ('know', 'delete', 'correct', 'opt_out', 'limit')
);

-- validate_lead as in 20261126153002_leads.sql, knowing the new type and checking its request kind.
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

revoke all on function private.validate_lead() from public;
