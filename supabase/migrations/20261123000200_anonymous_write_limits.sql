-- Limits on every anonymous write path, kept by the database so no path can skip them
-- (docs/decisions/0008-limits-in-the-database.md): direct inserts into lsg_leads and leads, the
-- lead procedures, and the handle-lead-submission function all count against per-address buckets.

-- How many writes one address may make per window, by kind of write. Change a row to change a
-- limit; the test stack raises them, since every test browser shares 127.0.0.1.
create table private.write_limits (
  scope text primary key,
  max_writes integer not null check (max_writes > 0),
  window_seconds integer not null check (window_seconds between 1 and 86400)
);
insert into private.write_limits (scope, max_writes, window_seconds) values
  ('lead_write', 20, 600),   -- table inserts and the lead procedures: about five form submissions
  ('lead_function', 10, 60), -- calls of handle-lead-submission
  ('page_check', 20, 60);    -- calls of analyze-page (each fetches a page from the internet)

-- Which request header carries the caller's address as the platform vouches for it. Hosted
-- Supabase's gateway sets X-Real-IP; the local gateway overwrites it with the socket's address.
create table private.request_settings (
  id boolean primary key default true check (id),
  client_address_header text not null default 'x-real-ip'
);
insert into private.request_settings default values;

-- One row per scope and address: the start of its current window and the writes in it.
create table private.rate_buckets (
  scope text not null,
  address text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (scope, address)
);
create index rate_buckets_window_start_idx on private.rate_buckets (window_start);

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

-- Before every insert into the lead tables: a honeypot write is dropped without a word (the bot
-- sees success), any other anonymous insert takes a slot. Named to run before the validation trigger.
create function private.guard_lead_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.count_anonymous_write() then
    return null;
  end if;
  return new;
end;
$$;

create trigger lsg_leads_0_guard before insert on public.lsg_leads
  for each row execute function private.guard_lead_insert();
create trigger leads_0_guard before insert on public.leads
  for each row execute function private.guard_lead_insert();

-- The edge functions count their calls in the same buckets, by the address their gateway vouched for.
create function public.take_function_slot(scope text, client_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if scope not in ('lead_function', 'page_check') then
    raise exception using errcode = '22023', message = format('Not a function limit: %s.', scope);
  end if;
  perform private.take_write_slot(scope, coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
end;
$$;

-- The functions' old, separate limiter: it counted without a lock and never purged.
drop function public.consume_rate_limit(text, integer, integer);
drop table private.rate_limit_events;

revoke all on table private.write_limits, private.request_settings, private.rate_buckets from public, anon, authenticated;
revoke all on function private.request_header(text), private.request_address(), private.request_role(), private.request_is_honeypot(),
  private.take_write_slot(text, text), private.count_anonymous_write(), private.guard_lead_insert() from public;
revoke all on function public.take_function_slot(text, text) from public, anon, authenticated;
grant execute on function public.take_function_slot(text, text) to service_role;
