-- Free consultation calls booked on /book: the slots, the bookings (an exclusion constraint decides a
-- race), blocks staff set, the Calls view and the booking e-mails (docs/decisions/0060-booked-consultations.md,
-- 0061, 0063).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.booking_cancel_token(booking_id uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.replace(booking_id::text, '-', '') || '.' ||
         pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           extensions.hmac(pg_catalog.convert_to('consultation-cancel:' || booking_id::text, 'UTF8'), k.cancel_key, 'sha256'),
           'base64'), '+/', '-_'), '=')
    from private.booking_settings k;
$$;

COMMENT ON FUNCTION private.booking_cancel_token(booking_id uuid) IS 'The signed token of a booking''s private cancel/manage link: the booking id and an HMAC-SHA256 under a key that never leaves the database, URL-safe, made like the weekly reports'' unsubscribe tokens (decision 0060).';

REVOKE ALL ON FUNCTION private.booking_cancel_token(booking_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_days(at_ timestamp with time zone) RETURNS TABLE(office_day date, opens_at timestamp with time zone, closes_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select d.day, w.opens_at, w.closes_at
    from (select (at_ at time zone private.office_time_zone())::date + g as day from pg_catalog.generate_series(0, 45) g) d
    cross join lateral private.office_window(d.day) w
   where w.opens_at is not null
     and w.closes_at - interval '30 minutes' >= at_ + (select s.lead_time from private.booking_settings s)
   order by d.day
   limit (select s.working_days from private.booking_settings s);
$$;

COMMENT ON FUNCTION private.booking_days(at_ timestamp with time zone) IS 'The working days the booking slots cover, seen from an instant: days with an office window, today only while its last slot still starts the lead time ahead, as many as booking_settings.working_days (10) (decision 0060).';

REVOKE ALL ON FUNCTION private.booking_days(at_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_grid(at_ timestamp with time zone) RETURNS TABLE(office_day date, starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select d.office_day, s, s + interval '30 minutes'
    from private.booking_days(at_) d
    cross join lateral pg_catalog.generate_series(d.opens_at, d.closes_at - interval '30 minutes', interval '30 minutes') s;
$$;

COMMENT ON FUNCTION private.booking_grid(at_ timestamp with time zone) IS 'Every 30-minute slot of those days, booked or not, from opening to closing; the grid book_consultation checks a requested slot against (decision 0060).';

REVOKE ALL ON FUNCTION private.booking_grid(at_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_skip_reason(reason text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case reason
    when 'capped' then 'Not sent: this address has another booked call whose confirmation was sent in the last 24 hours (a second call is not e-mailed, whoever books; a moved call is).'
    when 'capped_moves' then 'Not sent: this address was sent 2 booking confirmations in the last 24 hours (a call can be moved once a day, whoever books).'
    when 'capped_site' then 'Not sent: the site had sent its daily cap of booking confirmations (booking_settings.confirmations_per_day) in the last 24 hours; staff see it on the Calls view.'
    when 'capped_reminder' then 'Not sent: this booking''s confirmation was not sent (a cap on booking confirmations), so neither are its reminders.'
    when 'too_close' then 'Not sent: the booking was made less than 24 hours before the call.'
    when 'cancelled' then 'Not sent: the booking was cancelled.'
    when 'moved' then 'Not sent: the call was moved; the reminders of its new time replace this one.'
    when 'started' then 'Not sent: the call had begun when the reminder came due.'
  end;
$$;

COMMENT ON FUNCTION private.booking_skip_reason(reason text) IS 'The words recorded on a booking e-mail that was not sent (capped, capped_moves, capped_site, capped_reminder, too_close, cancelled, moved, started), shown in the lead''s delivery history (decision 0061).';

REVOKE ALL ON FUNCTION private.booking_skip_reason(reason text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_slot_taken(starts_at timestamp with time zone, ends_at timestamp with time zone, except_booking uuid DEFAULT NULL::uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.booking_blocks k where k.during && pg_catalog.tstzrange(starts_at, ends_at))
      or exists (select 1 from private.bookings b, private.booking_settings s
                  where b.cancelled_at is null
                    and b.id is distinct from except_booking
                    and b.slot && pg_catalog.tstzrange(starts_at - s.buffer_minutes * interval '1 minute', ends_at + s.buffer_minutes * interval '1 minute'))
      or private.booking_day_full(starts_at, except_booking);
$$;

COMMENT ON FUNCTION private.booking_slot_taken(starts_at timestamp with time zone, ends_at timestamp with time zone, except_booking uuid) IS 'Whether the slot cannot be booked: a staff block overlaps it, a live booking overlaps it or lies within booking_settings.buffer_minutes of it, or its Los Angeles day already holds booking_settings.daily_limit live calls (decisions 0060, 0071); except_booking leaves out the call being moved, so a call may move within its own buffer or day (decision 0070).';

REVOKE ALL ON FUNCTION private.booking_slot_taken(starts_at timestamp with time zone, ends_at timestamp with time zone, except_booking uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_retried(booking_id uuid, slot_start timestamp with time zone, email text) RETURNS TABLE(id uuid, starts_at timestamp with time zone, ends_at timestamp with time zone, cancel_token text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  kept private.bookings;
begin
  select * into kept from private.bookings b where b.id = booking_retried.booking_id;
  -- The same time and the same mailbox, within a day: the answer that was lost, without the token (it is e-mailed).
  if kept.id is not null
     and kept.created_at > private.clock_now() - interval '24 hours'
     and pg_catalog.lower(kept.slot) = booking_retried.slot_start
     and exists (select 1 from public.lsg_leads l
                  where l.id = kept.lead_id and private.canonical_mailbox(l.email) = private.canonical_mailbox(booking_retried.email)) then
    return query select kept.id, pg_catalog.lower(kept.slot), pg_catalog.upper(kept.slot), null::text;
    return;
  end if;
  raise exception using errcode = 'PT409', hint = 'booking_id_used',
    message = 'This booking was already made with other details. Please reload the page and book again.';
end;
$$;

COMMENT ON FUNCTION private.booking_retried(booking_id uuid, slot_start timestamp with time zone, email text) IS 'book_consultation''s answer to an id that is already a booking: the booking without its cancel token when the call repeats it (same time, same canonical mailbox, made in the last 24 hours), else 409 (booking_id_used). The id is not secret, so no call but the one that made a booking is ever answered its token; a retry''s visitor has the manage link in the confirmation e-mail (decision 0066).';

REVOKE ALL ON FUNCTION private.booking_retried(booking_id uuid, slot_start timestamp with time zone, email text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.mark_booked_leads() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select n.lead_id from new_rows n'
    when 'DELETE' then 'select o.lead_id from old_rows o'
    else 'select o.lead_id from old_rows o union select n.lead_id from new_rows n'
  end;
  flags text := 'select c.lead_id, exists (select 1 from private.bookings b where b.lead_id = c.lead_id and b.cancelled_at is null) as booked
                   from (%s) c';
  stale boolean;
begin
  -- Only when a flag is wrong: an UPDATE of no row still fires the lead's statement triggers.
  execute pg_catalog.format('select exists (select 1 from (' || flags || ') w join public.lsg_leads l on l.id = w.lead_id
                                             where l.booked_call <> w.booked)', changed)
    into stale;
  if stale then
    execute pg_catalog.format('update public.lsg_leads l set booked_call = w.booked from (' || flags || ') w
                                where l.id = w.lead_id and l.booked_call <> w.booked', changed);
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.mark_booked_leads() IS 'Statement trigger of private.bookings (insert, update, delete): keeps public.lsg_leads.booked_call equal to whether each affected lead has a live booking, writing only when a flag is wrong, so the waiting count reads an index of leads that can wait (decision 0063).';

REVOKE ALL ON FUNCTION private.mark_booked_leads() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_call_phone(phone text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when pg_catalog.length(d.digits) between 7 and 15
              then case when pg_catalog.ltrim(coalesce(phone, '')) like '+%' then '+' else '' end || d.digits end
    from (select pg_catalog.regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as digits) d;
$$;

COMMENT ON FUNCTION private.booking_call_phone(phone text) IS 'The number we call for a booked consultation, as the visitor''s e-mails say it: the lead''s phone reduced to its digits (a leading + kept), 7 to 15 of them, else null (the call is by video). Digits carry no word a stranger typed, so the e-mail to a mailbox anyone can book for stays free of chosen text (decisions 0061, 0070).';

REVOKE ALL ON FUNCTION private.booking_call_phone(phone text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.booking_confirmed_by_email(booking_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.lead_notifications c
                  where c.booking_id = booking_confirmed_by_email.booking_id and c.kind = 'booking_confirmation'
                    and c.status in ('pending', 'sent', 'failed')
                    and not coalesce((c.payload ->> 'capped')::boolean, false));
$$;

COMMENT ON FUNCTION private.booking_confirmed_by_email(booking_id uuid) IS 'Whether the booking''s confirmation went (or is going) to the visitor, not held back by a cap: only then is the visitor sent its cancellation notice or its moved invite, so a capped booking e-mails a stranger''s mailbox nothing later either (decisions 0061, 0070).';

REVOKE ALL ON FUNCTION private.booking_confirmed_by_email(booking_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.move_booking(booking_id uuid, slot_start timestamp with time zone, moved_by text, by_visitor boolean) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  call_ private.bookings;
  wanted tstzrange := pg_catalog.tstzrange(move_booking.slot_start, move_booking.slot_start + interval '30 minutes');
begin
  -- Decided one at a time with the bookings (book_consultation's lock, taken before the row's, as
  -- there), so the time checked free below is still free when the row takes it.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('book_consultation'));
  select * into call_ from private.bookings b where b.id = move_booking.booking_id for update;
  if not found then
    return 'not_found';
  end if;
  if call_.cancelled_at is not null then
    return 'cancelled';
  end if;
  if pg_catalog.lower(call_.slot) <= now_ then
    return 'started';
  end if;
  if call_.outcome is not null then
    return 'marked';
  end if;
  if move_booking.by_visitor and call_.visitor_moves >= (select s.visitor_moves from private.booking_settings s) then
    return 'moves_used';
  end if;
  if move_booking.slot_start = pg_catalog.lower(call_.slot) then
    return 'unchanged';
  end if;
  if move_booking.slot_start is null
     or not exists (select 1 from private.booking_grid(now_) g where g.starts_at = move_booking.slot_start) then
    return 'slot_not_offered';
  end if;
  if move_booking.slot_start < now_ + (select s.lead_time from private.booking_settings s) then
    return 'slot_too_soon';
  end if;
  if private.booking_slot_taken(move_booking.slot_start, move_booking.slot_start + interval '30 minutes', call_.id) then
    return 'slot_taken';
  end if;
  begin
    update private.bookings b
       set slot = wanted, sequence = b.sequence + 1, moved_at = now_, moved_by = move_booking.moved_by, moved_from = call_.slot,
           visitor_moves = b.visitor_moves + case when move_booking.by_visitor then 1 else 0 end
     where b.id = call_.id;
  exception
    when exclusion_violation then
      -- A writer that skipped the lock took the time: the call keeps its old one.
      return 'slot_taken';
  end;
  perform private.queue_booking_emails(call_.id, 'moved');
  return 'moved';
end;
$$;

COMMENT ON FUNCTION private.move_booking(booking_id uuid, slot_start timestamp with time zone, moved_by text, by_visitor boolean) IS 'The one move of a booked call, shared by the visitor''s link (move_consultation) and staff (dashboard_move_call): in one transaction, under book_consultation''s lock, checks the new time as booking does (offered, the lead time ahead, not blocked or booked) and moves the same booking row to it (slot, sequence + 1, moved_at/by/from; a visitor''s move counted against booking_settings.visitor_moves), then queues the "Call moved" e-mails and re-times the reminders. Answers an outcome: moved, or not_found, cancelled, started, marked, moves_used, unchanged, slot_not_offered, slot_too_soon, slot_taken, with nothing changed (decision 0070).';

REVOKE ALL ON FUNCTION private.move_booking(booking_id uuid, slot_start timestamp with time zone, moved_by text, by_visitor boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.queue_booking_emails(booking_id uuid, event text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  visitor jsonb;
  agency jsonb;
  emailed boolean;
begin
  select * into booking from private.bookings b where b.id = queue_booking_emails.booking_id;
  select * into lead from public.lsg_leads l where l.id = booking.lead_id;
  address := lead.email;
  times := pg_catalog.jsonb_build_object('booking_id', booking.id, 'starts_at', pg_catalog.lower(booking.slot), 'ends_at', pg_catalog.upper(booking.slot));
  -- The visitor's e-mails: the times, the invite's SEQUENCE (a cancellation's is one more than the
  -- last invite's) and the number we call, in digits only (private.booking_call_phone: no typed word).
  visitor := times || pg_catalog.jsonb_build_object(
    'recipient', address,
    'sequence', booking.sequence + case when event = 'cancelled' then 1 else 0 end,
    'call_phone', private.booking_call_phone(lead.phone));
  agency := times || pg_catalog.jsonb_build_object(
    'event', event, 'name', lead.name, 'email', lead.email, 'phone', lead.phone, 'company_name', lead.company_name,
    'website', lead.website, 'topic', booking.topic, 'lead_type', lead.lead_type, 'source_path', lead.source_path,
    'cancelled_by', booking.cancelled_by, 'moved_by', booking.moved_by, 'call_phone', private.booking_call_phone(lead.phone),
    'previous_starts_at', pg_catalog.lower(booking.moved_from), 'previous_ends_at', pg_catalog.upper(booking.moved_from));

  if event = 'booked' then
    -- One lock for the whole site: the site's count and the mailbox's are read by one booking at a
    -- time (a booking is rare; the section is two index reads and one insert).
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('booking-confirmation'));
    -- The confirmations sent to the mailbox (in any spelling, not held back) in the last 24 hours, and
    -- whether one of their bookings is still live. Read after the lock: a booking decided before this
    -- one has committed.
    select pg_catalog.count(*)::integer, coalesce(pg_catalog.bool_or(b.cancelled_at is null), false)
      into sent_, live_
      from private.lead_notifications n
      join private.bookings b on b.id = n.booking_id
     where n.kind = 'booking_confirmation'
       and private.canonical_mailbox(n.recipient) = private.canonical_mailbox(address)
       and n.created_at > now_ - pg_catalog.make_interval(days => 1)
       and not coalesce((n.payload ->> 'capped')::boolean, false);
    cap_reason := case when live_ then 'capped' when sent_ >= 2 then 'capped_moves' end;
    -- The site's confirmations of the last 24 hours: past the cap, no visitor is e-mailed.
    if cap_reason is null
       and (select pg_catalog.count(*) from private.lead_notifications n
             where n.kind = 'booking_confirmation'
               and n.created_at > now_ - pg_catalog.make_interval(days => 1)
               and not coalesce((n.payload ->> 'capped')::boolean, false))
           >= (select s.confirmations_per_day from private.booking_settings s) then
      cap_reason := 'capped_site';
    end if;
    capped := cap_reason is not null;
    agency := agency || pg_catalog.jsonb_build_object('visitor_capped', cap_reason);
    insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, booking_id, payload, status, last_error, next_attempt_at)
      select now_, lead.id, address, q.kind, q.recipient, booking.id, q.payload, s.status, private.booking_skip_reason(q.reason), q.due
        from (values
          ('booking_agency', null::text, agency || pg_catalog.jsonb_build_object('visitor_emailed', not capped), null::text, now_),
          -- day_before: whether a reminder will go the day before (the confirmation says which reminders come).
          ('booking_confirmation', address, visitor || pg_catalog.jsonb_build_object('capped', capped,
                                                                                     'day_before', pg_catalog.lower(booking.slot) - interval '24 hours' > now_),
           cap_reason, now_),
          ('booking_reminder', address, visitor || pg_catalog.jsonb_build_object('reminder', '24h'),
           case when capped then 'capped_reminder' when pg_catalog.lower(booking.slot) - interval '24 hours' <= now_ then 'too_close' end,
           pg_catalog.lower(booking.slot) - interval '24 hours'),
          ('booking_reminder', address, visitor || pg_catalog.jsonb_build_object('reminder', '1h'),
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
      select now_, lead.id, address, 'booking_cancelled', address, booking.id, visitor, now_
       where private.booking_confirmed_by_email(booking.id);
  elsif event = 'moved' then
    -- One event of the same UID with a higher SEQUENCE (METHOD:REQUEST) to a visitor who was e-mailed
    -- the call, the agency's "Call moved", and the reminders of the new time in place of the old ones.
    emailed := private.booking_confirmed_by_email(booking.id);
    update private.lead_notifications n
       set status = 'skipped', last_error = private.booking_skip_reason('moved'), updated_at = pg_catalog.now()
     where n.booking_id = booking.id and n.kind = 'booking_reminder' and n.status = 'pending';
    insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, booking_id, payload, status, last_error, next_attempt_at)
      select now_, lead.id, address, q.kind, q.recipient, booking.id, q.payload, s.status, private.booking_skip_reason(q.reason), q.due
        from (values
          ('booking_agency', null::text, agency || pg_catalog.jsonb_build_object('visitor_emailed', emailed), null::text, now_),
          ('booking_moved', address, visitor || pg_catalog.jsonb_build_object(
             'previous_starts_at', pg_catalog.lower(booking.moved_from), 'previous_ends_at', pg_catalog.upper(booking.moved_from),
             'day_before', pg_catalog.lower(booking.slot) - interval '24 hours' > now_), null, now_),
          ('booking_reminder', address, visitor || pg_catalog.jsonb_build_object('reminder', '24h'),
           case when not emailed then 'capped_reminder' when pg_catalog.lower(booking.slot) - interval '24 hours' <= now_ then 'too_close' end,
           pg_catalog.lower(booking.slot) - interval '24 hours'),
          ('booking_reminder', address, visitor || pg_catalog.jsonb_build_object('reminder', '1h'),
           case when not emailed then 'capped_reminder' when pg_catalog.lower(booking.slot) - interval '1 hour' <= now_ then 'too_close' end,
           pg_catalog.lower(booking.slot) - interval '1 hour')
        ) as q(kind, recipient, payload, reason, due)
        cross join lateral (select case when q.reason is null then 'pending' else 'skipped' end as status) s(status)
       where q.kind <> 'booking_moved' or emailed;
  end if;
end;
$$;

COMMENT ON FUNCTION private.queue_booking_emails(booking_id uuid, event text) IS 'Queues one booking event''s e-mails in one statement: booked, the agency''s e-mail, the visitor''s confirmation and reminders at 24 h and 1 h (skipped when too close or capped); cancelled, the agency''s e-mail, the visitor''s notice if a confirmation went, and pending reminders skipped; moved, the agency''s "Call moved", the visitor''s updated invite (same UID, the booking''s higher sequence) if a confirmation went, and the pending reminders skipped for two of the new time. The visitor''s e-mails carry no typed words (the phone only as its digits, private.booking_call_phone); one mailbox (private.canonical_mailbox: any case, +tag, trailing dot or Gmail dots) gets a second live booking''s or a third 24-hour confirmation skipped, and past the site''s booking_settings.confirmations_per_day in 24 hours no visitor is e-mailed (capped_site), decided under one site-wide lock (decisions 0061, 0044, 0070).';

REVOKE ALL ON FUNCTION private.queue_booking_emails(booking_id uuid, event text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.sender_cancellable_calls(sender text) RETURNS SETOF uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select b.id from private.bookings b
   where b.sender = sender_cancellable_calls.sender and b.cancelled_at is null and b.outcome is null and pg_catalog.lower(b.slot) > private.clock_now();
$$;

COMMENT ON FUNCTION private.sender_cancellable_calls(sender text) IS 'The calls staff''s release of a sender cancels, and the number the Calls view shows before it: that sender''s bookings that are live, not marked attended or no-show, and not yet begun by the database''s clock (bookings_sender_idx). Null finds none (decision 0063).';

REVOKE ALL ON FUNCTION private.sender_cancellable_calls(sender text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_booking_budget(email text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  sender_ text := private.sender_key(private.request_address());
  mailbox_ text := private.canonical_mailbox(take_booking_budget.email);
  budget private.write_limits;
  held integer;
  allowed integer;
begin
  -- A booked call keeps its sender only until it starts (the privacy policy says so): clear a few that have.
  update private.bookings b set sender = null
   where b.ctid in (select o.ctid from private.bookings o
                     where o.sender is not null and pg_catalog.lower(o.slot) <= now_
                     limit 200);
  for budget in select * from private.write_limits l where l.counts in ('live_bookings', 'calendar_percent') order by l.scope loop
    select pg_catalog.count(*)::integer into held
      from private.bookings b
      join public.lsg_leads l on l.id = b.lead_id
     where b.cancelled_at is null
       and pg_catalog.lower(b.slot) > now_
       and (budget.window_seconds is null or b.created_at > now_ - pg_catalog.make_interval(secs => budget.window_seconds))
       and case budget.per when 'sender' then b.sender = sender_
                           when 'mailbox' then private.canonical_mailbox(l.email) = mailbox_
                           else b.sender is not null end;
    allowed := case when budget.counts = 'calendar_percent'
                    then (budget.max_writes * (select pg_catalog.count(*)::integer from private.booking_grid(now_))) / 100
                    else budget.max_writes end;
    if held >= allowed then
      raise exception using errcode = 'PT429', hint = 'booking_' || budget.per || '_limit',
        message = case budget.per
          when 'sender' then 'Calls booked from your network have reached what can be booked online. Please call or e-mail us to book.'
          when 'mailbox' then 'This e-mail address already has calls booked. Please cancel one with the link in its e-mail, or call or e-mail us.'
          else 'We cannot take more bookings online just now. Please call or e-mail us to book.' end;
    end if;
  end loop;
end;
$$;

COMMENT ON FUNCTION private.take_booking_budget(email text) IS 'The booking budgets of private.write_limits for an anonymous book_consultation, checked under its lock before anything is written: live bookings still to come per sender (private.sender_key) and per canonical mailbox, and the share of the calendar''s slots (the next 10 working days) that live anonymous bookings made in the last hour and day may hold. Past one, HTTP 429 (PT429, hint booking_sender_limit, booking_mailbox_limit or booking_site_limit), which the page turns into a sentence with the phone number and e-mail. Also clears the sender of bookings that have started (decision 0066).';

REVOKE ALL ON FUNCTION private.take_booking_budget(email text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.book_consultation(booking_id uuid, slot_start timestamp with time zone, name text, email text, phone text DEFAULT NULL::text, website text DEFAULT NULL::text, topic text DEFAULT NULL::text, visit_lead_id uuid DEFAULT NULL::uuid, source_path text DEFAULT NULL::text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text) RETURNS TABLE(id uuid, starts_at timestamp with time zone, ends_at timestamp with time zone, cancel_token text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  lead_ uuid;
  topic_ text := nullif(private.trim_space(book_consultation.topic), '');
  anonymous boolean := private.request_role() = 'anon';
begin
  if not private.count_anonymous_write() then
    -- The bot sees success, and no token: none was made for it (decision 0066).
    return query select book_consultation.booking_id, book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes', null::text;
    return;
  end if;
  if book_consultation.booking_id is null then
    raise exception using errcode = '22023', message = 'A booking needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'book_consultation', true);
  -- One booking decided at a time: a retry sees the call it repeats, and the budgets count every booking made before.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('book_consultation'));

  if exists (select 1 from private.bookings b where b.id = book_consultation.booking_id) then
    return query select r.id, r.starts_at, r.ends_at, r.cancel_token
                   from private.booking_retried(book_consultation.booking_id, book_consultation.slot_start, book_consultation.email) r;
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
  if anonymous then
    perform private.take_booking_budget(book_consultation.email);
  end if;

  begin
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
    insert into private.bookings (id, lead_id, slot, topic, created_at, sender)
      values (book_consultation.booking_id, lead_,
              pg_catalog.tstzrange(book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes'), topic_, now_,
              case when anonymous then private.sender_key(private.request_address()) end);
  exception
    when exclusion_violation or unique_violation then
      -- A writer that skipped the lock took the slot, or made this id first (or the id is another lead's).
      -- The id made meanwhile is answered as a retry is; otherwise the time was taken.
      if not exists (select 1 from private.bookings b where b.id = book_consultation.booking_id) and sqlstate = '23P01' then
        raise exception using errcode = 'PT409', hint = 'slot_taken', message = 'That time was just taken. Please choose another time.';
      end if;
      return query select r.id, r.starts_at, r.ends_at, r.cancel_token
                     from private.booking_retried(book_consultation.booking_id, book_consultation.slot_start, book_consultation.email) r;
      return;
  end;
  perform private.queue_booking_emails(book_consultation.booking_id, 'booked');
  return query select book_consultation.booking_id, book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes',
                      private.booking_cancel_token(book_consultation.booking_id);
end;
$$;

COMMENT ON FUNCTION public.book_consultation(booking_id uuid, slot_start timestamp with time zone, name text, email text, phone text, website text, topic text, visit_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) IS 'The /book page''s Book, one request (anon, service_role): books an offered slot for a new consultation lead or the visitor''s own lead of the same visit, and queues the booking e-mails; answers the booking, with its cancel token only when this very call made it (a honeypot call, a retry and a lost race answer null: the link is e-mailed). Lead-write rules apply (honeypot, write limit, one row, field rules) and, for anon, the booking budgets (private.take_booking_budget, 429); a slot not offered is 400, too soon or taken is 409, a race is decided by the exclusion constraint, and a retry with the same time and mailbox meets its booking, any other use of a known id is 409 (decisions 0060, 0061, 0066). Bookings are decided one at a time under an advisory lock.';

REVOKE ALL ON FUNCTION public.book_consultation(booking_id uuid, slot_start timestamp with time zone, name text, email text, phone text, website text, topic text, visit_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.book_consultation(booking_id uuid, slot_start timestamp with time zone, name text, email text, phone text, website text, topic text, visit_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO service_role;
GRANT ALL ON FUNCTION public.book_consultation(booking_id uuid, slot_start timestamp with time zone, name text, email text, phone text, website text, topic text, visit_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO anon;

CREATE FUNCTION public.book_slots() RETURNS TABLE(office_day date, starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select g.office_day, g.starts_at, g.ends_at
    from private.booking_grid(private.clock_now()) g
   where g.starts_at >= private.clock_now() + (select s.lead_time from private.booking_settings s)
     and not private.booking_slot_taken(g.starts_at, g.ends_at)
   order by g.starts_at;
$$;

COMMENT ON FUNCTION public.book_slots() IS 'The /book page''s free times (anon, service_role): each 30-minute slot of the next 10 working days that starts at least 2 hours ahead and is neither blocked nor booked, with its Los Angeles day. Security definer to read the private bookings and blocks, answering only free slots (decision 0060).';

REVOKE ALL ON FUNCTION public.book_slots() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.book_slots() TO service_role;
GRANT ALL ON FUNCTION public.book_slots() TO anon;

CREATE FUNCTION public.cancel_consultation(token text) RETURNS TABLE(outcome text, starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

COMMENT ON FUNCTION public.cancel_consultation(token text) IS 'The booking''s cancel link (anon, service_role): cancels the booking whose id the database signed and frees its slot, and queues the agency''s e-mail and the visitor''s notice; answers an outcome (cancelled, already_cancelled, started, not_valid) rather than an error, each call counted per address (booking_cancel, PT429 past it) (decisions 0035, 0060, 0061).';

REVOKE ALL ON FUNCTION public.cancel_consultation(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.cancel_consultation(token text) TO service_role;
GRANT ALL ON FUNCTION public.cancel_consultation(token text) TO anon;

CREATE FUNCTION public.consultation_state(token text) RETURNS TABLE(state text, starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  booking private.bookings;
begin
  if parts is not null then
    select * into booking from private.bookings b where b.id = parts[1]::uuid;
  end if;
  if parts is null or booking.id is null or private.booking_cancel_token(booking.id) <> token then
    return query select 'not_valid'::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  return query select case when booking.cancelled_at is not null then 'cancelled'
                           when pg_catalog.lower(booking.slot) <= private.clock_now() then 'started'
                           else 'booked' end,
                      pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
end;
$_$;

COMMENT ON FUNCTION public.consultation_state(token text) IS 'The /book/manage page''s read on load (anon, service_role): booked, cancelled, started or not_valid with the slot, by the same token check as cancel_consultation. Stable and sent as a GET, so a mail scanner opening the link cancels, writes and counts nothing (decision 0062).';

REVOKE ALL ON FUNCTION public.consultation_state(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.consultation_state(token text) TO service_role;
GRANT ALL ON FUNCTION public.consultation_state(token text) TO anon;

CREATE FUNCTION public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if first_day is null or last_day is null or last_day < first_day then
    raise exception using errcode = '22023', message = 'A block needs a first day on or before its last.';
  end if;
  return public.dashboard_block_booking_time(session_token,
                                             first_day::timestamp at time zone private.office_time_zone(),
                                             (last_day + 1)::timestamp at time zone private.office_time_zone(),
                                             reason);
end;
$$;

COMMENT ON FUNCTION public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text) IS 'Staff (anon, service_role): blocks whole Los Angeles days, first to last midnight as the time zone puts them (23 or 25 hours on a clock change), through dashboard_block_booking_time; answers the block''s id (decision 0060).';

REVOKE ALL ON FUNCTION public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text) TO anon;

CREATE FUNCTION public.dashboard_block_booking_time(session_token text, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  made uuid;
begin
  if starts_at is null or ends_at is null or ends_at <= starts_at then
    raise exception using errcode = '22023', message = 'A block needs a start before its end.';
  end if;
  if ends_at <= private.clock_now() then
    raise exception using errcode = '22023', message = 'A block must end in the future.';
  end if;
  if ends_at - starts_at > interval '366 days' then
    raise exception using errcode = '22023', message = 'A block can be at most a year long.';
  end if;
  if pg_catalog.char_length(private.trim_space(reason)) > 200 then
    raise exception using errcode = '22023', message = 'Reason must be at most 200 characters';
  end if;
  insert into private.booking_blocks (during, reason, created_at, created_by)
    values (pg_catalog.tstzrange(starts_at, ends_at), nullif(private.trim_space(reason), ''), private.clock_now(), actor)
    returning booking_blocks.id into made;
  return made;
end;
$$;

COMMENT ON FUNCTION public.dashboard_block_booking_time(session_token text, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text) IS 'Staff (anon, service_role): keeps a time range (ending in the future, at most a year) free of calls, signed with the staff name; the slots it overlaps leave book_slots at once while calls already booked stay. Answers the block''s id (decision 0060).';

REVOKE ALL ON FUNCTION public.dashboard_block_booking_time(session_token text, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_block_booking_time(session_token text, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_block_booking_time(session_token text, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text) TO anon;

CREATE FUNCTION public.dashboard_booking_blocks(session_token text) RETURNS TABLE(id uuid, starts_at timestamp with time zone, ends_at timestamp with time zone, reason text, created_at timestamp with time zone, created_by text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query select k.id, pg_catalog.lower(k.during), pg_catalog.upper(k.during), k.reason, k.created_at, k.created_by
                 from private.booking_blocks k
                where pg_catalog.upper(k.during) > private.clock_now()
                order by pg_catalog.lower(k.during), k.id;
end;
$$;

COMMENT ON FUNCTION public.dashboard_booking_blocks(session_token text) IS 'Staff (anon, service_role; session checked first): the blocks not yet over, soonest first (decision 0060).';

REVOKE ALL ON FUNCTION public.dashboard_booking_blocks(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_blocks(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_blocks(session_token text) TO anon;

CREATE FUNCTION public.dashboard_booking_mail_cap(session_token text) RETURNS TABLE(sent integer, cap integer, held_back integer, reached_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  since timestamptz := private.clock_now() - pg_catalog.make_interval(days => 1);
begin
  perform private.require_dashboard_session(session_token);
  return query
    select (pg_catalog.count(*) filter (where not coalesce((n.payload ->> 'capped')::boolean, false)))::integer,
           (select s.confirmations_per_day from private.booking_settings s),
           (pg_catalog.count(*) filter (where n.payload ->> 'capped' = 'true' and n.last_error = private.booking_skip_reason('capped_site')))::integer,
           pg_catalog.min(n.created_at) filter (where n.last_error = private.booking_skip_reason('capped_site'))
      from private.lead_notifications n
     where n.kind = 'booking_confirmation'
       and n.created_at > since;
end;
$$;

COMMENT ON FUNCTION public.dashboard_booking_mail_cap(session_token text) IS 'Staff Calls view (anon, service_role; session checked first): the booking confirmations sent in the last 24 hours, the site''s daily cap (booking_settings.confirmations_per_day), how many bookings in them were held back by it (not e-mailed: staff confirm those by phone or e-mail) and when the first was; one row, read through the confirmations'' time index (issue 59).';

REVOKE ALL ON FUNCTION public.dashboard_booking_mail_cap(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_mail_cap(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_mail_cap(session_token text) TO anon;

CREATE FUNCTION public.dashboard_cancel_call(session_token text, booking_id uuid) RETURNS TABLE(cancelled_at timestamp with time zone, cancelled_by text, visitor_emailed boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  call_ private.bookings;
begin
  select * into call_ from private.bookings b where b.id = dashboard_cancel_call.booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This call no longer exists.';
  end if;
  if call_.cancelled_at is not null then
    raise exception using errcode = 'PT409', message = 'This call was cancelled already.';
  end if;
  if call_.outcome is not null then
    raise exception using errcode = 'PT409', message = 'This call is marked attended or no-show: clear the mark to cancel it.';
  end if;
  if pg_catalog.lower(call_.slot) <= private.clock_now() then
    raise exception using errcode = 'PT409', message = 'This call has begun: mark it attended or no-show instead.';
  end if;
  update private.bookings b set cancelled_at = private.clock_now(), cancelled_by = actor where b.id = call_.id;
  perform private.queue_booking_emails(call_.id, 'cancelled');
  return query
    select b.cancelled_at, b.cancelled_by,
           exists (select 1 from private.lead_notifications n where n.booking_id = b.id and n.kind = 'booking_cancelled')
      from private.bookings b where b.id = call_.id;
end;
$$;

COMMENT ON FUNCTION public.dashboard_cancel_call(session_token text, booking_id uuid) IS 'Staff (anon, service_role; session checked first): cancels one call from the Calls view, signed with the staff name, as the visitor''s own cancel link does: its slot is free at once and the agency''s e-mail and, if a confirmation went, the visitor''s notice (METHOD:CANCEL) are queued. Answers the cancellation and whether the visitor is e-mailed; 404 for no call, 409 for a call already cancelled, marked attended or no-show, or begun (decision 0063).';

REVOKE ALL ON FUNCTION public.dashboard_cancel_call(session_token text, booking_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_cancel_call(session_token text, booking_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_cancel_call(session_token text, booking_id uuid) TO anon;

CREATE FUNCTION public.dashboard_cancel_sender_calls(session_token text, booking_id uuid) RETURNS TABLE(cancelled integer, visitors_emailed integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  sender_ text;
  gone uuid[];
  one uuid;
begin
  select b.sender into sender_ from private.bookings b where b.id = dashboard_cancel_sender_calls.booking_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'This call no longer exists.';
  end if;
  if sender_ is null then
    raise exception using errcode = 'PT409', message = 'Who booked this call is not known: cancel it on its own.';
  end if;
  with released as (
    update private.bookings b set cancelled_at = private.clock_now(), cancelled_by = actor
     where b.id in (select private.sender_cancellable_calls(sender_))
       and b.cancelled_at is null and b.outcome is null
    returning b.id)
  select coalesce(pg_catalog.array_agg(r.id), '{}') into gone from released r;
  foreach one in array gone loop
    perform private.queue_booking_emails(one, 'cancelled');
  end loop;
  return query
    select pg_catalog.cardinality(gone),
           (select pg_catalog.count(*)::integer from private.lead_notifications n where n.booking_id = any (gone) and n.kind = 'booking_cancelled');
end;
$$;

COMMENT ON FUNCTION public.dashboard_cancel_sender_calls(session_token text, booking_id uuid) IS 'Staff (anon, service_role; session checked first): undoes a flood of bookings in one action. Cancels every call of the sender that booked this one (bookings.sender, the key the booking budgets count) that is live, unmarked and not yet begun (private.sender_cancellable_calls), each as dashboard_cancel_call does: signed with the staff name, its slot free at once, its e-mails queued. Others'' calls are untouched. Answers how many were cancelled and how many visitors are e-mailed; 404 for no call, 409 when the call''s sender is not known (booked with the service key, or the call has begun and its sender was cleared) (decision 0063).';

REVOKE ALL ON FUNCTION public.dashboard_cancel_sender_calls(session_token text, booking_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_cancel_sender_calls(session_token text, booking_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_cancel_sender_calls(session_token text, booking_id uuid) TO anon;

CREATE FUNCTION public.move_consultation(token text, slot_start timestamp with time zone) RETURNS TABLE(outcome text, starts_at timestamp with time zone, ends_at timestamp with time zone, moves_left integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  id_ uuid;
  result text;
begin
  perform private.take_write_slot('booking_move', private.request_address());
  if parts is not null then
    id_ := parts[1]::uuid;
  end if;
  if id_ is null or not exists (select 1 from private.bookings b where b.id = id_) or private.booking_cancel_token(id_) <> token then
    return query select 'not_valid'::text, null::timestamptz, null::timestamptz, null::integer;
    return;
  end if;
  result := private.move_booking(id_, move_consultation.slot_start, 'Visitor', true);
  return query
    select result, pg_catalog.lower(b.slot), pg_catalog.upper(b.slot),
           greatest((select s.visitor_moves from private.booking_settings s) - b.visitor_moves, 0)
      from private.bookings b where b.id = id_;
end;
$_$;

COMMENT ON FUNCTION public.move_consultation(token text, slot_start timestamp with time zone) IS 'The manage link''s "Move" (anon, service_role): moves the booking whose id the database signed to a new free time in one transaction (private.move_booking), so the visitor never has no call: a taken time leaves the call where it was. Answers an outcome (moved, slot_taken, slot_not_offered, slot_too_soon, unchanged, moves_used, cancelled, started, marked, not_valid) with the call''s time after it and the visitor''s moves left, never an error for those; each call counted per address (booking_move, PT429 past it), and a booking moved by its link at most booking_settings.visitor_moves times. The live bookings are not counted twice: the booking keeps its row (decisions 0066, 0070).';

REVOKE ALL ON FUNCTION public.move_consultation(token text, slot_start timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.move_consultation(token text, slot_start timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.move_consultation(token text, slot_start timestamp with time zone) TO anon;

CREATE FUNCTION public.dashboard_move_call(session_token text, booking_id uuid, slot_start timestamp with time zone) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone, moved_at timestamp with time zone, moved_by text, visitor_emailed boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  result text := private.move_booking(dashboard_move_call.booking_id, dashboard_move_call.slot_start, actor, false);
begin
  if result = 'not_found' then
    raise exception using errcode = 'PT404', message = 'This call no longer exists.';
  elsif result = 'cancelled' then
    raise exception using errcode = 'PT409', message = 'This call was cancelled.';
  elsif result = 'started' then
    raise exception using errcode = 'PT409', message = 'This call has begun: it can no longer be moved.';
  elsif result = 'marked' then
    raise exception using errcode = 'PT409', message = 'This call is marked attended or no-show: clear the mark to move it.';
  elsif result = 'unchanged' then
    raise exception using errcode = 'PT409', hint = 'unchanged', message = 'The call is at that time already.';
  elsif result = 'slot_not_offered' then
    raise exception using errcode = '22023', hint = 'slot_not_offered', message = 'Please choose one of the times offered.';
  elsif result = 'slot_too_soon' then
    raise exception using errcode = 'PT409', hint = 'slot_too_soon', message = 'That time is too soon to book. Please choose a later time.';
  elsif result = 'slot_taken' then
    raise exception using errcode = 'PT409', hint = 'slot_taken', message = 'That time was just taken. Please choose another time.';
  end if;
  return query
    select pg_catalog.lower(b.slot), pg_catalog.upper(b.slot), b.moved_at, b.moved_by,
           exists (select 1 from private.lead_notifications n
                    where n.booking_id = b.id and n.kind = 'booking_moved' and n.created_at = b.moved_at)
      from private.bookings b where b.id = dashboard_move_call.booking_id;
end;
$$;

COMMENT ON FUNCTION public.dashboard_move_call(session_token text, booking_id uuid, slot_start timestamp with time zone) IS 'Staff (anon, service_role; session checked first): moves one call from the Calls view to a free time through the visitor''s own move (private.move_booking), signed with the staff name and not counted against the visitor''s moves: the visitor gets the updated invite if their confirmation went, the agency its "Call moved", the reminders follow. Answers the new time and whether the visitor is e-mailed; 404 for no call, 409 for a call cancelled, begun, marked, already at that time, or a time taken or too soon, 400 for a time not offered (decision 0070).';

REVOKE ALL ON FUNCTION public.dashboard_move_call(session_token text, booking_id uuid, slot_start timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_move_call(session_token text, booking_id uuid, slot_start timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_move_call(session_token text, booking_id uuid, slot_start timestamp with time zone) TO anon;

CREATE FUNCTION public.dashboard_calls(session_token text, from_day date, days integer DEFAULT 8) RETURNS TABLE(id uuid, office_day date, starts_at timestamp with time zone, ends_at timestamp with time zone, topic text, created_at timestamp with time zone, cancelled_at timestamp with time zone, cancelled_by text, outcome text, outcome_at timestamp with time zone, outcome_by text, lead_id uuid, lead_name text, lead_email text, lead_phone text, lead_website text, sender text, sender_calls integer, moved_at timestamp with time zone, moved_by text, moved_from_starts_at timestamp with time zone, site_check jsonb)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  zone text := private.office_time_zone();
begin
  perform private.require_dashboard_session(session_token);
  if from_day is null then
    raise exception using errcode = '22023', message = 'Calls need a first day.';
  end if;
  if days is null or days < 1 or days > 31 then
    raise exception using errcode = '22023', message = 'Calls are shown for 1 to 31 days at a time.';
  end if;
  return query
    select b.id, (pg_catalog.lower(b.slot) at time zone zone)::date, pg_catalog.lower(b.slot), pg_catalog.upper(b.slot), b.topic, b.created_at,
           b.cancelled_at, b.cancelled_by, b.outcome, b.outcome_at, b.outcome_by,
           l.id, l.name, l.email, l.phone, l.website, b.sender,
           (select pg_catalog.count(*)::integer from private.sender_cancellable_calls(b.sender)),
           b.moved_at, b.moved_by, pg_catalog.lower(b.moved_from),
           private.site_check_json(l.site_check_id)
      from private.bookings b
      join public.lsg_leads l on l.id = b.lead_id
     where pg_catalog.lower(b.slot) >= from_day::timestamp at time zone zone
       and pg_catalog.lower(b.slot) < (from_day + days)::timestamp at time zone zone
     order by pg_catalog.lower(b.slot), b.id
     limit 1000;
end;
$$;

COMMENT ON FUNCTION public.dashboard_calls(session_token text, from_day date, days integer) IS 'Staff Calls view (anon, service_role; session checked first): the calls, live and cancelled, starting in 1 to 31 Los Angeles days from from_day, soonest first with their leads, at most 1,000, read through the slot-start index and planned per call; each with its sender (bookings.sender) and how many calls staff''s release of that sender would cancel (decision 0063), and when, by whom and from what time it was last moved (decision 0070), and the lead''s site check as the call''s preparation (decision 0080).';

REVOKE ALL ON FUNCTION public.dashboard_calls(session_token text, from_day date, days integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_calls(session_token text, from_day date, days integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_calls(session_token text, from_day date, days integer) TO anon;

CREATE FUNCTION public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text) RETURNS TABLE(outcome text, outcome_at timestamp with time zone, outcome_by text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  call_ private.bookings;
begin
  if dashboard_set_call_outcome.new_outcome is not null and dashboard_set_call_outcome.new_outcome not in ('attended', 'no_show') then
    raise exception using errcode = '22023', message = 'A call is marked attended or no-show.';
  end if;
  select * into call_ from private.bookings b where b.id = dashboard_set_call_outcome.booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This call no longer exists.';
  end if;
  if call_.cancelled_at is not null then
    raise exception using errcode = 'PT409', message = 'This call was cancelled.';
  end if;
  update private.bookings b
     set outcome = dashboard_set_call_outcome.new_outcome,
         outcome_at = case when dashboard_set_call_outcome.new_outcome is null then null else private.clock_now() end,
         outcome_by = case when dashboard_set_call_outcome.new_outcome is null then null else actor end
   where b.id = call_.id;
  return query select b.outcome, b.outcome_at, b.outcome_by from private.bookings b where b.id = call_.id;
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text) IS 'Staff (anon, service_role): marks a call attended or no-show, or clears the mark, signed with the staff name, and may do so before the slot since calls move by phone; 400 for another outcome, 404 for no call, 409 for a cancelled one (decision 0063).';

REVOKE ALL ON FUNCTION public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text) TO anon;

CREATE FUNCTION public.dashboard_unblock_booking_time(session_token text, block_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  delete from private.booking_blocks k where k.id = dashboard_unblock_booking_time.block_id;
  return found;
end;
$$;

COMMENT ON FUNCTION public.dashboard_unblock_booking_time(session_token text, block_id uuid) IS 'Staff (anon, service_role; session checked first): removes a block so its free slots are offered again; answers whether there was one (decision 0060).';

REVOKE ALL ON FUNCTION public.dashboard_unblock_booking_time(session_token text, block_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_unblock_booking_time(session_token text, block_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_unblock_booking_time(session_token text, block_id uuid) TO anon;

CREATE TABLE private.booking_blocks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    during tstzrange NOT NULL,
    reason text,
    created_at timestamp with time zone NOT NULL,
    created_by text NOT NULL,
    CONSTRAINT booking_blocks_during_shape CHECK (((NOT isempty(during)) AND (NOT lower_inf(during)) AND (NOT upper_inf(during)) AND ((upper(during) - lower(during)) <= '366 days'::interval))),
    CONSTRAINT booking_blocks_reason_length CHECK ((char_length(reason) <= 200))
);

ALTER TABLE ONLY private.booking_blocks
    ADD CONSTRAINT booking_blocks_pkey PRIMARY KEY (id);

CREATE INDEX booking_blocks_during_idx ON private.booking_blocks USING gist (during);

ALTER TABLE private.booking_blocks ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.booking_blocks IS 'Times staff keep free of calls (holidays, meetings), signed with the staff name: any slot that overlaps one is not offered. Calls already booked inside a block stay booked; staff see them and may cancel them (decision 0060).';

COMMENT ON COLUMN private.booking_blocks.during IS 'The blocked range [start, end): finite, non-empty, at most 366 days; a whole Los Angeles day runs from its midnight to the next by the zone''s rules. GiST-indexed for the overlap test.';

COMMENT ON COLUMN private.booking_blocks.reason IS 'Staff''s note on the block, at most 200 characters.';

COMMENT ON COLUMN private.booking_blocks.created_by IS 'The staff name of the session that made the block.';

CREATE TABLE private.booking_settings (
    id boolean DEFAULT true NOT NULL,
    lead_time interval DEFAULT '02:00:00'::interval NOT NULL,
    working_days integer DEFAULT 10 NOT NULL,
    cancel_key bytea DEFAULT extensions.gen_random_bytes(32) NOT NULL,
    confirmations_per_day integer DEFAULT 50 NOT NULL,
    daily_limit integer,
    buffer_minutes integer DEFAULT 0 NOT NULL,
    visitor_moves integer DEFAULT 3 NOT NULL,
    CONSTRAINT booking_settings_buffer_minutes_check CHECK (((buffer_minutes >= 0) AND (buffer_minutes <= 120))),
    CONSTRAINT booking_settings_visitor_moves_check CHECK (((visitor_moves >= 0) AND (visitor_moves <= 20))),
    CONSTRAINT booking_settings_confirmations_per_day_check CHECK ((confirmations_per_day > 0)),
    CONSTRAINT booking_settings_daily_limit_check CHECK (((daily_limit >= 1) AND (daily_limit <= 48))),
    CONSTRAINT booking_settings_id_check CHECK (id),
    CONSTRAINT booking_settings_lead_time_check CHECK ((lead_time >= '00:00:00'::interval)),
    CONSTRAINT booking_settings_working_days_check CHECK (((working_days >= 1) AND (working_days <= 30)))
);

ALTER TABLE ONLY private.booking_settings
    ADD CONSTRAINT booking_settings_pkey PRIMARY KEY (id);

ALTER TABLE private.booking_settings ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.booking_settings IS 'One row: how soon and how far ahead a visitor may book a free consultation, the key its cancel links are signed with (decision 0060), and the site''s daily cap on booking confirmations (issue 59). The 30-minute slot length is no setting: bookings_slot_shape fixes it.';

COMMENT ON COLUMN private.booking_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.booking_settings.lead_time IS 'How far ahead of the database''s clock a slot must start to be offered and booked (2 hours).';

COMMENT ON COLUMN private.booking_settings.working_days IS 'How many working days (days with an office window) the slots cover, 1 to 30 (10), today included while it still has a slot far enough ahead.';

COMMENT ON COLUMN private.booking_settings.confirmations_per_day IS 'The site-wide cap on visitor-bound booking e-mails: booking confirmations sent (not held back) in any 24 hours of the database clock (50, about three days of the whole calendar). Past it a booking is stored and the agency e-mailed, but its confirmation and reminders are skipped (capped_site) and staff see a notice on the Calls view (dashboard_booking_mail_cap). Reminders and the cancel notice follow a sent confirmation only, so the visitor-bound booking e-mails of one day''s bookings are at most 4 times this (issue 59, decision 0061).';

COMMENT ON COLUMN private.booking_settings.daily_limit IS 'At most this many live calls in one Los Angeles day, 1 to 48, or null for no limit: a day that holds them offers no free time (private.booking_day_full), and book_consultation refuses a call there under its lock. Set by staff from the Calls view (dashboard_set_booking_calendar, decision 0071).';

COMMENT ON COLUMN private.booking_settings.buffer_minutes IS 'Minutes kept free before and after every live call, 0 to 120 (0): a slot that starts or ends within them of a call is not offered or booked (private.booking_slot_taken). Set by staff from the Calls view (decision 0071).';

COMMENT ON COLUMN private.booking_settings.visitor_moves IS 'How many times a visitor may move one booked call with its private link (3); the next move_consultation answers moves_used and the page offers the phone and e-mail. Bounds the "Call moved" e-mails one booking can send to a mailbox and a link''s walk through the calendar (decision 0070).';

COMMENT ON COLUMN private.booking_settings.cancel_key IS '32 random bytes: the HMAC-SHA256 key of the cancel and manage links'' tokens (private.booking_cancel_token), as report_settings.unsubscribe_key signs the reports'' links; it never leaves the database.';

CREATE TABLE private.bookings (
    id uuid NOT NULL,
    lead_id uuid NOT NULL,
    slot tstzrange NOT NULL,
    topic text,
    created_at timestamp with time zone NOT NULL,
    cancelled_at timestamp with time zone,
    cancelled_by text,
    outcome text,
    outcome_at timestamp with time zone,
    outcome_by text,
    sender text,
    sequence integer DEFAULT 0 NOT NULL,
    moved_at timestamp with time zone,
    moved_by text,
    moved_from tstzrange,
    visitor_moves integer DEFAULT 0 NOT NULL,
    CONSTRAINT bookings_moved_together CHECK ((((moved_at IS NULL) = (moved_by IS NULL)) AND ((moved_at IS NULL) = (moved_from IS NULL)))),
    CONSTRAINT bookings_sequence_counts CHECK (((sequence >= 0) AND (visitor_moves >= 0) AND (visitor_moves <= sequence))),
    CONSTRAINT bookings_cancelled_together CHECK (((cancelled_at IS NULL) = (cancelled_by IS NULL))),
    CONSTRAINT bookings_outcome_known CHECK ((outcome = ANY (ARRAY['attended'::text, 'no_show'::text]))),
    CONSTRAINT bookings_outcome_live CHECK (((outcome IS NULL) OR (cancelled_at IS NULL))),
    CONSTRAINT bookings_outcome_together CHECK ((((outcome IS NULL) = (outcome_at IS NULL)) AND ((outcome IS NULL) = (outcome_by IS NULL)))),
    CONSTRAINT bookings_slot_shape CHECK ((lower_inc(slot) AND (NOT upper_inc(slot)) AND ((upper(slot) - lower(slot)) = '00:30:00'::interval) AND ((EXTRACT(epoch FROM lower(slot)) % (1800)::numeric) = (0)::numeric))),
    CONSTRAINT bookings_topic_length CHECK ((char_length(topic) <= 5000))
);

ALTER TABLE ONLY private.bookings
    ADD CONSTRAINT bookings_one_call_at_a_time EXCLUDE USING gist (slot WITH &&) WHERE ((cancelled_at IS NULL));

ALTER TABLE ONLY private.bookings
    ADD CONSTRAINT bookings_pkey PRIMARY KEY (id);

CREATE INDEX bookings_lead_id_idx ON private.bookings USING btree (lead_id);

CREATE INDEX bookings_sender_idx ON private.bookings USING btree (lower(slot)) WHERE (sender IS NOT NULL);

CREATE INDEX bookings_starts_at_idx ON private.bookings USING btree (lower(slot), id);

ALTER TABLE private.bookings ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.bookings IS 'A booked free 30-minute consultation call (decision 0060), written by book_consultation. Two live bookings never overlap: the exclusion constraint bookings_one_call_at_a_time decides a race, and the loser hears 409. A cancelled booking stays, for the Calls view and its history, and frees its slot.';

COMMENT ON COLUMN private.bookings.id IS 'The id the page made for the booking, so a retry after a lost answer meets it; its signed form is the private cancel and manage link.';

COMMENT ON COLUMN private.bookings.lead_id IS 'The consultation lead stored for the booking, or the visitor''s lead from the same visit it attached to; deleted with it.';

COMMENT ON COLUMN private.bookings.slot IS 'The call''s time, [start, start + 30 minutes), starting on a whole or half hour (bookings_slot_shape); Los Angeles is a whole number of hours from UTC, so the grid is the same in both.';

COMMENT ON COLUMN private.bookings.topic IS 'What the visitor wants to talk about, at most 5,000 characters; only the agency''s e-mail and staff see it.';

COMMENT ON COLUMN private.bookings.cancelled_at IS 'When the booking was cancelled (its slot is free again at once); set together with cancelled_by.';

COMMENT ON COLUMN private.bookings.cancelled_by IS 'Visitor for the cancel link, or a staff name.';

COMMENT ON COLUMN private.bookings.outcome IS 'attended or no_show, marked by staff (decision 0063); null until marked. It may be marked before the slot starts, since calls are often taken early or moved by phone, and never on a cancelled call.';

COMMENT ON COLUMN private.bookings.outcome_at IS 'When the outcome was marked; set together with outcome.';

COMMENT ON COLUMN private.bookings.sender IS 'Who booked it, for the booking budgets (decision 0066): the sender key (private.sender_key: an IPv4 address, or an IPv6 /64) of an anonymous booking, null for one made with the service key. Cleared once the call has started, as later bookings arrive; the privacy policy says so.';

COMMENT ON COLUMN private.bookings.sequence IS 'The calendar invite''s SEQUENCE (RFC 5545): 0 when booked, one more at each move, so the visitor''s calendar updates the event of the same UID instead of adding another; a cancellation''s invite is sent with one more than the last (decision 0070).';

COMMENT ON COLUMN private.bookings.moved_at IS 'When the call was last moved (private.move_booking); null for a call never moved. Set together with moved_by and moved_from.';

COMMENT ON COLUMN private.bookings.moved_by IS 'Who last moved the call: Visitor for the private link, or a staff name.';

COMMENT ON COLUMN private.bookings.moved_from IS 'The slot the call had before its last move, shown on the Calls view and in the agency''s "Call moved" e-mail.';

COMMENT ON COLUMN private.bookings.visitor_moves IS 'How many times the visitor moved the call with the private link; at most booking_settings.visitor_moves (move_consultation refuses more, so a link cannot cycle through the calendar). Staff moves are not counted (decision 0070).';

COMMENT ON COLUMN private.bookings.outcome_by IS 'The staff name that marked the outcome; set together with outcome.';

ALTER TABLE ONLY private.bookings
    ADD CONSTRAINT bookings_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES private.bookings(id) ON DELETE CASCADE;

CREATE TRIGGER bookings_mark_lead_delete AFTER DELETE ON private.bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_booked_leads();

COMMENT ON TRIGGER bookings_mark_lead_delete ON private.bookings IS 'Keeps public.lsg_leads.booked_call for the leads of the deleted bookings.';

CREATE TRIGGER bookings_mark_lead_insert AFTER INSERT ON private.bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_booked_leads();

COMMENT ON TRIGGER bookings_mark_lead_insert ON private.bookings IS 'Marks the new bookings'' leads as booked (public.lsg_leads.booked_call), so they leave private.waiting_leads whoever writes the booking (decision 0063).';

CREATE TRIGGER bookings_mark_lead_update AFTER UPDATE ON private.bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_booked_leads();

COMMENT ON TRIGGER bookings_mark_lead_update ON private.bookings IS 'Keeps public.lsg_leads.booked_call for the leads of the changed bookings: a cancelled booking''s lead is booked no more unless another booking of it is live. Writes nothing when no flag changes (an outcome, a retry).';

insert into private.booking_settings default values;
