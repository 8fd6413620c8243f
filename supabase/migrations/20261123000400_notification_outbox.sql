-- Notifications as an outbox (docs/decisions/0010-notification-outbox.md): every lead queues a
-- notification row when it lands (and again when a partial lead is completed); a worker claims the
-- due rows, sends them, and records the outcome; a failed send is tried again with backoff, seven
-- tries over about 24 hours, and each row is sent at most once.

alter table private.lead_notifications
  add column lead_id uuid references public.lsg_leads (id) on delete cascade,
  add column kind text not null default 'new',
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column claimed_until timestamptz,
  add column sent_at timestamptz,
  add column updated_at timestamptz not null default now(),
  drop constraint lead_notifications_status_check,
  add constraint lead_notifications_status_known check (status in ('pending', 'sent', 'failed', 'skipped')),
  add constraint lead_notifications_kind_known check (kind in ('new', 'completed'));
alter table private.lead_notifications rename column error to last_error;
alter table private.lead_notifications alter column status set default 'pending';

create index lead_notifications_due_idx on private.lead_notifications (next_attempt_at) where status = 'pending';
create index lead_notifications_lead_idx on private.lead_notifications (lead_id, created_at);

-- Seconds to wait after the 1st, 2nd, ... failed try; after the last one the row is given up.
create function private.notification_retry_delays() returns integer[]
language sql immutable set search_path = '' as $$
  select array[60, 300, 1800, 7200, 21600, 54000];
$$;

-- The lead as the agency e-mail shows it: every column but the search text, with where it came from.
create function private.queue_lead_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'new', pg_catalog.to_jsonb(new) - 'search_text', private.clock_now());
  elsif old.lead_type in ('contact_partial', 'report_scheduler_partial')
    and new.lead_type in ('contact_complete', 'report_scheduler_complete') then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'completed',
            (pg_catalog.to_jsonb(new) - 'search_text') || pg_catalog.jsonb_build_object('previous', pg_catalog.to_jsonb(old) - 'search_text'),
            private.clock_now());
  end if;
  return null;
end;
$$;

create trigger lsg_leads_queue_notification after insert or update of lead_type on public.lsg_leads
  for each row execute function private.queue_lead_notification();

-- Claims up to batch_size due notifications for one worker: a lease of lease_seconds keeps every
-- other worker off them (skip locked), and the try is counted before the send.
create function public.claim_lead_notifications(batch_size integer default 20, lease_seconds integer default 300)
returns table (id uuid, lead_id uuid, kind text, payload jsonb, attempts integer)
language sql security definer set search_path = '' as $$
  update private.lead_notifications as n
     set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => lease_seconds),
         attempts = n.attempts + 1,
         updated_at = pg_catalog.now()
   where n.id in (
     select due.id from private.lead_notifications due
      where due.status = 'pending'
        and due.next_attempt_at <= private.clock_now()
        and (due.claimed_until is null or due.claimed_until <= private.clock_now())
      order by due.next_attempt_at
      limit least(greatest(batch_size, 1), 100)
      for update skip locked)
  returning n.id, n.lead_id, n.kind, n.payload, n.attempts;
$$;

-- Records how a claimed try went: sent, skipped (with the reason), or failed (tried again after the
-- next delay, or given up after the last). Answers the row's new status.
create function public.finish_lead_notification(notification_id uuid, outcome text, detail text default null)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  delays integer[] := private.notification_retry_delays();
  row_ private.lead_notifications;
  next_status text;
begin
  if outcome not in ('sent', 'skipped', 'failed') then
    raise exception using errcode = '22023', message = format('Unknown notification outcome: %s.', outcome);
  end if;
  select * into row_ from private.lead_notifications n where n.id = notification_id for update;
  if not found then
    return null;
  end if;
  next_status := case
    when outcome <> 'failed' then outcome
    when row_.attempts > pg_catalog.array_length(delays, 1) then 'failed'
    else 'pending'
  end;
  update private.lead_notifications n
     set status = next_status,
         sent_at = case when outcome = 'sent' then private.clock_now() end,
         last_error = case when outcome = 'sent' then null else pg_catalog.left(detail, 2000) end,
         next_attempt_at = case
                             when next_status = 'pending' then private.clock_now() + pg_catalog.make_interval(secs => delays[row_.attempts])
                             else n.next_attempt_at
                           end,
         claimed_until = null,
         updated_at = pg_catalog.now()
   where n.id = notification_id;
  return next_status;
end;
$$;

-- The delivery history of one lead, for staff.
create function public.dashboard_lead_notifications(session_token text, lead_id uuid)
returns table (
  id uuid, created_at timestamptz, kind text, status text, attempts integer,
  last_error text, next_attempt_at timestamptz, sent_at timestamptz
)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select n.id, n.created_at, n.kind, n.status, n.attempts, n.last_error,
           case when n.status = 'pending' then n.next_attempt_at end, n.sent_at
      from private.lead_notifications n
     where n.lead_id = dashboard_lead_notifications.lead_id
     order by n.created_at, n.id;
end;
$$;

-- The function used to write finished rows itself; the outbox writes them now.
drop function public.record_lead_notification(text, jsonb, text, text);

revoke all on function private.notification_retry_delays(), private.queue_lead_notification() from public;
revoke all on function public.claim_lead_notifications(integer, integer), public.finish_lead_notification(uuid, text, text),
  public.dashboard_lead_notifications(text, uuid) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer), public.finish_lead_notification(uuid, text, text) to service_role;
grant execute on function public.dashboard_lead_notifications(text, uuid) to anon, service_role;
