-- The database's clock, what it knows of the API request it serves (role, caller's address,
-- honeypot header), and the limits on anonymous writes (docs/decisions/0008-limits-in-the-database.md):
-- table inserts, the lead procedures and the edge functions' own calls all take a slot from one
-- per-address bucket, so no write path can skip them.

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
  hits_ integer;
begin
  select * into limits from private.write_limits l where l.scope = take_write_slot.scope;
  if not found then
    raise exception 'Unknown write limit scope: %', take_write_slot.scope;
  end if;
  insert into private.rate_buckets as b (scope, address, window_start, hits)
  values (take_write_slot.scope, take_write_slot.address, now_, 1)
  on conflict on constraint rate_buckets_pkey do update
    set hits = case when b.window_start <= now_ - pg_catalog.make_interval(secs => limits.window_seconds) then 1 else b.hits + 1 end,
        window_start = case when b.window_start <= now_ - pg_catalog.make_interval(secs => limits.window_seconds) then now_ else b.window_start end
  returning b.hits into hits_;
  if hits_ = 1 then
    delete from private.rate_buckets stale
     where stale.ctid in (
       select old.ctid from private.rate_buckets old
        where old.window_start < now_ - pg_catalog.make_interval(secs => (select max(l.window_seconds) from private.write_limits l))
        limit 500
        for update skip locked);
  end if;
  if hits_ > limits.max_writes then
    raise exception using errcode = 'PT429', hint = 'rate_limited',
      message = 'Too many submissions from your network. Please wait a few minutes and try again.';
  end if;
end;
$$;

COMMENT ON FUNCTION private.take_write_slot(scope text, address text) IS 'Counts one write for an address in a scope of private.write_limits, or refuses it with HTTP 429 (PT429, hint rate_limited) past the limit; the upsert locks the bucket row so concurrent calls queue and exactly the limit passes, and a refused call rolls its count back (decision 0008). Security definer over the private buckets; each new window also clears up to 500 long-expired buckets.';

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

COMMENT ON COLUMN private.rate_buckets.address IS 'The caller''s address as private.request_address() reads it (decision 0007), or the one an edge function''s gateway vouched for; unknown outside an API request.';

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

CREATE TABLE private.write_limits (
    scope text NOT NULL,
    max_writes integer NOT NULL,
    window_seconds integer NOT NULL,
    CONSTRAINT write_limits_max_writes_check CHECK ((max_writes > 0)),
    CONSTRAINT write_limits_window_seconds_check CHECK (((window_seconds >= 1) AND (window_seconds <= 86400)))
);

ALTER TABLE ONLY private.write_limits
    ADD CONSTRAINT write_limits_pkey PRIMARY KEY (scope);

COMMENT ON TABLE private.write_limits IS 'How many anonymous writes one address may make per window, by kind of write. Enforced in the database, so direct inserts, the lead calls and the edge functions all count and no door skips the limit (decision 0008). Change a row to change a limit; the test stack raises them, since every test browser shares 127.0.0.1.';

COMMENT ON COLUMN private.write_limits.scope IS 'The kind of write: lead_write (table inserts and the lead calls, about five form submissions), page_check (analyze-page, which fetches a page from the internet), report_unsubscribe, report_confirm, booking_cancel.';

COMMENT ON COLUMN private.write_limits.max_writes IS 'Writes allowed per window; the next one is refused with HTTP 429 (SQLSTATE PT429).';

COMMENT ON COLUMN private.write_limits.window_seconds IS 'Length of a window in seconds (1 to 86,400); a bucket''s window starts at its first write after the previous window ended.';

insert into private.clock_settings default values;
insert into private.request_settings default values;
insert into private.write_limits (scope, max_writes, window_seconds) values
  ('lead_write', 20, 600),         -- table inserts and the lead procedures: about five form submissions
  ('page_check', 20, 60),          -- calls of analyze-page (each fetches a page from the internet)
  ('report_unsubscribe', 30, 60),  -- calls of weekly-report-unsubscribe
  ('report_confirm', 30, 60),      -- calls of weekly-report-confirm
  ('booking_cancel', 30, 60);      -- cancel_consultation, whose token is guessed at no other cost
