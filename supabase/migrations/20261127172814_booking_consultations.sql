-- Free consultation bookings, the database's part (issue 53, docs/decisions/0060-booked-consultations.md).
-- A visitor books a free 30-minute call in the agency's answered hours; no page, e-mail or staff view
-- yet, only what they will stand on:
--   1. the slots: the 30-minute slots of the next 10 working days inside private.office_window(day)
--      (the one hours source of speed to lead, Monday to Friday 9 to 6 in Los Angeles, across
--      daylight saving), free when they start at least 2 hours after private.clock_now(), are not
--      blocked by staff and not booked (public.book_slots());
--   2. the booking: one anon call, public.book_consultation(...), with the lead's path of every form
--      (honeypot, the address's write slot, one lead row, the field rules), that stores a
--      `consultation` lead, or attaches the booking to the visitor's lead from the same visit, and
--      the booking; two visitors racing for one slot are decided by an exclusion constraint on the
--      slot's range: one is stored, the other hears "That time was just taken" (409);
--   3. cancelling: a private link token signed like the weekly reports' unsubscribe links
--      (public.cancel_consultation(token)), counted against the address's own limit;
--   4. staff block days or hours (public.dashboard_block_booking_days, dashboard_block_booking_time,
--      dashboard_unblock_booking_time, dashboard_booking_blocks), keyed by the staff session like every
--      dashboard call;
--   5. a lead with a live booking is not waiting (private.waiting_leads): the call answers it.

-- 1. What a booking needs to know ----------------------------------------------------------------------

-- One row. The slot length is no setting: 30 minutes is written into the bookings' constraint, which
-- keeps every stored slot on the grid below.
create table private.booking_settings (
  id boolean primary key default true check (id),
  -- How far ahead a slot must start to be booked.
  lead_time interval not null default interval '2 hours' check (lead_time >= interval '0'),
  -- How many working days (days with an office window) the slots cover, today included while it
  -- still has a slot far enough ahead.
  working_days integer not null default 10 check (working_days between 1 and 30),
  -- The key the cancel links are signed with (as private.report_settings.unsubscribe_key signs the
  -- weekly reports' unsubscribe links); it never leaves the database.
  cancel_key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.booking_settings default values;

-- A visitor's cancel link is counted like the weekly reports' confirmation page: per address.
insert into private.write_limits (scope, max_writes, window_seconds) values ('booking_cancel', 30, 60);

-- 2. The tables ------------------------------------------------------------------------------------------

-- Times staff keep free of calls (holidays, meetings): any slot that overlaps one is not offered.
create table private.booking_blocks (
  id uuid primary key default gen_random_uuid(),
  during tstzrange not null,
  reason text,
  created_at timestamptz not null,
  created_by text not null,
  constraint booking_blocks_during_shape check (not pg_catalog.isempty(during) and not pg_catalog.lower_inf(during) and not pg_catalog.upper_inf(during)
                                                and pg_catalog.upper(during) - pg_catalog.lower(during) <= interval '366 days'),
  constraint booking_blocks_reason_length check (pg_catalog.char_length(reason) <= 200)
);
create index booking_blocks_during_idx on private.booking_blocks using gist (during);

-- One booked call: its lead (a consultation lead, or the visitor's lead of the same visit), its
-- 30-minute slot [start, start + 30 min) and what the visitor wants to talk about. A cancelled
-- booking stays (for the Calls view and its history) and frees its slot.
create table private.bookings (
  -- The id the page made for this booking: a retry after a lost answer meets it.
  id uuid primary key,
  lead_id uuid not null references public.lsg_leads (id) on delete cascade,
  slot tstzrange not null,
  topic text,
  created_at timestamptz not null,
  cancelled_at timestamptz,
  cancelled_by text,
  -- Every stored slot is one of the grid's: 30 minutes from a whole or half hour (Los Angeles is a
  -- whole number of hours from UTC, so the half hours are the same in both).
  constraint bookings_slot_shape check (
    pg_catalog.lower_inc(slot) and not pg_catalog.upper_inc(slot)
    and pg_catalog.upper(slot) - pg_catalog.lower(slot) = interval '30 minutes'
    and extract(epoch from pg_catalog.lower(slot)) % 1800 = 0),
  constraint bookings_topic_length check (pg_catalog.char_length(topic) <= 5000),
  constraint bookings_cancelled_together check ((cancelled_at is null) = (cancelled_by is null)),
  -- The race: two live bookings never overlap. Two transactions booking one slot at once: the second
  -- waits for the first and fails with 23P01 when it commits; book_consultation answers 409.
  constraint bookings_one_call_at_a_time exclude using gist (slot with &&) where (cancelled_at is null)
);
-- Supabase's Performance Advisor (unindexed foreign keys, decision 0028), a lead's deletion, and the
-- waiting rule's look-up of a lead's live booking (a lead has a booking or two).
create index bookings_lead_id_idx on private.bookings (lead_id);

-- RLS on as well, though anon and authenticated have no grant on the private schema at all: only the
-- functions below (security definer) read and write these tables.
alter table private.booking_settings enable row level security;
alter table private.booking_blocks enable row level security;
alter table private.bookings enable row level security;

-- 3. The lead type ---------------------------------------------------------------------------------------

-- A booked call is answered by the call itself: nobody waits to call this visitor back
-- (decision 0060). It is e-mailed to the agency like any lead and counts in Sources.
insert into private.lead_types (lead_type, label, purpose, waits, name_required, written_through) values
  ('consultation', 'Consultation', 'A free consultation call booked on /book (book_consultation); the call answers it, so nobody waits.',
   false, true, 'book_consultation');

-- 4. The slots -------------------------------------------------------------------------------------------

-- The working days the slots cover, seen from `at_`: the days with an office window
-- (private.office_window, the hours of speed to lead), from today on, today only while its last slot
-- still starts at least the lead time after `at_`; as many as booking_settings.working_days says.
create function private.booking_days(at_ timestamptz)
returns table (office_day date, opens_at timestamptz, closes_at timestamptz)
language sql stable set search_path = '' as $$
  select d.day, w.opens_at, w.closes_at
    from (select (at_ at time zone private.office_time_zone())::date + g as day from pg_catalog.generate_series(0, 45) g) d
    cross join lateral private.office_window(d.day) w
   where w.opens_at is not null
     and w.closes_at - interval '30 minutes' >= at_ + (select s.lead_time from private.booking_settings s)
   order by d.day
   limit (select s.working_days from private.booking_settings s);
$$;

-- Every 30-minute slot of those days, booked or not: [opens, opens + 30 min), ... up to closing.
-- A day's window holds no daylight-saving change (they happen at 2 am), so adding 30 minutes to an
-- instant is 30 minutes on the wall clock too.
create function private.booking_grid(at_ timestamptz)
returns table (office_day date, starts_at timestamptz, ends_at timestamptz)
language sql stable set search_path = '' as $$
  select d.office_day, s, s + interval '30 minutes'
    from private.booking_days(at_) d
    cross join lateral pg_catalog.generate_series(d.opens_at, d.closes_at - interval '30 minutes', interval '30 minutes') s;
$$;

-- The slot [starts_at, ends_at) is not free: a staff block or a live booking overlaps it.
create function private.booking_slot_taken(starts_at timestamptz, ends_at timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from private.booking_blocks k where k.during && pg_catalog.tstzrange(starts_at, ends_at))
      or exists (select 1 from private.bookings b where b.cancelled_at is null and b.slot && pg_catalog.tstzrange(starts_at, ends_at));
$$;

-- The free slots a visitor may book now (the /book page's list): each slot of the coming working days
-- that starts at least the lead time after the database's clock, is not blocked and not booked, in
-- order, with its Los Angeles day. Each slot is the range [starts_at, ends_at).
create function public.book_slots()
returns table (office_day date, starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select g.office_day, g.starts_at, g.ends_at
    from private.booking_grid(private.clock_now()) g
   where g.starts_at >= private.clock_now() + (select s.lead_time from private.booking_settings s)
     and not private.booking_slot_taken(g.starts_at, g.ends_at)
   order by g.starts_at;
$$;

-- 5. Booking ---------------------------------------------------------------------------------------------

-- The signed token of a booking's cancel link: the booking's id and an HMAC-SHA256 of it under the
-- database's own key, URL-safe, as private.report_unsubscribe_token makes the weekly reports' links.
-- Only the database can make one; another id breaks the signature.
create function private.booking_cancel_token(booking_id uuid) returns text
language sql stable set search_path = '' as $$
  select pg_catalog.replace(booking_id::text, '-', '') || '.' ||
         pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           extensions.hmac(pg_catalog.convert_to('consultation-cancel:' || booking_id::text, 'UTF8'), k.cancel_key, 'sha256'),
           'base64'), '+/', '-_'), '=')
    from private.booking_settings k;
$$;

-- The /book page's Book: one request. Books the slot that starts at slot_start for the visitor:
--   - the lead: the visitor's lead from the same visit when the page names it (visit_lead_id: a lead
--     of a type that asks for a name, stored in the last 24 hours under that id with the same e-mail
--     address; it takes the name typed now, and the phone and website where given, under the field
--     rules), otherwise a new `consultation` lead under
--     booking_id with the visit's attribution and the topic as its message;
--   - the booking, under booking_id (the id the page made), with the topic.
-- Everything a lead write meets applies: the honeypot (a quiet success that stores nothing), one slot
-- of the address's write limit (PT429), one lead row per request, the field rules in the forms' words
-- (23514, 400). A slot that is not one of the offered times is refused (400); one that is too soon
-- (409 slot_too_soon), blocked or booked (409 slot_taken, "That time was just taken"), including by a
-- booking that commits while this one waits on the constraint, stores nothing. A retry after a lost
-- answer (the same booking_id) meets its booking and stores nothing more. Answers the booking: its
-- id, its slot and its cancel link's token.
create function public.book_consultation(
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
  return query select book_consultation.booking_id, book_consultation.slot_start, book_consultation.slot_start + interval '30 minutes',
                      private.booking_cancel_token(book_consultation.booking_id);
end;
$$;

-- 6. Cancelling ------------------------------------------------------------------------------------------

-- The cancel link's token (from the confirmation e-mail, a later part of issue 53, and the page that
-- booked): the booking is cancelled and its slot is free again at once. Expected outcomes are answers
-- (decision 0035), so every call is counted against the address's own limit (booking_cancel) and
-- never rolled back; only past that limit does it raise (PT429):
--   cancelled / already_cancelled (with the slot), not_valid (not a token's shape, not signed by the
--   database, or no such booking), started (the call has begun or is over: nothing to cancel).
create function public.cancel_consultation(token text)
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
  return query select 'cancelled'::text, pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
end;
$$;

-- 7. Staff block days and hours --------------------------------------------------------------------------

-- Keeps [starts_at, ends_at) free of calls (a whole Los Angeles day is its midnight to the next),
-- signed with the staff name; the slots it overlaps vanish from book_slots at once. Calls already
-- booked in it stay booked (staff see them and may cancel them themselves). Answers the block's id.
create function public.dashboard_block_booking_time(session_token text, starts_at timestamptz, ends_at timestamptz, reason text default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
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

-- Keeps whole Los Angeles days free of calls, first_day to last_day: from the first day's midnight to
-- the midnight after the last, as the time zone rules put them (a day the clocks change is 23 or 25
-- hours long). Answers the block's id, as dashboard_block_booking_time does.
create function public.dashboard_block_booking_days(session_token text, first_day date, last_day date, reason text default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
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

-- Removes a block; its slots are offered again at once (those still free and far enough ahead).
-- Answers whether there was such a block.
create function public.dashboard_unblock_booking_time(session_token text, block_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  delete from private.booking_blocks k where k.id = dashboard_unblock_booking_time.block_id;
  return found;
end;
$$;

-- The blocks not yet over, soonest first.
create function public.dashboard_booking_blocks(session_token text)
returns table (id uuid, starts_at timestamptz, ends_at timestamptz, reason text, created_at timestamptz, created_by text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return query select k.id, pg_catalog.lower(k.during), pg_catalog.upper(k.during), k.reason, k.created_at, k.created_by
                 from private.booking_blocks k
                where pg_catalog.upper(k.during) > private.clock_now()
                order by pg_catalog.lower(k.during), k.id;
end;
$$;

-- 8. A booked lead is not waiting -------------------------------------------------------------------------

-- private.waiting_leads as in 20261127152451_commands_are_calls.sql, without the leads that have a
-- live booking: the call answers them (decision 0060). A cancelled booking makes its lead wait again
-- when its type waits.
create or replace view private.waiting_leads as
  select l.*
    from public.lsg_leads l
   where l.status = 'new'
     and l.created_at <= private.waiting_since()
     and l.lead_type in (select t.lead_type from private.lead_types t where t.waits)
     and not exists (select 1 from private.bookings b where b.lead_id = l.id and b.cancelled_at is null);

-- Who may do what -----------------------------------------------------------------------------------------

revoke all on table private.booking_settings, private.booking_blocks, private.bookings from public, anon, authenticated;
revoke all on function private.booking_days(timestamptz), private.booking_grid(timestamptz),
  private.booking_slot_taken(timestamptz, timestamptz), private.booking_cancel_token(uuid)
  from public, anon, authenticated;
revoke all on function public.book_slots(),
  public.book_consultation(uuid, timestamptz, text, text, text, text, text, uuid, text, text, text, text, text, text, text),
  public.cancel_consultation(text),
  public.dashboard_block_booking_time(text, timestamptz, timestamptz, text), public.dashboard_block_booking_days(text, date, date, text),
  public.dashboard_unblock_booking_time(text, uuid), public.dashboard_booking_blocks(text)
  from public, anon, authenticated;
grant execute on function public.book_slots(),
  public.book_consultation(uuid, timestamptz, text, text, text, text, text, uuid, text, text, text, text, text, text, text),
  public.cancel_consultation(text),
  public.dashboard_block_booking_time(text, timestamptz, timestamptz, text), public.dashboard_block_booking_days(text, date, date, text),
  public.dashboard_unblock_booking_time(text, uuid), public.dashboard_booking_blocks(text)
  to anon, service_role;
