-- Staff shape the booking calendar and take it to their own calendar app (issue 61, docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
-- the daily limit and the buffer between calls (columns of private.booking_settings, read by
-- private.booking_slot_taken in 10_booking.sql), and a private, revocable iCal feed of the coming
-- calls whose token is kept only as its SHA-256.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.booking_day_full(at_ timestamp with time zone, except_booking uuid DEFAULT NULL::uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select s.daily_limit is not null
         and (select pg_catalog.count(*) from private.bookings b
               where b.cancelled_at is null
                 and b.id is distinct from except_booking
                 and pg_catalog.lower(b.slot) >= ((at_ at time zone private.office_time_zone())::date)::timestamp at time zone private.office_time_zone()
                 and pg_catalog.lower(b.slot) < ((at_ at time zone private.office_time_zone())::date + 1)::timestamp at time zone private.office_time_zone())
             >= s.daily_limit
    from private.booking_settings s;
$$;

COMMENT ON FUNCTION private.booking_day_full(at_ timestamp with time zone, except_booking uuid) IS 'Whether the Los Angeles day of an instant already holds booking_settings.daily_limit live calls (false when there is no limit), not counting except_booking, the call being moved. The day runs from its midnight to the next as the time zone puts them (23 or 25 hours on a clock change), read through the slot-start index (decision 0071).';

REVOKE ALL ON FUNCTION private.booking_day_full(at_ timestamp with time zone, except_booking uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.calls_feed_token_hash(token text) RETURNS bytea
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select extensions.digest(pg_catalog.convert_to(coalesce(token, ''), 'UTF8'), 'sha256');
$$;

COMMENT ON FUNCTION private.calls_feed_token_hash(token text) IS 'The SHA-256 a calls feed token is stored and looked up as: the token itself is never stored (decision 0071).';

REVOKE ALL ON FUNCTION private.calls_feed_token_hash(token text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.calls_feed(token text, client_address text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  link private.calls_feed_links;
  zone text := private.office_time_zone();
  now_ timestamptz := private.clock_now();
  today date := (private.clock_now() at time zone private.office_time_zone())::date;
begin
  -- Counted before the token is looked at, and kept for a wrong one: the answer below is no error, so the count commits.
  perform private.take_write_slot('calls_feed', coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
  select * into link from private.calls_feed_links f where f.token_hash = private.calls_feed_token_hash(token);
  if not found then
    return pg_catalog.jsonb_build_object('state', 'not_found');
  end if;
  if link.revoked_at is not null then
    return pg_catalog.jsonb_build_object('state', 'revoked');
  end if;
  return pg_catalog.jsonb_build_object(
    'state', 'live',
    'generated_at', now_,
    'calls', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', b.id, 'starts_at', pg_catalog.lower(b.slot), 'ends_at', pg_catalog.upper(b.slot),
               'changed_at', greatest(b.created_at, b.outcome_at),
               'name', l.name, 'email', l.email, 'phone', l.phone, 'website', l.website, 'topic', b.topic)
             order by pg_catalog.lower(b.slot), b.id)
        from private.bookings b
        join public.lsg_leads l on l.id = b.lead_id
       where b.cancelled_at is null
         and pg_catalog.lower(b.slot) >= today::timestamp at time zone zone
         and pg_catalog.lower(b.slot) < (today + 60)::timestamp at time zone zone), '[]'::jsonb));
end;
$$;

COMMENT ON FUNCTION public.calls_feed(token text, client_address text) IS 'The calls-feed edge function''s read (service_role only): counts the call in the caller''s calls_feed budget (PT429 past it), looks the token up by its SHA-256, and answers not_found, revoked, or live with the live calls of today and the next 59 Los Angeles days (cancelled calls are left out, so a calendar app drops them), soonest first with their leads'' name, contacts and topic. A wrong token is an answer, not an error, so its count stands (decision 0071).';

REVOKE ALL ON FUNCTION public.calls_feed(token text, client_address text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.calls_feed(token text, client_address text) TO service_role;

CREATE FUNCTION public.dashboard_booking_calendar(session_token text) RETURNS TABLE(daily_limit integer, buffer_minutes integer, feed_created_at timestamp with time zone, feed_created_by text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select s.daily_limit, s.buffer_minutes, f.created_at, f.created_by
      from private.booking_settings s
      left join private.calls_feed_links f on f.revoked_at is null;
end;
$$;

COMMENT ON FUNCTION public.dashboard_booking_calendar(session_token text) IS 'Staff Calls view (anon, service_role; session checked first): the daily limit and the buffer between calls, and when and by whom the live calendar feed link was made (nulls when there is none). The link itself is not kept, so it is never answered here (decision 0071).';

REVOKE ALL ON FUNCTION public.dashboard_booking_calendar(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_calendar(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_booking_calendar(session_token text) TO anon;

CREATE FUNCTION public.dashboard_new_calls_feed(session_token text) RETURNS TABLE(token text, created_at timestamp with time zone, created_by text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  now_ timestamptz := private.clock_now();
  made text := pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
begin
  -- One new link at a time: the second of two presses revokes the first's link.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('calls_feed_link'));
  update private.calls_feed_links f set revoked_at = now_, revoked_by = actor where f.revoked_at is null;
  insert into private.calls_feed_links (token_hash, created_at, created_by) values (private.calls_feed_token_hash(made), now_, actor);
  return query select made, now_, actor;
end;
$$;

COMMENT ON FUNCTION public.dashboard_new_calls_feed(session_token text) IS 'Staff (anon, service_role): makes a new calendar feed token (32 random bytes, URL-safe base64), revokes the live one in the same transaction (its URL answers 410 from then on), stores only the new token''s SHA-256 signed with the staff name, and answers the token this once (decision 0071).';

REVOKE ALL ON FUNCTION public.dashboard_new_calls_feed(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_new_calls_feed(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_new_calls_feed(session_token text) TO anon;

CREATE FUNCTION public.dashboard_set_booking_calendar(session_token text, new_daily_limit integer, new_buffer_minutes integer) RETURNS TABLE(daily_limit integer, buffer_minutes integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  if new_daily_limit is not null and new_daily_limit not between 1 and 48 then
    raise exception using errcode = '22023', message = 'The daily limit is 1 to 48 calls, or empty for no limit.';
  end if;
  if new_buffer_minutes is null or new_buffer_minutes not between 0 and 120 then
    raise exception using errcode = '22023', message = 'The buffer between calls is 0 to 120 minutes.';
  end if;
  update private.booking_settings s
     set daily_limit = new_daily_limit, buffer_minutes = new_buffer_minutes
   where s.id;
  return query select s.daily_limit, s.buffer_minutes from private.booking_settings s;
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_booking_calendar(session_token text, new_daily_limit integer, new_buffer_minutes integer) IS 'Staff (anon, service_role; session checked first): sets the daily limit of calls (1 to 48, null for none) and the buffer kept free around each call (0 to 120 minutes); 400 for others. The free times change at once; calls already booked stay (decision 0071).';

REVOKE ALL ON FUNCTION public.dashboard_set_booking_calendar(session_token text, new_daily_limit integer, new_buffer_minutes integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_booking_calendar(session_token text, new_daily_limit integer, new_buffer_minutes integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_booking_calendar(session_token text, new_daily_limit integer, new_buffer_minutes integer) TO anon;

CREATE TABLE private.calls_feed_links (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token_hash bytea NOT NULL,
    created_at timestamp with time zone NOT NULL,
    created_by text NOT NULL,
    revoked_at timestamp with time zone,
    revoked_by text,
    CONSTRAINT calls_feed_links_hash_length CHECK ((octet_length(token_hash) = 32)),
    CONSTRAINT calls_feed_links_revoked_together CHECK (((revoked_at IS NULL) = (revoked_by IS NULL)))
);

ALTER TABLE ONLY private.calls_feed_links
    ADD CONSTRAINT calls_feed_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY private.calls_feed_links
    ADD CONSTRAINT calls_feed_links_token_hash_key UNIQUE (token_hash);

CREATE UNIQUE INDEX calls_feed_links_one_live ON private.calls_feed_links USING btree ((true)) WHERE (revoked_at IS NULL);

ALTER TABLE private.calls_feed_links ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.calls_feed_links IS 'The staff''s calendar feed links (decision 0071): each token''s SHA-256, never the token, who made it and when, and when and by whom it was replaced. At most one is live (calls_feed_links_one_live); a revoked one is kept so its URL answers 410 Gone rather than 404.';

COMMENT ON COLUMN private.calls_feed_links.token_hash IS 'SHA-256 of the token in the feed URL (private.calls_feed_token_hash), compared in the database; the token is shown to staff once and kept nowhere.';

COMMENT ON COLUMN private.calls_feed_links.created_by IS 'The staff name of the session that made the link.';

COMMENT ON COLUMN private.calls_feed_links.revoked_at IS 'When a new link replaced this one (its URL answers 410 from then on); set together with revoked_by.';

COMMENT ON COLUMN private.calls_feed_links.revoked_by IS 'The staff name that made the new link.';

insert into private.write_limits (scope, max_writes, window_seconds, per, counts) values
  ('calls_feed', 30, 60, 'sender', 'calls');           -- calls of calls-feed: a calendar app polls every few minutes at most

insert into private.anonymous_doors (kind, door, scope, because) values
  ('edge_function', 'calls-feed', 'calls_feed', 'A 256-bit token is never guessed; the budget bounds the database reads of a flood of wrong ones.'),
  ('function', 'dashboard_booking_calendar', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_new_calls_feed', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_set_booking_calendar', null, 'Staff only: the session is checked first (403 without one).');
