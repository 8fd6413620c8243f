-- The whole schema, squashed before the first deploy from the declared schema in supabase/schemas
-- (docs/decisions/0065-one-declared-schema.md): the files in order, as they were at this version.
-- Written by `npm run db:squash`, not by hand. Once deployed, a change is made in supabase/schemas and
-- shipped as a new migration (`npm run db:diff -- <name>`); `npm run db:schema:check` fails while the
-- migrations and the declared schema make different databases.

-- ==== supabase/schemas/00_schemas.sql ====

-- The declared schema (docs/decisions/0065-one-declared-schema.md): each table, function, trigger,
-- policy and grant of the project's schemas is declared once, in its current form, in the file of
-- its domain; the files are applied in the order of their numbers. A change is made here, and
-- shipped as a migration in supabase/migrations (`npm run db:schema:check` fails while the two make
-- different databases). Why each object exists is its COMMENT ON, which Supabase Studio and
-- supabase/schema.sql show.
--
-- This file: the extensions every domain uses, and the private schema. Supabase's own roles, the
-- public schema and its default grants are the platform's (supabase/local/bootstrap.sql stands in
-- for them locally).

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Everything the API must not reach directly lives here: PostgREST exposes only public.
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Tables and helpers no API role can reach directly: the public functions (security definer) are the only way in (decision 0003).';

-- ==== supabase/schemas/01_limits.sql ====

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

-- ==== supabase/schemas/02_platform.sql ====

-- Hosted Supabase's pg_cron, pg_net and Vault, where they are usable: created and scheduled on a
-- project, skipped on the local PGlite and on a plain server (docs/decisions/0043-the-hosted-path-in-the-test-run.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.ensure_platform_extensions() RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  schema_ text;
begin
  if not (private.platform_extension_usable('pg_cron', pg_catalog.current_setting('cron.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('pg_net', pg_catalog.current_setting('pg_net.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('supabase_vault', pg_catalog.current_setting('vault.getkey_script', true) <> '')) then
    return false;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  -- pg_net grants its schema, its functions and its request queue (which carries the service key's
  -- header) to PUBLIC, pg_cron its job tables and cron.schedule: only the owner's jobs and the
  -- security-definer wake-up use them (decision 0066). Whoever created the extensions, each run takes
  -- them back; where the platform owns them and this role may not, it says so and goes on.
  foreach schema_ in array array['net', 'cron'] loop
    begin
      execute pg_catalog.format('revoke all on schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all tables in schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all sequences in schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all functions in schema %I from public, anon, authenticated', schema_);
    exception when insufficient_privilege then
      raise warning 'The grants of schema % to PUBLIC, anon and authenticated could not all be taken back: %', schema_, sqlerrm;
    end;
  end loop;
  return true;
end;
$$;

COMMENT ON FUNCTION private.ensure_platform_extensions() IS 'Creates pg_cron (in pg_catalog), pg_net (in extensions) and Vault where all three are usable, as a Supabase project has them, takes back from PUBLIC, anon and authenticated the grants pg_net and pg_cron give PUBLIC (net''s schema, http_post and the request queue that carries the service key; cron''s job tables and schedule functions), warning instead where the platform''s owner keeps them, and answers whether they are there; used by the migrations before scheduling a job. Not security definer: only the migrating owner runs it (decisions 0043, 0066).';

REVOKE ALL ON FUNCTION private.ensure_platform_extensions() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from pg_catalog.pg_extension e where e.extname = extension)
      or (coalesce(loaded_for_this_database, false)
          and exists (select 1 from pg_catalog.pg_available_extensions a where a.name = extension));
$$;

COMMENT ON FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) IS 'Whether this database can run hosted Supabase''s scheduled and outgoing work for one extension: already created here, or available and loaded for this very database. On a plain server or PGlite it answers false, so migrations schedule nothing there instead of failing.';

REVOKE ALL ON FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb DEFAULT '{}'::jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  -- Dynamic SQL, its schema a value: cron exists only where pg_cron is installed, so neither this
  -- function's creation nor `supabase db lint` (plpgsql_check) may resolve it.
  cron_schema text := 'cron';
begin
  if not private.ensure_platform_extensions() then
    raise notice 'pg_cron, pg_net or Vault is not usable in this database: the job % is not scheduled.', job_name;
    return;
  end if;
  execute pg_catalog.format('select %I.schedule($1, $2, $3)', cron_schema) using job_name, schedule, pg_catalog.format($job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/%s',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := %L::jsonb,
          timeout_milliseconds := %s
        );
      $job$, function_name, coalesce(body, '{}'::jsonb)::text, timeout_milliseconds);
end;
$_$;

COMMENT ON FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb) IS 'Schedules (or replaces, by job name) a pg_cron job that posts the given body to an edge function through pg_net with the project URL and service key from Vault; where the extensions are not usable it only raises a notice, and the local backend runs the same jobs on timers (decisions 0010, 0054). Dynamic SQL so it compiles where cron does not exist; migration-time only.';

REVOKE ALL ON FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.unschedule_edge_function(job_name text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  cron_schema text := 'cron';
begin
  if pg_catalog.to_regclass('cron.job') is null then
    return;
  end if;
  execute pg_catalog.format('select %1$I.unschedule(j.jobid) from %1$I.job j where j.jobname = $1', cron_schema) using job_name;
end;
$_$;

COMMENT ON FUNCTION private.unschedule_edge_function(job_name text) IS 'Removes a pg_cron job by name where pg_cron runs and has it, and does nothing elsewhere; lets a migration rename or retire a job (decision 0054). Migration-time only.';

REVOKE ALL ON FUNCTION private.unschedule_edge_function(job_name text) FROM PUBLIC, anon, authenticated, service_role;

-- ==== supabase/schemas/03_words_and_addresses.sql ====

-- What a visitor may type: one rule each for spaces, e-mail addresses, websites and the characters
-- nobody sees, shared by every form's validation (docs/decisions/0044-words-and-addresses-are-ours.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.canonical_mailbox(address text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- local part without its +tag; the domain without a trailing dot; Gmail's dots dropped.
  select case when parts[2] is null then folded
              when parts[2] in ('gmail.com', 'googlemail.com') then pg_catalog.replace(pg_catalog.split_part(parts[1], '+', 1), '.', '') || '@gmail.com'
              else pg_catalog.split_part(parts[1], '+', 1) || '@' || parts[2] end
    from (select folded, pg_catalog.regexp_match(folded, '^(.*)@([^@]*?)\.?$') as parts
            from (select pg_catalog.lower(private.trim_space(address)) as folded) f) m;
$$;

COMMENT ON FUNCTION private.canonical_mailbox(address text) IS 'The mailbox an address delivers to, for every per-recipient mail cap: lower case, outer space trimmed, the +tag of the local part dropped, a trailing dot of the domain dropped, and for Gmail (gmail.com, googlemail.com) the dots of the local part dropped, so variants of one address count as one mailbox (issue 59). Never used to send: mail goes to the address as typed.';

REVOKE ALL ON FUNCTION private.canonical_mailbox(address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.is_valid_email(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null
     and pg_catalog.char_length(value) <= 254
     and value ~ '^(?=[^@]{1,64}@)[A-Za-z0-9!#$''*+/^_{|}~-]+(?:\.[A-Za-z0-9!#$''*+/^_{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$';
$_$;

COMMENT ON FUNCTION private.is_valid_email(value text) IS 'The one address rule (decision 0044, amended by issue 59), on RFC 5321''s characters: at most 254 characters; a dot-atom local part of at most 64 (letters, digits, ! # $ '' * + - / ^ _ { | } ~, no leading, trailing or doubled dot; no ? & = % or backtick, which make a mailto: link carry a subject or cc); one @; a domain of two or more ASCII labels of 1 to 63 letters, digits and hyphens, none starting or ending with a hyphen (no empty or dash-only label, no trailing dot), the last starting with a letter. Unicode domains must be typed in their xn-- form; anything else non-ASCII is refused. So an address prints safely in a mail header and a link. Keeps PUBLIC execute because the check constraints of every address column call it as the writing role; same pattern as the TypeScript twin (EMAIL_PATTERN_SOURCE).';

CREATE FUNCTION private.is_valid_website(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null
     and pg_catalog.char_length(value) <= 2048
     and value ~ '^[Hh][Tt][Tt][Pp][Ss]?://(?:(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])|(?:(?![A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*(?![A-Za-z0-9]{2}--)[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:[/?#][^\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]*)?$';
$_$;

COMMENT ON FUNCTION private.is_valid_website(value text) IS 'The website rule (decision 0044): http or https, an ASCII host (plain IPv4 or a name whose last label starts with a letter, no user name, no punycode), optional port, and a path without white space or invisible characters, at most 2,048 characters, so every URL parser reads it the same way and it may be printed in an e-mail. Keeps PUBLIC execute because the lead and subscription website constraints call it.';

CREATE FUNCTION private.looks_like_structure(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select private.trim_space(value) ~ '^(?:\[.*\]|\{.*\})$';
$_$;

COMMENT ON FUNCTION private.looks_like_structure(value text) IS 'Whether a value is a JSON list or object written as text (what an API call stores when it sends [] or {} where a name belongs); validate_lead refuses such a name (decision 0044).';

CREATE FUNCTION private.name_breaks_text(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select value ~ '[\u0001-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u206F\uFFF9-\uFFFB]'
      or value ~ '[\U000E0000-\U000E007F]'
      or value ~ '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]{3}';
$$;

COMMENT ON FUNCTION private.name_breaks_text(value text) IS 'Whether a name carries what breaks its line or its direction: a control character (C0, DEL, C1), a line or paragraph separator, a direction mark, embedding, override or isolate, a deprecated format or interlinear annotation character, a tag character (U+E0000 to E007F), or more than 2 general-purpose combining marks in a row (decision 0044, issue 59). Part of the one name rule of leads, bookings and staff; nameBreaksText() in _shared/unseen-characters.ts holds the same classes.';

REVOKE ALL ON FUNCTION private.name_breaks_text(value text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.name_is_readable(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select not private.name_breaks_text(value)
     and value !~ '[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]';
$$;

COMMENT ON FUNCTION private.name_is_readable(value text) IS 'The one name rule''s characters for leads, bookings and staff (decision 0044, issue 59): nothing that breaks the text (name_breaks_text) and no invisible mark or blank-looking filler (U+00AD, U+034F, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+2800, U+200B, U+2060 to 2064, U+FEFF, ...). The zero-width joiner and non-joiner and the variation selectors stay: Persian and Indic names and emoji need them. nameIsReadable() is the TypeScript twin; validate_lead refuses a lead name without it.';

REVOKE ALL ON FUNCTION private.name_is_readable(value text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.sender_key(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet;
begin
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if pg_catalog.family(parsed) = 6 and not parsed <<= '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
  end if;
  return address;
end;
$$;

COMMENT ON FUNCTION private.sender_key(address text) IS 'The sender a per-sender cap counts: an IPv6 address stands for its /64 (one host has them all), an IPv4 or mapped address or anything unparsable counts as written (decision 0045).';

REVOKE ALL ON FUNCTION private.sender_key(address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.trim_space(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.btrim(value, E' \t\n\r\f' || pg_catalog.chr(11));
$$;

COMMENT ON FUNCTION private.trim_space(value text) IS 'Trims ASCII white space only (space, tab, newline, carriage return, form feed, vertical tab), exactly what the browser''s field-rules.ts trims, so the database and the forms judge a field the same way. Keeps PUBLIC execute like the other field-rule helpers.';

CREATE FUNCTION private.without_unseen(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.regexp_replace(value, '[\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]', '', 'g');
$$;

COMMENT ON FUNCTION private.without_unseen(value text) IS 'The text without the characters nobody sees (controls, white space, zero-width and joining marks, fillers, direction marks). Used to decide whether a staff name or a note holds anything visible, and to recognise reserved staff names disguised with invisible marks (decision 0044).';

-- ==== supabase/schemas/04_leads.sql ====

-- Leads: the one table every form writes (public.lsg_leads), what kinds of lead there are
-- (private.lead_types), their validation, the legacy table and view, newsletter sign-ups and privacy
-- requests (docs/requirements/lead-capture.md, docs/decisions/0052-commands-are-calls.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.copy_legacy_lead() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.lead_type = 'contact' then
    insert into public.leads (id, name, email, phone, website, message, service)
      values (new.id, new.name, new.email, new.phone, coalesce(new.website, ''), new.message, new.service)
      on conflict (id) do nothing;
  elsif new.lead_type = 'contact_partial' then
    insert into public.leads (id, name, email, phone, message, lead_type)
      values (new.id, new.name, new.email, new.phone, new.message, 'contact_partial')
      on conflict (id) do nothing;
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.copy_legacy_lead() IS 'After-insert trigger of public.lsg_leads: writes the public.leads copy of a pop-up lead (contact) and of contact step 1 (contact_partial) under the same id, in the lead''s transaction, so the browser sends one request (decision 0024). ON CONFLICT DO NOTHING because an old script may have written that copy itself; security definer because anon triggers it.';

REVOKE ALL ON FUNCTION private.copy_legacy_lead() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.guard_lead_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  marker text := 'lsg.stored_one_' || tg_table_name;
begin
  if not private.count_anonymous_write() then
    return null;
  end if;
  if private.request_role() = 'anon' then
    if coalesce(pg_catalog.current_setting(marker, true), '') = 'on' then
      raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
        message = 'Send one lead per request.';
    end if;
    perform pg_catalog.set_config(marker, 'on', true);
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.guard_lead_insert() IS 'Before-insert trigger of public.lsg_leads and public.leads (named to run first): drops a honeypot row silently, counts an anonymous write against its address''s limit, and refuses a second anonymous row of the same table in one request with HTTP 400 (PT400, one_lead_per_request), so a JSON array cannot store many leads for one slot (decisions 0008, 0024). Security definer because it fires under the anon role''s insert.';

REVOKE ALL ON FUNCTION private.guard_lead_insert() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.refuse_empty_lead_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if pg_catalog.pg_trigger_depth() = 1
     and private.request_role() = 'anon'
     and not private.request_is_honeypot()
     and not exists (select 1 from stored) then
    raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
      message = 'Send one lead per request, as a JSON object.';
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.refuse_empty_lead_insert() IS 'After-statement trigger of the lead tables: an anonymous insert whose statement stored no row (an empty array) is refused with HTTP 400, so no request answers 201 for nothing (decision 0024). Only for the request''s own statement (trigger depth 1) and never for a honeypot request, whose rows were dropped on purpose.';

REVOKE ALL ON FUNCTION private.refuse_empty_lead_insert() FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE public.lsg_leads (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    name text,
    email text NOT NULL,
    phone text,
    website text,
    company_name text,
    message text,
    service text,
    lead_type text NOT NULL,
    source_path text,
    referrer text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    details jsonb,
    search_text text GENERATED ALWAYS AS (lower(((((((((((COALESCE(name, ''::text) || ' '::text) || email) || ' '::text) || COALESCE(phone, ''::text)) || ' '::text) || COALESCE(website, ''::text)) || ' '::text) || COALESCE(message, ''::text)) || ' '::text) || COALESCE(service, ''::text)))) STORED,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by text,
    first_touched_at timestamp with time zone,
    first_touch_office_seconds bigint,
    booked_call boolean DEFAULT false NOT NULL,
    site_check_id uuid,
    site_check_state text,
    site_check_score integer,
    site_check_indexable boolean,
    CONSTRAINT lsg_leads_attribution_length CHECK (((COALESCE(char_length(source_path), 0) <= 2048) AND (COALESCE(char_length(referrer), 0) <= 2048) AND (COALESCE(char_length(utm_source), 0) <= 200) AND (COALESCE(char_length(utm_medium), 0) <= 200) AND (COALESCE(char_length(utm_campaign), 0) <= 200) AND (COALESCE(char_length(utm_term), 0) <= 200) AND (COALESCE(char_length(utm_content), 0) <= 200))),
    CONSTRAINT lsg_leads_company_length CHECK ((char_length(company_name) <= 200)),
    CONSTRAINT lsg_leads_details_size CHECK (((details IS NULL) OR (pg_column_size(details) <= 20000))),
    CONSTRAINT lsg_leads_email_valid CHECK (private.is_valid_email(email)),
    CONSTRAINT lsg_leads_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT lsg_leads_name_length CHECK (((name IS NULL) OR ((char_length(name) >= 2) AND (char_length(name) <= 120)))),
    CONSTRAINT lsg_leads_phone_length CHECK ((char_length(phone) <= 40)),
    CONSTRAINT lsg_leads_service_length CHECK ((char_length(service) <= 100)),
    CONSTRAINT lsg_leads_site_check_state_known CHECK ((site_check_state = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text]))),
    CONSTRAINT lsg_leads_status_known CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'qualified'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
    CONSTRAINT lsg_leads_website_length CHECK ((char_length(website) <= 2048))
);

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_pkey PRIMARY KEY (id);

ALTER TABLE public.lsg_leads
    ADD CONSTRAINT lsg_leads_website_shape CHECK (((website IS NULL) OR private.is_valid_website(website))) NOT VALID;

CREATE INDEX lsg_leads_company_asc_idx ON public.lsg_leads USING btree (company_name, id);

CREATE INDEX lsg_leads_company_desc_idx ON public.lsg_leads USING btree (company_name DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_created_at_idx ON public.lsg_leads USING btree (created_at DESC, id DESC);

CREATE INDEX lsg_leads_email_asc_idx ON public.lsg_leads USING btree (email, id);

CREATE INDEX lsg_leads_email_desc_idx ON public.lsg_leads USING btree (email DESC, id DESC);

CREATE INDEX lsg_leads_email_lower_idx ON public.lsg_leads USING btree (lower(email) text_pattern_ops);

CREATE INDEX lsg_leads_message_asc_idx ON public.lsg_leads USING btree ("left"(message, 200), id);

CREATE INDEX lsg_leads_message_desc_idx ON public.lsg_leads USING btree ("left"(message, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_name_asc_idx ON public.lsg_leads USING btree (name, id);

CREATE INDEX lsg_leads_name_desc_idx ON public.lsg_leads USING btree (name DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_phone_asc_idx ON public.lsg_leads USING btree (phone, id);

CREATE INDEX lsg_leads_phone_desc_idx ON public.lsg_leads USING btree (phone DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_referrer_asc_idx ON public.lsg_leads USING btree ("left"(referrer, 200), id);

CREATE INDEX lsg_leads_referrer_desc_idx ON public.lsg_leads USING btree ("left"(referrer, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_search_trgm_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX lsg_leads_service_asc_idx ON public.lsg_leads USING btree (service, id);

CREATE INDEX lsg_leads_service_desc_idx ON public.lsg_leads USING btree (service DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_site_check_idx ON public.lsg_leads USING btree (site_check_id) WHERE (site_check_id IS NOT NULL);

CREATE INDEX lsg_leads_site_check_score_asc_idx ON public.lsg_leads USING btree (site_check_score, id);

CREATE INDEX lsg_leads_site_check_score_desc_idx ON public.lsg_leads USING btree (site_check_score DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_site_check_state_idx ON public.lsg_leads USING btree (site_check_state, created_at DESC, id DESC) WHERE (site_check_state IS NOT NULL);

CREATE INDEX lsg_leads_not_indexable_idx ON public.lsg_leads USING btree (created_at DESC, id DESC) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_not_indexable_score_asc_idx ON public.lsg_leads USING btree (site_check_score, id) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_not_indexable_score_desc_idx ON public.lsg_leads USING btree (site_check_score DESC NULLS LAST, id DESC) WHERE (site_check_indexable IS FALSE);

-- The site-check filters' own indexes for a search and a status filter (decision 0080), each over the
-- few percent of leads its filter keeps. At 1,000,000 leads the whole table's indexes gave a common
-- word's 200,000 matches (or a status's 220,000 leads) to intersect with a filter's 30,000: 108 ms for
-- "plumb" within not indexable (26 ms with its own), 136 ms to count failed New leads (15 ms), and a
-- misjudged word ("nguyen", estimated 100 matches, 22,821 found) 650 ms within failed (16 ms).
CREATE INDEX lsg_leads_not_indexable_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_check_failed_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_state = 'failed'::text);

CREATE INDEX lsg_leads_check_pending_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_state = 'pending'::text);

CREATE INDEX lsg_leads_not_indexable_status_idx ON public.lsg_leads USING btree (status) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_check_state_status_idx ON public.lsg_leads USING btree (site_check_state, status) WHERE (site_check_state IS NOT NULL);

CREATE INDEX lsg_leads_source_path_asc_idx ON public.lsg_leads USING btree ("left"(source_path, 200), id);

CREATE INDEX lsg_leads_source_path_desc_idx ON public.lsg_leads USING btree ("left"(source_path, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_status_created_at_idx ON public.lsg_leads USING btree (status, created_at DESC, id DESC);

CREATE INDEX lsg_leads_type_created_at_idx ON public.lsg_leads USING btree (lead_type, created_at DESC);

CREATE INDEX lsg_leads_type_id_idx ON public.lsg_leads USING btree (lead_type, id);

CREATE INDEX lsg_leads_updated_at_idx ON public.lsg_leads USING btree (updated_at DESC, id DESC);

CREATE INDEX lsg_leads_utm_campaign_asc_idx ON public.lsg_leads USING btree (utm_campaign, id);

CREATE INDEX lsg_leads_utm_campaign_desc_idx ON public.lsg_leads USING btree (utm_campaign DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_content_asc_idx ON public.lsg_leads USING btree (utm_content, id);

CREATE INDEX lsg_leads_utm_content_desc_idx ON public.lsg_leads USING btree (utm_content DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_medium_asc_idx ON public.lsg_leads USING btree (utm_medium, id);

CREATE INDEX lsg_leads_utm_medium_desc_idx ON public.lsg_leads USING btree (utm_medium DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_source_asc_idx ON public.lsg_leads USING btree (utm_source, id);

CREATE INDEX lsg_leads_utm_source_desc_idx ON public.lsg_leads USING btree (utm_source DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_term_asc_idx ON public.lsg_leads USING btree (utm_term, id);

CREATE INDEX lsg_leads_utm_term_desc_idx ON public.lsg_leads USING btree (utm_term DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_waiting_idx ON public.lsg_leads USING btree (created_at DESC, id DESC) INCLUDE (lead_type) WHERE ((status = 'new'::text) AND (NOT booked_call));

CREATE INDEX lsg_leads_website_asc_idx ON public.lsg_leads USING btree ("left"(website, 200), id);

CREATE INDEX lsg_leads_website_desc_idx ON public.lsg_leads USING btree ("left"(website, 200) DESC NULLS LAST, id DESC);

ALTER TABLE public.lsg_leads ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.lsg_leads IS 'Every lead the site captures, one row per visitor action (decision 0024). The anon role may only insert, and only the columns the forms send (decision 0003); the calls that carry arguments (schedule_weekly_report, submit_privacy_request, book_consultation) write it for the visitor, and eight triggers guard, validate, copy, notify and count each row (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.id IS 'Random by default, but the browser may make it: a partial lead is later completed by this id only, and the calls store their lead under the id the page made, so a retry after a lost answer finds its row instead of storing a second one.';

COMMENT ON COLUMN public.lsg_leads.updated_at IS 'When the visitor''s own fields last changed (a partial lead completed, a booking attached to this lead); a staff status change does not touch it (see status_changed_at).';

COMMENT ON COLUMN public.lsg_leads.name IS '2 to 120 characters and never a JSON list or object; required unless the type''s private.lead_types.name_required is false (newsletter, url_test). Empty becomes null (validate_lead).';

COMMENT ON COLUMN public.lsg_leads.email IS 'Required, trimmed, one bare address (no display name, brackets, white space or invisible characters; private.is_valid_email, decision 0044), at most 254 characters, so it can be printed in an e-mail safely.';

COMMENT ON COLUMN public.lsg_leads.phone IS 'As typed, at most 40 characters; empty becomes null. Not checked further: the forms accept any phone format.';

COMMENT ON COLUMN public.lsg_leads.website IS 'A plain http(s) URL that every URL parser reads alike (private.is_valid_website, decision 0044), at most 2,048 characters; null when none. The shape check is NOT VALID so rows stored before the rule stay readable and deletable.';

COMMENT ON COLUMN public.lsg_leads.company_name IS 'The company the visitor typed (report scheduler, plan application), at most 200 characters; empty becomes null.';

COMMENT ON COLUMN public.lsg_leads.message IS 'At most 5,000 characters: the visitor''s message; for a weekly report schedule the scheduler''s sentence of day, site and extra recipients (private.report_schedule_message); for a consultation the booking''s topic.';

COMMENT ON COLUMN public.lsg_leads.service IS 'What the lead is about, at most 100 characters: the service the visitor picked, or the form''s fixed label (General Inquiry, Newsletter, Weekly SEO Reports, Free Consultation, Privacy request: ...).';

COMMENT ON COLUMN public.lsg_leads.lead_type IS 'Which form or call wrote the lead: a row of private.lead_types (foreign key), which says whether it waits for an answer, is e-mailed to the agency, counts in Sources, needs a name, or must come through a call (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.source_path IS 'First-touch attribution (docs/requirements/site-shell.md): the site path the lead was sent from, at most 2,048 characters. The Sources view groups it lower-cased without a trailing slash (decision 0039).';

COMMENT ON COLUMN public.lsg_leads.referrer IS 'Attribution: the visit''s referrer URL, at most 2,048 characters. The Sources view groups it by host, without www. (decision 0039).';

COMMENT ON COLUMN public.lsg_leads.utm_source IS 'Attribution: the visit''s first-touch utm_source tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_medium IS 'Attribution: the visit''s first-touch utm_medium tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_campaign IS 'Attribution: the visit''s first-touch utm_campaign tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_term IS 'Attribution: the visit''s first-touch utm_term tag, at most 200 characters; stored and sortable, not a Sources dimension.';

COMMENT ON COLUMN public.lsg_leads.utm_content IS 'Attribution: the visit''s first-touch utm_content tag, at most 200 characters; stored and sortable, not a Sources dimension.';

COMMENT ON COLUMN public.lsg_leads.details IS 'A form''s own answers shown to staff as they are (a plan application''s), at most 20,000 bytes; never a command''s arguments: a schedule''s are its subscription, a privacy request''s private.privacy_requests (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.search_text IS 'Generated and stored: name, e-mail, phone, website, message and service lower-cased in one string, so the dashboard''s case-insensitive substring search reads one trigram index (lsg_leads_search_trgm_idx) instead of six columns (decision 0014). Left out of every e-mail payload.';

COMMENT ON COLUMN public.lsg_leads.status IS 'Where staff are with the lead: new, contacted, qualified, won, lost or spam (lsg_leads_status_known). Changed only by dashboard_set_lead_status, which signs it and logs private.lead_status_changes; spam is left out of totals and lists unless asked for (decision 0011).';

COMMENT ON COLUMN public.lsg_leads.status_changed_at IS 'When staff last changed the status; null while never changed.';

COMMENT ON COLUMN public.lsg_leads.status_changed_by IS 'The staff name signed on the last status change (the name given at login, decision 0026). A column of its own so real accounts could fill it later without a data migration (decision 0011).';

COMMENT ON COLUMN public.lsg_leads.first_touched_at IS 'When staff first moved the lead away from New, stamped once by validate_lead (speed to lead, decision 0040); null while untouched.';

COMMENT ON COLUMN public.lsg_leads.first_touch_office_seconds IS 'Office time in seconds (Monday to Friday, 9 am to 6 pm Los Angeles time, across daylight saving) from created_at to first_touched_at, so a lead at 11 pm on Friday is measured from Monday 9 am (decision 0040). Feeds private.lead_speed_weekly.';

COMMENT ON COLUMN public.lsg_leads.site_check_id IS 'The check of the lead''s site (private.site_checks), linked by lsg_leads_website_check when the lead is stored and moved by a staff re-check; null when the lead named no site or its type checks none. Not written by hand (decision 0080).';

COMMENT ON COLUMN public.lsg_leads.site_check_state IS 'A copy of the linked check''s state (pending, done, failed), kept by link_site_check and finish_site_check so the lead list filters on it through its own indexes at a million leads; null without a check.';

COMMENT ON COLUMN public.lsg_leads.site_check_score IS 'A copy of the linked check''s score (0 to 100) when done, so the list sorts by it through lsg_leads_site_check_score_*_idx; null otherwise.';

COMMENT ON COLUMN public.lsg_leads.site_check_indexable IS 'A copy of whether the linked check found the page indexable, when done: the list''s "not indexable" filter reads lsg_leads_not_indexable_*_idx; null otherwise.';

COMMENT ON COLUMN public.lsg_leads.booked_call IS 'Whether the lead has a live booking (private.bookings, not cancelled): kept by the bookings'' triggers, read by private.waiting_leads through the partial index lsg_leads_waiting_idx, so the waiting count never probes the bookings (decision 0063). Not written by hand.';

REVOKE ALL ON TABLE public.lsg_leads FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.lsg_leads TO service_role;

GRANT INSERT(id) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(name) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(email) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(phone) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(website) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(company_name) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(message) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(service) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(lead_type) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(source_path) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(referrer) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_source) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_medium) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_campaign) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_term) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_content) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(details) ON TABLE public.lsg_leads TO anon;

CREATE FUNCTION private.validate_lead() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kind private.lead_types;
  type_changed boolean := false;
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
    select * into kind from private.lead_types t where t.lead_type = new.lead_type;
    if not found then
      raise exception using errcode = '23514', message = pg_catalog.format('Unknown lead type: %s.', coalesce(new.lead_type, 'none'));
    end if;
    -- PL/pgSQL reads OLD only where it is a row: not in an insert.
    if tg_op = 'INSERT' then
      type_changed := true;
    else
      type_changed := old.lead_type is distinct from new.lead_type;
    end if;
    if type_changed and kind.written_through is not null and private.request_role() = 'anon'
       and coalesce(pg_catalog.current_setting('lsg.command', true), '') <> kind.written_through then
      raise exception using errcode = '23514', hint = 'send_through_call',
        message = pg_catalog.format('A lead of type %s is sent with the call %s, not stored as a row.', kind.lead_type, kind.written_through);
    end if;
  end if;
  if (new.name is null and (tg_table_name = 'leads' or kind.name_required))
     or pg_catalog.char_length(new.name) < 2 then
    raise exception using errcode = '23514', message = 'Name must be at least 2 characters';
  end if;
  if pg_catalog.char_length(new.name) > 120 then
    raise exception using errcode = '23514', message = 'Name must be at most 120 characters';
  end if;
  if private.looks_like_structure(new.name) then
    raise exception using errcode = '23514', message = 'Please enter your name as text, not as a list or an object';
  end if;
  if not private.name_is_readable(new.name) then
    raise exception using errcode = '23514', message = 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if pg_catalog.char_length(new.phone) > 40 then
    raise exception using errcode = '23514', message = 'Phone number must be at most 40 characters';
  end if;
  if pg_catalog.char_length(new.website) > 2048 then
    raise exception using errcode = '23514', message = 'Website must be at most 2,048 characters';
  end if;
  if new.website <> '' and not private.is_valid_website(new.website) then
    raise exception using errcode = '23514', message = 'Please enter a website address such as https://example.com';
  end if;
  if pg_catalog.char_length(new.message) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters';
  end if;
  if pg_catalog.char_length(new.service) > 100 then
    raise exception using errcode = '23514', message = 'Service must be at most 100 characters';
  end if;
  -- The first touch (speed to lead): nested, because the legacy table has no status.
  if tg_table_name = 'lsg_leads' and tg_op = 'UPDATE' then
    if old.status = 'new' and new.status <> 'new' and old.first_touched_at is null then
      new.first_touched_at := coalesce(new.status_changed_at, private.clock_now());
      new.first_touch_office_seconds := private.office_seconds(new.created_at, new.first_touched_at);
    end if;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.validate_lead() IS 'Before-insert/update trigger of public.lsg_leads and public.leads: trims every field, stores empty optional fields as null, and checks them in the forms'' order and words (23514, HTTP 400; the constraints stay as backstop), the name by the one name rule (name_is_readable, issue 59); reads the type''s row in private.lead_types (unknown refused, name_required), refuses a type that has a written_through call when anon inserts it as a bare row (decision 0052), and stamps a lead''s first move away from New for speed to lead (decision 0040). Security definer: it runs on the anon role''s writes and reads private tables.';

REVOKE ALL ON FUNCTION private.validate_lead() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.add_newsletter_subscriber(subscriber_email text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := private.trim_space(coalesce(subscriber_email, ''));
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if not private.is_valid_email(address) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;
  insert into public.newsletter_subscribers (email) values (address)
    on conflict ((lower(email))) do nothing;
  if found then
    insert into public.lsg_leads (name, email, message, service, lead_type)
      values ('Newsletter Subscriber', address, 'Newsletter subscription', 'Newsletter', 'newsletter');
  end if;
  insert into public.leads (name, email, message, website, lead_type)
    values ('Newsletter Subscriber', address, 'Newsletter subscription', '', 'newsletter');
end;
$$;

COMMENT ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) IS 'The newsletter form''s RPC (anon, service_role): adds one trimmed, valid address (else HTTP 400 with the message), makes a new subscriber a newsletter lead for staff, and writes the legacy row on every call; an address already listed is a quiet success, never revealed. Security definer because anon has no table rights for this; honeypot and write limit as for any lead write (decisions 0003, 0008).';

REVOKE ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) TO service_role;
GRANT ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) TO anon;

CREATE FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text DEFAULT NULL::text, company_name text DEFAULT NULL::text, website text DEFAULT NULL::text, message text DEFAULT NULL::text, details jsonb DEFAULT NULL::jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  completed_type text;
begin
  if not private.count_anonymous_write() then
    return true;
  end if;
  if complete_partial_lead.details is not null and complete_partial_lead.details <> 'null'::jsonb then
    raise exception using errcode = '22023', hint = 'send_through_call',
      message = 'A completed lead carries no details: a weekly report schedule is sent with schedule_weekly_report.';
  end if;
  update public.lsg_leads as lead
     set lead_type = 'contact_complete',
         name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         company_name = coalesce(complete_partial_lead.company_name, lead.company_name),
         website = complete_partial_lead.website,
         message = coalesce(nullif(complete_partial_lead.message, ''), lead.message),
         updated_at = pg_catalog.now()
   where lead.id = complete_partial_lead.lead_id
     and lead.lead_type = 'contact_partial'
     and lead.created_at > private.clock_now() - interval '24 hours'
  returning lead.lead_type into completed_type;

  if completed_type is null then
    return exists (
      select 1 from public.lsg_leads lead
       where lead.id = complete_partial_lead.lead_id
         and lead.lead_type = 'contact_complete'
         and lead.created_at > private.clock_now() - interval '24 hours');
  end if;

  update public.leads as legacy
     set name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         website = coalesce(complete_partial_lead.website, ''),
         message = coalesce(nullif(complete_partial_lead.message, ''), legacy.message),
         lead_type = 'contact_complete'
   where legacy.id = complete_partial_lead.lead_id
     and legacy.lead_type = 'contact_partial';
  return true;
end;
$$;

COMMENT ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) IS 'The contact form''s second step (anon, service_role): completes only the contact_partial lead with the id the browser made, only within 24 hours, with every final field, and its legacy copy alike; answers true when done or already complete (a retry after a lost answer stores nothing twice), false otherwise. Security definer since anon has no UPDATE (decision 0003); the details argument stays for old pages and must be null, a schedule goes through schedule_weekly_report (decision 0052).';

REVOKE ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) TO service_role;
GRANT ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) TO anon;

CREATE FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text DEFAULT NULL::text, message text DEFAULT NULL::text, source_path text DEFAULT NULL::text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  asked private.privacy_request_kinds;
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if submit_privacy_request.request_id is null then
    raise exception using errcode = '22023', message = 'A privacy request needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'submit_privacy_request', true);
  if exists (select 1 from private.privacy_requests r join public.lsg_leads l on l.id = r.lead_id
              where r.lead_id = submit_privacy_request.request_id and l.created_at > private.clock_now() - interval '24 hours') then
    return;
  end if;
  select * into asked from private.privacy_request_kinds k where k.kind = submit_privacy_request.request_kind;
  insert into public.lsg_leads (id, name, email, message, service, lead_type,
                                source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    values (submit_privacy_request.request_id, submit_privacy_request.name, submit_privacy_request.email,
            nullif(submit_privacy_request.message, ''),
            pg_catalog.left('Privacy request: ' || asked.label, 100), 'privacy_request',
            submit_privacy_request.source_path, submit_privacy_request.referrer, submit_privacy_request.utm_source,
            submit_privacy_request.utm_medium, submit_privacy_request.utm_campaign, submit_privacy_request.utm_term,
            submit_privacy_request.utm_content);
  if asked.kind is null then
    raise exception using errcode = '23514', message = 'Please choose what you are asking for';
  end if;
  insert into private.privacy_requests (lead_id, kind) values (submit_privacy_request.request_id, asked.kind);
end;
$$;

COMMENT ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) IS 'The /privacy-request form''s Send (anon, service_role): stores a California privacy request as a privacy_request lead under the page''s id, with what is asked in private.privacy_requests, through the path of every lead (honeypot, write limit, one row, field rules, the agency''s e-mail); an unknown kind is refused after the field rules (23514), a retry stores nothing more, and it reads nothing back (decisions 0038, 0052).';

REVOKE ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO service_role;
GRANT ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO anon;

CREATE TABLE private.lead_type_groups (
    type_group text NOT NULL,
    label text NOT NULL,
    "position" integer NOT NULL,
    CONSTRAINT lead_type_groups_key_shape CHECK ((type_group ~ '^[a-z][a-z0-9_]{0,39}$'::text)),
    CONSTRAINT lead_type_groups_label_length CHECK (((char_length(label) >= 1) AND (char_length(label) <= 40)))
);

ALTER TABLE ONLY private.lead_type_groups
    ADD CONSTRAINT lead_type_groups_pkey PRIMARY KEY (type_group);

ALTER TABLE ONLY private.lead_type_groups
    ADD CONSTRAINT lead_type_groups_position_key UNIQUE ("position");

ALTER TABLE private.lead_type_groups ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.lead_type_groups IS 'The options of the dashboard''s lead-type filter, in their order; each lead type names one (private.lead_types.type_group), so a new type is never missing from the filter (issue 58). Read by public.dashboard_lead_type_groups.';

COMMENT ON COLUMN private.lead_type_groups.label IS 'What staff read in the filter, 1 to 40 characters.';

COMMENT ON COLUMN private.lead_type_groups."position" IS 'The option''s place in the filter, after "All Leads".';

REVOKE ALL ON TABLE private.lead_type_groups FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.lead_types (
    lead_type text NOT NULL,
    label text NOT NULL,
    purpose text NOT NULL,
    waits boolean NOT NULL,
    notifies boolean DEFAULT true NOT NULL,
    in_sources boolean DEFAULT true NOT NULL,
    name_required boolean DEFAULT true NOT NULL,
    written_through text,
    type_group text NOT NULL,
    checks_site boolean DEFAULT false NOT NULL,
    CONSTRAINT lead_types_key_shape CHECK ((lead_type ~ '^[a-z][a-z0-9_]{0,39}$'::text)),
    CONSTRAINT lead_types_label_length CHECK (((char_length(label) >= 1) AND (char_length(label) <= 40))),
    CONSTRAINT lead_types_written_through_shape CHECK ((written_through ~ '^[a-z][a-z0-9_]{0,62}$'::text))
);

ALTER TABLE ONLY private.lead_types
    ADD CONSTRAINT lead_types_pkey PRIMARY KEY (lead_type);

COMMENT ON TABLE private.lead_types IS 'Every lead type and what it is for; a new type is one row (decision 0052). Read by the lsg_leads foreign key, validate_lead, the outbox, the counters, the waiting rule and npm run db:types (src/lib/api/lead-types.generated.ts), so the list is written in one place.';

COMMENT ON COLUMN private.lead_types.lead_type IS 'The key stored in public.lsg_leads.lead_type: lower case, digits and underscores, at most 40 characters.';

COMMENT ON COLUMN private.lead_types.label IS 'What staff read for the type in the dashboard (the table, the filters, the chart, Sources), 1 to 40 characters.';

COMMENT ON COLUMN private.lead_types.purpose IS 'What the type is for, in words.';

COMMENT ON COLUMN private.lead_types.waits IS 'A person expects an answer: at New after one office hour the lead is waiting (the header''s count, the row''s marker, the morning e-mail; private.waiting_leads). False for partial steps, sign-ups, page checks and booked consultations (the call answers them).';

COMMENT ON COLUMN private.lead_types.notifies IS 'A new lead of the type, and its completion, are e-mailed to the agency through the outbox. False for consultation: the booking''s own agency e-mail says the same with the booked time (decision 0061).';

COMMENT ON COLUMN private.lead_types.checks_site IS 'A lead of the type that names a website has that site checked once in the background (private.site_checks, decision 0080): the forms where a prospect gives their site. False for sign-ups, privacy requests and the SEO tool''s own page checks (the visitor saw that result).';

COMMENT ON COLUMN private.lead_types.in_sources IS 'Counted in the Sources view (private.lead_source_daily); after changing it, private.recount_lead_counters() rebuilds the counters.';

COMMENT ON COLUMN private.lead_types.name_required IS 'The name is required (2 to 120 characters), as on every form that asks for one; validate_lead reads it, since a CHECK cannot read a table.';

COMMENT ON COLUMN private.lead_types.type_group IS 'The group of the dashboard''s lead-type filter this type is found under (private.lead_type_groups).';

COMMENT ON COLUMN private.lead_types.written_through IS 'The one call the anon role may write this type with (schedule_weekly_report, submit_privacy_request, book_consultation); null: a plain insert. A type with arguments is a command, never a bare row, so validate_lead refuses it as a row (decision 0052).';

CREATE TABLE private.privacy_request_kinds (
    kind text NOT NULL,
    label text NOT NULL,
    "position" integer NOT NULL,
    CONSTRAINT privacy_request_kinds_label_check CHECK (((char_length(label) >= 1) AND (char_length(label) <= 80)))
);

ALTER TABLE ONLY private.privacy_request_kinds
    ADD CONSTRAINT privacy_request_kinds_pkey PRIMARY KEY (kind);

ALTER TABLE ONLY private.privacy_request_kinds
    ADD CONSTRAINT privacy_request_kinds_position_key UNIQUE ("position");

COMMENT ON TABLE private.privacy_request_kinds IS 'What a California resident may ask through the website (the CCPA rights: know, delete, correct, opt out of sale or sharing, limit use of sensitive data): the form''s options, generated into src/lib/api/lead-types.generated.ts by npm run db:types.';

COMMENT ON COLUMN private.privacy_request_kinds.kind IS 'The key the form sends: know, delete, correct, opt_out or limit.';

COMMENT ON COLUMN private.privacy_request_kinds.label IS 'The option''s words on the form and in the dashboard (1 to 80 characters); the lead''s service quotes it.';

COMMENT ON COLUMN private.privacy_request_kinds."position" IS 'The option''s place on the form (unique).';

CREATE TABLE private.privacy_requests (
    lead_id uuid NOT NULL,
    kind text NOT NULL
);

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_pkey PRIMARY KEY (lead_id);

CREATE INDEX privacy_requests_kind_idx ON private.privacy_requests USING btree (kind);

COMMENT ON TABLE private.privacy_requests IS 'What a privacy_request lead asks, one row per lead: the call''s typed argument kept in a table of its own instead of the lead''s details (decision 0052). Written by submit_privacy_request in the lead''s transaction.';

COMMENT ON COLUMN private.privacy_requests.lead_id IS 'The privacy_request lead (primary key: one request per lead); deleted with it.';

COMMENT ON COLUMN private.privacy_requests.kind IS 'What is asked: a row of private.privacy_request_kinds.';

CREATE TABLE public.leads (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    website text DEFAULT ''::text NOT NULL,
    message text,
    service text,
    lead_type text,
    CONSTRAINT leads_email_valid CHECK (private.is_valid_email(email)),
    CONSTRAINT leads_lead_type_known CHECK (((lead_type IS NULL) OR (lead_type = ANY (ARRAY['contact'::text, 'contact_partial'::text, 'contact_complete'::text, 'newsletter'::text])))),
    CONSTRAINT leads_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT leads_name_length CHECK (((char_length(name) >= 2) AND (char_length(name) <= 120))),
    CONSTRAINT leads_phone_length CHECK ((char_length(phone) <= 40)),
    CONSTRAINT leads_service_length CHECK ((char_length(service) <= 100)),
    CONSTRAINT leads_website_length CHECK ((char_length(website) <= 2048))
);

ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_pkey PRIMARY KEY (id);

ALTER TABLE public.leads
    ADD CONSTRAINT leads_website_shape CHECK (((website = ''::text) OR private.is_valid_website(website))) NOT VALID;

ALTER TABLE public.leads ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.leads IS 'The legacy lead table of the original specification, kept because the specification lists it and an agency tool outside this repository may read it; nothing in the repository does. The browser does not write it: the database copies a pop-up lead and contact step 1 into it (lsg_leads_legacy_copy) and add_newsletter_subscriber writes the newsletter''s row (decision 0024). Anon keeps an insert-only grant, used by pages still running an old script.';

COMMENT ON COLUMN public.leads.id IS 'The id of the public.lsg_leads row it copies, so completing the contact partial lead completes this copy too.';

COMMENT ON COLUMN public.leads.name IS 'Required here (2 to 120 characters), unlike public.lsg_leads; a newsletter row says Newsletter Subscriber.';

COMMENT ON COLUMN public.leads.website IS 'Never null, in the legacy shape: an empty string when none; otherwise a plain http(s) URL (NOT VALID check, so older rows stay readable; decision 0044).';

COMMENT ON COLUMN public.leads.lead_type IS 'Null for a pop-up lead (the legacy shape), or contact, contact_partial, contact_complete or newsletter. A fixed check, not private.lead_types: this table keeps only the legacy values.';

REVOKE ALL ON TABLE public.leads FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.leads TO service_role;

GRANT INSERT(id) ON TABLE public.leads TO anon;

GRANT INSERT(name) ON TABLE public.leads TO anon;

GRANT INSERT(email) ON TABLE public.leads TO anon;

GRANT INSERT(phone) ON TABLE public.leads TO anon;

GRANT INSERT(website) ON TABLE public.leads TO anon;

GRANT INSERT(message) ON TABLE public.leads TO anon;

GRANT INSERT(service) ON TABLE public.leads TO anon;

GRANT INSERT(lead_type) ON TABLE public.leads TO anon;

CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email text NOT NULL,
    CONSTRAINT newsletter_subscribers_email_valid CHECK (private.is_valid_email(email))
);

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX newsletter_subscribers_email_key ON public.newsletter_subscribers USING btree (lower(email));

ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.newsletter_subscribers IS 'One row per newsletter address, unique case-insensitively (index on lower(email)), so subscribing again is a quiet success. Written only by add_newsletter_subscriber; RLS on with no policy, so the public key cannot touch it directly (decision 0003).';

REVOKE ALL ON TABLE public.newsletter_subscribers FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_kind_fkey FOREIGN KEY (kind) REFERENCES private.privacy_request_kinds(kind);

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_lead_type_fkey FOREIGN KEY (lead_type) REFERENCES private.lead_types(lead_type);

ALTER TABLE ONLY private.lead_types
    ADD CONSTRAINT lead_types_type_group_fkey FOREIGN KEY (type_group) REFERENCES private.lead_type_groups(type_group);

CREATE TRIGGER leads_0_guard BEFORE INSERT ON public.leads FOR EACH ROW EXECUTE FUNCTION private.guard_lead_insert();

COMMENT ON TRIGGER leads_0_guard ON public.leads IS 'As lsg_leads_0_guard: drops a honeypot write, counts an anonymous write against its address''s limit, refuses a second anonymous row in one request (decisions 0008, 0024). The legacy copy written in a lead''s transaction is that transaction''s first row here and takes no second slot.';

CREATE TRIGGER leads_one_row AFTER INSERT ON public.leads REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_empty_lead_insert();

COMMENT ON TRIGGER leads_one_row ON public.leads IS 'Refuses a direct anonymous insert that stored no row (HTTP 400), only for the request''s own statement (trigger depth 1): the legacy copy made by lsg_leads_legacy_copy may store nothing on purpose (decision 0024).';

CREATE TRIGGER leads_validate BEFORE INSERT OR UPDATE ON public.leads FOR EACH ROW EXECUTE FUNCTION private.validate_lead();

COMMENT ON TRIGGER leads_validate ON public.leads IS 'Trims and checks the legacy row by the same field rules and words as the forms; a missing website becomes an empty string.';

CREATE TRIGGER lsg_leads_0_guard BEFORE INSERT ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.guard_lead_insert();

COMMENT ON TRIGGER lsg_leads_0_guard ON public.lsg_leads IS 'Runs first (triggers of one timing fire in name order). Who may write: drops a honeypot write without a word (the bot sees success), counts an anonymous write against its address''s lead_write limit (one slot per transaction), and refuses a second anonymous lead row in one request with HTTP 400, so a JSON array cannot store many leads for one slot (decisions 0008, 0024).';

CREATE TRIGGER lsg_leads_legacy_copy AFTER INSERT ON public.lsg_leads FOR EACH ROW WHEN ((new.lead_type = ANY (ARRAY['contact'::text, 'contact_partial'::text]))) EXECUTE FUNCTION private.copy_legacy_lead();

COMMENT ON TRIGGER lsg_leads_legacy_copy ON public.lsg_leads IS 'Writes the public.leads copy of a pop-up lead (contact) and of contact step 1 (contact_partial) under the lead''s id, in the lead''s transaction, so the browser makes one request (decision 0024); a copy an old script already wrote under that id is kept.';

CREATE TRIGGER lsg_leads_one_row AFTER INSERT ON public.lsg_leads REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_empty_lead_insert();

COMMENT ON TRIGGER lsg_leads_one_row ON public.lsg_leads IS 'Refuses an anonymous insert that stored no row (an empty array, a body PostgREST turns into nothing) with HTTP 400, so no request answers 201 for nothing; a honeypot request, whose rows were dropped on purpose, still sees success (decision 0024).';

CREATE TRIGGER lsg_leads_validate BEFORE INSERT OR UPDATE ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.validate_lead();

COMMENT ON TRIGGER lsg_leads_validate ON public.lsg_leads IS 'The row as it will be stored: trims and checks every field in the forms'' words (the constraints stay as the backstop), the type against private.lead_types (a type written through a call is refused as a bare row, decision 0052), and stamps the first move away from New (speed to lead, decision 0040).';

CREATE POLICY "anon can add leads" ON public.lsg_leads FOR INSERT TO anon WITH CHECK (true);

CREATE POLICY "anon can add legacy leads" ON public.leads FOR INSERT TO anon WITH CHECK (true);

COMMENT ON POLICY "anon can add leads" ON public.lsg_leads IS 'The public key may add a lead and nothing else: RLS denies by default, there is no select, update or delete policy, and the column grant limits what anon may set (decision 0003). The check is true because the triggers do the gatekeeping: honeypot, write limit and one row per request (lsg_leads_0_guard, decision 0008) and the field rules (lsg_leads_validate).';

COMMENT ON POLICY "anon can add legacy leads" ON public.leads IS 'The public key may insert a legacy row and nothing else (decision 0003); the check is true because leads_0_guard and leads_validate enforce the honeypot, write limit, one row per request and field rules.';

-- Every form where a person wrote to us, and a booked consultation (decision 0063), is a contact;
-- privacy requests are their own group, so none waits among sales leads (decision 0038).
insert into private.lead_type_groups (type_group, label, position) values
  ('contact', 'Contact Form', 1),
  ('newsletter', 'Newsletter', 2),
  ('url_test', 'URL Test', 3),
  ('privacy_request', 'Privacy Requests', 4);

insert into private.lead_types (lead_type, label, purpose, waits, notifies, in_sources, name_required, written_through, type_group, checks_site) values
  ('contact', 'Pop-up', 'The lead pop-up: a visitor asks to be called back.', true, true, true, true, null, 'contact', true),
  ('contact_complete', 'Contact', 'The contact form, sent.', true, true, true, true, null, 'contact', true),
  ('contact_partial', 'Contact (partial)', 'Step 1 of the contact form, until Send completes it.', false, true, true, true, null, 'contact', true),
  ('newsletter', 'Newsletter', 'A newsletter sign-up (add_newsletter_subscriber): nobody waits for a call.', false, true, true, false, null, 'newsletter', false),
  ('plan_application', 'Plan Application', 'An application for a plan on the pricing page, with its answers in details.', true, true, true, true, null, 'contact', true),
  ('privacy_request', 'Privacy Request', 'A California privacy request; what is asked is in private.privacy_requests.', true, true, true, true, 'submit_privacy_request', 'privacy_request', false),
  ('report_scheduler_complete', 'Weekly Reports', 'A weekly SEO report schedule; its day, recipients and consent are its subscription.', true, true, true, true, 'schedule_weekly_report', 'contact', true),
  ('report_scheduler_partial', 'Reports (partial)', 'Step 1 of the weekly report scheduler, until the schedule is sent.', false, true, true, true, null, 'contact', true),
  ('url_test', 'URL Test', 'An SEO tool page check (analyze-page records it): nobody waits for a call.', false, true, true, false, null, 'url_test', false),
  ('consultation', 'Consultation', 'A free consultation call booked on /book (book_consultation); the call answers it, so nobody waits.', false, false, true, true, 'book_consultation', 'contact', true);

insert into private.privacy_request_kinds (kind, label, position) values
  ('know', 'Tell me what personal information you hold about me', 1),
  ('delete', 'Delete my personal information', 2),
  ('correct', 'Correct my personal information', 3),
  ('opt_out', 'Do not sell or share my personal information', 4),
  ('limit', 'Limit the use of my sensitive personal information', 5);

-- ==== supabase/schemas/05_outbox.sql ====

-- The notification outbox (docs/decisions/0010-notification-outbox.md): every e-mail the site sends
-- is a row here first, queued in the transaction that stored its reason, and sent by the
-- send-notifications function, woken at commit and swept every minute.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.notification_retry_delays() RETURNS integer[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[60, 300, 1800, 7200, 21600, 54000];
$$;

COMMENT ON FUNCTION private.notification_retry_delays() IS 'Seconds to wait after each failed send (1 min, 5 min, 30 min, 2 h, 6 h, 15 h): seven tries over about a day, after which finish_lead_notification gives the row up (decision 0010).';

REVOKE ALL ON FUNCTION private.notification_retry_delays() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.queue_lead_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due_at timestamptz;
begin
  if not exists (select 1 from private.lead_types t where t.lead_type = new.lead_type and t.notifies) then
    return null;
  end if;
  -- A site check just queued gets a few seconds to finish, so the e-mail can carry its line
  -- (finish_site_check makes the e-mail due as soon as it is done; decision 0080).
  due_at := private.clock_now() + case when new.site_check_state = 'pending' then private.site_check_email_wait() else interval '0' end;
  if tg_op = 'INSERT' then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'new', pg_catalog.to_jsonb(new) - 'search_text', due_at);
  elsif old.lead_type is distinct from new.lead_type then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'completed',
            (pg_catalog.to_jsonb(new) - 'search_text') || pg_catalog.jsonb_build_object('previous', pg_catalog.to_jsonb(old) - 'search_text'),
            due_at);
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.queue_lead_notification() IS 'After-insert/update-of-type trigger of public.lsg_leads: queues the agency''s e-mail in the outbox (private.lead_notifications) for a new lead, and a ''completed'' one with the partial version when a lead''s type changes, only for types whose lead_types.notifies is set (decisions 0010, 0052). An e-mail whose lead''s site check is pending is due a few seconds later (site_check_email_wait), so it can carry the check''s line (decision 0080). Queued in the lead''s transaction so no lead is stored without its e-mail; security definer because anon inserts fire it.';

REVOKE ALL ON FUNCTION private.queue_lead_notification() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.wake_notification_sender() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from queued q
                  where q.status = 'pending'
                    and q.kind in ('new', 'completed', 'report_confirmation', 'booking_confirmation', 'booking_agency', 'booking_cancelled', 'booking_moved')) then
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
$_$;

COMMENT ON FUNCTION private.wake_notification_sender() IS 'After-insert statement trigger of the outbox: when an e-mail someone waits for is queued pending (a lead''s, a confirmation link, a booking confirmation, the agency''s booking e-mail, a cancellation notice, a moved call''s invite), posts to send-notifications through pg_net with the Vault service key, sent after the commit (decisions 0024, 0054, 0061). Does nothing where pg_net or the secrets are missing (the local gateway wakes the sender) and only warns on failure, so a write never fails for it; the minute sweeper catches up.';

REVOKE ALL ON FUNCTION private.wake_notification_sender() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_lead_notifications(batch_size integer DEFAULT 20, lease_seconds integer DEFAULT 300, kinds text[] DEFAULT NULL::text[]) RETURNS TABLE(id uuid, lead_id uuid, kind text, payload jsonb, attempts integer)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
        and not private.site_check_line_wait(due)
      order by due.next_attempt_at
      limit least(greatest(batch_size, 1), 100)
      for update skip locked)
  returning n.id, n.lead_id, n.kind,
            case when n.kind in ('booking_confirmation', 'booking_reminder', 'booking_moved')
                 then n.payload || pg_catalog.jsonb_build_object('manage_token', private.booking_cancel_token(n.booking_id))
                 when n.kind in ('new', 'completed', 'booking_agency')
                 then n.payload || pg_catalog.jsonb_build_object('site_check',
                        (select private.site_check_json(l.site_check_id) from public.lsg_leads l where l.id = n.lead_id))
                 else n.payload end,
            n.attempts;
$$;

COMMENT ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) IS 'The sender''s claim (service_role only): first records due reminders of cancelled or begun bookings as skipped, then leases up to batch_size (max 100) due pending rows, optionally of some kinds, with FOR UPDATE SKIP LOCKED and counts the try before the send, so parallel workers never send one row twice (decisions 0010, 0061). Booking confirmations, reminders and moved invites are handed out with the booking''s cancel token, made now so the outbox never stores it; the agency''s lead and booking e-mails with the lead''s site check as it is now, and the booking one held while its check runs (private.site_check_line_wait, decision 0080).';

REVOKE ALL ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) TO service_role;

CREATE FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) RETURNS TABLE(id uuid, created_at timestamp with time zone, kind text, status text, attempts integer, last_error text, next_attempt_at timestamp with time zone, sent_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) IS 'Staff: one lead''s e-mail delivery history (kind, status, attempts, last error, next try while pending, sent time), after checking the session token (28000, HTTP 403). Granted to anon and service_role because the dashboard holds only the anon key (decision 0011); security definer to read the private outbox.';

REVOKE ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
         failing_since = case when outcome = 'sent' then null else coalesce(n.failing_since, private.clock_now()) end,
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

COMMENT ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) IS 'Records how a claimed send went (service_role only): sent, skipped with its reason, or failed (retried after the next delay of notification_retry_delays, given up after the last), keeping when the row first did not go (failing_since, for the delivery health); answers the row''s new status, null for an unknown id, 22023 for another outcome. Idempotent, so the sender may repeat it when an answer is lost (decision 0047).';

REVOKE ALL ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) TO service_role;

CREATE TABLE private.lead_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lead_email text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    last_error text,
    lead_id uuid,
    kind text DEFAULT 'new'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone,
    claimed_until timestamp with time zone,
    sent_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    recipient text,
    report_run_id uuid,
    report_recipient_id uuid,
    booking_id uuid,
    failing_since timestamp with time zone,
    CONSTRAINT lead_notifications_kind_known CHECK ((kind = ANY (ARRAY['new'::text, 'completed'::text, 'weekly_report'::text, 'report_confirmation'::text, 'waiting_leads'::text, 'booking_confirmation'::text, 'booking_agency'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text]))),
    CONSTRAINT lead_notifications_report_shape CHECK ((((kind = 'weekly_report'::text) = (report_run_id IS NOT NULL)) AND ((kind = 'report_confirmation'::text) = (report_recipient_id IS NOT NULL)) AND ((kind = ANY (ARRAY['weekly_report'::text, 'report_confirmation'::text, 'booking_confirmation'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text])) = (recipient IS NOT NULL)) AND ((kind = ANY (ARRAY['booking_confirmation'::text, 'booking_agency'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text])) = (booking_id IS NOT NULL)))),
    CONSTRAINT lead_notifications_status_known CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_pkey PRIMARY KEY (id);

CREATE INDEX lead_notifications_booking_confirmation_at_idx ON private.lead_notifications USING btree (created_at) WHERE (kind = 'booking_confirmation'::text);

CREATE INDEX lead_notifications_booking_confirmation_to_idx ON private.lead_notifications USING btree (private.canonical_mailbox(recipient), created_at) WHERE (kind = 'booking_confirmation'::text);

CREATE INDEX lead_notifications_booking_idx ON private.lead_notifications USING btree (booking_id) WHERE (booking_id IS NOT NULL);

CREATE INDEX lead_notifications_confirmation_at_idx ON private.lead_notifications USING btree (created_at) WHERE (kind = 'report_confirmation'::text);

CREATE UNIQUE INDEX lead_notifications_confirmation_once ON private.lead_notifications USING btree (report_recipient_id);

CREATE INDEX lead_notifications_confirmation_to_idx ON private.lead_notifications USING btree (private.canonical_mailbox(recipient), created_at) WHERE (kind = 'report_confirmation'::text);

CREATE INDEX lead_notifications_created_at_idx ON private.lead_notifications USING btree (created_at DESC);

CREATE INDEX lead_notifications_due_idx ON private.lead_notifications USING btree (next_attempt_at) WHERE (status = 'pending'::text);

CREATE INDEX lead_notifications_lead_idx ON private.lead_notifications USING btree (lead_id, created_at);

CREATE UNIQUE INDEX lead_notifications_report_once ON private.lead_notifications USING btree (report_run_id, lower(recipient)) WHERE (report_run_id IS NOT NULL);

COMMENT ON TABLE private.lead_notifications IS 'The outbox of every e-mail the system sends (decision 0010): a row is queued in the writer''s transaction, claimed by the sender (send-notifications) under a lease, and recorded sent, skipped or failed; a failed try is retried with backoff, seven tries over about 24 hours, and a row is sent at most once. Despite its name it holds lead e-mails, weekly reports, confirmation links, the morning list and the booking e-mails.';

COMMENT ON COLUMN private.lead_notifications.lead_email IS 'The lead''s address when the row was queued (the subscription''s or the booking''s lead for those kinds; an empty string for the morning list, which has no lead). A record only: the address an e-mail goes to is recipient, or the agency''s own for the agency''s kinds.';

COMMENT ON COLUMN private.lead_notifications.payload IS 'What the e-mail says, frozen when queued, by kind: new/completed the lead row without search_text (completed adds previous, the partial version); weekly_report the week''s measurement, the previous week, up to 8 weeks of scores and the unsubscribe token; report_confirmation site, day, recipient, others_asked, token and expires_at; waiting_leads day, total, waiting_since, up to 50 leads and delivery (since and reasons when delivery health is red, else null); booking kinds the booking''s id and times (the agency''s adds the lead''s fields and topic). The visitor''s e-mails carry no word the visitor typed (decisions 0025, 0061).';

COMMENT ON COLUMN private.lead_notifications.status IS 'pending (due at next_attempt_at), sent, failed (given up after the last retry) or skipped (decided not to send, with the reason in last_error).';

COMMENT ON COLUMN private.lead_notifications.last_error IS 'Why the last try failed, or why the row was skipped (at most 2,000 characters); null once sent. Shown in the dashboard''s delivery history.';

COMMENT ON COLUMN private.lead_notifications.lead_id IS 'The lead the e-mail is about; null only for the morning list of waiting leads. Deleting the lead deletes its e-mails.';

COMMENT ON COLUMN private.lead_notifications.kind IS 'What the e-mail is: new and completed (a lead, to the agency), weekly_report, report_confirmation, waiting_leads (the morning list, to the agency), booking_confirmation, booking_agency, booking_reminder, booking_cancelled, booking_moved (the updated invite of a moved call, decision 0070). lead_notifications_report_shape ties each kind to its recipient, run, report recipient or booking.';

COMMENT ON COLUMN private.lead_notifications.attempts IS 'Tries so far, counted when the row is claimed (before the send); a failure past the number of retry delays is final.';

COMMENT ON COLUMN private.lead_notifications.next_attempt_at IS 'Not before this instant: when a pending row is next due (at once for most kinds, the reminder''s time for booking reminders, the backoff delay after a failed try).';

COMMENT ON COLUMN private.lead_notifications.claimed_until IS 'The lease of the worker that claimed the row (five minutes by default): other workers skip it until then, and a worker that dies mid-send leaves it to be tried again after it.';

COMMENT ON COLUMN private.lead_notifications.sent_at IS 'When the mail provider accepted the e-mail; null unless sent.';

COMMENT ON COLUMN private.lead_notifications.recipient IS 'The address the e-mail goes to, for the kinds sent to a visitor or report recipient (weekly_report, report_confirmation, booking_confirmation, booking_reminder, booking_cancelled, booking_moved); null for the agency''s kinds, which go to the agency''s configured address. Compared lower-cased for the per-address caps (decisions 0045, 0061).';

COMMENT ON COLUMN private.lead_notifications.report_run_id IS 'The weekly report run a weekly_report e-mail belongs to; unique with lower(recipient), so one e-mail per run and recipient whatever retries and workers do.';

COMMENT ON COLUMN private.lead_notifications.report_recipient_id IS 'The report recipient a report_confirmation asks to confirm; unique, so a recipient is sent at most one confirmation e-mail.';

COMMENT ON COLUMN private.lead_notifications.failing_since IS 'When the sender first recorded that this row did not go (failed or skipped), on the database''s clock; kept through retries, null once sent. The delivery health''s since when (decision 0067).';

COMMENT ON COLUMN private.lead_notifications.booking_id IS 'The booking a booking e-mail is about (set for every booking kind, and only for them); deleted with it.';

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lead_notifications_wake_sender AFTER INSERT ON private.lead_notifications REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION private.wake_notification_sender();

COMMENT ON TRIGGER lead_notifications_wake_sender ON private.lead_notifications IS 'Wakes the sender when a pending e-mail someone waits for is queued (a lead''s, a confirmation link, a booking''s confirmation, the agency''s booking e-mail, a cancellation notice, a moved call''s invite): on hosted Supabase a net.http_post to send-notifications after the commit; locally the gateway does it, and the minute job sends whatever a wake-up missed (decisions 0024, 0061).';

CREATE TRIGGER lsg_leads_queue_notification AFTER INSERT OR UPDATE OF lead_type ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.queue_lead_notification();

COMMENT ON TRIGGER lsg_leads_queue_notification ON public.lsg_leads IS 'Queues the agency''s e-mail in the outbox (private.lead_notifications) for a new lead, and again when a partial lead is completed (its type changes), if its type notifies; sending happens after the commit, so a slow mail API never delays or loses a lead (decision 0010).';

-- The outbox's sweeper: every minute, with an empty body (everything due, weekly reports and retries).
select private.schedule_edge_function('send-notifications', '* * * * *', 'send-notifications', 60000);

-- The morning e-mail of waiting leads (docs/decisions/0040-speed-to-lead.md): the database decides the
-- day and time (a weekday from 8:30 am to noon Los Angeles time, once); pg_cron, in UTC on Supabase,
-- only calls in the hours that hold that window in either daylight-saving state.
select private.schedule_edge_function('morning-email', '*/5 15-19 * * 1-5', 'send-notifications', 60000, '{"only":"morning-email"}');

-- ==== supabase/schemas/06_staff_sign_in.sql ====

-- Staff sign-in to the dashboard: one shared passphrase (bcrypt), sessions by token, a lockout that
-- spares known devices, and logins that never hold up a lead (docs/decisions/0009-login-lockout.md,
-- 0026, 0046, 0055).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.checked_staff_name(staff_name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  problem text := private.staff_name_problem(staff_name);
begin
  if problem is not null then
    raise exception using errcode = '22023', message = problem, hint = 'staff_name';
  end if;
  return private.trim_space(staff_name);
end;
$$;

COMMENT ON FUNCTION private.checked_staff_name(staff_name text) IS 'The trimmed staff name, or a 22023 error with the rule''s message and hint staff_name, which the login form shows on the name field (decision 0026).';

REVOKE ALL ON FUNCTION private.checked_staff_name(staff_name text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.current_dashboard_session_id() RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(pg_catalog.current_setting('lsg.dashboard_session_id', true), '')::uuid;
$$;

COMMENT ON FUNCTION private.current_dashboard_session_id() IS 'The id of the session this request was checked with (set by require_dashboard_session), or null; it signs notes so only the writing session may edit or delete them (decision 0026).';

REVOKE ALL ON FUNCTION private.current_dashboard_session_id() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_address_is_known(address text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.dashboard_known_addresses k, private.dashboard_login_limits l
     where k.address = dashboard_address_is_known.address
       and k.last_login_at > private.clock_now() - pg_catalog.make_interval(days => l.known_address_days));
$$;

COMMENT ON FUNCTION private.dashboard_address_is_known(address text) IS 'Whether staff logged in from this address within known_address_days (30): a known address is exempt from the hourly cap on wrong passwords, so a stranger guessing cannot lock staff out (decisions 0009, 0026).';

REVOKE ALL ON FUNCTION private.dashboard_address_is_known(address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_device_attempts_left(device bytea) RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select greatest(0, l.failures_per_address - (
           select count(*)::integer from private.dashboard_login_attempts a
            where a.device_hash = device and not a.succeeded
              and a.attempted_at > private.clock_now() - l.address_window))
    from private.dashboard_login_limits l;
$$;

COMMENT ON FUNCTION private.dashboard_device_attempts_left(device bytea) IS 'The tries a known device has left before its own lockout (decision 0055); the device twin of dashboard_login_attempts_left.';

REVOKE ALL ON FUNCTION private.dashboard_device_attempts_left(device bytea) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_device_locked_until(device bytea) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  limits private.dashboard_login_limits;
  now_at timestamptz := private.clock_now();
  own timestamptz;
begin
  select * into limits from private.dashboard_login_limits;
  select case when count(*) >= limits.failures_per_address then min(last_failures.attempted_at) + limits.address_window end
    into own
    from (select a.attempted_at from private.dashboard_login_attempts a
           where a.device_hash = device and not a.succeeded and a.attempted_at > now_at - limits.address_window
           order by a.attempted_at desc
           limit limits.failures_per_address) as last_failures;
  return own;
end;
$$;

COMMENT ON FUNCTION private.dashboard_device_locked_until(device bytea) IS 'Until when a known device may not try a password (its own 5 failures within 15 minutes), or null; a device''s typos never lock its office''s address (decision 0055). Same window and count as the address rule.';

REVOKE ALL ON FUNCTION private.dashboard_device_locked_until(device bytea) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_known_device(device_marker text) RETURNS bytea
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select d.marker_hash
    from private.dashboard_known_devices d
   where device_marker ~ '^[0-9a-f]{64}$'
     and d.marker_hash = extensions.digest(device_marker, 'sha256')
     and d.expires_at > private.clock_now();
$_$;

COMMENT ON FUNCTION private.dashboard_known_device(device_marker text) IS 'The hash of a live device marker the database issued, or null for anything else (none, forged, expired, replaced, wrong shape): a login with a live marker is judged by its device''s own record (decision 0055).';

REVOKE ALL ON FUNCTION private.dashboard_known_device(device_marker text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_locked_until() RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  limits private.dashboard_login_limits;
  caller text := private.request_address();
  now_at timestamptz := private.clock_now();
  own timestamptz;
  everywhere timestamptz;
begin
  select * into limits from private.dashboard_login_limits;
  select case when count(*) >= limits.failures_per_address then min(last_failures.attempted_at) + limits.address_window end
    into own
    from (select a.attempted_at from private.dashboard_login_attempts a
           where a.address = caller and a.device_hash is null and not a.succeeded and a.attempted_at > now_at - limits.address_window
           order by a.attempted_at desc
           limit limits.failures_per_address) as last_failures;
  if own is not null then
    return own;
  end if;
  if private.dashboard_address_is_known(caller) then
    return null;
  end if;
  select a.attempted_at + interval '1 hour' into everywhere
    from private.dashboard_login_attempts a
   where not a.succeeded and a.attempted_at > now_at - interval '1 hour'
   order by a.attempted_at desc
   offset limits.failures_everywhere_per_hour - 1
   limit 1;
  return everywhere;
end;
$$;

COMMENT ON FUNCTION private.dashboard_locked_until() IS 'Until when the caller''s address may not try a password, or null: 5 failures of its own (sent without a live device marker) within 15 minutes, or, for an address staff have not used, the hour''s cap of 100 wrong passwords evaluated everywhere (decisions 0009, 0026, 0055).';

REVOKE ALL ON FUNCTION private.dashboard_locked_until() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_login_busy() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = 'PT429', hint = 'dashboard_login_busy',
    message = 'Many logins are being checked right now. Please try again in a few seconds.';
end;
$$;

COMMENT ON FUNCTION private.dashboard_login_busy() IS 'Raises the login''s "busy" answer: HTTP 429 (PT429, hint dashboard_login_busy) with words the form shows, for a guess that cannot be checked at once; nothing is counted for it, so no login ever waits for a lock (decision 0046).';

REVOKE ALL ON FUNCTION private.dashboard_login_busy() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.login_checks_in_flight() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.count(*)::integer
    from pg_catalog.pg_locks l
   where l.locktype = 'advisory' and l.classid = 260092 and l.objsubid = 2 and l.granted
     and l.pid <> pg_catalog.pg_backend_pid()
     and l.database = (select d.oid from pg_catalog.pg_database d where d.datname = pg_catalog.current_database());
$$;

COMMENT ON FUNCTION private.login_checks_in_flight() IS 'How many passwords other sessions are evaluating right now (evaluation slots held in pg_locks), so an unknown address''s check can keep the hourly cap exact without waiting: it adds these to the failures recorded (decision 0046).';

REVOKE ALL ON FUNCTION private.login_checks_in_flight() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.require_dashboard_session(session_token text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  live private.dashboard_sessions;
begin
  select * into live
    from private.dashboard_sessions s
   where s.token_hash = extensions.digest(coalesce(session_token, ''), 'sha256')
     and s.revoked_at is null
     and s.expires_at > private.clock_now();
  if not found then
    raise exception using errcode = '28000', message = 'Your session has expired. Please log in again.',
      hint = 'dashboard_session_invalid';
  end if;
  perform pg_catalog.set_config('lsg.dashboard_session_id', live.id::text, true);
  return live.expires_at;
end;
$$;

COMMENT ON FUNCTION private.require_dashboard_session(session_token text) IS 'The gate of every dashboard call: raises 28000 (HTTP 403, hint dashboard_session_invalid) unless the token''s SHA-256 is a live, unrevoked session, and returns its expiry; notes the session id for the request (lsg.dashboard_session_id) so notes can be told apart as the caller''s (decisions 0003, 0026).';

REVOKE ALL ON FUNCTION private.require_dashboard_session(session_token text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.session_staff_name(session_token text) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  name_ text;
begin
  perform private.require_dashboard_session(session_token);
  select s.staff_name into name_ from private.dashboard_sessions s where s.id = private.current_dashboard_session_id();
  if name_ is null then
    raise exception using errcode = '28000', message = 'Your session has expired. Please log in again.',
      hint = 'dashboard_session_invalid';
  end if;
  return name_;
end;
$$;

COMMENT ON FUNCTION private.session_staff_name(session_token text) IS 'Checks the session like require_dashboard_session and returns the staff name signed on it, used to sign every change staff make; raises 28000 for a session without one (decisions 0011, 0026).';

REVOKE ALL ON FUNCTION private.session_staff_name(session_token text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.set_dashboard_password(new_password text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new_password is null or char_length(new_password) < 8 then
    raise exception 'The dashboard password must be at least 8 characters.';
  end if;
  insert into private.dashboard_settings (id, password_hash, updated_at)
    values (true, extensions.crypt(new_password, extensions.gen_salt('bf', 10)), pg_catalog.now())
    on conflict (id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at;
  -- A new password ends every session made with the old one, and every device marker.
  update private.dashboard_sessions set revoked_at = pg_catalog.now() where revoked_at is null;
  delete from private.dashboard_known_devices d where d.marker_hash is not null;
end;
$$;

COMMENT ON FUNCTION private.set_dashboard_password(new_password text) IS 'Sets the shared staff password (seed or admin script, at least 8 characters), keeping only its bcrypt hash, and ends every session and forgets every known device made under the old one (decisions 0003, 0055). Owner-only, not callable through the API.';

REVOKE ALL ON FUNCTION private.set_dashboard_password(new_password text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.staff_name_problem(staff_name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  trimmed text := private.trim_space(coalesce(staff_name, ''));
  -- What is left to see: no white space, zero-width, joining or filler characters.
  skeleton text := private.without_unseen(trimmed);
  reserved text;
begin
  if private.name_breaks_text(trimmed) then
    return 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if skeleton = '' then
    return 'Please enter your name.';
  end if;
  if trimmed ~ '[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]' then
    return 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if pg_catalog.char_length(trimmed) not between 2 and 80 then
    return 'Your name must be between 2 and 80 characters.';
  end if;
  reserved := case pg_catalog.translate(private.without_unseen(pg_catalog.normalize(skeleton, 'NFKC')),
                                        'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
                when 'staff' then 'Staff' when 'visitor' then 'Visitor' when 'system' then 'System' end;
  if reserved is not null then
    return format('"%s" is a name the dashboard uses for its own entries. Please enter your own name.', reserved);
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.staff_name_problem(staff_name text) IS 'The staff name rule, in the same order and words as staffNameProblem() in the browser: the one name rule (name_breaks_text first, then blank, then fillers: no control, line break, direction mark, tag character, combining-mark stack or filler), something visible, 2 to 80 characters, and not a reserved name (Staff, Visitor, System, also after NFKC and without invisible marks); answers the problem or null (decisions 0026, 0044).';

REVOKE ALL ON FUNCTION private.staff_name_problem(staff_name text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_login_slot(known boolean) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  slot integer;
begin
  foreach slot in array case when known then array[3, 1, 2] else array[1, 2] end loop
    if pg_catalog.pg_try_advisory_xact_lock(260092, slot) then
      return true;
    end if;
  end loop;
  return false;
end;
$$;

COMMENT ON FUNCTION private.take_login_slot(known boolean) IS 'Takes one of three server-wide password-evaluation slots (advisory lock 260092) for the transaction without waiting: slots 1 and 2 for anyone, slot 3 reserved for known addresses and devices, so a flood of strangers cannot keep staff out; false when none is free (decision 0046).';

REVOKE ALL ON FUNCTION private.take_login_slot(known boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.dashboard_check_session(session_token text) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.require_dashboard_session(session_token);
$$;

COMMENT ON FUNCTION public.dashboard_check_session(session_token text) IS 'The dashboard''s session check on load (anon, service_role): the session''s expiry, or 28000 (HTTP 403) for a token that is not live. Security definer to read the private sessions; the browser holds only the anon key (decision 0011).';

REVOKE ALL ON FUNCTION public.dashboard_check_session(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_check_session(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_check_session(session_token text) TO anon;

CREATE FUNCTION public.dashboard_device_login_status(device_marker text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  device bytea := private.dashboard_known_device(device_marker);
begin
  if device is null then
    return null;
  end if;
  return pg_catalog.jsonb_build_object(
    'locked_until', private.dashboard_device_locked_until(device),
    'attempts_left', private.dashboard_device_attempts_left(device));
end;
$$;

COMMENT ON FUNCTION public.dashboard_device_login_status(device_marker text) IS 'What a known device is told after a refusal: {locked_until, attempts_left} of its own record, or null when the marker is not a live one the database issued (then the address''s answers apply). Anon and service_role, as it comes before any session; it looks a marker up by its SHA-256 and returns nothing else (decision 0055).';

REVOKE ALL ON FUNCTION public.dashboard_device_login_status(device_marker text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_device_login_status(device_marker text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_device_login_status(device_marker text) TO anon;

CREATE FUNCTION public.dashboard_lockout_status() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.dashboard_locked_until();
$$;

COMMENT ON FUNCTION public.dashboard_lockout_status() IS 'The login page''s question before and after a refusal: until when this address is locked, or null. Anon and service_role may call it because the login comes before any session; security definer to read the private attempts (decisions 0009, 0046).';

REVOKE ALL ON FUNCTION public.dashboard_lockout_status() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lockout_status() TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lockout_status() TO anon;

CREATE FUNCTION public.dashboard_login_attempts_left() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select greatest(0, l.failures_per_address - (
           select count(*)::integer from private.dashboard_login_attempts a
            where a.address = private.request_address() and a.device_hash is null and not a.succeeded
              and a.attempted_at > private.clock_now() - l.address_window))
    from private.dashboard_login_limits l;
$$;

COMMENT ON FUNCTION public.dashboard_login_attempts_left() IS 'The tries this address has left before its lockout (failures sent without a live device marker, in the last 15 minutes), shown after a wrong password. Anon and service_role, as the login comes before any session; security definer to read the private attempts (decisions 0009, 0055).';

REVOKE ALL ON FUNCTION public.dashboard_login_attempts_left() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_login_attempts_left() TO service_role;
GRANT ALL ON FUNCTION public.dashboard_login_attempts_left() TO anon;

CREATE FUNCTION public.dashboard_logout(session_token text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.dashboard_sessions set revoked_at = pg_catalog.now()
   where token_hash = extensions.digest(coalesce(session_token, ''), 'sha256') and revoked_at is null;
$$;

COMMENT ON FUNCTION public.dashboard_logout(session_token text) IS 'Staff logout (anon, service_role): revokes the session whose token it is given and nothing else, and answers 204 whatever the token (unknown, expired, revoked or empty), so a lapsed session logs out cleanly and the answer reveals nothing about which tokens exist (decision 0047).';

REVOKE ALL ON FUNCTION public.dashboard_logout(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_logout(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_logout(session_token text) TO anon;

CREATE FUNCTION public.dashboard_remember_device(session_token text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  now_at timestamptz := private.clock_now();
  session_id uuid;
  replaced bytea;
  marker text;
begin
  perform private.require_dashboard_session(session_token);
  update private.dashboard_sessions s set device_issued_at = now_at
   where s.id = private.current_dashboard_session_id()
     and s.device_issued_at is null
     and s.created_at > now_at - interval '10 minutes'
  returning s.id, s.device_hash into session_id, replaced;
  if session_id is null then
    return null;
  end if;
  marker := pg_catalog.encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_known_devices (marker_hash, issued_at, expires_at)
    values (extensions.digest(marker, 'sha256'), now_at,
            now_at + pg_catalog.make_interval(days => (select l.known_device_days from private.dashboard_login_limits l)));
  if replaced is not null then
    delete from private.dashboard_known_devices d where d.marker_hash = replaced;
  end if;
  return marker;
end;
$$;

COMMENT ON FUNCTION public.dashboard_remember_device(session_token text) IS 'The login''s second step (anon, service_role): after checking the session token (28000), issues the browser a 90-day device marker, once per session and only within 10 minutes of its login, so a token cannot be turned into many markers; replaces the marker the session logged in with; null when not allowed (decision 0055). Only the marker''s hash is kept.';

REVOKE ALL ON FUNCTION public.dashboard_remember_device(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_remember_device(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_remember_device(session_token text) TO anon;

CREATE FUNCTION public.validate_dashboard_password(input_password text, staff_name text DEFAULT NULL::text, device_marker text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET lock_timeout TO '2s'
    AS $$
declare
  stored_hash text;
  token text;
  caller text := private.request_address();
  signed text := private.checked_staff_name(staff_name);
  device bytea := private.dashboard_known_device(device_marker);
  known boolean;
  in_flight integer;
  cap integer;
  now_at timestamptz;
begin
  -- A known device is known wherever it is; otherwise the address may be.
  known := device is not null or private.dashboard_address_is_known(caller);
  -- One check at a time per device, or per address: the next one sees the failure this one records.
  if device is not null then
    if not pg_catalog.pg_try_advisory_xact_lock(260093, pg_catalog.hashtext(pg_catalog.encode(device, 'hex'))) then
      perform private.dashboard_login_busy();
    end if;
    if private.dashboard_device_locked_until(device) is not null then
      return null;
    end if;
  else
    if not pg_catalog.pg_try_advisory_xact_lock(260090, pg_catalog.hashtext(caller)) then
      perform private.dashboard_login_busy();
    end if;
    -- Locked guesses are answered without a slot.
    if private.dashboard_locked_until() is not null then
      return null;
    end if;
  end if;
  if not private.take_login_slot(known) then
    perform private.dashboard_login_busy();
  end if;
  -- The evaluations running elsewhere first, then (a later statement, a later snapshot) the failures.
  in_flight := private.login_checks_in_flight();
  now_at := private.clock_now();
  if device is null and private.dashboard_locked_until() is not null then
    return null;
  end if;
  if not known and in_flight > 0 then
    select l.failures_everywhere_per_hour into cap from private.dashboard_login_limits l;
    if (select pg_catalog.count(*) from private.dashboard_login_attempts a
         where not a.succeeded and a.attempted_at > now_at - interval '1 hour') + in_flight >= cap then
      perform private.dashboard_login_busy();
    end if;
  end if;
  -- bcrypt, holding only this device's or address's lock and a slot: nobody waits for either.
  select password_hash into stored_hash from private.dashboard_settings;
  if stored_hash is null or input_password is null or extensions.crypt(input_password, stored_hash) <> stored_hash then
    insert into private.dashboard_login_attempts (attempted_at, succeeded, address, device_hash) values (now_at, false, caller, device);
    return null;
  end if;
  -- The right password: the earlier typos of this device, or of this address (those sent without a
  -- live marker), are forgiven, and the address is known. A device's login forgives nothing of the
  -- address's, so it never hands a guesser there fresh tries.
  if device is not null then
    delete from private.dashboard_login_attempts a where a.device_hash = device and not a.succeeded;
  else
    delete from private.dashboard_login_attempts a where a.address = caller and a.device_hash is null and not a.succeeded;
  end if;
  insert into private.dashboard_login_attempts (attempted_at, succeeded, address, device_hash) values (now_at, true, caller, device);
  insert into private.dashboard_known_addresses (address, last_login_at) values (caller, now_at)
    on conflict (address) do update set last_login_at = excluded.last_login_at;
  delete from private.dashboard_login_attempts a where a.attempted_at < now_at - interval '1 day';
  delete from private.dashboard_known_addresses k
   where k.last_login_at < now_at - pg_catalog.make_interval(days => (select l.known_address_days from private.dashboard_login_limits l));
  delete from private.dashboard_known_devices d where d.expires_at <= now_at;
  token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_sessions (token_hash, created_at, expires_at, staff_name, device_hash)
    values (extensions.digest(token, 'sha256'), now_at, now_at + interval '24 hours', signed, device);
  return token;
end;
$$;

COMMENT ON FUNCTION public.validate_dashboard_password(input_password text, staff_name text, device_marker text) IS 'The staff login (anon, service_role): checks the shared password and returns a new 24-hour session token signed with the staff name (22023 for a bad name), or null for a wrong or locked attempt; with a live device marker the throttle is the device''s, otherwise the address''s, plus the hourly cap for unknown senders (decisions 0009, 0026, 0055). One check at a time per device or address and at most 3 bcrypt checks at once; anything that would wait raises PT429 "busy" instead (decision 0046); security definer so the hash, attempts and sessions stay private; only the token''s SHA-256 is stored.';

REVOKE ALL ON FUNCTION public.validate_dashboard_password(input_password text, staff_name text, device_marker text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.validate_dashboard_password(input_password text, staff_name text, device_marker text) TO service_role;
GRANT ALL ON FUNCTION public.validate_dashboard_password(input_password text, staff_name text, device_marker text) TO anon;

CREATE TABLE private.dashboard_known_addresses (
    address text NOT NULL,
    last_login_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY private.dashboard_known_addresses
    ADD CONSTRAINT dashboard_known_addresses_pkey PRIMARY KEY (address);

COMMENT ON TABLE private.dashboard_known_addresses IS 'Addresses staff have logged in from, with their last login: the hourly cap on wrong passwords never refuses them, so a stranger guessing cannot keep staff out (decision 0026). Forgotten known_address_days after their last login.';

COMMENT ON COLUMN private.dashboard_known_addresses.address IS 'The address as private.request_address() read it at the login (decision 0007).';

COMMENT ON COLUMN private.dashboard_known_addresses.last_login_at IS 'The last successful login from the address; it is known until known_address_days after it.';

CREATE TABLE private.dashboard_known_devices (
    marker_hash bytea NOT NULL,
    issued_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY private.dashboard_known_devices
    ADD CONSTRAINT dashboard_known_devices_pkey PRIMARY KEY (marker_hash);

CREATE INDEX dashboard_known_devices_expires_at_idx ON private.dashboard_known_devices USING btree (expires_at);

COMMENT ON TABLE private.dashboard_known_devices IS 'Browsers that have logged in (decision 0055): only the SHA-256 of each device marker, and when it stops counting. A login sent with a live marker is judged by the device''s own record, so an office sharing one address is not locked out by a colleague''s typos. A new password deletes them all.';

COMMENT ON COLUMN private.dashboard_known_devices.marker_hash IS 'SHA-256 of the marker (256 random bits, hex, kept by the browser); a marker the database did not issue matches nothing.';

COMMENT ON COLUMN private.dashboard_known_devices.issued_at IS 'When the marker was issued (at most once per session, just after its login).';

COMMENT ON COLUMN private.dashboard_known_devices.expires_at IS 'issued_at plus known_device_days: after it the marker counts as none, and the row is deleted at the next login.';

CREATE TABLE private.dashboard_login_attempts (
    id bigint NOT NULL,
    attempted_at timestamp with time zone NOT NULL,
    succeeded boolean NOT NULL,
    address text DEFAULT 'unknown'::text NOT NULL,
    device_hash bytea
);

ALTER TABLE private.dashboard_login_attempts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.dashboard_login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

ALTER TABLE ONLY private.dashboard_login_attempts
    ADD CONSTRAINT dashboard_login_attempts_pkey PRIMARY KEY (id);

CREATE INDEX dashboard_login_attempts_address_idx ON private.dashboard_login_attempts USING btree (address, succeeded, attempted_at);

CREATE INDEX dashboard_login_attempts_device_idx ON private.dashboard_login_attempts USING btree (device_hash, succeeded, attempted_at) WHERE (device_hash IS NOT NULL);

CREATE INDEX dashboard_login_attempts_idx ON private.dashboard_login_attempts USING btree (succeeded, attempted_at);

COMMENT ON TABLE private.dashboard_login_attempts IS 'Every evaluated dashboard password check, right or wrong: the lockout counts failures from it per address (5 in 15 minutes), per known device, and across all addresses (100 an hour) (decisions 0009, 0026, 0055). A right password forgives its own address''s or device''s failures; rows older than a day are deleted at each login. Refused and busy guesses are not recorded.';

COMMENT ON COLUMN private.dashboard_login_attempts.address IS 'The caller''s address as the platform vouches for it (private.request_address(), decision 0007); unknown outside an API request.';

COMMENT ON COLUMN private.dashboard_login_attempts.device_hash IS 'The hash of the live device marker the check was sent with, or null: a failure with a marker counts against that device only, never against the address, so a guesser on the office''s network cannot lock a known browser out (decision 0055).';

CREATE TABLE private.dashboard_login_limits (
    id boolean DEFAULT true NOT NULL,
    failures_per_address integer DEFAULT 5 NOT NULL,
    address_window interval DEFAULT '00:15:00'::interval NOT NULL,
    failures_everywhere_per_hour integer DEFAULT 100 NOT NULL,
    known_address_days integer DEFAULT 30 NOT NULL,
    known_device_days integer DEFAULT 90 NOT NULL,
    CONSTRAINT dashboard_login_limits_failures_everywhere_per_hour_check CHECK ((failures_everywhere_per_hour > 0)),
    CONSTRAINT dashboard_login_limits_failures_per_address_check CHECK ((failures_per_address > 0)),
    CONSTRAINT dashboard_login_limits_id_check CHECK (id),
    CONSTRAINT dashboard_login_limits_known_address_days_check CHECK ((known_address_days > 0)),
    CONSTRAINT dashboard_login_limits_known_device_days_check CHECK ((known_device_days > 0))
);

ALTER TABLE ONLY private.dashboard_login_limits
    ADD CONSTRAINT dashboard_login_limits_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.dashboard_login_limits IS 'One row: the login throttle''s numbers (decisions 0009, 0026, 0055). Per-address and per-device locks keep one guesser from locking everyone out; the hourly cap bounds guessing across addresses without ever refusing known addresses or devices.';

COMMENT ON COLUMN private.dashboard_login_limits.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.dashboard_login_limits.failures_per_address IS 'Wrong passwords an address (those sent without a live device marker), or a known device, may make within address_window before it is locked (5); while locked every attempt is refused, the right password included.';

COMMENT ON COLUMN private.dashboard_login_limits.address_window IS 'The window those failures are counted in, which is also how long a lock lasts at most (15 minutes).';

COMMENT ON COLUMN private.dashboard_login_limits.failures_everywhere_per_hour IS 'Wrong passwords evaluated per hour across all addresses; past it, only known addresses and devices are evaluated (decision 0026).';

COMMENT ON COLUMN private.dashboard_login_limits.known_address_days IS 'Days after its last successful login that an address stays known, exempt from the hourly cap (30).';

COMMENT ON COLUMN private.dashboard_login_limits.known_device_days IS 'Days a device marker counts after the login that issued it (90; decision 0055).';

CREATE TABLE private.dashboard_sessions (
    token_hash bytea NOT NULL,
    created_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    staff_name text,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    device_hash bytea,
    device_issued_at timestamp with time zone
);

ALTER TABLE ONLY private.dashboard_sessions
    ADD CONSTRAINT dashboard_sessions_id_key UNIQUE (id);

ALTER TABLE ONLY private.dashboard_sessions
    ADD CONSTRAINT dashboard_sessions_pkey PRIMARY KEY (token_hash);

CREATE INDEX dashboard_sessions_expires_at_idx ON private.dashboard_sessions USING btree (expires_at);

COMMENT ON TABLE private.dashboard_sessions IS 'Staff sessions: 24-hour tokens of which only the SHA-256 is kept, each signed with the name the staff member gave at login (decisions 0003, 0026). Every dashboard call checks its token here; logout and a new password revoke sessions.';

COMMENT ON COLUMN private.dashboard_sessions.token_hash IS 'SHA-256 of the session token (32 random bytes, hex): the key only the token''s holder can find. The token itself is never stored.';

COMMENT ON COLUMN private.dashboard_sessions.expires_at IS 'Login time plus 24 hours; the session stops working then.';

COMMENT ON COLUMN private.dashboard_sessions.revoked_at IS 'Set at logout or when the password changes; a revoked session never works again.';

COMMENT ON COLUMN private.dashboard_sessions.staff_name IS 'The name given at login (private.staff_name_problem''s rule), signed on every status change, note and setting made with the session. A session without one cannot sign changes.';

COMMENT ON COLUMN private.dashboard_sessions.id IS 'The session''s own id, apart from its key: it signs the notes the session writes (private.lead_notes.author_session), so only that session may change them, without exposing the token''s hash (decision 0026).';

COMMENT ON COLUMN private.dashboard_sessions.device_hash IS 'Hash of the live device marker the session logged in with, if any; that marker is deleted when the session is issued a new one (decision 0055).';

COMMENT ON COLUMN private.dashboard_sessions.device_issued_at IS 'When the session was issued its device marker: at most once per session and within 10 minutes of the login, so one token cannot mint many markers, each with tries of its own (decision 0055).';

CREATE TABLE private.dashboard_settings (
    id boolean DEFAULT true NOT NULL,
    password_hash text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT dashboard_settings_id_check CHECK (id)
);

ALTER TABLE ONLY private.dashboard_settings
    ADD CONSTRAINT dashboard_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.dashboard_settings IS 'One row: the staff dashboard''s one shared password, as a bcrypt hash only (decisions 0003, 0011). Set by private.set_dashboard_password, which also ends every session and forgets every known device.';

COMMENT ON COLUMN private.dashboard_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.dashboard_settings.password_hash IS 'bcrypt hash (cost 10) of the shared password; the password itself is never stored.';

COMMENT ON COLUMN private.dashboard_settings.updated_at IS 'When the password was last set.';

insert into private.dashboard_login_limits default values;

-- ==== supabase/schemas/07_dashboard_leads.sql ====

-- The dashboard's leads: the list, search, counts, export, one lead's page with its status history
-- and notes (docs/requirements/dashboard.md, docs/decisions/0014-dashboard-at-scale.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.clean_note(body text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  cleaned text := private.trim_space(coalesce(body, ''));
begin
  if private.without_unseen(cleaned) = '' then
    raise exception using errcode = '22023', message = 'A note needs some text.';
  end if;
  if pg_catalog.char_length(cleaned) > 5000 then
    raise exception using errcode = '22023', message = 'A note must be at most 5,000 characters.';
  end if;
  return cleaned;
end;
$$;

COMMENT ON FUNCTION private.clean_note(body text) IS 'The note rule: trimmed text with at least one visible character and at most 5,000 characters, else 22023 with the message the dashboard shows (decision 0044).';

REVOKE ALL ON FUNCTION private.clean_note(body text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.count_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 10000 $$;

COMMENT ON FUNCTION private.count_cap() IS 'Above this many (10,000) the new-lead badge and the waiting count say "10,000+" instead of counting a huge set (decision 0014).';

REVOKE ALL ON FUNCTION private.count_cap() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.count_lead_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  changes text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'DELETE' then 'select o.*, -1 as delta from old_rows o'
    else 'select o.*, -1 as delta from old_rows o union all select n.*, 1 as delta from new_rows n'
  end;
begin
  execute pg_catalog.format($sql$
    with changed as materialized (%s),
    totals as (
      insert into private.lead_totals as t (lead_type, status, n)
      select c.lead_type, c.status, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (lead_type, status) do update set n = t.n + excluded.n),
    days as (
      insert into private.lead_daily_counts as d (day, lead_type, n)
      select (c.created_at at time zone 'America/Los_Angeles')::date, c.lead_type, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (day, lead_type) do update set n = d.n + excluded.n),
    sources as (
      insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select k.dimension, k.day, k.value,
             coalesce(sum(k.delta) filter (where k.status = 'new'), 0), coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0), coalesce(sum(k.delta) filter (where k.status = 'won'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'lost'), 0), coalesce(sum(k.delta) filter (where k.status = 'spam'), 0)
        from changed c
        join private.lead_types lt on lt.lead_type = c.lead_type and lt.in_sources
        cross join lateral private.lead_source_keys(c.created_at, c.status, c.source_path, c.referrer, c.utm_source, c.utm_medium,
                                                    c.utm_campaign, c.lead_type, c.delta) k
       group by 1, 2, 3
      having (
        coalesce(sum(k.delta) filter (where k.status = 'new'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'won'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'lost'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'spam'), 0) <> 0)
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + excluded.n_new, n_contacted = d.n_contacted + excluded.n_contacted,
        n_qualified = d.n_qualified + excluded.n_qualified, n_won = d.n_won + excluded.n_won,
        n_lost = d.n_lost + excluded.n_lost, n_spam = d.n_spam + excluded.n_spam),
    speed as (
      insert into private.lead_speed_weekly as w (week_of, measure, bucket_seconds, n)
      select k.week_of, k.measure, k.bucket_seconds, sum(c.delta)
        from changed c, lateral private.lead_speed_keys(c.created_at, c.first_touched_at, c.first_touch_office_seconds) k
       group by 1, 2, 3 having sum(c.delta) <> 0
      on conflict (week_of, measure, bucket_seconds) do update set n = w.n + excluded.n)
    select 1
  $sql$, changes);
  -- A site check no lead links to any more goes with its last lead (a privacy request's deletion) or
  -- when a staff re-check or a changed website replaced it (decision 0080). Here rather than in
  -- triggers of its own: the statement's old rows are already at hand, and the table keeps 9 triggers.
  if tg_op <> 'INSERT' then
    delete from private.site_checks c
     where c.id in (select o.site_check_id from old_rows o where o.site_check_id is not null)
       and not exists (select 1 from public.lsg_leads l where l.site_check_id = c.id);
  end if;
  return null;
end;
$_$;

COMMENT ON FUNCTION private.count_lead_changes() IS 'The one statement trigger (insert, update, delete on public.lsg_leads) that keeps every dashboard counter: lead_totals, lead_daily_counts, lead_source_daily (types with in_sources) and lead_speed_weekly, each row -1 as it was and +1 as it is, netted per key in one statement of four upserts, so the dashboard never counts the table (decisions 0014, 0039, 0040, 0052); after an update or delete it also deletes the site checks no lead links to any more (decision 0080). Security definer because anonymous inserts fire it.';

REVOKE ALL ON FUNCTION private.count_lead_changes() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select pg_catalog.to_jsonb(l) - 'search_text' - 'site_check_id' into lead from public.lsg_leads l where l.id = dashboard_get_lead.lead_id;
  if lead is null then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  return pg_catalog.jsonb_build_object(
    'lead', lead,
    'notes', coalesce((select pg_catalog.jsonb_agg(private.note_json(n) order by n.created_at desc)
                         from private.lead_notes n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'status_changes', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'changed_at', c.changed_at, 'actor', c.actor, 'from_status', c.from_status, 'to_status', c.to_status)
                                   order by c.changed_at)
                                  from private.lead_status_changes c where c.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'notifications', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                  'created_at', n.created_at, 'kind', n.kind, 'status', n.status, 'attempts', n.attempts,
                                  'last_error', n.last_error, 'next_attempt_at', case when n.status = 'pending' then n.next_attempt_at end,
                                  'sent_at', n.sent_at, 'recipient', n.recipient)
                                  order by n.created_at)
                                 from private.lead_notifications n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'bookings', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                             'id', b.id, 'starts_at', pg_catalog.lower(b.slot), 'ends_at', pg_catalog.upper(b.slot), 'created_at', b.created_at,
                             'cancelled_at', b.cancelled_at, 'cancelled_by', b.cancelled_by)
                             order by b.created_at, b.id)
                            from private.bookings b where b.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'site_check', (select private.site_check_json(l.site_check_id) from public.lsg_leads l where l.id = dashboard_get_lead.lead_id),
    'partial_version', (select n.payload -> 'previous' from private.lead_notifications n
                         where n.lead_id = dashboard_get_lead.lead_id and n.kind = 'completed'
                         order by n.created_at limit 1),
    'privacy_request', (select pg_catalog.jsonb_build_object('kind', r.kind, 'label', k.label)
                          from private.privacy_requests r join private.privacy_request_kinds k on k.kind = r.kind
                         where r.lead_id = dashboard_get_lead.lead_id),
    'report_subscription', (
      select pg_catalog.jsonb_build_object(
        'id', s.id, 'created_at', s.created_at, 'status', s.status, 'website', s.website, 'report_day', s.report_day,
        'status_changed_at', s.status_changed_at, 'status_changed_by', s.status_changed_by,
        'consent', pg_catalog.jsonb_build_object('version', s.consent_version, 'text', s.consent_text, 'at', s.consented_at, 'page', s.consent_page),
        'recipients', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'email', r.email, 'is_owner', r.is_owner, 'unsubscribed_at', r.unsubscribed_at,
                                   'state', case when r.unsubscribed_at is not null then 'unsubscribed'
                                                 when r.confirmed_at is not null then 'confirmed' else 'pending' end,
                                   'confirmed_at', r.confirmed_at,
                                   'confirm_expires_at', case when r.confirmed_at is null then r.confirm_expires_at end)
                                   order by r.is_owner desc, r.added_at, r.email)
                                  from private.report_recipients r where r.subscription_id = s.id), '[]'::jsonb),
        'runs', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                             'week_of', r.week_of, 'created_at', r.created_at, 'status', r.status, 'score', r.score,
                             'error', r.error, 'measured_at', r.measured_at, 'attempts', r.attempts)
                             order by r.week_of)
                            from (select * from private.report_runs r where r.subscription_id = s.id order by r.week_of desc limit 52) r), '[]'::jsonb),
        'events', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'at', e.at, 'actor', e.actor, 'event', e.event, 'detail', e.detail)
                               order by e.at)
                              from private.report_subscription_events e where e.subscription_id = s.id), '[]'::jsonb))
        from private.report_subscriptions s where s.lead_id = dashboard_get_lead.lead_id)
  );
end;
$$;

COMMENT ON FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) IS 'Everything about one lead for its page: every field, notes, status history, deliveries, its booked calls with who cancelled them (decision 0063), the partial version a completion replaced, a privacy request''s kind, the site check (decision 0080), and the weekly report subscription with consent, recipients'' states, runs and events. Only public.dashboard_get_lead calls it (no API role may); it checks the session again and raises PT404 for a missing lead.';

REVOKE ALL ON FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  op text := case when lower(sort_direction) = 'asc' then '>' else '<' end;
  sort_key text := private.lead_sort_key(sort_column);
  key_type text := case when sort_column in ('created_at', 'updated_at') then 'timestamptz'
                        when sort_column = 'site_check_score' then 'integer' else 'text' end;
begin
  if cursor_is_null then
    return array[format('%s is null and id %s $7', sort_key, op)];
  end if;
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type)];
  end if;
  return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type), format('%s is null', sort_key)];
end;
$_$;

COMMENT ON FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) IS 'The WHERE conditions of the rows strictly after a keyset cursor in a sort order, one per index range (values after the cursor, then the nulls of a nullable column), so deep pages read an index instead of an offset (decisions 0014, 0034).';

REVOKE ALL ON FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_site_check_filter(site_check text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case site_check
    -- "is false", as the partial indexes say it: "= false" becomes "not x", whose estimate counts the
    -- nulls (half the leads) as matches, and the count then chose to scan the table.
    when 'not_indexable' then 'l.site_check_indexable is false'
    -- A failed or pending check has no score (site_checks_outcome_shape): saying so lets a sort by
    -- score read only the score index's nulls instead of walking every scored lead first.
    when 'failed' then 'l.site_check_state = ''failed'' and l.site_check_score is null'
    when 'pending' then 'l.site_check_state = ''pending'' and l.site_check_score is null'
    when 'checked' then 'l.site_check_state = ''done'''
    else case when site_check is null then null
              else private.refuse_site_check_filter(site_check) end
  end;
end;
$$;

COMMENT ON FUNCTION private.lead_site_check_filter(site_check text) IS 'The lead list''s site-check filter as a WHERE condition on the lead''s copied check fields, each read through a partial index: not_indexable (checked, page not indexable), failed, pending (both also without a score, which they never have, so a sort by score reads only the score index''s nulls), checked (done with a score); null for no filter, 22023 for another value. The list''s count, its page and a search''s matches all use it, so the planner sees the indexed condition (decision 0080).';

REVOKE ALL ON FUNCTION private.lead_site_check_filter(site_check text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.refuse_site_check_filter(site_check text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = '22023', message = format('Leads cannot be filtered by the site check %s.', site_check);
end;
$$;

COMMENT ON FUNCTION private.refuse_site_check_filter(site_check text) IS 'Raises the lead list''s 22023 for an unknown site-check filter value, in words.';

REVOKE ALL ON FUNCTION private.refuse_site_check_filter(site_check text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_order_by(sort_column text, sort_direction text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  direction text := case when lower(sort_direction) = 'asc' then 'asc' else 'desc' end;
begin
  if sort_column is null or sort_column not in (
    'created_at', 'updated_at', 'lead_type', 'name', 'email', 'phone', 'website', 'message', 'service',
    'company_name', 'source_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
    'site_check_score'
  ) then
    raise exception using errcode = '22023', message = format('Leads cannot be sorted by %s.', coalesce(sort_column, 'nothing'));
  end if;
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return format('%s %s, id %s', private.lead_sort_key(sort_column), direction, direction);
  end if;
  return format('%s %s nulls last, id %s', private.lead_sort_key(sort_column), direction, direction);
end;
$$;

COMMENT ON FUNCTION private.lead_order_by(sort_column text, sort_direction text) IS 'The ORDER BY of the lead list from a whitelist of sortable columns (22023 otherwise), id as tie-breaker, "nulls last" only on nullable columns so NOT NULL sorts can still use their indexes (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_order_by(sort_column text, sort_direction text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_search_email(search text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when private.is_valid_email(private.trim_space(search))
              then replace(replace(replace(lower(private.trim_space(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

COMMENT ON FUNCTION private.lead_search_email(search text) IS 'For a search that is a whole e-mail address, the escaped lower-case prefix LIKE pattern read through lsg_leads_email_lower_idx, else null: the trigram index is slow for an address whose trigrams match every lead, and staff who type an address want that lead (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_search_email(search text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_search_pattern(search text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when nullif(btrim(search), '') is null then null
              else '%' || replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

COMMENT ON FUNCTION private.lead_search_pattern(search text) IS 'The case-insensitive substring LIKE pattern of a dashboard search, with LIKE''s special characters escaped, or null for no search; matched against the trigram-indexed search_text.';

REVOKE ALL ON FUNCTION private.lead_search_pattern(search text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_sort_key(sort_column text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when sort_column in ('website', 'message', 'source_path', 'referrer') then format('left(%I, 200)', sort_column)
              else format('%I', sort_column) end
$$;

COMMENT ON FUNCTION private.lead_sort_key(sort_column text) IS 'The expression a list column sorts by: website, message, page and referrer by their first 200 characters, which a btree index can hold and which tell leads apart (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_sort_key(sort_column text) FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.lead_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    author text NOT NULL,
    body text NOT NULL,
    author_session uuid,
    CONSTRAINT lead_notes_body_check CHECK (((char_length(body) >= 1) AND (char_length(body) <= 5000)))
);

ALTER TABLE ONLY private.lead_notes
    ADD CONSTRAINT lead_notes_pkey PRIMARY KEY (id);

CREATE INDEX lead_notes_lead_idx ON private.lead_notes USING btree (lead_id, created_at DESC);

COMMENT ON TABLE private.lead_notes IS 'Staff notes on a lead, signed with the author''s name; only the session that wrote a note may edit or delete it, and a refusal (HTTP 403) names nobody (decision 0026).';

COMMENT ON COLUMN private.lead_notes.updated_at IS 'When the note was last edited; null if never.';

COMMENT ON COLUMN private.lead_notes.author IS 'The staff name of the session that wrote the note, as shown beside it.';

COMMENT ON COLUMN private.lead_notes.body IS 'Trimmed text with at least one visible character, at most 5,000 characters (private.clean_note).';

COMMENT ON COLUMN private.lead_notes.author_session IS 'The dashboard session that wrote the note (private.dashboard_sessions.id): only it may edit or delete the note. Null for notes written before decision 0026, which belong to no session and stay as they are.';

CREATE FUNCTION private.note_json(note private.lead_notes) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.jsonb_build_object('id', note.id, 'created_at', note.created_at, 'updated_at', note.updated_at,
    'author', note.author, 'body', note.body,
    'mine', coalesce(note.author_session = private.current_dashboard_session_id(), false));
$$;

COMMENT ON FUNCTION private.note_json(note private.lead_notes) IS 'A note as the dashboard shows it, with `mine`: whether the session of this request wrote it, which decides whether the note can be edited (decision 0026).';

REVOKE ALL ON FUNCTION private.note_json(note private.lead_notes) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) RETURNS private.lead_notes
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  note private.lead_notes;
begin
  perform private.session_staff_name(session_token);
  select * into note from private.lead_notes n where n.id = own_note_for_update.note_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This note no longer exists.';
  end if;
  if note.author_session is distinct from private.current_dashboard_session_id() then
    raise exception using errcode = 'PT403',
      message = format('You can %s only the notes you wrote since you last logged in.', action);
  end if;
  return note;
end;
$$;

COMMENT ON FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) IS 'The note to change, locked, if this request''s session wrote it: PT404 if it is gone, PT403 (HTTP 403, naming nobody) if another session wrote it; notes from before decision 0026 belong to no session and stay as they are.';

REVOKE ALL ON FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.recount_lead_counters() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  lock table public.lsg_leads in share mode;
  delete from private.lead_totals;
  insert into private.lead_totals (lead_type, status, n)
    select l.lead_type, l.status, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_daily_counts;
  insert into private.lead_daily_counts (day, lead_type, n)
    select (l.created_at at time zone 'America/Los_Angeles')::date, l.lead_type, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_source_daily;
  insert into private.lead_source_daily (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
    select k.dimension, k.day, k.value, count(*) filter (where k.status = 'new'), count(*) filter (where k.status = 'contacted'),
           count(*) filter (where k.status = 'qualified'), count(*) filter (where k.status = 'won'),
           count(*) filter (where k.status = 'lost'), count(*) filter (where k.status = 'spam')
      from public.lsg_leads l
      join private.lead_types lt on lt.lead_type = l.lead_type and lt.in_sources
      cross join lateral private.lead_source_keys(l.created_at, l.status, l.source_path, l.referrer, l.utm_source, l.utm_medium,
                                                  l.utm_campaign, l.lead_type, 1) k
     group by 1, 2, 3;
  delete from private.lead_speed_weekly;
  insert into private.lead_speed_weekly (week_of, measure, bucket_seconds, n)
    select k.week_of, k.measure, k.bucket_seconds, count(*)
      from public.lsg_leads l, lateral private.lead_speed_keys(l.created_at, l.first_touched_at, l.first_touch_office_seconds) k
     group by 1, 2, 3;
end;
$$;

COMMENT ON FUNCTION private.recount_lead_counters() IS 'Rebuilds every dashboard counter from the leads, with public.lsg_leads locked in share mode meanwhile: run by an operator after a lead type''s in_sources changes, and by tests to check the trigger-kept counters (decision 0052). Not granted to any API role.';

REVOKE ALL ON FUNCTION private.recount_lead_counters() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.search_count_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 1000 $$;

COMMENT ON FUNCTION private.search_count_cap() IS 'Above this many matches (1,000) a searched list says "1000+": counting stops there, which keeps a common word fast at a million leads (decision 0034).';

REVOKE ALL ON FUNCTION private.search_count_cap() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  note private.lead_notes;
begin
  insert into private.lead_notes (lead_id, created_at, author, author_session, body)
    select l.id, private.clock_now(), actor, private.current_dashboard_session_id(), private.clean_note(body)
      from public.lsg_leads l where l.id = dashboard_add_lead_note.lead_id
  returning * into note;
  if note.id is null then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  return private.note_json(note);
end;
$$;

COMMENT ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) IS 'Staff (anon, service_role): adds a note to a lead, signed with the staff name and owned by the writing session; answers the note, PT404 for a missing lead (decisions 0011, 0026).';

REVOKE ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) TO anon;

CREATE FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  delete from public.lsg_leads where id = lead_id;
  return found;
end;
$$;

COMMENT ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) IS 'Staff (anon, service_role; session checked first): deletes one lead and, by cascade, everything hanging from it; answers whether there was one. Security definer because anon has no DELETE on leads (decision 0003).';

REVOKE ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  note private.lead_notes;
begin
  begin
    note := private.own_note_for_update(session_token, note_id, 'delete');
  exception when sqlstate 'PT404' then
    -- Deleted already (another tab, a retry after a lost answer): nothing to do.
    return false;
  end;
  delete from private.lead_notes n where n.id = note.id;
  return true;
end;
$$;

COMMENT ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) IS 'Staff (anon, service_role): deletes a note only the same session wrote (403 otherwise); a note already gone answers false instead of an error, so another tab or a retry is harmless (decision 0026).';

REVOKE ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) TO anon;

CREATE FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  note private.lead_notes := private.own_note_for_update(session_token, note_id, 'edit');
begin
  update private.lead_notes n set body = private.clean_note(dashboard_edit_lead_note.body), updated_at = private.clock_now()
   where n.id = note.id returning * into note;
  return private.note_json(note);
end;
$$;

COMMENT ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) IS 'Staff (anon, service_role): edits a note only the same session wrote (403 otherwise, 404 if gone); answers the note (decision 0026).';

REVOKE ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) TO anon;

CREATE FUNCTION public.dashboard_export_leads(session_token text, search text DEFAULT NULL::text, lead_types text[] DEFAULT NULL::text[], after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, after_id uuid DEFAULT NULL::uuid, batch_size integer DEFAULT 5000, statuses text[] DEFAULT NULL::text[]) RETURNS json
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  email_prefix text := private.lead_search_email(search);
  pattern text := case when email_prefix is null then private.lead_search_pattern(search) end;
  batch json;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(json_agg(p), '[]'::json) into batch from (
    select l.id, l.created_at, l.lead_type, l.name, l.email, l.phone, l.website, l.message, l.service, l.status,
           (select n.body from private.lead_notes n where n.lead_id = l.id order by n.created_at desc limit 1) as latest_note,
           l.site_check_score
      from public.lsg_leads l
     where (pattern is null or l.search_text like pattern)
       and (email_prefix is null or lower(l.email) like email_prefix)
       and (lead_types is null or l.lead_type = any (lead_types))
       and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       and (after_created_at is null or (l.created_at, l.id) < (after_created_at, after_id))
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(batch_size, 5000), 1), 10000)
  ) p;
  return batch;
end;
$$;

COMMENT ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) IS 'Staff CSV export (anon, service_role; session checked first): the filtered leads newest first, in keyset batches of up to 10,000 with each lead''s latest note and site check score (decision 0080), as json of the CSV''s columns only (a third of jsonb''s cost). Planned per call so a deep export keeps reading the date index (decision 0034).';

REVOKE ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) TO anon;

CREATE FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  if not exists (select 1 from public.lsg_leads l where l.id = dashboard_get_lead.lead_id) then
    return null;
  end if;
  return private.dashboard_get_lead(session_token, lead_id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) IS 'Staff lead page (anon, service_role): checks the session, answers null (200) for an unknown or deleted lead, because a dead link is an expected outcome and not an error (decisions 0035, 0041), and otherwise the full detail from private.dashboard_get_lead.';

REVOKE ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_lead_counts(session_token text, days integer DEFAULT 30) RETURNS TABLE(day date, lead_type text, lead_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select d.day, d.lead_type, d.n as lead_count
      from private.lead_daily_counts d
     where d.day >= ((private.clock_now() - pg_catalog.make_interval(days => least(greatest(days, 1), 366))) at time zone 'America/Los_Angeles')::date
       and d.n > 0
     order by 1, 2;
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) IS 'Staff chart (anon, service_role; session checked first): leads per Los Angeles day and type over the last 1 to 366 days, read from the daily counters rather than the table (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) TO anon;

CREATE FUNCTION public.dashboard_lead_type_groups(session_token text) RETURNS TABLE(type_group text, label text, lead_types text[])
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select g.type_group, g.label, pg_catalog.array_agg(t.lead_type order by t.lead_type)
      from private.lead_type_groups g
      join private.lead_types t on t.type_group = g.type_group
     group by g.type_group, g.label, g.position
     order by g.position;
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_type_groups(session_token text) IS 'The dashboard''s lead-type filter options (staff, anon key and a session token; 403 without one): each group of private.lead_type_groups in order, with its lead types, so the browser keeps no list of its own and a new lead type is filtered under the group its row names (issue 58). Security definer to read the private tables.';

REVOKE ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) TO anon;
GRANT ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) TO service_role;

CREATE FUNCTION public.dashboard_lead_summary(session_token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return (
    select jsonb_build_object(
      'total', coalesce(sum(t.n) filter (where t.status <> 'spam'), 0),
      'open_contact_partials', coalesce(sum(t.n) filter (where t.lead_type = 'contact_partial' and t.status <> 'spam'), 0),
      'open_report_partials', coalesce(sum(t.n) filter (where t.lead_type = 'report_scheduler_partial' and t.status <> 'spam'), 0),
      'by_status', jsonb_build_object(
        'new', coalesce(sum(t.n) filter (where t.status = 'new'), 0),
        'contacted', coalesce(sum(t.n) filter (where t.status = 'contacted'), 0),
        'qualified', coalesce(sum(t.n) filter (where t.status = 'qualified'), 0),
        'won', coalesce(sum(t.n) filter (where t.status = 'won'), 0),
        'lost', coalesce(sum(t.n) filter (where t.status = 'lost'), 0),
        'spam', coalesce(sum(t.n) filter (where t.status = 'spam'), 0)
      )
    ) from private.lead_totals t
  );
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_summary(session_token text) IS 'Staff header totals (anon, service_role; session checked first): all leads but spam, open contact and report partials, and each status, read from the counters so it stays instant at any size (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_lead_summary(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_summary(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_summary(session_token text) TO anon;

CREATE FUNCTION public.dashboard_list_leads(session_token text, search text DEFAULT NULL::text, lead_types text[] DEFAULT NULL::text[], sort_column text DEFAULT 'created_at'::text, sort_direction text DEFAULT 'desc'::text, page_limit integer DEFAULT 50, page_offset integer DEFAULT 0, statuses text[] DEFAULT NULL::text[], after_value text DEFAULT NULL::text, after_id uuid DEFAULT NULL::uuid, site_check text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  email_prefix text := private.lead_search_email(search);
  pattern text := case when email_prefix is null then private.lead_search_pattern(search) end;
  order_by text := private.lead_order_by(sort_column, sort_direction);
  match_ids uuid[];
  total bigint;
  capped boolean := false;
  filters text;
  parts text[];
  body text;
  page jsonb;
  next_cursor jsonb;
  page_size integer := least(greatest(coalesce(page_limit, 50), 1), 500);
  check_filter text := private.lead_site_check_filter(site_check);
begin
  perform private.require_dashboard_session(session_token);
  if check_filter is not null and pattern is null and email_prefix is null then
    -- The counters know nothing of checks: count along the filter's partial index, up to the search cap.
    execute format('select count(*) from (select 1 from public.lsg_leads l
                     where %s and ($1::text[] is null or l.lead_type = any ($1))
                       and (case when $2::text[] is null then l.status <> ''spam'' else l.status = any ($2) end)
                     limit $3) matches', check_filter)
      into total using lead_types, statuses, private.search_count_cap() + 1;
    capped := total > private.search_count_cap();
    total := least(total, private.search_count_cap());
  elsif pattern is null and email_prefix is null then
    select coalesce(sum(t.n), 0) into total from private.lead_totals t
     where (lead_types is null or t.lead_type = any (lead_types))
       and (case when statuses is null then t.status <> 'spam' else t.status = any (statuses) end);
  else
    -- No match is an empty list, not null: the page then reads no index a second time. The check's
    -- filter is written into the query so the planner can intersect its partial index with the
    -- search's (a function call hid it: a common word then read every match to find a few).
    execute format('select coalesce(array_agg(matches.id), ''{}'') from (
                      select l.id from public.lsg_leads l
                       where %s and ($2::text[] is null or l.lead_type = any ($2))
                         and (case when $3::text[] is null then l.status <> ''spam'' else l.status = any ($3) end) %s
                       limit $4) as matches',
                   case when email_prefix is not null then 'lower(l.email) like $1' else 'l.search_text like $1' end,
                   coalesce('and ' || check_filter, ''))
      into match_ids using coalesce(email_prefix, pattern), lead_types, statuses, private.search_count_cap() + 1;
    total := cardinality(match_ids);
    capped := total > private.search_count_cap();
    if capped then
      total := private.search_count_cap();
      match_ids := null;
    end if;
  end if;

  -- Up to 1,000 search matches: their ids, fetched by primary key and sorted (the "offset 0" keeps
  -- the sort out of the scan). Otherwise the filters, read along the sort order's index.
  filters := case
    when match_ids is not null then 'l.id = any ($8)'
    else '($1::text is null or l.search_text like $1) and ($9::text is null or lower(l.email) like $9) and ($2::text[] is null or l.lead_type = any ($2))
          and (case when $5::text[] is null then l.status <> ''spam'' else l.status = any ($5) end)'
         || coalesce(' and ' || check_filter, '')
  end;
  parts := case when after_id is null then array['true'] else private.lead_keyset_parts(sort_column, sort_direction, after_value is null) end;
  -- One index range per part, each stopped after a page; a nullable column's nulls come after its values.
  select string_agg(format('(select * from (select * from public.lsg_leads l where %s and (%s) %s) m order by %s limit $3 + $4)',
                           filters, part, case when match_ids is not null then 'offset 0' else '' end, order_by), ' union all ')
    into body from unnest(parts) as part;
  -- The page, and the cursor of its last row for the next one (the sort key as the database sees it).
  execute format('select coalesce(jsonb_agg(to_jsonb(p) - ''search_text'' - ''sort_key'' - ''position'' - ''site_check_id''
                                           || jsonb_build_object(''waiting'', exists (select 1 from private.waiting_leads w where w.id = p.id))
                                           order by p.position), ''[]''::jsonb),
                         (array_agg(jsonb_build_object(''value'', to_jsonb(p.sort_key) #>> ''{}'', ''id'', p.id) order by p.position desc))[1]
                    from (select q.*, %s as sort_key, row_number() over () as position
                            from (select * from (%s) pages order by %s limit $3 offset $4) q) p',
                 private.lead_sort_key(sort_column), body, order_by)
    into page, next_cursor
    using pattern, lead_types, page_size, case when after_id is null then greatest(coalesce(page_offset, 0), 0) else 0 end, statuses,
          after_value, after_id, match_ids, email_prefix;
  return jsonb_build_object('total', total, 'total_capped', capped, 'rows', page, 'next_cursor', next_cursor);
end;
$_$;

COMMENT ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) IS 'Staff: one page of leads (anon and service_role; the session token is checked first) with search, type, status and site-check filters (spam hidden unless asked; a site-check filter counts to 1,000 like a search), any whitelisted sort (site_check_score included) and keyset cursors, answering {total, total_capped, rows with their waiting flag and site_check_state/score/indexable, next_cursor}. Totals come from the counters, searches count to 1,000 and every sort reads its index, planned per call (decisions 0014, 0034, 0063, 0080); security definer because anon has no SELECT on leads.';

REVOKE ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) TO anon;

CREATE FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return (select count(*)::integer from (
            select 1 from public.lsg_leads l
             where l.created_at > since and l.status <> 'spam'
             limit private.count_cap() + 1) as fresh);
end;
$$;

COMMENT ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) IS 'Staff "new since your last visit" badge (anon, service_role; session checked first): non-spam leads after `since`, counted through the date index up to the cap and planned per call (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) TO anon;

CREATE FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  now_at timestamptz := private.clock_now();
  previous text;
begin
  if new_status is null or new_status not in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam') then
    raise exception using errcode = '22023', message = format('Unknown status: %s.', coalesce(new_status, 'none'));
  end if;
  select l.status into previous from public.lsg_leads l where l.id = dashboard_set_lead_status.lead_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  if previous <> new_status then
    update public.lsg_leads l
       set status = new_status, status_changed_at = now_at, status_changed_by = actor
     where l.id = dashboard_set_lead_status.lead_id;
    insert into private.lead_status_changes (lead_id, changed_at, actor, from_status, to_status)
      values (dashboard_set_lead_status.lead_id, now_at, actor, previous, new_status);
  end if;
  return (select pg_catalog.jsonb_build_object('status', l.status, 'status_changed_at', l.status_changed_at, 'status_changed_by', l.status_changed_by)
            from public.lsg_leads l where l.id = dashboard_set_lead_status.lead_id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) IS 'Staff (anon, service_role): sets one lead''s status, signed with the session''s staff name and recorded in the status history when it changes; answers the status fields, 22023 for an unknown status, PT404 for a missing lead (decision 0011). Security definer because anon has no UPDATE on leads.';

REVOKE ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) TO anon;

CREATE TABLE private.lead_daily_counts (
    day date NOT NULL,
    lead_type text NOT NULL,
    n bigint NOT NULL
);

ALTER TABLE ONLY private.lead_daily_counts
    ADD CONSTRAINT lead_daily_counts_pkey PRIMARY KEY (day, lead_type);

COMMENT ON TABLE private.lead_daily_counts IS 'Leads per Los Angeles day of arrival and type, kept by the counter triggers: the chart''s 30 days and the speed view''s arrivals read a few hundred rows (decision 0014).';

COMMENT ON COLUMN private.lead_daily_counts.day IS 'The date of arrival (created_at) in America/Los_Angeles.';

COMMENT ON COLUMN private.lead_daily_counts.n IS 'Leads of this type that arrived that day and still exist.';

CREATE TABLE private.lead_status_changes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    changed_at timestamp with time zone NOT NULL,
    actor text NOT NULL,
    from_status text NOT NULL,
    to_status text NOT NULL
);

ALTER TABLE ONLY private.lead_status_changes
    ADD CONSTRAINT lead_status_changes_pkey PRIMARY KEY (id);

CREATE INDEX lead_status_changes_lead_idx ON private.lead_status_changes USING btree (lead_id, changed_at);

COMMENT ON TABLE private.lead_status_changes IS 'Every status change of a lead, signed with the staff name (decisions 0011, 0026): the lead''s history for staff. Setting the status a lead already has writes no row.';

COMMENT ON COLUMN private.lead_status_changes.changed_at IS 'When the status changed (the database''s clock).';

COMMENT ON COLUMN private.lead_status_changes.actor IS 'The staff name of the session that changed it (the name given at login).';

COMMENT ON COLUMN private.lead_status_changes.from_status IS 'The status before the change.';

COMMENT ON COLUMN private.lead_status_changes.to_status IS 'The status after the change.';

CREATE TABLE private.lead_totals (
    lead_type text NOT NULL,
    status text NOT NULL,
    n bigint NOT NULL
);

ALTER TABLE ONLY private.lead_totals
    ADD CONSTRAINT lead_totals_pkey PRIMARY KEY (lead_type, status);

COMMENT ON TABLE private.lead_totals IS 'Leads per type and status, kept by the lsg_leads_count_* statement triggers, so the header''s totals and an unsearched list''s total read a few rows instead of counting the table: the dashboard stays within 100 ms at a million leads (decision 0014).';

COMMENT ON COLUMN private.lead_totals.n IS 'Leads of this type now at this status; a row may fall to 0 and stay.';

ALTER TABLE ONLY private.lead_notes
    ADD CONSTRAINT lead_notes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.lead_status_changes
    ADD CONSTRAINT lead_status_changes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lsg_leads_count_delete AFTER DELETE ON public.lsg_leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_delete ON public.lsg_leads IS 'Every dashboard counter for the statement''s deleted rows, taken out per key.';

CREATE TRIGGER lsg_leads_count_insert AFTER INSERT ON public.lsg_leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_insert ON public.lsg_leads IS 'Every dashboard counter (private.lead_totals, lead_daily_counts, lead_source_daily, lead_speed_weekly) for the statement''s new rows, in one statement of four upserts: a bulk insert costs one upsert per key, not per row (decisions 0014, 0052).';

CREATE TRIGGER lsg_leads_count_update AFTER UPDATE ON public.lsg_leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_update ON public.lsg_leads IS 'Every dashboard counter for the statement''s changed rows: old out, new in, netted per key, so a status change moves one count in each and an update that changes nothing counted writes nothing. A trigger with transition tables has one event, hence three counter triggers.';

-- ==== supabase/schemas/08_dashboard_insights.sql ====

-- What the dashboard measures: speed to lead, who is waiting and the morning e-mail about them, and
-- where leads come from (docs/decisions/0040-speed-to-lead.md, 0039-lead-sources-rollup.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) RETURNS TABLE(dimension text, day date, value text, status text, delta integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select v.dimension, (lead_created_at at time zone 'America/Los_Angeles')::date, v.value, lead_status, change
    from (values
      ('page', private.lead_source_page(lead_source_path)), ('referrer', private.lead_source_referrer_domain(lead_referrer)),
      ('utm_source', private.lead_source_tag(lead_utm_source)), ('utm_medium', private.lead_source_tag(lead_utm_medium)),
      ('utm_campaign', private.lead_source_tag(lead_utm_campaign)), ('lead_type', lead_lead_type)) as v (dimension, value)
$$;

COMMENT ON FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) IS 'One lead''s six rows in the Sources rollup (page, referrer, UTM source, medium, campaign, lead type) for its Los Angeles day, with its status and +1 or -1; used by the counter trigger and the recount (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_page(source_path text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(left(nullif(regexp_replace(lower(btrim(source_path)), '(.)/+$', '\1'), ''), 200), '')
$_$;

COMMENT ON FUNCTION private.lead_source_page(source_path text) IS 'The landing page as the Sources view groups it: lower case, no trailing slash, at most 200 characters, '''' for none (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_page(source_path text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_referrer_domain(referrer text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(left(regexp_replace(lower(substring(btrim(referrer) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), '^www\.', ''), 200), '')
$$;

COMMENT ON FUNCTION private.lead_source_referrer_domain(referrer text) IS 'A referrer''s host, lower case and without www. (google.com), '''' for none or not an address, so referrers group by site (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_referrer_domain(referrer text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_tag(tag text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(left(lower(btrim(tag)), 200), '')
$$;

COMMENT ON FUNCTION private.lead_source_tag(tag text) IS 'A UTM tag as grouped: trimmed and lower case, so "Google" and "google " are one source (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_tag(tag text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) RETURNS SETOF record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.date_trunc('week', created_at at time zone private.office_time_zone())::date, m.measure,
         private.speed_bucket(case m.measure when 'office' then office_seconds
                              else greatest(0, extract(epoch from first_touched_at - created_at))::bigint end)
    from (values ('office'), ('elapsed')) m (measure)
   where first_touched_at is not null;
$$;

COMMENT ON FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) IS 'A touched lead''s two histogram keys (Los Angeles week of arrival, office and elapsed measure, bucket), none for an untouched lead; used by the counter trigger and the recount (decision 0040).';

REVOKE ALL ON FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(greatest(0, extract(epoch from least(to_at, w.closes_at) - greatest(from_at, w.opens_at))))::bigint, 0)
    from pg_catalog.generate_series((from_at at time zone private.office_time_zone())::date,
                                    (to_at at time zone private.office_time_zone())::date, interval '1 day') d,
         lateral private.office_window(d::date) w
   where from_at < to_at and w.opens_at is not null;
$$;

COMMENT ON FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) IS 'Office seconds between two instants (the overlap with each weekday window), so a lead at 11 pm Friday is measured from 9 am Monday (decision 0040).';

REVOKE ALL ON FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  remaining numeric := seconds;
  day date := (at_ at time zone private.office_time_zone())::date;
  w record;
  usable numeric;
begin
  for step in 0..60 loop
    select * into w from private.office_window(day - step);
    if w.opens_at is not null and w.opens_at < at_ then
      usable := extract(epoch from least(at_, w.closes_at) - w.opens_at);
      if remaining <= usable then
        return least(at_, w.closes_at) - pg_catalog.make_interval(secs => remaining);
      end if;
      remaining := remaining - usable;
    end if;
  end loop;
  return at_ - interval '60 days';
end;
$$;

COMMENT ON FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) IS 'The latest instant from which a number of office seconds have passed by a given time, walking back through at most 60 days of windows; a lead that arrived at or before it has waited that long (decision 0040).';

REVOKE ALL ON FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_time_zone() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 'America/Los_Angeles' $$;

COMMENT ON FUNCTION private.office_time_zone() IS 'The office hours'' time zone, America/Los_Angeles: the one hours source of speed to lead and booking (decisions 0040, 0060).';

REVOKE ALL ON FUNCTION private.office_time_zone() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (day + time '09:00') at time zone private.office_time_zone(), (day + time '18:00') at time zone private.office_time_zone()
   where extract(isodow from day) < 6;
$$;

COMMENT ON FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) IS 'One local day''s office window, 9 am to 6 pm Los Angeles time, as two instants (no row on Saturday and Sunday), correct across daylight-saving changes; the site''s published hours (decision 0040).';

REVOKE ALL ON FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.speed_bucket(seconds bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when seconds <= 3600 then ceil(seconds / 60.0) * 60
              when seconds <= 28800 then ceil(seconds / 900.0) * 900
              when seconds <= 432000 then ceil(seconds / 3600.0) * 3600
              else ceil(seconds / 86400.0) * 86400 end;
$$;

COMMENT ON FUNCTION private.speed_bucket(seconds bigint) IS 'A duration''s histogram bucket, named by its upper bound: the minute within the first hour, the quarter hour to 8 hours, the hour to 5 days, then the day; percentiles read from it mean "at most" (decision 0040).';

REVOKE ALL ON FUNCTION private.speed_bucket(seconds bigint) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.waiting_since() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.office_time_back(private.clock_now(), 3600);
$$;

COMMENT ON FUNCTION private.waiting_since() IS 'The instant one office hour ago: a lead of a waiting type still at New that arrived at or before it is waiting. The one waiting threshold, read by private.waiting_leads and the dashboard (decisions 0040, 0052).';

REVOKE ALL ON FUNCTION private.waiting_since() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  if group_by is null or group_by not in ('page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'lead_type') then
    raise exception using errcode = '22023', message = format('Leads cannot be grouped by %s.', coalesce(group_by, 'nothing'));
  end if;
  if from_day is null or to_day is null or to_day < from_day or to_day - from_day > 365 then
    raise exception using errcode = '22023', message = 'Choose a period of 1 to 366 days, the first day before the last.';
  end if;
  return (
    with counted as (
      select d.day, d.value, d.n_contacted, d.n_qualified, d.n_won, d.n_lost,
             d.n_new + d.n_contacted + d.n_qualified + d.n_won + d.n_lost + case when include_spam then d.n_spam else 0 end as n
        from private.lead_source_daily d
       where d.dimension = group_by and d.day between from_day and to_day
    ),
    grouped as (
      select g.value, g.section, sum(g.n) as leads, sum(g.n_contacted + g.n_qualified + g.n_won + g.n_lost) as contacted,
             sum(g.n_qualified + g.n_won) as qualified, sum(g.n_won) as won, sum(g.n_lost) as lost
        from (select c.value, false as section, c.n, c.n_contacted, c.n_qualified, c.n_won, c.n_lost from counted c
              union all
              select case when c.value like '/los-angeles-seo/%' then '/los-angeles-seo/*' else '/services/*' end, true,
                     c.n, c.n_contacted, c.n_qualified, c.n_won, c.n_lost
                from counted c
               where group_by = 'page' and (c.value like '/los-angeles-seo/_%' or c.value like '/services/_%')) as g
       group by g.value, g.section
      having sum(g.n) > 0
    ),
    top_five as (
      select g.value from grouped g where not g.section order by g.leads desc, g.value limit 5
    ),
    weekly as (
      select date_trunc('week', c.day)::date as week, c.value, sum(c.n) as leads, sum(c.n_won) as won
        from counted c
       where c.value in (select t.value from top_five t)
       group by 1, 2
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object(
                 'value', g.value, 'section', g.section, 'leads', g.leads, 'contacted', g.contacted, 'qualified', g.qualified,
                 'won', g.won, 'lost', g.lost, 'won_rate', round(g.won::numeric / g.leads, 4)) order by g.leads desc, g.value)
               from grouped g), '[]'::jsonb),
      'top', coalesce((select jsonb_agg(t.value) from top_five t), '[]'::jsonb),
      'weeks', coalesce((select jsonb_agg(jsonb_build_object('week', w.week, 'value', w.value, 'leads', w.leads, 'won', w.won)
                 order by w.week, w.value) from weekly w), '[]'::jsonb)
    )
  );
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) IS 'Staff Sources view (anon, service_role; session checked first): for 1 to 366 Los Angeles days and one dimension, each value''s leads, contacted, qualified, won, lost and won rate (contacted means the current status is contacted or beyond), section rows for /los-angeles-seo/ and /services/ pages, and weekly leads and won of the top five; spam left out unless asked. Read from the daily rollup, never the leads (decision 0039).';

REVOKE ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) TO anon;

CREATE FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) RETURNS TABLE(arrived_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, elapsed_seconds bigint, waiting boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.lsg_leads;
  until_ timestamptz;
begin
  perform private.require_dashboard_session(session_token);
  select * into lead from public.lsg_leads l where l.id = dashboard_lead_speed.lead_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  until_ := coalesce(lead.first_touched_at, private.clock_now());
  return query select lead.created_at, lead.first_touched_at,
                      coalesce(lead.first_touch_office_seconds, private.office_seconds(lead.created_at, until_)),
                      greatest(0, extract(epoch from until_ - lead.created_at))::bigint,
                      exists (select 1 from private.waiting_leads w where w.id = lead.id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) IS 'Staff (anon, service_role; session checked first): one lead''s arrival, first touch, office and elapsed time to it (or so far while at New), and whether it is waiting by private.waiting_leads; PT404 for a missing lead (decisions 0040, 0052).';

REVOKE ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
begin
  if enabled is null then
    raise exception using errcode = '22023', message = 'Switch the morning e-mail on or off.';
  end if;
  update private.agency_preferences s set morning_email = enabled, changed_at = private.clock_now(), changed_by = actor
   where s.morning_email is distinct from enabled;
  return (select s.morning_email from private.agency_preferences s);
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) IS 'Staff (anon, service_role): switches the weekday morning e-mail of waiting leads on or off, signed with the staff name; answers the setting as it now is, 22023 for null (decision 0040).';

REVOKE ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) TO anon;

CREATE FUNCTION public.dashboard_speed(session_token text, weeks integer DEFAULT 12) RETURNS TABLE(week_of date, arrived bigint, touched bigint, office_median bigint, office_p90 bigint, elapsed_median bigint, elapsed_p90 bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  this_week date := pg_catalog.date_trunc('week', private.clock_now() at time zone private.office_time_zone())::date;
  span integer := least(greatest(coalesce(weeks, 12), 1), 104);
  first_week date := this_week - 7 * (span - 1);
begin
  perform private.require_dashboard_session(session_token);
  return query
    with ranked as (
      select h.week_of, h.measure, h.bucket_seconds,
             sum(h.n) over (partition by h.week_of, h.measure order by h.bucket_seconds) as below,
             sum(h.n) over (partition by h.week_of, h.measure) as total
        from private.lead_speed_weekly h
       where h.week_of between first_week and this_week and h.n > 0),
    percentiles as (
      select r.week_of, r.measure, max(r.total) as touched,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.5)) as median,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.9)) as p90
        from ranked r group by 1, 2),
    arrivals as (
      select pg_catalog.date_trunc('week', d.day)::date as week_of, sum(d.n) as arrived
        from private.lead_daily_counts d where d.day >= first_week and d.day < this_week + 7 group by 1)
    select wk.week_of, coalesce(a.arrived, 0)::bigint, coalesce(o.touched, 0)::bigint,
           o.median, o.p90, e.median, e.p90
      from (select (this_week - 7 * g) as week_of from pg_catalog.generate_series(0, span - 1) g) wk
      left join arrivals a on a.week_of = wk.week_of
      left join percentiles o on o.week_of = wk.week_of and o.measure = 'office'
      left join percentiles e on e.week_of = wk.week_of and e.measure = 'elapsed'
     order by wk.week_of desc;
end;
$$;

COMMENT ON FUNCTION public.dashboard_speed(session_token text, weeks integer) IS 'Staff speed view (anon, service_role; session checked first): one row per Los Angeles week (1 to 104, newest first) with leads arrived and touched and the median and 90th percentile of office and elapsed time to first touch, read from the weekly histogram so it costs the same at any number of leads (decision 0040).';

REVOKE ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) TO anon;

CREATE FUNCTION public.dashboard_waiting_summary(session_token text) RETURNS TABLE(waiting integer, capped boolean, waiting_since timestamp with time zone, morning_email boolean, morning_email_changed_by text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  counted integer;
begin
  perform private.require_dashboard_session(session_token);
  select count(*)::integer into counted
    from (select 1 from private.waiting_leads w order by w.created_at desc, w.id desc limit private.count_cap() + 1) c;
  return query select least(counted, private.count_cap()), counted > private.count_cap(), private.waiting_since(), s.morning_email, s.changed_by
                 from private.agency_preferences s;
end;
$$;

COMMENT ON FUNCTION public.dashboard_waiting_summary(session_token text) IS 'Staff header (anon, service_role; session checked first): the count of waiting leads up to the cap, read newest first through lsg_leads_waiting_idx so it stops early, the waiting_since instant the table marks rows by, and the morning e-mail setting (decisions 0040, 0063).';

REVOKE ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) TO anon;

CREATE FUNCTION public.queue_waiting_leads_email() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.office_time_zone();
  waiting integer;
  notification uuid;
begin
  if extract(isodow from local_now) > 5 or local_now::time < time '08:30' or local_now::time >= time '12:00'
     or not (select s.morning_email from private.agency_preferences s)
     or exists (select 1 from private.morning_email_days d where d.day = local_now::date) then
    return 0;
  end if;
  select count(*)::integer into waiting from private.waiting_leads;
  insert into private.morning_email_days (day, checked_at, waiting) values (local_now::date, now_, waiting)
    on conflict (day) do nothing;
  if not found or waiting = 0 then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_email, kind, payload, next_attempt_at)
    values (now_, '', 'waiting_leads', pg_catalog.jsonb_build_object(
      'day', local_now::date, 'total', waiting, 'waiting_since', private.waiting_since(),
      -- The delivery health when red (decision 0067): the e-mail's first line says so.
      'delivery', (select case when h.answer ->> 'status' = 'red' then pg_catalog.jsonb_build_object(
                     'since', h.answer -> 'since',
                     'reasons', (select pg_catalog.jsonb_agg(p.problem -> 'reason') from pg_catalog.jsonb_array_elements(h.answer -> 'problems') p(problem))) end
                     from (select private.delivery_health_answer() as answer) h),
      'leads', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                  'id', w.id, 'name', w.name, 'email', w.email, 'phone', w.phone, 'service', w.service,
                  'lead_type', w.lead_type, 'created_at', w.created_at,
                  'office_seconds', private.office_seconds(w.created_at, now_)) order by w.created_at desc)
                  from (select l.* from private.waiting_leads l order by l.created_at desc limit 50) w)), now_)
    returning id into notification;
  update private.morning_email_days d set notification_id = notification where d.day = local_now::date;
  return 1;
end;
$$;

COMMENT ON FUNCTION public.queue_waiting_leads_email() IS 'Asked by the send-notifications morning-email job (service_role only): on a weekday from 8:30 am to noon Los Angeles time, with the e-mail on, once a day, queues the list of waiting leads (newest 50 and the total, and the delivery health''s reasons and since when it is red, decision 0067) in the outbox when any wait; answers 0 or 1. The database decides the day and time, so pg_cron in UTC only has to call it in a wide window (decisions 0040, 0054).';

REVOKE ALL ON FUNCTION public.queue_waiting_leads_email() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.queue_waiting_leads_email() TO service_role;

CREATE TABLE private.agency_preferences (
    id boolean DEFAULT true NOT NULL,
    morning_email boolean DEFAULT false NOT NULL,
    changed_at timestamp with time zone,
    changed_by text,
    CONSTRAINT agency_preferences_id_check CHECK (id)
);

ALTER TABLE ONLY private.agency_preferences
    ADD CONSTRAINT agency_preferences_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.agency_preferences IS 'One row: the agency''s own settings, apart from the sign-in''s: whether the morning e-mail of waiting leads goes out, off until staff switch it on (decision 0040).';

COMMENT ON COLUMN private.agency_preferences.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.agency_preferences.morning_email IS 'Whether send-notifications'' morning job queues the list of waiting leads on weekdays from 8:30 am Los Angeles time.';

COMMENT ON COLUMN private.agency_preferences.changed_at IS 'When staff last switched the morning e-mail; null while never switched.';

COMMENT ON COLUMN private.agency_preferences.changed_by IS 'The staff name signed on the last switch (decision 0026), shown beside the setting.';

CREATE TABLE private.lead_source_daily (
    dimension text NOT NULL,
    day date NOT NULL,
    value text NOT NULL,
    n_new bigint DEFAULT 0 NOT NULL,
    n_contacted bigint DEFAULT 0 NOT NULL,
    n_qualified bigint DEFAULT 0 NOT NULL,
    n_won bigint DEFAULT 0 NOT NULL,
    n_lost bigint DEFAULT 0 NOT NULL,
    n_spam bigint DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.lead_source_daily
    ADD CONSTRAINT lead_source_daily_pkey PRIMARY KEY (dimension, day, value);

COMMENT ON TABLE private.lead_source_daily IS 'The Sources view''s rollup (decision 0039): leads per Los Angeles day of arrival, attribution dimension and value, with a count per current status, kept by the counter triggers for the types with in_sources. One lead is one row in each of the six dimensions, so a view reads days x values rows, never the leads.';

COMMENT ON COLUMN private.lead_source_daily.dimension IS 'page, referrer, utm_source, utm_medium, utm_campaign or lead_type.';

COMMENT ON COLUMN private.lead_source_daily.day IS 'The date of arrival in America/Los_Angeles.';

COMMENT ON COLUMN private.lead_source_daily.value IS 'The value as grouped: the page lower-cased without a trailing slash, the referrer''s host without www., a UTM tag trimmed and lower-cased, or the lead type; at most 200 characters (a btree key stays small); an empty string for none, the view''s (none).';

COMMENT ON COLUMN private.lead_source_daily.n_new IS 'Leads of this key now at New. One row per key with a column per status, not a row per status, so a year of a dimension reads a sixth of the rows.';

COMMENT ON COLUMN private.lead_source_daily.n_contacted IS 'Leads of this key now at Contacted: a lead''s current status, not whether it was ever contacted (decision 0039).';

COMMENT ON COLUMN private.lead_source_daily.n_qualified IS 'Leads of this key now at Qualified.';

COMMENT ON COLUMN private.lead_source_daily.n_won IS 'Leads of this key now at Won (the view''s won rate).';

COMMENT ON COLUMN private.lead_source_daily.n_lost IS 'Leads of this key now at Lost.';

COMMENT ON COLUMN private.lead_source_daily.n_spam IS 'Leads of this key now at Spam, left out of the view unless asked for.';

CREATE TABLE private.lead_speed_weekly (
    week_of date NOT NULL,
    measure text NOT NULL,
    bucket_seconds bigint NOT NULL,
    n bigint NOT NULL,
    CONSTRAINT lead_speed_weekly_measure_check CHECK ((measure = ANY (ARRAY['office'::text, 'elapsed'::text])))
);

ALTER TABLE ONLY private.lead_speed_weekly
    ADD CONSTRAINT lead_speed_weekly_pkey PRIMARY KEY (week_of, measure, bucket_seconds);

COMMENT ON TABLE private.lead_speed_weekly IS 'The speed-to-lead histogram (decision 0040): touched leads per Los Angeles week of arrival, measure and duration bucket, kept by the counter triggers, so the weekly median and 90th percentile read a few hundred rows at any number of leads.';

COMMENT ON COLUMN private.lead_speed_weekly.week_of IS 'The Monday of the lead''s arrival week in Los Angeles.';

COMMENT ON COLUMN private.lead_speed_weekly.measure IS 'office (office seconds to the first touch) or elapsed (wall-clock seconds to it).';

COMMENT ON COLUMN private.lead_speed_weekly.bucket_seconds IS 'The bucket''s upper bound in seconds: by the minute within the first hour, the quarter hour to 8 hours, the hour to 5 days, then the day (private.speed_bucket); percentiles read from it mean at most this.';

COMMENT ON COLUMN private.lead_speed_weekly.n IS 'Leads in the bucket.';

CREATE TABLE private.morning_email_days (
    day date NOT NULL,
    checked_at timestamp with time zone NOT NULL,
    waiting integer NOT NULL,
    notification_id uuid
);

ALTER TABLE ONLY private.morning_email_days
    ADD CONSTRAINT morning_email_days_pkey PRIMARY KEY (day);

COMMENT ON TABLE private.morning_email_days IS 'One row per weekday the morning e-mail of waiting leads was decided: the first check from 8:30 am Los Angeles time claims the day (primary key), so no later check that day queues another, whichever job or worker runs it (decision 0040).';

COMMENT ON COLUMN private.morning_email_days.day IS 'The Los Angeles date decided.';

COMMENT ON COLUMN private.morning_email_days.checked_at IS 'When the day was decided.';

COMMENT ON COLUMN private.morning_email_days.waiting IS 'The waiting leads counted then; 0 means no e-mail was queued that day.';

COMMENT ON COLUMN private.morning_email_days.notification_id IS 'The e-mail queued for the day, or null when none waited (or the outbox row was deleted).';

CREATE VIEW private.waiting_leads AS
 SELECT l.id,
    l.created_at,
    l.updated_at,
    l.name,
    l.email,
    l.phone,
    l.website,
    l.company_name,
    l.message,
    l.service,
    l.lead_type,
    l.source_path,
    l.referrer,
    l.utm_source,
    l.utm_medium,
    l.utm_campaign,
    l.utm_term,
    l.utm_content,
    l.details,
    l.search_text,
    l.status,
    l.status_changed_at,
    l.status_changed_by,
    l.first_touched_at,
    l.first_touch_office_seconds,
    l.booked_call
   FROM public.lsg_leads l
  WHERE ((l.status = 'new'::text) AND (NOT l.booked_call) AND (l.created_at <= private.waiting_since()) AND (l.lead_type IN ( SELECT t.lead_type
           FROM private.lead_types t
          WHERE t.waits)));

COMMENT ON VIEW private.waiting_leads IS 'The one waiting rule (decisions 0040, 0052, 0060, 0063): leads at New with no live booking, of a type someone waits on (private.lead_types.waits), that arrived at or before private.waiting_since(), one office hour ago. A view, so each reader''s ORDER BY and LIMIT reach lsg_leads_waiting_idx; read by the header''s count, the list''s waiting marker, a lead''s speed and the morning e-mail.';

ALTER TABLE ONLY private.morning_email_days
    ADD CONSTRAINT morning_email_days_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES private.lead_notifications(id) ON DELETE SET NULL;

insert into private.agency_preferences default values;

-- ==== supabase/schemas/09_weekly_reports.sql ====

-- Weekly SEO reports: a double opt-in subscription per website and its recipients, the runs that
-- measure and send them, confirmation and one-click unsubscribe (docs/decisions/0021-weekly-reports.md,
-- 0025, 0045, 0058).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.confirm_token_hash(token text) RETURNS bytea
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select case when token ~ '^[A-Za-z0-9_-]{43}$' then extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256') end;
$_$;

COMMENT ON FUNCTION private.confirm_token_hash(token text) IS 'The SHA-256 a recipient row keeps of a confirmation token, or null for anything not exactly a token''s shape (43 URL-safe base64 characters), which then matches no row; shared by the confirmation and its read so they cannot disagree (decision 0058).';

REVOKE ALL ON FUNCTION private.confirm_token_hash(token text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.forget_confirmation_token() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.payload := new.payload - 'token';
  return new;
end;
$$;

COMMENT ON FUNCTION private.forget_confirmation_token() IS 'Before-update trigger of the outbox: once a confirmation e-mail is sent, given up or skipped, its token leaves the payload, so the database holds only the token''s hash (decision 0025).';

REVOKE ALL ON FUNCTION private.forget_confirmation_token() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.mask_email(email text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.left(email, 1) || '***' || pg_catalog.substr(email, pg_catalog.strpos(email, '@'));
$$;

COMMENT ON FUNCTION private.mask_email(email text) IS 'An address shown masked (a***@example.com): enough for a recipient to recognise it on the confirm or unsubscribe page, without revealing it to whoever holds the link.';

SET default_tablespace = '';

SET default_table_access_method = heap;

REVOKE ALL ON FUNCTION private.mask_email(email text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.queue_report_confirmation(recipient_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  token text := pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  now_ timestamptz := private.clock_now();
  settings private.report_opt_in_settings;
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
begin
  if exists (select 1 from private.lead_notifications n where n.report_recipient_id = queue_report_confirmation.recipient_id) then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;
  select * into recipient_ from private.report_recipients r where r.id = queue_report_confirmation.recipient_id;
  if not found then
    return;
  end if;

  -- A link to this mailbox (the address in any spelling that reaches it, private.canonical_mailbox) is pending: it was e-mailed (or is about to be), is neither confirmed
  -- nor stopped, and still works.
  if exists (
    select 1 from private.report_recipients other
      join private.report_subscriptions s on s.id = other.subscription_id
     where private.canonical_mailbox(other.email) = private.canonical_mailbox(recipient_.email)
       and other.confirmed_at is null and other.unsubscribed_at is null
       and other.id <> recipient_.id
       and other.confirm_expires_at > now_
       and s.status <> 'unsubscribed'
       and exists (select 1 from private.lead_notifications n
                    where n.report_recipient_id = other.id and n.status in ('pending', 'sent'))) then
    return;
  end if;
  -- The mailbox had its confirmations for the day.
  if (select pg_catalog.count(*) from private.lead_notifications n
       where n.kind = 'report_confirmation'
         and private.canonical_mailbox(n.recipient) = private.canonical_mailbox(recipient_.email)
         and n.created_at > now_ - pg_catalog.make_interval(days => 1)) >= settings.confirmations_per_recipient then
    return;
  end if;

  update private.report_recipients r
     set confirm_token_hash = extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256'),
         confirm_expires_at = now_ + pg_catalog.make_interval(secs => settings.link_valid_seconds)
   where r.id = queue_report_confirmation.recipient_id
  returning * into recipient_;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id;
  insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, report_recipient_id, payload, next_attempt_at)
    select now_, subscription.lead_id, l.email, 'report_confirmation', recipient_.email, recipient_.id,
           pg_catalog.jsonb_build_object(
             'website', subscription.website,
             'report_day', subscription.report_day,
             'recipient', recipient_.email,
             'recipient_is_owner', recipient_.is_owner,
             -- For the visitor's own e-mail: how many others were asked (a count, never their addresses).
             'others_asked', case when recipient_.is_owner then
               (select pg_catalog.count(*) from private.report_recipients o where o.subscription_id = subscription.id and not o.is_owner)::integer end,
             'token', token,
             'expires_at', recipient_.confirm_expires_at),
           now_
      from public.lsg_leads l
     where l.id = subscription.lead_id;
end;
$$;

COMMENT ON FUNCTION private.queue_report_confirmation(recipient_id uuid) IS 'Makes a recipient''s confirmation link (32 random bytes, only its SHA-256 kept) and queues its one confirmation e-mail, unless the recipient was asked already, a link to that mailbox is pending, or the mailbox had 2 confirmations in 24 hours (a mailbox: private.canonical_mailbox, so case, +tag, a trailing dot and Gmail dots are one); then the recipient stays pending and unasked (decisions 0025, 0045). The payload names the site, day and address, never what the visitor typed.';

REVOKE ALL ON FUNCTION private.queue_report_confirmation(recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_day_name(day date) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])[pg_catalog.date_part('isodow', day)::integer];
$$;

COMMENT ON FUNCTION private.report_day_name(day date) IS 'The lower-case weekday name of a date (monday to sunday), as subscriptions store their report day.';

REVOKE ALL ON FUNCTION private.report_day_name(day date) FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.report_recipients (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    email text NOT NULL,
    is_owner boolean DEFAULT false NOT NULL,
    added_at timestamp with time zone NOT NULL,
    unsubscribed_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    confirm_token_hash bytea,
    confirm_expires_at timestamp with time zone,
    CONSTRAINT report_recipients_email_check CHECK (private.is_valid_email(email))
);

ALTER TABLE ONLY private.report_recipients
    ADD CONSTRAINT report_recipients_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX report_recipients_confirm_token ON private.report_recipients USING btree (confirm_token_hash);

CREATE UNIQUE INDEX report_recipients_once ON private.report_recipients USING btree (subscription_id, lower(email));

CREATE INDEX report_recipients_unconfirmed_email_idx ON private.report_recipients USING btree (private.canonical_mailbox(email)) WHERE ((confirmed_at IS NULL) AND (unsubscribed_at IS NULL));

COMMENT ON TABLE private.report_recipients IS 'Who gets a subscription''s report: the visitor who scheduled it (the owner) and up to 5 more, unique per subscription whatever the case. Each confirms with a link of their own (double opt-in, decision 0025) and can unsubscribe alone; a recipient receives reports once confirmed and until unsubscribed.';

COMMENT ON COLUMN private.report_recipients.is_owner IS 'The visitor who scheduled the reports; the owner''s unsubscribe ends the whole subscription.';

COMMENT ON COLUMN private.report_recipients.added_at IS 'When the schedule named the recipient.';

COMMENT ON COLUMN private.report_recipients.unsubscribed_at IS 'When the recipient used the one-click unsubscribe link; final.';

COMMENT ON COLUMN private.report_recipients.confirmed_at IS 'When the recipient confirmed with the link; null while pending.';

COMMENT ON COLUMN private.report_recipients.confirm_token_hash IS 'SHA-256 of the confirmation link''s token (32 random bytes); the token itself lives only in the pending e-mail and leaves it once sent. Null for a recipient never asked: a link to the address was pending, or it had its 2 confirmations that day (decision 0045).';

COMMENT ON COLUMN private.report_recipients.confirm_expires_at IS 'When the confirmation link stops working (link_valid_seconds after it was made); null when never asked. A confirmed link never expires.';

CREATE FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when recipient_.id is null then 'not_valid'
    when recipient_.unsubscribed_at is not null or subscription_status = 'unsubscribed' then 'stopped'
    when recipient_.confirmed_at is not null then 'confirmed'
    when recipient_.confirm_expires_at <= now_ then 'expired'
    else 'pending'
  end;
$$;

COMMENT ON FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) IS 'Where a confirmation link stands, in the confirmation''s order: not_valid, stopped (recipient or subscription unsubscribed), confirmed, expired, or pending; a confirmed link never expires. Shared by confirm_weekly_report and weekly_report_confirmation_state (decision 0058).';

REVOKE ALL ON FUNCTION private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_recipient_receives(recipient private.report_recipients) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select recipient.confirmed_at is not null and recipient.unsubscribed_at is null;
$$;

COMMENT ON FUNCTION private.report_recipient_receives(recipient private.report_recipients) IS 'A recipient gets reports once confirmed and until unsubscribed: the double opt-in rule (decision 0025).';

REVOKE ALL ON FUNCTION private.report_recipient_receives(recipient private.report_recipients) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.format('Weekly SEO report every %s for %s.%s',
           pg_catalog.initcap(coalesce(report_day, '')), coalesce(nullif(private.trim_space(website), ''), 'their website'),
           coalesce(' Also send to: ' || (
             select pg_catalog.string_agg(r.address, ', ' order by r.first)
               from (select distinct on (pg_catalog.lower(a.address)) a.address, a.n as first
                       from (select private.trim_space(e) as address, n from pg_catalog.unnest(additional_emails) with ordinality as x (e, n)) a
                      where coalesce(a.address, '') <> ''
                        and pg_catalog.lower(a.address) <> pg_catalog.lower(coalesce(private.trim_space(email), ''))
                      order by pg_catalog.lower(a.address), a.n) r) || '.', ''));
$$;

COMMENT ON FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) IS 'What staff read of a schedule in the lead''s message ("Weekly SEO report every Friday for ... Also send to: ..."), in the scheduler''s own words, with the extra recipients trimmed and deduplicated (decision 0052).';

REVOKE ALL ON FUNCTION private.report_schedule_message(report_day text, website text, email text, additional_emails text[]) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_send_hour() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 7 $$;

COMMENT ON FUNCTION private.report_send_hour() IS 'The hour (7 am Los Angeles time) from which a subscription''s report is measured and sent on its day (decision 0021).';

REVOKE ALL ON FUNCTION private.report_send_hour() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_time_zone() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 'America/Los_Angeles'::text $$;

COMMENT ON FUNCTION private.report_time_zone() IS 'The weekly reports'' time zone, America/Los_Angeles: a report''s day and 7 am start are Los Angeles time (decision 0021).';

REVOKE ALL ON FUNCTION private.report_time_zone() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.report_unsubscribe_token(recipient_id uuid) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.replace(recipient_id::text, '-', '') || '.' ||
         pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           extensions.hmac(pg_catalog.convert_to('weekly-report-unsubscribe:' || recipient_id::text, 'UTF8'), k.unsubscribe_key, 'sha256'),
           'base64'), '+/', '-_'), '=')
    from private.report_settings k;
$$;

COMMENT ON FUNCTION private.report_unsubscribe_token(recipient_id uuid) IS 'The signed token of a recipient''s one-click unsubscribe link: the recipient id and an HMAC-SHA256 of it under a key that never leaves the database, URL-safe; only the database can make one and another id breaks it (decision 0021).';

REVOKE ALL ON FUNCTION private.report_unsubscribe_token(recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.lead_notifications n
     set status = 'skipped', last_error = reason, claimed_until = null, updated_at = pg_catalog.now()
   where n.kind = 'weekly_report' and n.status = 'pending'
     and (skip_pending_reports.recipient is null or pg_catalog.lower(n.recipient) = pg_catalog.lower(skip_pending_reports.recipient))
     and n.report_run_id in (select r.id from private.report_runs r where r.subscription_id = skip_pending_reports.subscription_id);
$$;

COMMENT ON FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) IS 'Marks the weekly report e-mails not yet sent to a subscription (or to one of its recipients) as skipped with the reason, so a pause or an unsubscribe takes effect before the next send.';

REVOKE ALL ON FUNCTION private.skip_pending_reports(subscription_id uuid, recipient text, reason text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wording private.consent_texts;
  made uuid;
  address text;
  others text[] := '{}'::text[];
  recipient_id uuid;
  now_ timestamptz := private.clock_now();
begin
  if nullif(private.trim_space(consent_version), '') is null then
    raise exception using errcode = '23514', message = 'Please tick the box so we may e-mail the reports';
  end if;
  select * into wording from private.consent_texts c where c.version = consent_version;
  if not found then
    raise exception using errcode = '23514', message = 'The consent wording of this form is out of date. Please reload the page and try again.';
  end if;
  if report_day is null or report_day not in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday') then
    raise exception using errcode = '23514', message = 'Please choose the day of the week for the report.';
  end if;
  if lead.website is null or not private.is_valid_website(lead.website) then
    raise exception using errcode = '23514', message = 'Please enter the website the reports are for, for example https://example.com.';
  end if;
  if coalesce(pg_catalog.cardinality(additional_emails), 0) > 5 then
    raise exception using errcode = '23514', message = 'A weekly report can go to at most 5 additional recipients.';
  end if;
  -- A list of lists is no list of addresses (PostgREST reads [["a@x.example"]] as a two-dimensional text[]).
  if coalesce(pg_catalog.array_ndims(additional_emails), 1) > 1 then
    raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
  end if;
  foreach address in array coalesce(additional_emails, '{}') loop
    address := private.trim_space(address);
    if address is null or not private.is_valid_email(address) then
      raise exception using errcode = '23514', message = 'Please enter a valid email address for each additional recipient.';
    end if;
    if pg_catalog.lower(address) <> pg_catalog.lower(lead.email)
       and not pg_catalog.lower(address) = any (select pg_catalog.lower(o) from pg_catalog.unnest(others) o) then
      others := others || address;
    end if;
  end loop;

  -- Every address that will be asked counts, the visitor's own included: nothing is stored past a cap.
  perform private.take_new_report_recipients(1 + pg_catalog.cardinality(others));

  insert into private.report_subscriptions (lead_id, created_at, website, report_day, owner_name, company_name,
                                            consent_version, consent_text, consented_at, consent_page)
    values (lead.id, now_, lead.website, report_day, lead.name, lead.company_name, wording.version, wording.text, now_, lead.source_path)
    returning id into made;
  insert into private.report_recipients (subscription_id, email, is_owner, added_at)
    values (made, lead.email, true, now_);
  foreach address in array others loop
    insert into private.report_recipients (subscription_id, email, is_owner, added_at)
      values (made, address, false, now_);
  end loop;
  insert into private.report_subscription_events (subscription_id, at, actor, event)
    values (made, now_, 'Visitor', 'subscribed');
  for recipient_id in select r.id from private.report_recipients r where r.subscription_id = made order by r.is_owner desc, r.email loop
    perform private.queue_report_confirmation(recipient_id);
  end loop;
end;
$$;

COMMENT ON FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) IS 'Makes the subscription of a stored schedule lead: consent version required and known, a valid day and website, at most 5 valid additional addresses (deduplicated, the visitor''s own left out), the recipient caps taken before anything is stored, then recipients, the subscribed event and their confirmation e-mails (decisions 0021, 0025, 0045, 0052). Any refusal is 23514 or PT429 and the whole call stores nothing.';

REVOKE ALL ON FUNCTION private.subscribe_weekly_report(lead public.lsg_leads, report_day text, additional_emails text[], consent_version text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_new_report_recipients(wanted integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  settings private.report_opt_in_settings;
  now_ timestamptz := private.clock_now();
  day_ interval := pg_catalog.make_interval(days => 1);
  address_ text := private.sender_key(private.request_address());
  taken integer;
  today_ integer;
begin
  if private.request_role() <> 'anon' or wanted < 1 then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;

  insert into private.report_recipient_buckets as b (address, window_start, recipients)
  values (address_, now_, wanted)
  on conflict (address) do update
    set recipients = case when b.window_start <= now_ - day_ then excluded.recipients else b.recipients + excluded.recipients end,
        window_start = case when b.window_start <= now_ - day_ then now_ else b.window_start end
  returning b.recipients into taken;
  if taken > settings.new_recipients_per_address then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'Weekly reports from your network have reached today''s limit of new recipients. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  -- No upper bound: a schedule that took the lock first may have started (and stamped its e-mails)
  -- a moment after this one; counting only up to this transaction's start would miss them.
  select pg_catalog.count(*) into today_ from private.lead_notifications n
   where n.kind = 'report_confirmation' and n.created_at > now_ - day_;
  if today_ + wanted > settings.new_recipients_per_day then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'The weekly reports have reached today''s limit of new recipients for the whole site. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  -- Windows that ended a day ago go, a few at a time, as the limits of decision 0008 clear theirs.
  delete from private.report_recipient_buckets stale
   where stale.ctid in (
     select old.ctid from private.report_recipient_buckets old
      where old.window_start < now_ - day_
      limit 500
      for update skip locked);
end;
$$;

COMMENT ON FUNCTION private.take_new_report_recipients(wanted integer) IS 'For anonymous schedules only: takes `wanted` new recipients against the sender''s 24-hour cap (by sender_key) and the site''s daily cap of confirmation e-mails, or refuses the whole write with HTTP 429 (PT429, report_recipient_limit) and a message saying what to do (decisions 0025, 0045). The settings row is locked so concurrent schedules are counted one after another and the caps hold exactly.';

REVOKE ALL ON FUNCTION private.take_new_report_recipients(wanted integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_catalog.jsonb_build_object(
    'subscription_id', s.id,
    'website', s.website,
    'report_day', s.report_day,
    'week_of', run_.week_of,
    'subscribed_at', s.consented_at,
    'confirmed_at', rcp.confirmed_at,
    'recipient', rcp.email,
    'recipient_is_owner', rcp.is_owner,
    'unsubscribe_token', private.report_unsubscribe_token(rcp.id),
    'current', pg_catalog.jsonb_build_object('score', run_.score, 'report', run_.report, 'error', run_.error, 'measured_at', run_.measured_at),
    'previous', (select pg_catalog.jsonb_build_object('week_of', p.week_of, 'score', p.score, 'report', p.report)
                   from private.report_runs p
                  where p.subscription_id = s.id and p.week_of < run_.week_of and p.status = 'measured' and p.report is not null
                  order by p.week_of desc limit 1),
    'history', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week_of', h.week_of, 'score', h.score) order by h.week_of)
                           from (select r.week_of, r.score from private.report_runs r
                                  where r.subscription_id = s.id and r.week_of <= run_.week_of and r.status = 'measured'
                                  order by r.week_of desc limit 8) h), '[]'::jsonb))
    from private.report_runs run_
    join private.report_subscriptions s on s.id = run_.subscription_id
    join private.report_recipients rcp on rcp.id = weekly_report_payload.recipient_id and rcp.subscription_id = s.id
   where run_.id = weekly_report_payload.report_run_id;
$$;

COMMENT ON FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) IS 'The outbox payload of one run''s e-mail to one recipient: this week''s measurement, the previous measured week, up to eight weeks of scores, when the recipient confirmed and their unsubscribe token; never the name or company the visitor typed (decisions 0021, 0025).';

REVOKE ALL ON FUNCTION private.weekly_report_payload(report_run_id uuid, recipient_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_weekly_reports(batch_size integer DEFAULT 10, lease_seconds integer DEFAULT 300) RETURNS TABLE(run_id uuid, subscription_id uuid, website text, week_of date, attempts integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.report_time_zone();
  today date := local_now::date;
  wanted integer := least(greatest(coalesce(batch_size, 10), 1), 100);
  lease interval := pg_catalog.make_interval(secs => least(greatest(coalesce(lease_seconds, 300), 30), 3600));
  reclaimed integer;
begin
  update private.report_runs r
     set status = 'failed', error = 'The page check did not finish after 3 tries.', claimed_until = null
   where r.status = 'measuring' and r.claimed_until <= now_ and r.attempts >= 3;

  return query
    with stale as (
      select r.id from private.report_runs r
       where r.status = 'measuring' and r.claimed_until <= now_
       order by r.created_at
       limit wanted
       for update skip locked),
    retried as (
      update private.report_runs r
         set claimed_until = now_ + lease, attempts = r.attempts + 1
        from stale
       where r.id = stale.id
      returning r.id, r.subscription_id, r.week_of, r.attempts)
    select retried.id, retried.subscription_id, s.website, retried.week_of, retried.attempts
      from retried join private.report_subscriptions s on s.id = retried.subscription_id;
  get diagnostics reclaimed = row_count;

  if reclaimed >= wanted or local_now::time < pg_catalog.make_time(private.report_send_hour(), 0, 0) then
    return;
  end if;
  return query
    with due as (
      select s.id, s.website from private.report_subscriptions s
       where s.status = 'active'
         and s.report_day = private.report_day_name(today)
         and (s.created_at at time zone private.report_time_zone())::date < today
         and not exists (select 1 from private.report_runs r where r.subscription_id = s.id and r.week_of = today)
         and exists (select 1 from private.report_recipients rcp where rcp.subscription_id = s.id and private.report_recipient_receives(rcp))
       order by s.created_at, s.id
       limit wanted - reclaimed
       for update of s skip locked),
    created as (
      insert into private.report_runs as r (subscription_id, week_of, created_at, claimed_until)
      select due.id, today, now_, now_ + lease from due
      on conflict on constraint report_runs_once_a_week do nothing
      returning r.id, r.subscription_id, r.week_of, r.attempts)
    select created.id, created.subscription_id, due.website, created.week_of, created.attempts
      from created join due on due.id = created.subscription_id;
end;
$$;

COMMENT ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) IS 'The send-weekly-reports job''s claim (service_role only): fails runs after 3 tries, re-leases runs whose worker stopped, then creates this week''s run for active subscriptions due today from 7 am Los Angeles time with at least one confirmed recipient; creating the run is the claim, so the unique (subscription, week) and SKIP LOCKED keep one run per week whatever the workers do (decisions 0021, 0025).';

REVOKE ALL ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_weekly_reports(batch_size integer, lease_seconds integer) TO service_role;

CREATE FUNCTION public.confirm_weekly_report(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
  state text;
begin
  perform private.take_write_slot('report_confirm', private.request_address());
  select * into recipient_ from private.report_recipients r
   where r.confirm_token_hash = private.confirm_token_hash(token)
   for update;
  if found then
    select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  end if;
  state := private.report_link_state(recipient_, subscription.status, now_);
  if state not in ('pending', 'confirmed') then
    return pg_catalog.jsonb_build_object('outcome', state);
  end if;
  if state = 'pending' then
    update private.report_recipients r set confirmed_at = now_ where r.id = recipient_.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'recipient_confirmed', 'Confirmed with the link in the confirmation e-mail.');
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', case when state = 'pending' then 'confirmed' else 'already_confirmed' end,
    'website', subscription.website,
    'report_day', subscription.report_day,
    'email', private.mask_email(recipient_.email));
end;
$$;

COMMENT ON FUNCTION public.confirm_weekly_report(token text) IS 'The /weekly-reports/confirm page''s button (anon, service_role): confirms the recipient whose link carried this token, so reports start; answers an outcome (confirmed or already_confirmed with site, day and masked address; not_valid, expired, stopped) rather than an error (decision 0035). Every call is counted against the platform-written address (report_confirm, 30 a minute; PT429 past it), and it is called by the page itself, no edge function between (decisions 0025, 0054, 0058).';

REVOKE ALL ON FUNCTION public.confirm_weekly_report(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.confirm_weekly_report(token text) TO service_role;
GRANT ALL ON FUNCTION public.confirm_weekly_report(token text) TO anon;

CREATE FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
  now_ timestamptz := private.clock_now();
  subscription private.report_subscriptions;
begin
  if new_status is null or new_status not in ('active', 'paused') then
    raise exception using errcode = '22023', message = 'A weekly report subscription can be set to active or paused.';
  end if;
  select * into subscription from private.report_subscriptions s
   where s.id = dashboard_set_report_subscription_status.subscription_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This subscription no longer exists.';
  end if;
  if subscription.status = 'unsubscribed' then
    raise exception using errcode = '22023', message = 'The recipients unsubscribed from these reports, so they cannot be resumed.';
  end if;
  if subscription.status <> new_status then
    update private.report_subscriptions s
       set status = new_status, status_changed_at = now_, status_changed_by = actor
     where s.id = subscription.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event)
      values (subscription.id, now_, actor, case when new_status = 'paused' then 'paused' else 'resumed' end);
    if new_status = 'paused' then
      perform private.skip_pending_reports(subscription.id, null, 'Paused by staff before it was sent.');
    end if;
  end if;
  return (select pg_catalog.jsonb_build_object('status', s.status, 'status_changed_at', s.status_changed_at, 'status_changed_by', s.status_changed_by)
            from private.report_subscriptions s where s.id = subscription.id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) IS 'Staff (anon, service_role): pauses or resumes a weekly report subscription, signed with the staff name; pausing skips e-mails still waiting. An unsubscribed subscription stays so (22023) because its recipients withdrew consent; PT404 for a missing one (decision 0021).';

REVOKE ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_report_subscription_status(session_token text, subscription_id uuid, new_status text) TO anon;

CREATE FUNCTION public.record_weekly_report(run_id uuid, report jsonb DEFAULT NULL::jsonb, error text DEFAULT NULL::text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  run_ private.report_runs;
  subscription private.report_subscriptions;
  score_ integer;
  now_ timestamptz := private.clock_now();
  queued integer;
begin
  if (report is null) = (nullif(pg_catalog.btrim(error), '') is null) then
    raise exception using errcode = '22023', message = 'Record either the page report or the reason the page could not be checked.';
  end if;
  if report is not null then
    if pg_catalog.jsonb_typeof(report) <> 'object' or pg_catalog.jsonb_typeof(report -> 'score') <> 'number'
       or pg_catalog.pg_column_size(report) > 20000 then
      raise exception using errcode = '22023', message = 'The measurement is not a page report.';
    end if;
    score_ := pg_catalog.round((report ->> 'score')::numeric);
    if score_ not between 0 and 100 then
      raise exception using errcode = '22023', message = 'A page score lies between 0 and 100.';
    end if;
  end if;
  select * into run_ from private.report_runs r where r.id = record_weekly_report.run_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such weekly report run.';
  end if;
  if run_.status <> 'measuring' then
    return 0;
  end if;
  select * into subscription from private.report_subscriptions s where s.id = run_.subscription_id;
  update private.report_runs r
     set status = case when subscription.status = 'active' then 'measured' else 'cancelled' end,
         measured_at = now_, score = score_, report = record_weekly_report.report,
         error = pg_catalog.left(nullif(pg_catalog.btrim(record_weekly_report.error), ''), 500), claimed_until = null
   where r.id = run_.id;
  if subscription.status <> 'active' then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, report_run_id, payload, next_attempt_at)
    select now_, subscription.lead_id, l.email, 'weekly_report', rcp.email, run_.id, private.weekly_report_payload(run_.id, rcp.id), now_
      from private.report_recipients rcp
      join public.lsg_leads l on l.id = subscription.lead_id
     where rcp.subscription_id = subscription.id and private.report_recipient_receives(rcp)
     order by rcp.is_owner desc, rcp.added_at
    on conflict (report_run_id, (pg_catalog.lower(recipient))) where report_run_id is not null do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

COMMENT ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) IS 'The job records a claimed run (service_role only): either the page report (score 0 to 100) or why the page could not be checked (22023 otherwise, PT404 for an unknown run), then queues one e-mail per receiving recipient; answers how many were queued. A run already recorded answers 0, and a subscription paused or unsubscribed meanwhile gets its run cancelled (decision 0021).';

REVOKE ALL ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_weekly_report(run_id uuid, report jsonb, error text) TO service_role;

CREATE FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text DEFAULT NULL::text, company_name text DEFAULT NULL::text, website text DEFAULT NULL::text, report_day text DEFAULT NULL::text, additional_emails text[] DEFAULT NULL::text[], consent_version text DEFAULT NULL::text, partial_lead_id uuid DEFAULT NULL::uuid, source_path text DEFAULT NULL::text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  stored public.lsg_leads;
  outcome text := 'completed';
  message_ text := private.report_schedule_message(schedule_weekly_report.report_day, schedule_weekly_report.website,
                                                   schedule_weekly_report.email, schedule_weekly_report.additional_emails);
begin
  if not private.count_anonymous_write() then
    return case when schedule_weekly_report.partial_lead_id is null then 'inserted' else 'completed' end;
  end if;
  if schedule_weekly_report.lead_id is null then
    raise exception using errcode = '22023', message = 'A schedule needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'schedule_weekly_report', true);

  select * into stored from public.lsg_leads l
   where l.id in (schedule_weekly_report.partial_lead_id, schedule_weekly_report.lead_id)
     and l.lead_type = 'report_scheduler_complete'
     and l.created_at > private.clock_now() - interval '24 hours'
   limit 1;
  if found then
    return case when stored.id = schedule_weekly_report.lead_id then 'inserted' else 'completed' end;
  end if;

  if schedule_weekly_report.partial_lead_id is not null then
    update public.lsg_leads as lead
       set lead_type = 'report_scheduler_complete',
           name = schedule_weekly_report.name,
           email = schedule_weekly_report.email,
           phone = schedule_weekly_report.phone,
           company_name = coalesce(schedule_weekly_report.company_name, lead.company_name),
           website = schedule_weekly_report.website,
           message = message_,
           updated_at = pg_catalog.now()
     where lead.id = schedule_weekly_report.partial_lead_id
       and lead.lead_type = 'report_scheduler_partial'
       and lead.created_at > private.clock_now() - interval '24 hours'
    returning * into stored;
  end if;
  if stored.id is null then
    outcome := 'inserted';
    insert into public.lsg_leads (id, name, email, phone, company_name, website, message, service, lead_type,
                                  source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
      values (schedule_weekly_report.lead_id, schedule_weekly_report.name, schedule_weekly_report.email, schedule_weekly_report.phone,
              schedule_weekly_report.company_name, schedule_weekly_report.website, message_, 'Weekly SEO Reports', 'report_scheduler_complete',
              schedule_weekly_report.source_path, schedule_weekly_report.referrer, schedule_weekly_report.utm_source,
              schedule_weekly_report.utm_medium, schedule_weekly_report.utm_campaign, schedule_weekly_report.utm_term,
              schedule_weekly_report.utm_content)
      returning * into stored;
  end if;
  perform private.subscribe_weekly_report(stored, schedule_weekly_report.report_day, schedule_weekly_report.additional_emails,
                                          schedule_weekly_report.consent_version);
  return outcome;
end;
$$;

COMMENT ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) IS 'The weekly report scheduler''s Schedule Reports, one RPC with typed arguments (anon, service_role): completes the scheduler''s partial lead (24 hours) or stores a report_scheduler_complete lead under the browser''s id, then its subscription; answers ''completed'' or ''inserted'', and a retry meets its schedule and stores nothing more (decision 0052). Honeypot, write limit, one lead row, field rules and recipient caps apply as to any lead write; security definer since anon has no table rights to use instead.';

REVOKE ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO service_role;
GRANT ALL ON FUNCTION public.schedule_weekly_report(lead_id uuid, name text, email text, phone text, company_name text, website text, report_day text, additional_emails text[], consent_version text, partial_lead_id uuid, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO anon;

CREATE FUNCTION public.unsubscribe_weekly_report(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
  already boolean;
begin
  if parts is null then
    raise exception using errcode = '22023', message = 'This unsubscribe link is not valid.';
  end if;
  select * into recipient_ from private.report_recipients r where r.id = parts[1]::uuid for update;
  if not found or private.report_unsubscribe_token(recipient_.id) <> token then
    raise exception using errcode = '22023', message = 'This unsubscribe link is not valid.';
  end if;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  already := recipient_.unsubscribed_at is not null and (not recipient_.is_owner or subscription.status = 'unsubscribed');

  if recipient_.unsubscribed_at is null then
    update private.report_recipients r set unsubscribed_at = now_ where r.id = recipient_.id;
    perform private.skip_pending_reports(subscription.id, recipient_.email, 'The recipient unsubscribed before it was sent.');
    if not recipient_.is_owner then
      insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
        values (subscription.id, now_, recipient_.email, 'recipient_unsubscribed', 'Unsubscribed from the link in a report.');
    end if;
  end if;
  if subscription.status <> 'unsubscribed' and (recipient_.is_owner or not exists (
       select 1 from private.report_recipients r where r.subscription_id = subscription.id and r.unsubscribed_at is null)) then
    update private.report_subscriptions s
       set status = 'unsubscribed', status_changed_at = now_, status_changed_by = recipient_.email
     where s.id = subscription.id;
    perform private.skip_pending_reports(subscription.id, null, 'The subscription was unsubscribed before it was sent.');
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'unsubscribed', 'Unsubscribed from the link in a report.');
  end if;
  return pg_catalog.jsonb_build_object(
    'website', subscription.website,
    'email', private.mask_email(recipient_.email),
    'already_unsubscribed', already);
end;
$_$;

COMMENT ON FUNCTION public.unsubscribe_weekly_report(token text) IS 'One-click unsubscribe (RFC 8058), called by the weekly-report-unsubscribe function with the service key (service_role only): that recipient gets no more reports and none still queued; the owner''s link, or the last recipient leaving, ends the whole subscription. A token the database did not sign is refused (22023, HTTP 400); unsubscribing twice is fine and answers the site, masked address and already_unsubscribed (decision 0021).';

REVOKE ALL ON FUNCTION public.unsubscribe_weekly_report(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.unsubscribe_weekly_report(token text) TO service_role;

CREATE FUNCTION public.weekly_report_confirmation_state(token text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select private.report_link_state(r, s.status, private.clock_now())
       from private.report_recipients r
       join private.report_subscriptions s on s.id = r.subscription_id
      where r.confirm_token_hash = private.confirm_token_hash(token)),
    'not_valid');
$$;

COMMENT ON FUNCTION public.weekly_report_confirmation_state(token text) IS 'The confirm page''s read on load (anon, service_role): the link''s state only (pending, confirmed, expired, stopped, not_valid), never a site, day or address, so a reload of a confirmed link says so. Stable and sent as a GET, it runs read-only and counts nothing, so a mail scanner opening the link confirms nothing (decision 0058).';

REVOKE ALL ON FUNCTION public.weekly_report_confirmation_state(token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.weekly_report_confirmation_state(token text) TO service_role;
GRANT ALL ON FUNCTION public.weekly_report_confirmation_state(token text) TO anon;

CREATE TABLE private.consent_texts (
    version text NOT NULL,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE ONLY private.consent_texts
    ADD CONSTRAINT consent_texts_pkey PRIMARY KEY (version);

COMMENT ON TABLE private.consent_texts IS 'The wording of every consent box the site has shown, by version; a subscription copies the text its visitor ticked, so what was agreed stays on record after the wording changes (decisions 0021, 0025). supabase/functions/_shared/report-consent.ts holds the same text.';

COMMENT ON COLUMN private.consent_texts.version IS 'The version the form sends (weekly-report-1); a schedule naming an unknown version is refused as out of date.';

COMMENT ON COLUMN private.consent_texts.text IS 'The exact words next to the box.';

CREATE TABLE private.report_opt_in_settings (
    id boolean DEFAULT true NOT NULL,
    new_recipients_per_address integer DEFAULT 12 NOT NULL,
    new_recipients_per_day integer DEFAULT 200 NOT NULL,
    link_valid_seconds integer DEFAULT 604800 NOT NULL,
    confirmations_per_recipient integer DEFAULT 2 NOT NULL,
    CONSTRAINT report_opt_in_settings_confirmations_per_recipient_check CHECK ((confirmations_per_recipient > 0)),
    CONSTRAINT report_opt_in_settings_id_check CHECK (id),
    CONSTRAINT report_opt_in_settings_link_valid_seconds_check CHECK (((link_valid_seconds >= 3600) AND (link_valid_seconds <= 2592000))),
    CONSTRAINT report_opt_in_settings_new_recipients_per_address_check CHECK ((new_recipients_per_address > 0)),
    CONSTRAINT report_opt_in_settings_new_recipients_per_day_check CHECK ((new_recipients_per_day > 0))
);

ALTER TABLE ONLY private.report_opt_in_settings
    ADD CONSTRAINT report_opt_in_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.report_opt_in_settings IS 'One row: the limits of the weekly reports'' double opt-in, which keep the scheduler from being used to mail strangers (decisions 0025, 0045). Change it with SQL; the local backend sets the first two from REPORT_RECIPIENT_LIMIT and REPORT_RECIPIENT_DAILY_LIMIT, and the test stacks raise them.';

COMMENT ON COLUMN private.report_opt_in_settings.id IS 'Always true (check): the primary key that keeps the table to one row; locked by each schedule so the caps hold exactly.';

COMMENT ON COLUMN private.report_opt_in_settings.new_recipients_per_address IS 'New recipients one sender (an IPv4 address, or an IPv6 /64) may name in its 24-hour window; past it the schedule is refused with HTTP 429 and nothing is stored.';

COMMENT ON COLUMN private.report_opt_in_settings.new_recipients_per_day IS 'The site''s cap over any 24 hours. Despite the name it counts confirmation e-mails queued (plus the addresses a new schedule names), not recipients stored, so addresses left unasked take none of it (decision 0045).';

COMMENT ON COLUMN private.report_opt_in_settings.link_valid_seconds IS 'How long a confirmation link works: 1 hour to 30 days, 7 days by default.';

COMMENT ON COLUMN private.report_opt_in_settings.confirmations_per_recipient IS 'Confirmation e-mails one mailbox may be sent in any 24 hours, whoever names it and in whatever spelling (private.canonical_mailbox: case, +tag, trailing dot, Gmail dots; 2; decisions 0045, 0044).';

CREATE TABLE private.report_recipient_buckets (
    address text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    recipients integer NOT NULL
);

ALTER TABLE ONLY private.report_recipient_buckets
    ADD CONSTRAINT report_recipient_buckets_pkey PRIMARY KEY (address);

CREATE INDEX report_recipient_buckets_window_start_idx ON private.report_recipient_buckets USING btree (window_start);

COMMENT ON TABLE private.report_recipient_buckets IS 'New report recipients per sender in 24-hour windows, for new_recipients_per_address. A table of its own, not private.rate_buckets: those windows last minutes, these a day. Windows that ended a day ago are deleted a few hundred at a time.';

COMMENT ON COLUMN private.report_recipient_buckets.address IS 'The sender key (private.sender_key): an IPv6 address stands for its /64, written as the network, since one host is given a whole /64; an IPv4 address as written (decision 0045).';

COMMENT ON COLUMN private.report_recipient_buckets.window_start IS 'When the sender''s current 24-hour window began.';

COMMENT ON COLUMN private.report_recipient_buckets.recipients IS 'Recipients the sender named in the window.';

CREATE TABLE private.report_runs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    week_of date NOT NULL,
    created_at timestamp with time zone NOT NULL,
    status text DEFAULT 'measuring'::text NOT NULL,
    attempts integer DEFAULT 1 NOT NULL,
    claimed_until timestamp with time zone,
    measured_at timestamp with time zone,
    score integer,
    report jsonb,
    error text,
    CONSTRAINT report_runs_error_length CHECK ((char_length(error) <= 500)),
    CONSTRAINT report_runs_report_size CHECK (((report IS NULL) OR (pg_column_size(report) <= 20000))),
    CONSTRAINT report_runs_score_range CHECK (((score >= 0) AND (score <= 100))),
    CONSTRAINT report_runs_status_known CHECK ((status = ANY (ARRAY['measuring'::text, 'measured'::text, 'failed'::text, 'cancelled'::text])))
);

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_once_a_week UNIQUE (subscription_id, week_of);

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_pkey PRIMARY KEY (id);

CREATE INDEX report_runs_stale_idx ON private.report_runs USING btree (claimed_until) WHERE (status = 'measuring'::text);

COMMENT ON TABLE private.report_runs IS 'One run per subscription and week (unique subscription_id, week_of): the measurement of the site on its report day. Creating the run is send-weekly-reports'' claim, so two workers never measure the same report; a measured run queues one e-mail per confirmed recipient (decision 0021).';

COMMENT ON COLUMN private.report_runs.week_of IS 'The report day (a Los Angeles date) the run is for.';

COMMENT ON COLUMN private.report_runs.status IS 'measuring (claimed, result not yet recorded), measured (a report, or in error why the page could not be checked; e-mails queued), failed (3 claims without a result) or cancelled (the subscription was paused or unsubscribed meanwhile).';

COMMENT ON COLUMN private.report_runs.attempts IS 'Claims so far, 1 at creation: a run whose lease ran out is claimed again, up to 3 tries, then failed.';

COMMENT ON COLUMN private.report_runs.claimed_until IS 'The lease of the worker measuring the run; after it a stalled run is claimed again.';

COMMENT ON COLUMN private.report_runs.measured_at IS 'When the result (report or error) was recorded.';

COMMENT ON COLUMN private.report_runs.score IS 'The page''s score, 0 to 100, rounded from the report; the e-mails chart up to 8 weeks of it.';

COMMENT ON COLUMN private.report_runs.report IS 'The page report as analyze-page makes it (at most 20,000 bytes); null when the page could not be checked.';

COMMENT ON COLUMN private.report_runs.error IS 'Why the page could not be checked, or why the run failed (at most 500 characters).';

CREATE TABLE private.report_settings (
    id boolean DEFAULT true NOT NULL,
    unsubscribe_key bytea DEFAULT extensions.gen_random_bytes(32) NOT NULL,
    CONSTRAINT report_settings_id_check CHECK (id)
);

ALTER TABLE ONLY private.report_settings
    ADD CONSTRAINT report_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.report_settings IS 'One row: the key the weekly reports'' one-click unsubscribe links are signed with. Made in the database and never leaving it, so only the database can make a valid link.';

COMMENT ON COLUMN private.report_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.report_settings.unsubscribe_key IS '32 random bytes: the HMAC-SHA256 key of the unsubscribe tokens (private.report_unsubscribe_token); changing it breaks every link already sent.';

CREATE TABLE private.report_subscription_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    subscription_id uuid NOT NULL,
    at timestamp with time zone NOT NULL,
    actor text NOT NULL,
    event text NOT NULL,
    detail text,
    CONSTRAINT report_subscription_events_event_check CHECK ((event = ANY (ARRAY['subscribed'::text, 'paused'::text, 'resumed'::text, 'unsubscribed'::text, 'recipient_unsubscribed'::text, 'recipient_confirmed'::text])))
);

ALTER TABLE ONLY private.report_subscription_events
    ADD CONSTRAINT report_subscription_events_pkey PRIMARY KEY (id);

CREATE INDEX report_subscription_events_idx ON private.report_subscription_events USING btree (subscription_id, at);

COMMENT ON TABLE private.report_subscription_events IS 'What happened to a subscription, with who did it, for the lead''s page: its audit trail of consent and staff actions.';

COMMENT ON COLUMN private.report_subscription_events.at IS 'When it happened.';

COMMENT ON COLUMN private.report_subscription_events.actor IS 'Visitor, a staff name, or the recipient''s address.';

COMMENT ON COLUMN private.report_subscription_events.event IS 'subscribed, paused, resumed, unsubscribed (the whole subscription), recipient_confirmed or recipient_unsubscribed.';

COMMENT ON COLUMN private.report_subscription_events.detail IS 'How it happened, in words (e.g. Confirmed with the link in the confirmation e-mail.).';

CREATE TABLE private.report_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    website text NOT NULL,
    report_day text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by text,
    owner_name text,
    company_name text,
    consent_version text NOT NULL,
    consent_text text NOT NULL,
    consented_at timestamp with time zone NOT NULL,
    consent_page text,
    CONSTRAINT report_subscriptions_day_known CHECK ((report_day = ANY (ARRAY['monday'::text, 'tuesday'::text, 'wednesday'::text, 'thursday'::text, 'friday'::text, 'saturday'::text, 'sunday'::text]))),
    CONSTRAINT report_subscriptions_status_known CHECK ((status = ANY (ARRAY['active'::text, 'paused'::text, 'unsubscribed'::text])))
);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_lead_id_key UNIQUE (lead_id);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_website_shape CHECK (private.is_valid_website(website)) NOT VALID;

CREATE INDEX report_subscriptions_consent_version_idx ON private.report_subscriptions USING btree (consent_version);

CREATE INDEX report_subscriptions_due_idx ON private.report_subscriptions USING btree (report_day, created_at) WHERE (status = 'active'::text);

COMMENT ON TABLE private.report_subscriptions IS 'A weekly SEO report subscription (decision 0021): one per report-scheduler lead, made by schedule_weekly_report with the site, its day and the consent as given. A report is measured and sent only for recipients who confirmed (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.lead_id IS 'The report_scheduler_complete lead (unique: one subscription per lead); deleted with it.';

COMMENT ON COLUMN private.report_subscriptions.website IS 'The site measured each week: a plain http(s) URL (decision 0044; the check is NOT VALID, so older rows stay readable).';

COMMENT ON COLUMN private.report_subscriptions.report_day IS 'The weekday the report goes out, monday to sunday, in Los Angeles time, from 7 am.';

COMMENT ON COLUMN private.report_subscriptions.status IS 'active (measured on its day), paused (by staff; the week''s pending e-mails are skipped) or unsubscribed (by the owner''s link or when the last recipient leaves; final, since the recipients withdrew their consent).';

COMMENT ON COLUMN private.report_subscriptions.status_changed_at IS 'When the status last changed; null while never changed.';

COMMENT ON COLUMN private.report_subscriptions.status_changed_by IS 'Who changed the status: a staff name, or the recipient''s address for an unsubscribe.';

COMMENT ON COLUMN private.report_subscriptions.owner_name IS 'The name the visitor typed, for staff only: no e-mail to a recipient carries it (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.company_name IS 'The company the visitor typed, for staff only: no e-mail to a recipient carries it (decision 0025).';

COMMENT ON COLUMN private.report_subscriptions.consent_version IS 'The version of the consent box the visitor ticked (private.consent_texts).';

COMMENT ON COLUMN private.report_subscriptions.consent_text IS 'The exact wording ticked, copied so the record of consent survives a change of wording.';

COMMENT ON COLUMN private.report_subscriptions.consented_at IS 'When the visitor gave consent (the schedule''s time).';

COMMENT ON COLUMN private.report_subscriptions.consent_page IS 'The page the schedule was sent from (the lead''s source_path), part of the consent record.';

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_report_recipient_id_fkey FOREIGN KEY (report_recipient_id) REFERENCES private.report_recipients(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_report_run_id_fkey FOREIGN KEY (report_run_id) REFERENCES private.report_runs(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_recipients
    ADD CONSTRAINT report_recipients_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_runs
    ADD CONSTRAINT report_runs_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_subscription_events
    ADD CONSTRAINT report_subscription_events_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES private.report_subscriptions(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_consent_version_fkey FOREIGN KEY (consent_version) REFERENCES private.consent_texts(version);

ALTER TABLE ONLY private.report_subscriptions
    ADD CONSTRAINT report_subscriptions_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lead_notifications_forget_confirmation_token BEFORE UPDATE OF status ON private.lead_notifications FOR EACH ROW WHEN (((new.kind = 'report_confirmation'::text) AND (new.status <> 'pending'::text))) EXECUTE FUNCTION private.forget_confirmation_token();

COMMENT ON TRIGGER lead_notifications_forget_confirmation_token ON private.lead_notifications IS 'Removes a confirmation link''s token from the payload once its e-mail is sent, given up or skipped, so from then on the database holds only the token''s hash (decision 0025).';

insert into private.consent_texts (version, text) values (
  'weekly-report-1',
  'E-mail me, and the recipients I added, a weekly SEO report on this website. The people I added have agreed to receive it, and anyone can unsubscribe with one click in any report.'
);
insert into private.report_settings default values;
insert into private.report_opt_in_settings default values;

-- The weekly reports' job on hosted Supabase: every 15 minutes it sends the reports that are due
-- (from 7 am on their day, Los Angeles time) and not yet sent.
select private.schedule_edge_function('send-weekly-reports', '*/15 * * * *', 'send-weekly-reports', 150000);

-- ==== supabase/schemas/10_booking.sql ====

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

-- ==== supabase/schemas/11_delivery_health.sql ====

-- Delivery health (docs/decisions/0067-delivery-health.md): one answer, green or red, that says
-- whether the site's e-mail is going out, what failed and since when. Read from the outbox on every
-- engine, and on hosted Supabase also from pg_net's answers and pg_cron's runs; polled by an uptime
-- monitor with the public key, shown in the staff dashboard's header and atop the morning e-mail.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.delivery_backlog_limit() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '3 minutes';
$$;

COMMENT ON FUNCTION private.delivery_backlog_limit() IS 'How long an e-mail may stay due and unsent before delivery is red: 3 minutes, so that with the functions down the outbox alone turns red within 5 (the wake-up is immediate and the sweeper runs every minute, so a working sender leaves nothing due that long; decision 0067).';

REVOKE ALL ON FUNCTION private.delivery_backlog_limit() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.delivery_health_answer() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  now_ timestamptz := private.clock_now();
  -- Times the extensions and the outbox's updated_at record are real time; shown on the clock's.
  shift interval := private.clock_now() - pg_catalog.now();
  -- Dynamic SQL, the schemas values: net and cron exist only where the extensions are installed.
  net_schema text := 'net';
  cron_schema text := 'cron';
  problems jsonb := '[]'::jsonb;
  oldest_due timestamptz;
  last_sent timestamptz;
  last_sent_at timestamptz;
  failing_error text;
  failing_status text;
  failing_since timestamptz;
  status_code integer;
  answered boolean;
  failed_since timestamptz;
  job_name text;
  code text;
begin
  -- The outbox: an e-mail due for longer than the limit that nobody has sent.
  select min(n.next_attempt_at) into oldest_due
    from private.lead_notifications n
   where n.status = 'pending' and n.next_attempt_at <= now_ - private.delivery_backlog_limit();
  if oldest_due is not null then
    problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
      'check', 'outbox',
      'reason', 'E-mail is waiting to be sent: nothing has sent it for more than 3 minutes.',
      'since', oldest_due));
  end if;

  -- The mail provider: the latest try recorded since the last e-mail sent (and within a day) failed.
  -- Tries are ordered by updated_at (real time, so moving the clock cannot reorder them); since
  -- is told on the clock: the first failure of those rows, not before the last e-mail sent.
  select n.updated_at, n.sent_at into last_sent, last_sent_at
    from private.lead_notifications n where n.status = 'sent' order by n.updated_at desc limit 1;
  select t.last_error, t.status into failing_error, failing_status
    from private.lead_notifications t
   where t.last_error is not null
     and t.updated_at > greatest(coalesce(last_sent, '-infinity'::timestamptz), pg_catalog.now() - interval '24 hours')
     and (t.status in ('pending', 'failed') or (t.status = 'skipped' and t.last_error like 'No e-mail provider is configured%'))
   order by t.updated_at desc
   limit 1;
  if failing_error is not null then
    select greatest(last_sent_at, min(coalesce(t.failing_since, t.updated_at + shift))) into failing_since
      from private.lead_notifications t
     where t.last_error is not null
       and t.updated_at > greatest(coalesce(last_sent, '-infinity'::timestamptz), pg_catalog.now() - interval '24 hours')
       and (t.status in ('pending', 'failed') or (t.status = 'skipped' and t.last_error like 'No e-mail provider is configured%'));
    -- Only the provider's status code is told, never its words: they may hold an address.
    code := (pg_catalog.regexp_match(failing_error, '^E-mail API answered ([0-9]{3})'))[1];
    problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
      'check', 'mail_provider',
      'reason', case
        when failing_status = 'skipped' then 'No e-mail provider is configured (RESEND_API_KEY, NOTIFY_EMAIL): e-mail is not sent.'
        when code in ('401', '403') then pg_catalog.format('The mail provider refuses the API key (HTTP %s): RESEND_API_KEY is wrong or revoked.', code)
        when code is not null then pg_catalog.format('The mail provider refuses e-mail (HTTP %s).', code)
        else 'E-mail could not be sent: the last try failed before the mail provider accepted it.'
      end,
      'since', failing_since));
  end if;

  -- pg_net (hosted Supabase): the database's latest call of the functions (the wake-up or a job) failed.
  if pg_catalog.to_regclass('net._http_response') is not null then
    begin
      execute pg_catalog.format($sql$
        select r.status_code,
               r.status_code is not null,
               (select min(f.created) from %1$I._http_response f
                 where f.id > coalesce((select max(s.id) from %1$I._http_response s where s.status_code between 200 and 299), 0))
          from %1$I._http_response r
         order by r.id desc
         limit 1 $sql$, net_schema)
        into status_code, answered, failed_since;
    exception when insufficient_privilege or undefined_table or undefined_column then
      -- A platform that keeps pg_net's answers from this role: the outbox still tells.
      answered := null;
    end;
    if answered is not null and not (answered and status_code between 200 and 299) then
      problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'check', 'functions',
        'reason', case
          when status_code in (401, 403) then pg_catalog.format('The edge functions refuse the service key in Vault (HTTP %s): update the service_role_key secret.', status_code)
          when not answered then 'The edge functions cannot be reached: the database''s calls get no answer.'
          else pg_catalog.format('The edge functions fail: the database''s calls are answered HTTP %s.', status_code)
        end,
        'since', failed_since + shift));
    end if;
  end if;

  -- pg_cron (hosted Supabase): a job whose latest run of the last 200 failed (its command itself, e.g. a Vault secret gone).
  if pg_catalog.to_regclass('cron.job_run_details') is not null then
    begin
      execute pg_catalog.format($sql$
        with recent as (select d.jobid, d.runid, d.status, d.start_time from %1$I.job_run_details d order by d.runid desc limit 200),
             latest as (select distinct on (r.jobid) r.jobid, r.status from recent r
                         where r.status in ('succeeded', 'failed') order by r.jobid, r.runid desc)
        select j.jobname,
               (select min(f.start_time) from recent f
                 where f.jobid = l.jobid and f.status = 'failed'
                   and f.runid > coalesce((select max(s.runid) from recent s where s.jobid = l.jobid and s.status = 'succeeded'), 0)) as since
          from latest l join %1$I.job j on j.jobid = l.jobid
         where l.status = 'failed'
         order by since
         limit 1 $sql$, cron_schema)
        into job_name, failed_since;
    exception when insufficient_privilege or undefined_table or undefined_column then
      job_name := null;
    end;
    if job_name is not null then
      problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'check', 'cron',
        'reason', pg_catalog.format('The scheduled job %s fails before it can call its function (check the Vault secrets).', job_name),
        'since', failed_since + shift));
    end if;
  end if;

  return pg_catalog.jsonb_build_object(
    'status', case when pg_catalog.jsonb_array_length(problems) = 0 then 'green' else 'red' end,
    'checked_at', now_,
    'since', (select min((p ->> 'since')::timestamptz) from pg_catalog.jsonb_array_elements(problems) p),
    'problems', problems);
end;
$_$;

COMMENT ON FUNCTION private.delivery_health_answer() IS 'Whether the site''s e-mail is going out (decision 0067): green, or red with each problem''s check, a sentence and since when: an e-mail due for more than private.delivery_backlog_limit() (outbox), the latest try since the last e-mail sent failing at the provider or unconfigured (mail_provider), and where pg_net and pg_cron exist the latest call of the functions failing, a 401/403 named as the Vault service key refused (functions), or a job''s latest run failing (cron). A later success clears a failure. Times on the database''s clock; nothing secret (no key, address, lead or provider text). Read by public.delivery_health and the morning e-mail.';

REVOKE ALL ON FUNCTION private.delivery_health_answer() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.delivery_health(monitor boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer jsonb := private.delivery_health_answer();
begin
  if monitor and answer ->> 'status' = 'red' then
    -- PostgREST answers this status: an uptime monitor that only reads the code sees the failure.
    -- Not 503: PostgREST 12 takes any 503 it sends for a lost database connection, drops its pool and
    -- reloads its schema cache, so every poll while red would reconnect it (decision 0067).
    perform pg_catalog.set_config('response.status', '500', true);
  end if;
  return answer;
end;
$$;

COMMENT ON FUNCTION public.delivery_health(monitor boolean) IS 'The delivery health an uptime monitor polls and the staff dashboard shows (decision 0067): private.delivery_health_answer''s green or red, what failed and since when, nothing secret. With monitor => true a red answer comes with HTTP 500 (PostgREST''s response.status; not 503, which PostgREST takes for a lost connection and reconnects), so GET /rest/v1/rpc/delivery_health?monitor=true with the public key is a status check; without it the answer is always 200, as supabase-js expects. Stable (a GET, read-only) and a few indexed reads; granted to anon and service_role, security definer to read the private outbox and the extensions'' tables.';

REVOKE ALL ON FUNCTION public.delivery_health(monitor boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.delivery_health(monitor boolean) TO service_role;
GRANT ALL ON FUNCTION public.delivery_health(monitor boolean) TO anon;

-- The health's reads of the outbox, so a monitor polling every minute costs a few index probes.
-- The latest e-mail sent (max(updated_at) of sent rows).
CREATE INDEX lead_notifications_sent_idx ON private.lead_notifications USING btree (updated_at) WHERE (status = 'sent'::text);

-- The tries that failed or were skipped since then (newest first).
CREATE INDEX lead_notifications_trouble_idx ON private.lead_notifications USING btree (updated_at) WHERE (last_error IS NOT NULL);

insert into private.anonymous_doors (kind, door, scope, because) values
  ('function', 'delivery_health', null, 'Read-only (stable, sent as a GET): the delivery health an uptime monitor polls, a few index probes; answers green or red with fixed sentences, times and status codes, no lead, address, count or key (decision 0067).');

-- ==== supabase/schemas/12_booking_calendar.sql ====

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

-- ==== supabase/schemas/13_site_checks.sql ====

-- Every lead arrives with its site already checked (issue 64, docs/decisions/0080-leads-site-checks.md):
-- a lead that names a website queues one page check of that site (one per site per Los Angeles day,
-- whoever names it, within a site-wide daily cap), run by the check-lead-sites edge function with the
-- SEO tool's own fetch and rules; the result is stored here and its three list fields on the lead.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.site_check_key(website text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when m is null then null
              else pg_catalog.lower(pg_catalog.regexp_replace(m[2], case when pg_catalog.lower(m[1]) = 'https' then ':443$' else ':80$' end, ''))
                   || pg_catalog.regexp_replace(m[3], '/+$', '') || coalesce(m[4], '') end
    from (select pg_catalog.regexp_match(pg_catalog.btrim(website), '^([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)([^?#]*)(\?[^#]*)?') as m) parsed;
$$;

COMMENT ON FUNCTION private.site_check_key(website text) IS 'The page a website names, as one check is shared by: the host lower-cased without the scheme or its default port, then the path without a trailing slash and the query, without the fragment (which the browser never sends). http://Example.com/ and https://example.com are one page; null for no website (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_key(website text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_day(at_ timestamp with time zone) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (at_ at time zone private.office_time_zone())::date;
$$;

COMMENT ON FUNCTION private.site_check_day(at_ timestamp with time zone) IS 'The Los Angeles day of an instant: a site is checked at most once a day by the leads that name it, and the daily cap counts that day (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_day(at_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_email_wait() RETURNS interval
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select pg_catalog.make_interval(secs => s.email_wait_seconds) from private.site_check_settings s), interval '0');
$$;

COMMENT ON FUNCTION private.site_check_email_wait() IS 'How long the agency''s e-mail for a new lead waits for the lead''s pending site check (site_check_settings.email_wait_seconds, 5 s): long enough for a page that answers promptly, short enough that the e-mail still arrives at once; after it the e-mail goes without the check''s line (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_email_wait() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_site_check_slot() RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.take_write_slot('site_check_day', private.site_check_day(private.clock_now())::text);
  return true;
exception when sqlstate 'PT429' then
  return false;
end;
$$;

COMMENT ON FUNCTION private.take_site_check_slot() IS 'Takes one of the day''s site checks (write_limits scope site_check_day, counted per site in the bucket of the Los Angeles day) and answers true, or false when the day''s cap is used up: a lead is never refused for it, it is only left unchecked. The bucket''s row lock keeps the cap exact under concurrent leads (decisions 0066, 0080).';

REVOKE ALL ON FUNCTION private.take_site_check_slot() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_checks_left_today() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select greatest(l.max_writes - coalesce((select b.hits from private.rate_buckets b
                                             where b.scope = 'site_check_day'
                                               and b.address = private.site_check_day(private.clock_now())::text
                                               and b.window_start > private.clock_now() - pg_catalog.make_interval(secs => l.window_seconds)), 0), 0)
    from private.write_limits l where l.scope = 'site_check_day';
$$;

COMMENT ON FUNCTION private.site_checks_left_today() IS 'How many site checks the day''s cap still allows, for the lead view''s "check again" (decision 0080).';

REVOKE ALL ON FUNCTION private.site_checks_left_today() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_again_at(checked_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when checked_at + interval '1 hour' > private.clock_now() then checked_at + interval '1 hour' end;
$$;

COMMENT ON FUNCTION private.site_check_again_at(checked_at timestamp with time zone) IS 'When a finished check''s site may be checked again by staff: an hour after it was checked, so "check again" cannot hammer a prospect''s site; null when it may be now (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_again_at(checked_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_json(check_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c private.site_checks;
  again_at timestamptz;
  can_again boolean;
begin
  select * into c from private.site_checks s where s.id = check_id;
  if not found then
    return null;
  end if;
  again_at := private.site_check_again_at(c.checked_at);
  can_again := c.state <> 'pending' and again_at is null and private.site_checks_left_today() > 0;
  if c.state <> 'pending' and again_at is null and not can_again then
    -- The day's cap is used up: the next check is possible at the next Los Angeles midnight.
    again_at := (private.site_check_day(private.clock_now()) + 1)::timestamp at time zone private.office_time_zone();
  end if;
  return pg_catalog.jsonb_build_object(
    'state', c.state, 'url', c.url, 'score', c.score, 'indexable', c.indexable, 'title', c.title,
    'first_action', c.first_action, 'findings', coalesce(c.findings, '[]'::jsonb), 'failure', c.failure,
    'checked_at', c.checked_at, 'can_check_again', can_again, 'next_check_at', again_at);
end;
$$;

COMMENT ON FUNCTION private.site_check_json(check_id uuid) IS 'A stored site check as the dashboard reads it (lead view, Calls view, check again): state, url, score, indexable, title, first_action, up to three findings with their rule''s source, failure, checked_at, whether staff may check again now and, if not, from when; null for no check (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_json(check_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.link_site_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  key_ text;
  day_ date;
  check_ private.site_checks;
begin
  if tg_op = 'UPDATE' and old.website is not distinct from new.website and old.lead_type is not distinct from new.lead_type then
    return new;
  end if;
  key_ := private.site_check_key(new.website);
  if key_ is null or key_ = '' or not private.is_valid_website(new.website)
     or not exists (select 1 from private.lead_types t where t.lead_type = new.lead_type and t.checks_site) then
    if tg_op = 'UPDATE' and new.website is null then
      new.site_check_id := null;
      new.site_check_state := null;
      new.site_check_score := null;
      new.site_check_indexable := null;
    end if;
    return new;
  end if;
  day_ := private.site_check_day(private.clock_now());
  -- The site's latest check of the day, whoever named it (a staff re-check is newer than the first).
  select * into check_ from private.site_checks c
   where c.site_key = key_ and c.day = day_
   order by c.queued_at desc limit 1;
  if not found then
    if private.take_site_check_slot() then
      insert into private.site_checks (site_key, url, day, queued_at, next_attempt_at)
        values (key_, new.website, day_, private.clock_now(), private.clock_now())
        on conflict (site_key, day) where (origin = 'lead') do nothing
        returning * into check_;
    else
      insert into private.site_checks (site_key, url, day, queued_at, state, failure, checked_at, over_cap)
        values (key_, new.website, day_, private.clock_now(), 'failed', 'Today''s site checks were used up, so this site was not checked.', private.clock_now(), true)
        on conflict (site_key, day) where (origin = 'lead') do nothing
        returning * into check_;
    end if;
    if check_.id is null then
      -- A concurrent lead named the site first: share its check.
      select * into check_ from private.site_checks c where c.site_key = key_ and c.day = day_ and c.origin = 'lead';
    end if;
  end if;
  new.site_check_id := check_.id;
  new.site_check_state := check_.state;
  new.site_check_score := check_.score;
  new.site_check_indexable := check_.indexable;
  return new;
end;
$$;

COMMENT ON FUNCTION private.link_site_check() IS 'Before-insert/update-of-website-or-type trigger of public.lsg_leads (after lsg_leads_validate): for a lead whose type checks sites (lead_types.checks_site) and that names a valid website, links the site''s check of the Los Angeles day, queuing one if none, within the day''s cap (a check past it is stored at once as failed, in words), and copies its state, score and indexability onto the lead for the list. Security definer: anon inserts fire it (decision 0080).';

REVOKE ALL ON FUNCTION private.link_site_check() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.wake_site_checker() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from queued q where q.state = 'pending') then
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
      using project_url || '/functions/v1/check-lead-sites',
            '{}'::jsonb,
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call check-lead-sites for a queued site check (the minute job will run it): %', sqlerrm;
  end;
  return null;
end;
$_$;

COMMENT ON FUNCTION private.wake_site_checker() IS 'After-insert statement trigger of private.site_checks: when a pending check is queued, posts to check-lead-sites through pg_net with the Vault service key, sent after the commit, as the outbox wakes its sender (decisions 0024, 0080). Does nothing where pg_net or the secrets are missing (the local gateway wakes the checker) and only warns on failure, so a lead is never refused for it; the minute job catches up.';

REVOKE ALL ON FUNCTION private.wake_site_checker() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_line_wait(notification private.lead_notifications) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select notification.kind = 'booking_agency'
     and exists (select 1 from public.lsg_leads l
                  join private.site_checks c on c.id = l.site_check_id
                  join private.bookings b on b.id = notification.booking_id
                  cross join private.site_check_settings s
                 where l.id = notification.lead_id and c.state = 'pending' and s.booking_wait_seconds > 0
                   and c.queued_at > private.clock_now() - pg_catalog.make_interval(secs => s.booking_wait_seconds)
                   and pg_catalog.lower(b.slot) > private.clock_now() + interval '1 hour');
$$;

COMMENT ON FUNCTION private.site_check_line_wait(notification private.lead_notifications) IS 'Whether a due e-mail is held for its lead''s site check: the agency''s booking e-mail of a call more than an hour away waits until the check is done or failed, so it always carries the check''s line; finish_site_check releases it. A check still pending after site_check_settings.booking_wait_seconds (10 minutes: its checker is down) holds it no longer (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_line_wait(notification private.lead_notifications) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_site_checks(batch_size integer DEFAULT 5, lease_seconds integer DEFAULT 60) RETURNS TABLE(id uuid, url text, attempts integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A check whose worker died three times is given up in words rather than tried for ever.
  perform public.finish_site_check(c.id, null, 'The site could not be checked because of an error on our side.')
     from private.site_checks c
    where c.state = 'pending' and c.attempts >= 3 and c.claimed_until <= private.clock_now();
  return query
    update private.site_checks as c
       set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => least(greatest(lease_seconds, 15), 600)),
           attempts = c.attempts + 1
     where c.id in (
       select due.id from private.site_checks due
        where due.state = 'pending'
          and due.next_attempt_at <= private.clock_now()
          and (due.claimed_until is null or due.claimed_until <= private.clock_now())
          and due.attempts < 3
        order by due.next_attempt_at
        limit least(greatest(batch_size, 1), 20)
        for update skip locked)
    returning c.id, c.url, c.attempts;
end;
$$;

COMMENT ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) IS 'The site checker''s claim (service_role only): leases up to batch_size (max 20) due pending checks with FOR UPDATE SKIP LOCKED, counting the try, so parallel runs never fetch one site twice; a check tried three times by workers that died is recorded failed in words (decision 0080).';

REVOKE ALL ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) TO service_role;

CREATE FUNCTION public.finish_site_check(check_id uuid, result jsonb DEFAULT NULL::jsonb, failure text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c private.site_checks;
begin
  if (result is null) = (failure is null) then
    raise exception using errcode = '22023', message = 'A site check finishes with a result or a failure, not both.';
  end if;
  select * into c from private.site_checks s where s.id = check_id for update;
  if not found then
    return null;
  end if;
  if c.state <> 'pending' then
    return c.state;
  end if;
  if failure is not null then
    update private.site_checks s
       set state = 'failed', failure = pg_catalog.left(finish_site_check.failure, 300), checked_at = private.clock_now(), claimed_until = null
     where s.id = check_id returning * into c;
  else
    update private.site_checks s
       set state = 'done',
           score = (result ->> 'score')::integer,
           indexable = (result ->> 'indexable')::boolean,
           title = pg_catalog.left(result ->> 'title', 300),
           first_action = pg_catalog.left(result ->> 'first_action', 500),
           findings = coalesce(result -> 'findings', '[]'::jsonb),
           checked_at = private.clock_now(),
           claimed_until = null
     where s.id = check_id returning * into c;
  end if;
  update public.lsg_leads l
     set site_check_state = c.state, site_check_score = c.score, site_check_indexable = c.indexable
   where l.site_check_id = c.id;
  -- The agency's e-mails about these leads that wait for the check go now, with its line.
  update private.lead_notifications n
     set next_attempt_at = private.clock_now()
   where n.status = 'pending' and n.attempts = 0 and n.kind in ('new', 'completed', 'booking_agency')
     and n.next_attempt_at > private.clock_now()
     and n.lead_id in (select l.id from public.lsg_leads l where l.site_check_id = c.id);
  return c.state;
end;
$$;

COMMENT ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) IS 'Records a claimed check (service_role only): done with its result (score, indexable, title, first_action, findings) or failed with what happened in words, never both (22023); copies the state, score and indexability onto every lead that links to it, and makes the agency''s e-mails waiting for it due now. Idempotent: a finished check keeps its first outcome; null for an unknown id (decision 0080).';

REVOKE ALL ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) TO service_role;

CREATE FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.lsg_leads;
  key_ text;
  latest private.site_checks;
  again_at timestamptz;
  fresh uuid;
begin
  perform private.require_dashboard_session(session_token);
  select * into lead from public.lsg_leads l where l.id = dashboard_check_site_again.lead_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  key_ := private.site_check_key(lead.website);
  if key_ is null or key_ = '' or not private.is_valid_website(lead.website) then
    raise exception using errcode = '22023', message = 'This lead gave no website.';
  end if;
  select * into latest from private.site_checks c where c.site_key = key_ order by c.queued_at desc limit 1;
  if found and latest.state = 'pending' then
    if lead.site_check_id is distinct from latest.id then
      update public.lsg_leads l set site_check_id = latest.id, site_check_state = latest.state,
                                    site_check_score = latest.score, site_check_indexable = latest.indexable
       where l.id = lead.id;
    end if;
    return private.site_check_json(latest.id);
  end if;
  again_at := case when found and not latest.over_cap then private.site_check_again_at(latest.checked_at) end;
  if again_at is not null then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This site was checked within the last hour; it can be checked again at %s PT.',
                                  pg_catalog.ltrim(pg_catalog.to_char(again_at at time zone private.office_time_zone(), 'HH12:MI AM'), '0'));
  end if;
  if not private.take_site_check_slot() then
    raise exception using errcode = 'P0001', message = 'Today''s site checks are used up; checks start again tomorrow.';
  end if;
  insert into private.site_checks (site_key, url, day, origin, queued_at, next_attempt_at)
    values (key_, lead.website, private.site_check_day(private.clock_now()), 'staff', private.clock_now(), private.clock_now())
    returning id into fresh;
  -- The lead, and every lead that shared its check, now read the new one; the old is deleted once no lead links to it.
  update public.lsg_leads l
     set site_check_id = fresh, site_check_state = 'pending', site_check_score = null, site_check_indexable = null
   where l.id = lead.id or (lead.site_check_id is not null and l.site_check_id = lead.site_check_id);
  return private.site_check_json(fresh);
end;
$$;

COMMENT ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) IS 'Staff "check again" (anon, service_role; session checked first): queues a fresh check of the lead''s site within the day''s cap and answers its site_check object (state pending); a check already running is answered as it is. Refuses in words staff can read: P0001 when the site was checked within the last hour (with the time it may be again) or the day''s checks are used up, 22023 for a lead with no website, PT404 for no lead (decision 0080).';

REVOKE ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) TO anon;

CREATE TABLE private.site_check_settings (
    id boolean DEFAULT true NOT NULL,
    email_wait_seconds integer DEFAULT 5 NOT NULL,
    booking_wait_seconds integer DEFAULT 600 NOT NULL,
    CONSTRAINT site_check_settings_id_check CHECK (id),
    CONSTRAINT site_check_settings_email_wait_range CHECK (((email_wait_seconds >= 0) AND (email_wait_seconds <= 30))),
    CONSTRAINT site_check_settings_booking_wait_range CHECK (((booking_wait_seconds >= 0) AND (booking_wait_seconds <= 3600)))
);

ALTER TABLE ONLY private.site_check_settings
    ADD CONSTRAINT site_check_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.site_check_settings IS 'One row: how long the agency''s e-mails wait for a lead''s site check (decision 0080). The daily cap of checks is a write limit (private.write_limits, site_check_day). The local test stack sets both waits to 0 unless a test asks (supabase/local/write-limits.ts).';

COMMENT ON COLUMN private.site_check_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.site_check_settings.email_wait_seconds IS 'How long a new or completed lead''s e-mail to the agency waits for its pending check before it goes without the line (0 to 30 s; 5).';

COMMENT ON COLUMN private.site_check_settings.booking_wait_seconds IS 'How long the agency''s e-mail of a booking more than an hour away may wait for its pending check (0 to 3,600 s; 600): a check that has not finished by then means its checker is down, and the e-mail goes without it.';

REVOKE ALL ON TABLE private.site_check_settings FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.site_checks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    site_key text NOT NULL,
    url text NOT NULL,
    day date NOT NULL,
    origin text DEFAULT 'lead'::text NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone,
    claimed_until timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    over_cap boolean DEFAULT false NOT NULL,
    score integer,
    indexable boolean,
    title text,
    first_action text,
    findings jsonb,
    failure text,
    checked_at timestamp with time zone,
    CONSTRAINT site_checks_origin_known CHECK ((origin = ANY (ARRAY['lead'::text, 'staff'::text]))),
    CONSTRAINT site_checks_state_known CHECK ((state = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text]))),
    CONSTRAINT site_checks_score_range CHECK (((score >= 0) AND (score <= 100))),
    CONSTRAINT site_checks_findings_shape CHECK (((findings IS NULL) OR ((jsonb_typeof(findings) = 'array'::text) AND (jsonb_array_length(findings) <= 3)))),
    CONSTRAINT site_checks_outcome_shape CHECK ((((state = 'done'::text) = ((score IS NOT NULL) AND (indexable IS NOT NULL))) AND ((state = 'failed'::text) = (failure IS NOT NULL)) AND ((state = 'pending'::text) = (checked_at IS NULL)) AND ((NOT over_cap) OR (state = 'failed'::text)))),
    CONSTRAINT site_checks_text_length CHECK (((char_length(url) <= 2048) AND (char_length(site_key) <= 2048) AND (COALESCE(char_length(title), 0) <= 300) AND (COALESCE(char_length(first_action), 0) <= 500) AND (COALESCE(char_length(failure), 0) <= 300)))
);

ALTER TABLE ONLY private.site_checks
    ADD CONSTRAINT site_checks_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX site_checks_one_per_day ON private.site_checks USING btree (site_key, day) WHERE (origin = 'lead'::text);

CREATE INDEX site_checks_site_idx ON private.site_checks USING btree (site_key, queued_at DESC);

CREATE INDEX site_checks_due_idx ON private.site_checks USING btree (next_attempt_at) WHERE (state = 'pending'::text);

COMMENT ON TABLE private.site_checks IS 'One page check of a site that leads named (issue 64, decision 0080), and its own queue: queued pending by the lead''s insert (private.link_site_check), at most one per site per Los Angeles day whoever names it (site_checks_one_per_day) plus staff re-checks, claimed by check-lead-sites under a lease and recorded done with the result or failed with what happened. Deleted when no lead links to it any more.';

COMMENT ON COLUMN private.site_checks.site_key IS 'The page, as private.site_check_key reads a website: host and path without scheme, default port or trailing slash. Leads naming the same key on the same day share the check.';

COMMENT ON COLUMN private.site_checks.url IS 'The address fetched: the website of the first lead that named the page that day.';

COMMENT ON COLUMN private.site_checks.day IS 'The Los Angeles day the check was queued: the "once a day" and the daily cap count it.';

COMMENT ON COLUMN private.site_checks.origin IS 'lead (queued by a lead''s insert, one per site and day) or staff (a "check again", within the hour''s spacing and the day''s cap).';

COMMENT ON COLUMN private.site_checks.state IS 'pending (queued or being fetched), done (score and findings stored) or failed (failure says why, in words).';

COMMENT ON COLUMN private.site_checks.queued_at IS 'When the check was queued, on the database''s clock (private.clock_now): the bench measures from a lead''s insert to checked_at.';

COMMENT ON COLUMN private.site_checks.next_attempt_at IS 'Not before this instant: a pending check is due from it (at once when queued).';

COMMENT ON COLUMN private.site_checks.claimed_until IS 'The lease of the run that claimed the check: others skip it until then; a run that dies leaves it to be tried again, three tries at most.';

COMMENT ON COLUMN private.site_checks.attempts IS 'Claims so far; a check claimed three times without finishing is recorded failed.';

COMMENT ON COLUMN private.site_checks.over_cap IS 'True for a check stored failed at once because the day''s cap was used up: nothing was fetched, and it does not stop staff checking again once the cap allows.';

COMMENT ON COLUMN private.site_checks.score IS 'The page score (0 to 100) of the SEO tool''s rules (page-score.ts), when done.';

COMMENT ON COLUMN private.site_checks.indexable IS 'Whether Google may index the page (no noindex in the page, its headers or robots.txt, and a working canonical), when done.';

COMMENT ON COLUMN private.site_checks.title IS 'The page''s title as fetched, at most 300 characters; null when it has none.';

COMMENT ON COLUMN private.site_checks.first_action IS 'The SEO tool''s top recommendation for the page, the "first fix" of the staff e-mail and lead view; null when the page loses no points.';

COMMENT ON COLUMN private.site_checks.findings IS 'The three most important findings, most points lost first: [{rule_id, title, detail, source_title, source_url}], each citing the rule''s source (seo-rules/rules.ts).';

COMMENT ON COLUMN private.site_checks.failure IS 'What happened when the page could not be checked, in plain words ("The site did not answer in 10 s."), never a score.';

COMMENT ON COLUMN private.site_checks.checked_at IS 'When the check finished (done or failed); null while pending.';

REVOKE ALL ON TABLE private.site_checks FROM PUBLIC, anon, authenticated, service_role;

CREATE TRIGGER site_checks_wake_checker AFTER INSERT ON private.site_checks REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION private.wake_site_checker();

COMMENT ON TRIGGER site_checks_wake_checker ON private.site_checks IS 'Wakes check-lead-sites when a pending check is queued: on hosted Supabase a net.http_post after the commit; locally the gateway does it, and the minute job runs whatever a wake-up missed (decision 0080).';

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_site_check_id_fkey FOREIGN KEY (site_check_id) REFERENCES private.site_checks(id) ON DELETE SET NULL;

CREATE TRIGGER lsg_leads_website_check BEFORE INSERT OR UPDATE OF website, lead_type ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.link_site_check();

COMMENT ON TRIGGER lsg_leads_website_check ON public.lsg_leads IS 'Runs after lsg_leads_validate (name order), on the website as stored: links the lead to its site''s check of the day, queuing one within the daily cap, and copies the check''s list fields onto the lead (decision 0080).';

insert into private.site_check_settings default values;

-- The checker's sweeper: every minute, whatever a wake-up missed and the checks whose worker died.
select private.schedule_edge_function('check-lead-sites', '* * * * *', 'check-lead-sites', 60000);
