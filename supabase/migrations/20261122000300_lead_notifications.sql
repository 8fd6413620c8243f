-- What the handle-lead-submission edge function records: one row per accepted call, and the
-- per-address request counts behind its rate limit. Reached only with the service-role key.

create table private.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  lead_email text not null,
  payload jsonb not null,
  status text not null check (status in ('sent', 'failed', 'skipped')),
  error text
);
create index lead_notifications_created_at_idx on private.lead_notifications (created_at desc);

create table private.rate_limit_events (
  bucket text not null,
  created_at timestamptz not null default now()
);
create index rate_limit_events_bucket_idx on private.rate_limit_events (bucket, created_at);

-- Counts one request for `bucket` and says whether it is within `max_events` per window.
create function public.consume_rate_limit(bucket text, max_events integer, window_seconds integer)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  since timestamptz := private.clock_now() - pg_catalog.make_interval(secs => window_seconds);
  recent integer;
begin
  delete from private.rate_limit_events e where e.bucket = consume_rate_limit.bucket and e.created_at <= since;
  select count(*) into recent from private.rate_limit_events e where e.bucket = consume_rate_limit.bucket;
  if recent >= max_events then
    return false;
  end if;
  insert into private.rate_limit_events (bucket, created_at) values (consume_rate_limit.bucket, private.clock_now());
  return true;
end;
$$;

create function public.record_lead_notification(lead_email text, payload jsonb, status text, error text default null)
returns void
language sql security definer set search_path = '' as $$
  insert into private.lead_notifications (lead_email, payload, status, error)
  values (record_lead_notification.lead_email, record_lead_notification.payload,
          record_lead_notification.status, record_lead_notification.error);
$$;

revoke all on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated;
revoke all on function public.record_lead_notification(text, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;
grant execute on function public.record_lead_notification(text, jsonb, text, text) to service_role;
