-- Newsletter subscribers and the completion of partial leads.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null,
  constraint newsletter_subscribers_email_valid check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  )
);
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public, anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

-- Subscribes an address once; subscribing again is a quiet success. A new subscriber also
-- becomes a newsletter lead, so staff see it in the dashboard.
create function public.add_newsletter_subscriber(subscriber_email text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := btrim(coalesce(subscriber_email, ''));
begin
  if char_length(address) > 254 or address !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
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

-- Completes a partial lead by the id the browser made for it: only a lead that is still partial
-- and younger than 24 hours. Matching by e-mail would let anyone who knows an address rewrite it.
create function public.complete_partial_lead(
  lead_id uuid,
  website text default null,
  message text default null,
  details jsonb default null
)
returns boolean
language sql security definer set search_path = '' as $$
  with completed as (
    update public.lsg_leads as lead
       set lead_type = case lead.lead_type
                         when 'contact_partial' then 'contact_complete'
                         else 'report_scheduler_complete'
                       end,
           website = coalesce(nullif(complete_partial_lead.website, ''), lead.website),
           message = coalesce(nullif(complete_partial_lead.message, ''), lead.message),
           details = case
                       when complete_partial_lead.details is null then lead.details
                       else coalesce(lead.details, '{}'::jsonb) || complete_partial_lead.details
                     end,
           updated_at = pg_catalog.now()
     where lead.id = complete_partial_lead.lead_id
       and lead.lead_type in ('contact_partial', 'report_scheduler_partial')
       and lead.created_at > private.clock_now() - interval '24 hours'
    returning 1
  )
  select count(*) = 1 from completed;
$$;

revoke all on function public.add_newsletter_subscriber(text) from public, anon, authenticated;
revoke all on function public.complete_partial_lead(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.add_newsletter_subscriber(text) to anon, service_role;
grant execute on function public.complete_partial_lead(uuid, text, text, jsonb) to anon, service_role;
