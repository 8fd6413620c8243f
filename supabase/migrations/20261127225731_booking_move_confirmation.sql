-- A moved call is e-mailed (decision 0061, amended; docs/decisions/0061-booking-emails.md). The
-- private link's "Pick another time" cancels the call and books a new one; under the cap of one
-- booking confirmation per address in any 24 hours the new booking's confirmation was recorded
-- skipped, so the visitor got the METHOD:CANCEL of the old time and no invite for the new one: their
-- calendar lost the call, and no reminders came. A booking's confirmation is now sent when, in the
-- last 24 hours, the address was sent (not held back) fewer than 2 booking confirmations and every
-- booking those confirmations were for is cancelled: the address never holds two live e-mailed
-- bookings (a second booking is still capped, `capped`), and a call can be moved once a day (a third
-- confirmation in the 24 hours is capped, `capped_moves`). A stranger's address is sent at most 2
-- booking confirmations in any 24 hours, each with at most its 2 reminders and its 1 cancellation
-- notice. As before, the booking stands either way, the confirmations to one address are decided one
-- after the other under a transaction lock on the address (lower-cased), and the agency is told
-- when the visitor was not e-mailed.

-- The reasons a booking e-mail is recorded skipped (the dashboard's delivery history shows them), as in
-- 20261127194025_booking_emails.sql with the cap's two reasons.
create or replace function private.booking_skip_reason(reason text) returns text
language sql immutable set search_path = '' as $$
  select case reason
    when 'capped' then 'Not sent: this address has another booked call whose confirmation was sent in the last 24 hours (a second call is not e-mailed, whoever books; a moved call is).'
    when 'capped_moves' then 'Not sent: this address was sent 2 booking confirmations in the last 24 hours (a call can be moved once a day, whoever books).'
    when 'capped_reminder' then 'Not sent: this booking''s confirmation was not sent (the cap on booking confirmations per address), so neither are its reminders.'
    when 'too_close' then 'Not sent: the booking was made less than 24 hours before the call.'
    when 'cancelled' then 'Not sent: the booking was cancelled.'
    when 'started' then 'Not sent: the call had begun when the reminder came due.'
  end;
$$;

-- As in 20261127194025_booking_emails.sql, with the cap above: booked, the visitor's confirmation is
-- recorded skipped (`payload.capped`, the reason `capped` or `capped_moves`), and so are its
-- reminders, when the address has a live booking whose confirmation was sent in the last 24 hours or
-- was sent 2 confirmations in them. Booking confirmations to one address are decided one after the
-- other (a lock on the address), so two bookings at once cannot both pass the cap; a cancel takes no
-- such lock, and a booking that reads the other as live while it is being cancelled is capped (never
-- the other way round: a cancelled booking stays cancelled).
create or replace function private.queue_booking_emails(booking_id uuid, event text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  booking private.bookings;
  lead public.lsg_leads;
  address text;
  capped boolean := false;
  sent_ integer;
  live_ boolean;
  cap_reason text;
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
    -- The confirmations sent to the address (not held back) in the last 24 hours, and whether one of
    -- their bookings is still live. Read after the lock: a booking decided before this one has committed.
    select pg_catalog.count(*)::integer, coalesce(pg_catalog.bool_or(b.cancelled_at is null), false)
      into sent_, live_
      from private.lead_notifications n
      join private.bookings b on b.id = n.booking_id
     where n.kind = 'booking_confirmation'
       and pg_catalog.lower(n.recipient) = pg_catalog.lower(address)
       and n.created_at > now_ - pg_catalog.make_interval(days => 1)
       and not coalesce((n.payload ->> 'capped')::boolean, false);
    cap_reason := case when live_ then 'capped' when sent_ >= 2 then 'capped_moves' end;
    capped := cap_reason is not null;
    insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, booking_id, payload, status, last_error, next_attempt_at)
      select now_, lead.id, address, q.kind, q.recipient, booking.id, q.payload, s.status, private.booking_skip_reason(q.reason), q.due
        from (values
          ('booking_agency', null::text, agency || pg_catalog.jsonb_build_object('visitor_emailed', not capped), null::text, now_),
          -- day_before: whether a reminder will go the day before (the confirmation says which reminders come).
          ('booking_confirmation', address, times || pg_catalog.jsonb_build_object('recipient', address, 'capped', capped,
                                                                                   'day_before', pg_catalog.lower(booking.slot) - interval '24 hours' > now_),
           cap_reason, now_),
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

revoke all on function private.booking_skip_reason(text), private.queue_booking_emails(uuid, text) from public, anon, authenticated;
