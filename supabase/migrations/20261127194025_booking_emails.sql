-- The booking e-mails (issue 53, part 3; docs/decisions/0061-booking-emails.md), all through the
-- notification outbox (decision 0010), queued by the booking calls themselves (decision 0052: no new
-- trigger on public.lsg_leads):
--   1. booking_confirmation: the visitor's confirmation with its invite.ics and the private link to
--      cancel or move the call; fixed words only (nothing the visitor typed), woken at once;
--   2. booking_agency: the agency's own e-mail of a booked (and of a cancelled) call, with everything
--      the visitor typed, to NOTIFY_EMAIL like lead e-mails, woken at once, for every booking: a new
--      consultation lead's ordinary "New lead" e-mail gives way to it (the type no longer notifies);
--   3. booking_reminder: 24 hours and 1 hour before the call, rows due in the future
--      (next_attempt_at is the outbox's "not before"), sent by the minute sweeper (pg_cron on hosted
--      Supabase); a reminder whose booking was cancelled, or whose call has begun, is recorded skipped;
--   4. booking_cancelled: the visitor's notice with a METHOD:CANCEL invite of the same UID, only for a
--      booking whose confirmation was queued;
--   5. one booking confirmation per address in any 24 hours, whoever books: a second booking to the
--      address stands, and its confirmation and reminders are recorded skipped with the reason.

-- 1. The outbox knows bookings -------------------------------------------------------------------------

alter table private.lead_notifications add column booking_id uuid references private.bookings (id) on delete cascade;
create index lead_notifications_booking_idx on private.lead_notifications (booking_id) where booking_id is not null;
alter table private.lead_notifications drop constraint lead_notifications_kind_known,
  add constraint lead_notifications_kind_known check (kind in ('new', 'completed', 'weekly_report', 'report_confirmation', 'waiting_leads',
                                                               'booking_confirmation', 'booking_agency', 'booking_reminder', 'booking_cancelled'));
-- As in 20261126153003_notification_outbox.sql, and: the visitor's booking e-mails name their
-- recipient (the booking's address), and every booking e-mail names its booking.
alter table private.lead_notifications drop constraint lead_notifications_report_shape,
  add constraint lead_notifications_report_shape check (
    (kind = 'weekly_report') = (report_run_id is not null)
    and (kind = 'report_confirmation') = (report_recipient_id is not null)
    and (kind in ('weekly_report', 'report_confirmation', 'booking_confirmation', 'booking_reminder', 'booking_cancelled')) = (recipient is not null)
    and (kind in ('booking_confirmation', 'booking_agency', 'booking_reminder', 'booking_cancelled')) = (booking_id is not null));
-- The confirmations queued to one address in the last 24 hours are counted by the address.
create index lead_notifications_booking_confirmation_to_idx on private.lead_notifications ((pg_catalog.lower(recipient)), created_at)
  where kind = 'booking_confirmation';

-- The agency hears of a booking from booking_agency, which carries the lead's fields and the booked
-- time: the consultation lead's ordinary "New lead" e-mail would be a second e-mail of the same thing.
update private.lead_types set notifies = false where lead_type = 'consultation';

-- The reasons a booking e-mail is recorded skipped (the dashboard's delivery history shows them).
create function private.booking_skip_reason(reason text) returns text
language sql immutable set search_path = '' as $$
  select case reason
    when 'capped' then 'Not sent: this address was sent a booking confirmation in the last 24 hours (one a day, whoever books).'
    when 'capped_reminder' then 'Not sent: this booking''s confirmation was not sent (one a day per address), so neither are its reminders.'
    when 'too_close' then 'Not sent: the booking was made less than 24 hours before the call.'
    when 'cancelled' then 'Not sent: the booking was cancelled.'
    when 'started' then 'Not sent: the call had begun when the reminder came due.'
  end;
$$;

-- 2. Queuing ----------------------------------------------------------------------------------------------

-- The e-mails of one booking's event, in one statement (so the database's wake-up posts once):
--   booked: the agency's e-mail; the visitor's confirmation, unless the address was sent one in the
--     last 24 hours (then recorded skipped, `capped`, and so are the reminders); the reminders at
--     start - 24 h (recorded skipped when that is not in the future) and start - 1 h;
--   cancelled: the agency's e-mail; the visitor's notice when the booking's confirmation was queued;
--     the reminders not yet sent are recorded skipped.
-- The visitor's rows carry no word the visitor typed: the address is their recipient, the payload
-- holds the booking's id and times only. The agency's row carries the lead as it is now and the topic.
-- Booking confirmations to one address are decided one after the other (a lock on the address), so
-- two bookings at once cannot both pass the cap.
create function private.queue_booking_emails(booking_id uuid, event text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  booking private.bookings;
  lead public.lsg_leads;
  address text;
  capped boolean := false;
  times jsonb;
  agency jsonb;
begin
  select * into booking from private.bookings b where b.id = queue_booking_emails.booking_id;
  select * into lead from public.lsg_leads l where l.id = booking.lead_id;
  address := lead.email;
  times := pg_catalog.jsonb_build_object('booking_id', booking.id, 'starts_at', pg_catalog.lower(booking.slot), 'ends_at', pg_catalog.upper(booking.slot));
  agency := times || pg_catalog.jsonb_build_object(
    'event', event, 'name', lead.name, 'email', lead.email, 'phone', lead.phone, 'company_name', lead.company_name,
    'website', lead.website, 'topic', booking.topic, 'lead_type', lead.lead_type, 'source_path', lead.source_path,
    'cancelled_by', booking.cancelled_by);

  if event = 'booked' then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('booking-confirmation:' || pg_catalog.lower(address)));
    capped := exists (
      select 1 from private.lead_notifications n
       where n.kind = 'booking_confirmation'
         and pg_catalog.lower(n.recipient) = pg_catalog.lower(address)
         and n.created_at > now_ - pg_catalog.make_interval(days => 1)
         and not coalesce((n.payload ->> 'capped')::boolean, false));
    insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, booking_id, payload, status, last_error, next_attempt_at)
      select now_, lead.id, address, q.kind, q.recipient, booking.id, q.payload, s.status, private.booking_skip_reason(q.reason), q.due
        from (values
          ('booking_agency', null::text, agency || pg_catalog.jsonb_build_object('visitor_emailed', not capped), null::text, now_),
          -- day_before: whether a reminder will go the day before (the confirmation says which reminders come).
          ('booking_confirmation', address, times || pg_catalog.jsonb_build_object('recipient', address, 'capped', capped,
                                                                                   'day_before', pg_catalog.lower(booking.slot) - interval '24 hours' > now_),
           case when capped then 'capped' end, now_),
          ('booking_reminder', address, times || pg_catalog.jsonb_build_object('recipient', address, 'reminder', '24h'),
           case when capped then 'capped_reminder' when pg_catalog.lower(booking.slot) - interval '24 hours' <= now_ then 'too_close' end,
           pg_catalog.lower(booking.slot) - interval '24 hours'),
          ('booking_reminder', address, times || pg_catalog.jsonb_build_object('recipient', address, 'reminder', '1h'),
           case when capped then 'capped_reminder' when pg_catalog.lower(booking.slot) - interval '1 hour' <= now_ then 'too_close' end,
           pg_catalog.lower(booking.slot) - interval '1 hour')
        ) as q(kind, recipient, payload, reason, due)
        cross join lateral (select case when q.reason is null then 'pending' else 'skipped' end as status) s(status);
  elsif event = 'cancelled' then
    update private.lead_notifications n
       set status = 'skipped', last_error = private.booking_skip_reason('cancelled'), updated_at = pg_catalog.now()
     where n.booking_id = booking.id and n.kind = 'booking_reminder' and n.status = 'pending';
    insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, booking_id, payload, next_attempt_at)
      select now_, lead.id, address, 'booking_agency', null, booking.id, agency, now_
      union all
      select now_, lead.id, address, 'booking_cancelled', address, booking.id, times || pg_catalog.jsonb_build_object('recipient', address), now_
       where exists (select 1 from private.lead_notifications c
                      where c.booking_id = booking.id and c.kind = 'booking_confirmation' and c.status in ('pending', 'sent', 'failed')
                        and not coalesce((c.payload ->> 'capped')::boolean, false));
  end if;
end;
$$;

-- 3. Sending ----------------------------------------------------------------------------------------------

-- As in 20261126153003_notification_outbox.sql, and for bookings:
--   - a due reminder whose booking was cancelled (by any path), or whose call has begun, is recorded
--     skipped, not claimed: the sweeper never sends it, whenever it runs;
--   - the visitor's confirmation and reminders are handed out with the token of the booking's private
--     cancel link (private.booking_cancel_token), made now: the outbox never stores it.
create or replace function public.claim_lead_notifications(batch_size integer default 20, lease_seconds integer default 300, kinds text[] default null)
returns table (id uuid, lead_id uuid, kind text, payload jsonb, attempts integer)
language sql security definer set search_path = '' as $$
  update private.lead_notifications as n
     set status = 'skipped',
         last_error = private.booking_skip_reason(case when b.cancelled_at is not null then 'cancelled' else 'started' end),
         claimed_until = null,
         updated_at = pg_catalog.now()
    from private.bookings b
   where b.id = n.booking_id
     and n.kind = 'booking_reminder'
     and n.status = 'pending'
     and n.next_attempt_at <= private.clock_now()
     and (n.claimed_until is null or n.claimed_until <= private.clock_now())
     and (claim_lead_notifications.kinds is null or 'booking_reminder' = any (claim_lead_notifications.kinds))
     and (b.cancelled_at is not null or pg_catalog.lower(b.slot) <= private.clock_now());

  update private.lead_notifications as n
     set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => lease_seconds),
         attempts = n.attempts + 1,
         updated_at = pg_catalog.now()
   where n.id in (
     select due.id from private.lead_notifications due
      where due.status = 'pending'
        and due.next_attempt_at <= private.clock_now()
        and (due.claimed_until is null or due.claimed_until <= private.clock_now())
        and (claim_lead_notifications.kinds is null or due.kind = any (claim_lead_notifications.kinds))
      order by due.next_attempt_at
      limit least(greatest(batch_size, 1), 100)
      for update skip locked)
  returning n.id, n.lead_id, n.kind,
            case when n.kind in ('booking_confirmation', 'booking_reminder')
                 then n.payload || pg_catalog.jsonb_build_object('manage_token', private.booking_cancel_token(n.booking_id))
                 else n.payload end,
            n.attempts;
$$;

-- As in 20261127150744_function_boundaries.sql, and the booking e-mails someone waits for: the
-- visitor's confirmation (the page tells them to look for it), the agency's e-mail of a booked or
-- cancelled call, and the visitor's cancellation notice. Reminders are due later: the sweeper's.
-- WAKE_UP_KINDS in supabase/functions/_shared/notification-outbox.ts.
create or replace function private.wake_notification_sender() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from queued q
                  where q.status = 'pending'
                    and q.kind in ('new', 'completed', 'report_confirmation', 'booking_confirmation', 'booking_agency', 'booking_cancelled')) then
    return null;
  end if;
  if pg_catalog.to_regnamespace('net') is null or pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  begin
    -- Dynamic SQL: these schemas exist only where the extensions are installed.
    execute $sql$
      select (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url'),
             (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'service_role_key')
    $sql$ into project_url, service_key;
    if project_url is null or service_key is null then
      return null;
    end if;
    execute $sql$ select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000) $sql$
      using project_url || '/functions/v1/send-notifications',
            pg_catalog.jsonb_build_object('only', 'leads'),
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call send-notifications for a new lead notification (the minute job will send it): %', sqlerrm;
  end;
  return null;
end;
$$;

comment on trigger lead_notifications_wake_sender on private.lead_notifications is
  'Wakes the sender when an e-mail someone waits for is queued (a lead''s, a confirmation link, a booking''s confirmation, the agency''s booking e-mail, a cancellation notice): on hosted Supabase a net.http_post to send-notifications after the commit; locally the gateway does it (decisions 0024, 0061).';

-- 4. The booking calls queue their e-mails ------------------------------------------------------------------

-- As in 20261127172814_booking_consultations.sql, and a new booking queues its e-mails
-- (private.queue_booking_emails): a retry of the same booking and the honeypot queue nothing.
create or replace function public.book_consultation(
  booking_id uuid,
  slot_start timestamptz,
  name text,
  email text,
  phone text default null,
  website text default null,
  topic text default null,
  visit_lead_id uuid default null,
  source_path text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null
)
returns table (id uuid, starts_at timestamptz, ends_at timestamptz, cancel_token text)
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  kept private.bookings;
  lead_ uuid;
  topic_ text := nullif(private.trim_space(book_consultation.topic), '');
begin
  if not private.count_anonymous_write() then
    return query select book_consultation.booking_id, book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes',
                        private.booking_cancel_token(book_consultation.booking_id);
    return;
  end if;
  if book_consultation.booking_id is null then
    raise exception using errcode = '22023', message = 'A booking needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'book_consultation', true);

  select * into kept from private.bookings b where b.id = book_consultation.booking_id and b.created_at > now_ - interval '24 hours';
  if found then
    return query select kept.id, pg_catalog.lower(kept.slot), pg_catalog.upper(kept.slot), private.booking_cancel_token(kept.id);
    return;
  end if;

  if book_consultation.slot_start is null
     or not exists (select 1 from private.booking_grid(now_) g where g.starts_at = book_consultation.slot_start) then
    raise exception using errcode = '22023', hint = 'slot_not_offered', message = 'Please choose one of the times offered.';
  end if;
  if book_consultation.slot_start < now_ + (select s.lead_time from private.booking_settings s) then
    raise exception using errcode = 'PT409', hint = 'slot_too_soon', message = 'That time is too soon to book. Please choose a later time.';
  end if;
  if private.booking_slot_taken(book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes') then
    raise exception using errcode = 'PT409', hint = 'slot_taken', message = 'That time was just taken. Please choose another time.';
  end if;
  if pg_catalog.char_length(topic_) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters';
  end if;

  if book_consultation.visit_lead_id is not null then
    update public.lsg_leads as lead
       set name = book_consultation.name,
           phone = coalesce(nullif(private.trim_space(book_consultation.phone), ''), lead.phone),
           website = coalesce(nullif(private.trim_space(book_consultation.website), ''), lead.website),
           updated_at = pg_catalog.now()
     where lead.id = book_consultation.visit_lead_id
       and lead.created_at > now_ - interval '24 hours'
       and pg_catalog.lower(lead.email) = pg_catalog.lower(private.trim_space(book_consultation.email))
       and lead.lead_type in (select t.lead_type from private.lead_types t where t.name_required)
    returning lead.id into lead_;
  end if;
  if lead_ is null then
    insert into public.lsg_leads (id, name, email, phone, website, message, service, lead_type,
                                  source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
      values (book_consultation.booking_id, book_consultation.name, book_consultation.email, book_consultation.phone,
              book_consultation.website, topic_, 'Free Consultation', 'consultation',
              book_consultation.source_path, book_consultation.referrer, book_consultation.utm_source,
              book_consultation.utm_medium, book_consultation.utm_campaign, book_consultation.utm_term,
              book_consultation.utm_content)
      returning lsg_leads.id into lead_;
  end if;

  begin
    insert into private.bookings (id, lead_id, slot, topic, created_at)
      values (book_consultation.booking_id, lead_,
              pg_catalog.tstzrange(book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes'), topic_, now_);
  exception when exclusion_violation then
    raise exception using errcode = 'PT409', hint = 'slot_taken', message = 'That time was just taken. Please choose another time.';
  end;
  perform private.queue_booking_emails(book_consultation.booking_id, 'booked');
  return query select book_consultation.booking_id, book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes',
                      private.booking_cancel_token(book_consultation.booking_id);
end;
$$;

-- As in 20261127172814_booking_consultations.sql, and a cancelled booking queues the agency's e-mail
-- and the visitor's notice, and records its reminders skipped.
create or replace function public.cancel_consultation(token text)
returns table (outcome text, starts_at timestamptz, ends_at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  booking private.bookings;
  now_ timestamptz := private.clock_now();
begin
  perform private.take_write_slot('booking_cancel', private.request_address());
  if parts is null then
    return query select 'not_valid'::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  select * into booking from private.bookings b where b.id = parts[1]::uuid for update;
  if not found or private.booking_cancel_token(booking.id) <> token then
    return query select 'not_valid'::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  if booking.cancelled_at is not null then
    return query select 'already_cancelled'::text, pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
    return;
  end if;
  if pg_catalog.lower(booking.slot) <= now_ then
    return query select 'started'::text, pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
    return;
  end if;
  update private.bookings b set cancelled_at = now_, cancelled_by = 'Visitor' where b.id = booking.id;
  perform private.queue_booking_emails(booking.id, 'cancelled');
  return query select 'cancelled'::text, pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
end;
$$;

-- Who may do what -----------------------------------------------------------------------------------------

revoke all on function private.booking_skip_reason(text), private.queue_booking_emails(uuid, text) from public, anon, authenticated;
