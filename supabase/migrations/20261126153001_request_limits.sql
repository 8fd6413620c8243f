-- The ground every other migration stands on: the extensions, the private schema, the database's
-- clock, what it knows about the API request it serves (role, caller's address, honeypot header),
-- and the limits on anonymous writes (docs/decisions/0008-limits-in-the-database.md): direct
-- inserts into the lead tables, the lead procedures and the edge functions' own calls all count
-- against per-address buckets, so no write path can skip them.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;

-- The clock -------------------------------------------------------------------------------------

-- A clock for the rules that depend on time (session expiry, login lockout, partial-lead age).
-- The offset is always zero in production; tests move it with SQL on this table
-- (tests/integration/support/backend.ts) to check those rules without waiting.
create table private.clock_settings (
  id boolean primary key default true check (id),
  offset_seconds integer not null default 0
);
insert into private.clock_settings default values;

create function private.clock_now() returns timestamptz
language sql stable set search_path = '' as $$
  select pg_catalog.now() + pg_catalog.make_interval(secs => coalesce((select offset_seconds from private.clock_settings), 0));
$$;

-- The request --------------------------------------------------------------------------------------

-- Which request header carries the caller's address as the platform vouches for it. Hosted
-- Supabase's gateway sets X-Real-IP; the local gateway overwrites it with the socket's address.
create table private.request_settings (
  id boolean primary key default true check (id),
  client_address_header text not null default 'x-real-ip'
);
insert into private.request_settings default values;

-- One header of the current API request, or null outside one (PostgREST puts them in request.headers).
create function private.request_header(name text) returns text
language sql stable set search_path = '' as $$
  select (nullif(pg_catalog.current_setting('request.headers', true), '')::json) ->> request_header.name;
$$;

-- The caller's address: the rightmost entry of the configured header (the hop the platform's own
-- proxy added), never a value the caller chose. 'unknown' outside an API request.
create function private.request_address() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(pg_catalog.btrim(hops[pg_catalog.array_upper(hops, 1)]), ''), 'unknown')
    from (select pg_catalog.regexp_split_to_array(
                   private.request_header((select s.client_address_header from private.request_settings s)), ',') as hops) as header;
$$;

-- The role PostgREST runs this request as ('anon' for the public key), or '' outside a request.
create function private.request_role() returns text
language sql stable set search_path = '' as $$
  select coalesce((nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::json) ->> 'role', '');
$$;

-- The forms send their hidden honeypot field as this header; people never fill it, bots do.
create function private.request_is_honeypot() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(pg_catalog.btrim(private.request_header('x-lead-honeypot')), '') <> '';
$$;

-- The write limits ---------------------------------------------------------------------------------

-- How many writes one address may make per window, by kind of write. Change a row to change a
-- limit; the test stack raises them, since every test browser shares 127.0.0.1.
create table private.write_limits (
  scope text primary key,
  max_writes integer not null check (max_writes > 0),
  window_seconds integer not null check (window_seconds between 1 and 86400)
);
insert into private.write_limits (scope, max_writes, window_seconds) values
  ('lead_write', 20, 600),         -- table inserts and the lead procedures: about five form submissions
  ('page_check', 20, 60),          -- calls of analyze-page (each fetches a page from the internet)
  ('report_unsubscribe', 30, 60),  -- calls of weekly-report-unsubscribe
  ('report_confirm', 30, 60);      -- calls of weekly-report-confirm

-- One row per scope and address: the start of its current window and the writes in it.
create table private.rate_buckets (
  scope text not null,
  address text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (scope, address)
);
create index rate_buckets_window_start_idx on private.rate_buckets (window_start);

-- Counts one write for `address` in `scope`, or refuses it with HTTP 429 (SQLSTATE PT429) past the
-- limit. The upsert locks the bucket row, so concurrent calls queue on it and exactly the limit
-- passes; a refused call rolls its count back. Each new window also clears buckets whose window
-- ended long ago, so one-off addresses do not pile up.
create function private.take_write_slot(scope text, address text) returns void
language plpgsql security definer set search_path = '' as $$
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

-- Marks this transaction's write as counted, so a procedure's own inserts are not counted again.
create function private.count_anonymous_write() returns boolean
language plpgsql security definer set search_path = '' as $$
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

-- The edge functions count their calls in the same buckets, by the address their gateway vouched
-- for. (handle-lead-submission is called only with the service key, so it has no scope.)
create function public.take_function_slot(scope text, client_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if scope not in ('page_check', 'report_unsubscribe') then
    raise exception using errcode = '22023', message = format('Not a function limit: %s.', scope);
  end if;
  perform private.take_write_slot(scope, coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
end;
$$;

revoke all on table private.clock_settings, private.write_limits, private.request_settings, private.rate_buckets
  from public, anon, authenticated;
revoke all on function private.clock_now(), private.request_header(text), private.request_address(), private.request_role(),
  private.request_is_honeypot(), private.take_write_slot(text, text), private.count_anonymous_write() from public;
revoke all on function public.take_function_slot(text, text) from public, anon, authenticated;
grant execute on function public.take_function_slot(text, text) to service_role;
