-- The database's clock, what it knows of the API request it serves (role, caller's address,
-- honeypot header), and the one abuse budget of every anonymous door (docs/decisions/0008-limits-in-the-database.md,
-- 0066-one-abuse-budget.md): private.write_limits says what each budget allows, per sender (an IPv4
-- address or an IPv6 /64, private.sender_key), per canonical mailbox or per site, and
-- private.anonymous_doors says which budgets each anon-callable function, table insert and edge
-- function takes, or why it needs none; a test reads the catalog and fails on a door without a row.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.clock_now() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.now() + pg_catalog.make_interval(secs => coalesce((select offset_seconds from private.clock_settings), 0));
$$;

COMMENT ON FUNCTION private.clock_now() IS 'The database''s clock for every time-dependent rule (session expiry, login lockout, partial-lead age, booking lead time, report days): now() plus private.clock_settings.offset_seconds. The offset is zero in production; tests move it with SQL to check those rules without waiting.';

REVOKE ALL ON FUNCTION private.clock_now() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.count_anonymous_write() RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.request_is_honeypot() then
    return false;
  end if;
  if private.request_role() = 'anon' and coalesce(pg_catalog.current_setting('lsg.write_counted', true), '') <> 'on' then
    perform private.take_write_slot('lead_write', private.request_address());
    perform pg_catalog.set_config('lsg.write_counted', 'on', true);
  end if;
  return true;
end;
$$;

COMMENT ON FUNCTION private.count_anonymous_write() IS 'The entry check of every anonymous lead write: false for a honeypot request (the caller then stores nothing and answers success), otherwise takes one lead_write slot per transaction for the anon role and marks the transaction (lsg.write_counted), so a procedure''s own inserts are not counted twice (decisions 0008, 0024). Security definer so the triggers and RPCs it guards can take the slot whoever runs them.';

REVOKE ALL ON FUNCTION private.count_anonymous_write() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.request_address() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(pg_catalog.btrim(hops[pg_catalog.array_upper(hops, 1)]), ''), 'unknown')
    from (select pg_catalog.regexp_split_to_array(
                   private.request_header((select s.client_address_header from private.request_settings s)), ',') as hops) as header;
$$;

COMMENT ON FUNCTION private.request_address() IS 'The caller''s address as the platform vouches for it: the rightmost hop of the header named in private.request_settings (X-Real-IP on hosted Supabase), never a value the caller chose, so per-address limits cannot be dodged (decision 0007). ''unknown'' outside an API request.';

REVOKE ALL ON FUNCTION private.request_address() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.request_header(name text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (nullif(pg_catalog.current_setting('request.headers', true), '')::json) ->> request_header.name;
$$;

COMMENT ON FUNCTION private.request_header(name text) IS 'One header of the current PostgREST request (from request.headers), or null outside an API request. The building block of request_address and request_is_honeypot.';

REVOKE ALL ON FUNCTION private.request_header(name text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.request_is_honeypot() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.btrim(private.request_header('x-lead-honeypot')), '') <> '';
$$;

COMMENT ON FUNCTION private.request_is_honeypot() IS 'Whether the request carries the forms'' hidden honeypot field (header x-lead-honeypot): people never fill it, bots do. A flagged write is dropped while the caller sees success (decision 0008).';

REVOKE ALL ON FUNCTION private.request_is_honeypot() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.request_role() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::json) ->> 'role', '');
$$;

COMMENT ON FUNCTION private.request_role() IS 'The role PostgREST runs this request as, read from the JWT claims (''anon'' for the public key), or '''' outside a request. Lets the limits and rules apply to anonymous visitors only, never to staff calls or the service key.';

REVOKE ALL ON FUNCTION private.request_role() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_write_slot(scope text, address text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  limits private.write_limits;
  now_ timestamptz := private.clock_now();
  key_ text;
  hits_ integer;
begin
  select * into limits from private.write_limits l where l.scope = take_write_slot.scope and l.counts = 'calls';
  if not found then
    raise exception 'Unknown write limit scope: %', take_write_slot.scope;
  end if;
  -- A sender is an IPv4 address or an IPv6 /64, whatever the door (decision 0066).
  key_ := case when limits.per = 'sender' then private.sender_key(take_write_slot.address) else take_write_slot.address end;
  insert into private.rate_buckets as b (scope, address, window_start, hits)
  values (take_write_slot.scope, key_, now_, 1)
  on conflict on constraint rate_buckets_pkey do update
    set hits = case when b.window_start <= now_ - pg_catalog.make_interval(secs => limits.window_seconds) then 1 else b.hits + 1 end,
        window_start = case when b.window_start <= now_ - pg_catalog.make_interval(secs => limits.window_seconds) then now_ else b.window_start end
  returning b.hits into hits_;
  if hits_ = 1 then
    delete from private.rate_buckets stale
     where stale.ctid in (
       select old.ctid from private.rate_buckets old
        where old.window_start < now_ - pg_catalog.make_interval(secs => (select max(l.window_seconds) from private.write_limits l where l.counts = 'calls'))
        limit 500
        for update skip locked);
  end if;
  if hits_ > limits.max_writes then
    raise exception using errcode = 'PT429', hint = 'rate_limited',
      message = 'Too many submissions from your network. Please wait a few minutes and try again.';
  end if;
end;
$$;

COMMENT ON FUNCTION private.take_write_slot(scope text, address text) IS 'Counts one call for a sender (or a mailbox, or the site) in a calls scope of private.write_limits, or refuses it with HTTP 429 (PT429, hint rate_limited) past the limit; a sender scope keys on private.sender_key, so an IPv6 /64 is one sender (decision 0066). The upsert locks the bucket row so concurrent calls queue and exactly the limit passes, and a refused call rolls its count back (decision 0008). Security definer over the private buckets; each new window also clears up to 500 long-expired buckets.';

REVOKE ALL ON FUNCTION private.take_write_slot(scope text, address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.take_function_slot(scope text, client_address text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if scope not in ('page_check', 'report_unsubscribe') then
    raise exception using errcode = '22023', message = format('Not a function limit: %s.', scope);
  end if;
  perform private.take_write_slot(scope, coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
end;
$$;

COMMENT ON FUNCTION public.take_function_slot(scope text, client_address text) IS 'Lets the edge functions analyze-page and weekly-report-unsubscribe count their calls in the same per-address buckets as lead writes (scopes page_check and report_unsubscribe only, else 22023), by the address their gateway vouched for; raises HTTP 429 past the limit (decisions 0007, 0008). Granted to service_role only: the functions call it with the service key.';

REVOKE ALL ON FUNCTION public.take_function_slot(scope text, client_address text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.take_function_slot(scope text, client_address text) TO service_role;

CREATE TABLE private.clock_settings (
    id boolean DEFAULT true NOT NULL,
    offset_seconds integer DEFAULT 0 NOT NULL,
    CONSTRAINT clock_settings_id_check CHECK (id)
);

ALTER TABLE ONLY private.clock_settings
    ADD CONSTRAINT clock_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.clock_settings IS 'One row: the offset of the database''s clock (private.clock_now()), which every time rule reads (session expiry, login lockout, partial-lead age, office hours, bookings). Always zero in production; tests move it with SQL to check those rules without waiting.';

COMMENT ON COLUMN private.clock_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.clock_settings.offset_seconds IS 'Seconds added to now() by private.clock_now(); 0 in production, set only by tests.';

CREATE TABLE private.rate_buckets (
    scope text NOT NULL,
    address text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer NOT NULL
);

ALTER TABLE ONLY private.rate_buckets
    ADD CONSTRAINT rate_buckets_pkey PRIMARY KEY (scope, address);

CREATE INDEX rate_buckets_window_start_idx ON private.rate_buckets USING btree (window_start);

COMMENT ON TABLE private.rate_buckets IS 'One row per scope and address: the start of its current window and the writes in it. private.take_write_slot upserts the row, which locks it, so concurrent writes queue and exactly the limit passes; a refused write rolls its count back (decision 0008). Buckets whose window ended long ago are deleted a few hundred at a time when a new window opens.';

COMMENT ON COLUMN private.rate_buckets.address IS 'What the scope counts per: for a sender scope the sender key (private.sender_key) of the caller''s address as private.request_address() reads it (decision 0007) or as an edge function''s gateway vouched for it, an IPv6 address standing for its /64 (decision 0066); unknown outside an API request.';

COMMENT ON COLUMN private.rate_buckets.window_start IS 'When the bucket''s current window began.';

COMMENT ON COLUMN private.rate_buckets.hits IS 'Writes counted in the current window; a refused write''s count rolls back with it.';

CREATE TABLE private.request_settings (
    id boolean DEFAULT true NOT NULL,
    client_address_header text DEFAULT 'x-real-ip'::text NOT NULL,
    CONSTRAINT request_settings_id_check CHECK (id)
);

ALTER TABLE ONLY private.request_settings
    ADD CONSTRAINT request_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.request_settings IS 'One row: which request header carries the caller''s address as the platform vouches for it, so per-address limits key on an address the caller cannot choose (decision 0007).';

COMMENT ON COLUMN private.request_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.request_settings.client_address_header IS 'Lower-case header name read by private.request_address(), which takes its rightmost entry (the hop the platform''s own proxy added). x-real-ip: hosted Supabase''s gateway sets it, and the local gateway overwrites it with the socket''s address.';

CREATE TABLE private.anonymous_doors (
    door text NOT NULL,
    kind text NOT NULL,
    scope text,
    because text,
    CONSTRAINT anonymous_doors_kind_check CHECK ((kind = ANY (ARRAY['function'::text, 'insert'::text, 'edge_function'::text]))),
    CONSTRAINT anonymous_doors_budget_or_reason CHECK (((scope IS NOT NULL) OR (because IS NOT NULL)))
);

ALTER TABLE ONLY private.anonymous_doors
    ADD CONSTRAINT anonymous_doors_one_row_each UNIQUE NULLS NOT DISTINCT (kind, door, scope);

COMMENT ON TABLE private.anonymous_doors IS 'Every door an anonymous visitor can open, and the budgets of private.write_limits it takes: each public function anon may execute, each public table anon may insert into, each edge function anon may call. A door with no budget has one row saying why (read-only, or staff-only behind the session check). tests/integration/abuse-budget.test.ts reads the anon-executable functions and anon-insertable tables from the catalog and fails on any without a row, so a new door cannot ship without its budget (decision 0066).';

COMMENT ON COLUMN private.anonymous_doors.door IS 'The function or table name in public (the function''s name covers its overloads), or the edge function''s folder under supabase/functions.';

COMMENT ON COLUMN private.anonymous_doors.kind IS 'function (an RPC anon may execute), insert (a table anon may insert into) or edge_function.';

COMMENT ON COLUMN private.anonymous_doors.scope IS 'A budget the door takes (private.write_limits.scope); null on the one row of a door that takes none.';

COMMENT ON COLUMN private.anonymous_doors.because IS 'Why a door takes no budget, or what else bounds it beside its budgets; required when scope is null.';

CREATE TABLE private.write_limits (
    scope text NOT NULL,
    max_writes integer NOT NULL,
    window_seconds integer,
    per text DEFAULT 'sender'::text NOT NULL,
    counts text DEFAULT 'calls'::text NOT NULL,
    CONSTRAINT write_limits_counts_check CHECK ((counts = ANY (ARRAY['calls'::text, 'live_bookings'::text, 'calendar_percent'::text]))),
    CONSTRAINT write_limits_max_writes_check CHECK ((max_writes > 0)),
    CONSTRAINT write_limits_per_check CHECK ((per = ANY (ARRAY['sender'::text, 'mailbox'::text, 'site'::text]))),
    CONSTRAINT write_limits_shape CHECK ((((counts = 'calls'::text) AND (window_seconds IS NOT NULL)) OR ((counts = 'live_bookings'::text) AND (per <> 'site'::text)) OR ((counts = 'calendar_percent'::text) AND (per = 'site'::text) AND (window_seconds IS NOT NULL)))),
    CONSTRAINT write_limits_window_seconds_check CHECK (((window_seconds >= 1) AND (window_seconds <= 86400)))
);

ALTER TABLE ONLY private.write_limits
    ADD CONSTRAINT write_limits_pkey PRIMARY KEY (scope);

COMMENT ON TABLE private.write_limits IS 'The one abuse budget of the anonymous doors (decisions 0008, 0066): what each scope allows per sender (an IPv4 address or an IPv6 /64, private.sender_key), per canonical mailbox (private.canonical_mailbox) or per site, counted in the database, so direct inserts, the RPCs and the edge functions all count and no door skips its budget. private.anonymous_doors says which door takes which scope. Change a row to change a budget; the test stacks raise the sender ones, since every test browser shares 127.0.0.1.';

COMMENT ON COLUMN private.write_limits.scope IS 'The budget: lead_write (table inserts and the lead calls, about five form submissions), page_check (analyze-page, which fetches a page from the internet), report_unsubscribe, report_confirm, booking_cancel, booking_move, the booking budgets booking_sender, booking_mailbox, booking_site_hour, booking_site_day, and site_check_day (the background checks of leads'' sites a day, keyed by the Los Angeles day, decision 0080).';

COMMENT ON COLUMN private.write_limits.max_writes IS 'For calls: calls allowed per window, the next refused with HTTP 429 (SQLSTATE PT429). For live_bookings: live bookings that have not started yet allowed at once. For calendar_percent: the percent of the booking calendar''s slots (the next 10 working days) that live anonymous bookings made in the window may hold.';

COMMENT ON COLUMN private.write_limits.window_seconds IS 'For calls, the length of a window in seconds (1 to 86,400), a bucket''s window starting at its first call after the previous one ended; for calendar_percent, how far back the bookings counted were made; null for live_bookings (every live booking still to come counts).';

COMMENT ON COLUMN private.write_limits.per IS 'What is counted separately: sender (private.sender_key of the caller''s address), mailbox (private.canonical_mailbox of the address mail goes to) or site (everyone together).';

COMMENT ON COLUMN private.write_limits.counts IS 'calls (counted in private.rate_buckets by private.take_write_slot), live_bookings or calendar_percent (counted from private.bookings by private.take_booking_budget).';

ALTER TABLE ONLY private.anonymous_doors
    ADD CONSTRAINT anonymous_doors_scope_fkey FOREIGN KEY (scope) REFERENCES private.write_limits(scope) ON UPDATE CASCADE;

insert into private.clock_settings default values;
insert into private.request_settings default values;
insert into private.write_limits (scope, max_writes, window_seconds, per, counts) values
  ('lead_write', 20, 600, 'sender', 'calls'),          -- table inserts and the lead procedures: about five form submissions
  ('page_check', 20, 60, 'sender', 'calls'),           -- calls of analyze-page (each fetches a page from the internet)
  ('report_unsubscribe', 30, 60, 'sender', 'calls'),   -- calls of weekly-report-unsubscribe
  ('report_confirm', 30, 60, 'sender', 'calls'),       -- calls of weekly-report-confirm
  ('booking_cancel', 30, 60, 'sender', 'calls'),       -- cancel_consultation, whose token is guessed at no other cost
  ('booking_move', 30, 600, 'sender', 'calls'),        -- move_consultation: a token guessed, or a time tried, at no other cost
  ('booking_sender', 2, null, 'sender', 'live_bookings'),        -- calls still to come one sender may hold
  ('booking_mailbox', 2, null, 'mailbox', 'live_bookings'),      -- calls still to come one mailbox may hold
  ('booking_site_hour', 10, 3600, 'site', 'calendar_percent'),   -- of the calendar, booked anonymously in the last hour
  ('booking_site_day', 25, 86400, 'site', 'calendar_percent'),   -- of the calendar, booked anonymously in the last day
  ('site_check_day', 500, 86400, 'site', 'calls');     -- background checks of leads' sites a Los Angeles day (decision 0080)

-- The doors: a row per budget each takes, or one row saying why it takes none (decision 0066).
insert into private.anonymous_doors (kind, door, scope, because) values
  ('insert', 'lsg_leads', 'lead_write', null),
  ('insert', 'leads', 'lead_write', null),
  ('function', 'add_newsletter_subscriber', 'lead_write', null),
  ('function', 'complete_partial_lead', 'lead_write', null),
  ('function', 'submit_privacy_request', 'lead_write', null),
  ('function', 'schedule_weekly_report', 'lead_write', 'New report recipients are also capped per sender and per site a day (private.report_opt_in_settings, decision 0045).'),
  ('function', 'confirm_weekly_report', 'report_confirm', null),
  ('function', 'book_consultation', 'lead_write', null),
  ('function', 'book_consultation', 'booking_sender', null),
  ('function', 'book_consultation', 'booking_mailbox', null),
  ('function', 'book_consultation', 'booking_site_hour', null),
  ('function', 'book_consultation', 'booking_site_day', null),
  ('function', 'cancel_consultation', 'booking_cancel', null),
  ('function', 'move_consultation', 'booking_move', 'A move keeps the booking''s row, so the live-booking budgets still count it once; a link moves its call at most booking_settings.visitor_moves (3) times (decision 0070).'),
  ('edge_function', 'analyze-page', 'page_check', null),
  ('insert', 'lsg_leads', 'site_check_day', 'A lead naming a website queues a check of it: one per site per Los Angeles day whoever names it (private.site_checks), the day''s cap site-wide; past the cap the lead is stored and its site left unchecked (decision 0080).'),
  ('function', 'complete_partial_lead', 'site_check_day', 'As the lead insert: the completed lead''s site is checked once a day within the cap.'),
  ('function', 'schedule_weekly_report', 'site_check_day', 'As the lead insert: the schedule''s site is checked once a day within the cap.'),
  ('function', 'book_consultation', 'site_check_day', 'As the lead insert: the booking''s site is checked once a day within the cap.'),
  ('function', 'dashboard_check_site_again', null, 'Staff only: the session is checked first (403 without one).'),
  ('edge_function', 'weekly-report-unsubscribe', 'report_unsubscribe', null),
  ('function', 'book_slots', null, 'Read-only: answers the free slots, writes and sends nothing.'),
  ('function', 'consultation_state', null, 'Read-only (stable, sent as a GET): answers a signed link''s state, writes and counts nothing (decision 0062).'),
  ('function', 'weekly_report_confirmation_state', null, 'Read-only (stable, sent as a GET): answers a confirmation link''s state (decision 0058).'),
  ('function', 'validate_dashboard_password', null, 'The staff login: its budget is the login lockout per address, per device and per hour, and at most 3 checks at once (decisions 0009, 0046, 0055).'),
  ('function', 'dashboard_lockout_status', null, 'Read-only: the login lockout''s state for the caller''s address.'),
  ('function', 'dashboard_login_attempts_left', null, 'Read-only: the tries the caller''s address has left.'),
  ('function', 'dashboard_device_login_status', null, 'Read-only: a device marker''s login state (decision 0055).'),
  ('function', 'dashboard_check_session', null, 'Read-only: a session''s expiry, or 403.'),
  ('function', 'dashboard_logout', null, 'Ends only the session whose token it is given; without one it changes nothing (decision 0047).'),
  ('function', 'dashboard_remember_device', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_add_lead_note', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_type_groups', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_booking_mail_cap', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_block_booking_days', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_block_booking_time', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_booking_blocks', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_calls', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_cancel_call', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_cancel_sender_calls', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_move_call', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_delete_lead', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_delete_lead_note', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_edit_lead_note', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_export_leads', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_get_lead', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_counts', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_notifications', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_sources', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_speed', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_lead_summary', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_list_leads', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_new_lead_count', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_set_call_outcome', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_set_lead_status', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_set_morning_email', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_set_report_subscription_status', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_speed', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_unblock_booking_time', null, 'Staff only: the session is checked first (403 without one).'),
  ('function', 'dashboard_waiting_summary', null, 'Staff only: the session is checked first (403 without one).');
