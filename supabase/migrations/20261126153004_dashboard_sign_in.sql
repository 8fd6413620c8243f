-- Staff sign-in to the dashboard: one shared password (bcrypt hash only), 24-hour session tokens
-- (only their SHA-256 is stored), each session signed with the staff member's name, and a login
-- throttle that holds under concurrency (docs/decisions/0009-login-lockout.md, amended by
-- docs/decisions/0026-staff-sign-in-and-authorship.md):
--   - five failures in 15 minutes from one address lock that address for 15 minutes; each
--     address's check and record run under an advisory lock on that address, so a burst of
--     parallel guesses has exactly the limit evaluated;
--   - at most 100 wrong passwords an hour are evaluated across every address; past that, guesses
--     from addresses staff have not logged in from within 30 days are refused unevaluated until the
--     hour has passed. Known addresses keep their own 5 tries per 15 minutes whatever happens
--     elsewhere, so a stranger guessing cannot keep the staff out. The address is the one the
--     write limits trust (docs/decisions/0007-trusted-client-address.md).
-- Every dashboard function checks its session token with private.require_dashboard_session.

create table private.dashboard_settings (
  id boolean primary key default true check (id),
  password_hash text not null,
  updated_at timestamptz not null default now()
);

-- Sessions have an id of their own, which signs the notes they write (the token's hash stays the
-- key only the token's holder can find).
create table private.dashboard_sessions (
  token_hash bytea primary key,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  staff_name text,
  id uuid not null default gen_random_uuid(),
  constraint dashboard_sessions_id_key unique (id)
);
create index dashboard_sessions_expires_at_idx on private.dashboard_sessions (expires_at);

create table private.dashboard_login_attempts (
  id bigint generated always as identity primary key,
  attempted_at timestamptz not null,
  succeeded boolean not null,
  address text not null default 'unknown'
);
create index dashboard_login_attempts_idx on private.dashboard_login_attempts (succeeded, attempted_at);
create index dashboard_login_attempts_address_idx on private.dashboard_login_attempts (address, succeeded, attempted_at);

create table private.dashboard_login_limits (
  id boolean primary key default true check (id),
  failures_per_address integer not null default 5 check (failures_per_address > 0),
  address_window interval not null default interval '15 minutes',
  failures_everywhere_per_hour integer not null default 100 check (failures_everywhere_per_hour > 0),
  known_address_days integer not null default 30 check (known_address_days > 0)
);
insert into private.dashboard_login_limits default values;
comment on column private.dashboard_login_limits.failures_everywhere_per_hour is
  'Wrong passwords evaluated per hour across all addresses; past it, only known addresses are evaluated (decision 0026).';

-- Addresses staff have logged in from: the global cap never refuses them.
create table private.dashboard_known_addresses (
  address text primary key,
  last_login_at timestamptz not null
);

-- Sets the shared password (seed, admin script). Only its bcrypt hash is kept.
create function private.set_dashboard_password(new_password text) returns void
language plpgsql set search_path = '' as $$
begin
  if new_password is null or char_length(new_password) < 8 then
    raise exception 'The dashboard password must be at least 8 characters.';
  end if;
  insert into private.dashboard_settings (id, password_hash, updated_at)
    values (true, extensions.crypt(new_password, extensions.gen_salt('bf', 10)), pg_catalog.now())
    on conflict (id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at;
  -- A new password ends every session made with the old one.
  update private.dashboard_sessions set revoked_at = pg_catalog.now() where revoked_at is null;
end;
$$;

-- The throttle -------------------------------------------------------------------------------------

-- Whether staff logged in from this address within the configured days.
create function private.dashboard_address_is_known(address text) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from private.dashboard_known_addresses k, private.dashboard_login_limits l
     where k.address = dashboard_address_is_known.address
       and k.last_login_at > private.clock_now() - pg_catalog.make_interval(days => l.known_address_days));
$$;

-- Until when this caller's address may not log in, or null. Two reasons: five failures of its own
-- within 15 minutes, or, for an address staff have not logged in from, the hour's cap of evaluated
-- wrong passwords everywhere (until the oldest of the last `cap` failures is an hour old).
create function private.dashboard_locked_until() returns timestamptz
language plpgsql stable set search_path = '' as $$
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
           where a.address = caller and not a.succeeded and a.attempted_at > now_at - limits.address_window
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

create function public.dashboard_lockout_status() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select private.dashboard_locked_until();
$$;

-- The tries this address has left before it is locked (shown to staff after a wrong password).
create function public.dashboard_login_attempts_left() returns integer
language sql stable security definer set search_path = '' as $$
  select greatest(0, l.failures_per_address - (
           select count(*)::integer from private.dashboard_login_attempts a
            where a.address = private.request_address() and not a.succeeded
              and a.attempted_at > private.clock_now() - l.address_window))
    from private.dashboard_login_limits l;
$$;

-- Advisory lock keys: one per address (hashed; two addresses sharing a hash only wait for each
-- other), and one for the hourly cap, taken by addresses that are not known.
create function private.lock_login_checks(address text, known boolean) returns void
language plpgsql volatile set search_path = '' as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(260090, pg_catalog.hashtext(address));
  if not known then
    perform pg_catalog.pg_advisory_xact_lock(260091, 0);
  end if;
end;
$$;

-- Staff names ------------------------------------------------------------------------------------------

-- The staff name rule: the same checks, in the same order and with the same words, as
-- staffNameProblem() in src/features/dashboard/lib/staff-name.ts; tests/integration/staff-names.test.ts
-- runs the same names through both. (A NUL or half a surrogate pair never gets here: the database
-- cannot hold it as text, and the browser refuses it with the shared unstorable-text message.)
create function private.staff_name_problem(staff_name text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  trimmed text := private.trim_space(coalesce(staff_name, ''));
  -- What is left to see: no white space, no zero-width characters.
  skeleton text := pg_catalog.regexp_replace(trimmed,
    '[ \t\n\v\f\r\u00A0\u00AD\u1680\u180E\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]', '', 'g');
  reserved text;
begin
  if trimmed ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]' then
    return 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if skeleton = '' then
    return 'Please enter your name.';
  end if;
  if pg_catalog.char_length(trimmed) not between 2 and 80 then
    return 'Your name must be between 2 and 80 characters.';
  end if;
  reserved := case pg_catalog.translate(skeleton, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
                when 'staff' then 'Staff' when 'visitor' then 'Visitor' when 'system' then 'System' end;
  if reserved is not null then
    return format('"%s" is a name the dashboard uses for its own entries. Please enter your own name.', reserved);
  end if;
  return null;
end;
$$;

-- The trimmed name, or a 22023 error with the rule's message (hint 'staff_name': the login form
-- shows it on the name field).
create function private.checked_staff_name(staff_name text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  problem text := private.staff_name_problem(staff_name);
begin
  if problem is not null then
    raise exception using errcode = '22023', message = problem, hint = 'staff_name';
  end if;
  return private.trim_space(staff_name);
end;
$$;

-- Sessions -------------------------------------------------------------------------------------------------

-- Checks the password; on success returns a new session token, signed with the staff member's
-- name, otherwise null. While this address is locked every attempt is refused, the right password
-- included, and is not counted.
create function public.validate_dashboard_password(input_password text, staff_name text default null) returns text
language plpgsql security definer set search_path = '' as $$
declare
  stored_hash text;
  token text;
  caller text := private.request_address();
  signed text := private.checked_staff_name(staff_name);
  known boolean;
  now_at timestamptz;
begin
  -- One check at a time per address (and, for unknown addresses, one at a time under the cap):
  -- the next one in line sees the failure this one records.
  known := private.dashboard_address_is_known(caller);
  perform private.lock_login_checks(caller, known);
  now_at := private.clock_now();
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  select password_hash into stored_hash from private.dashboard_settings;
  if stored_hash is null or input_password is null or extensions.crypt(input_password, stored_hash) <> stored_hash then
    insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, false, caller);
    return null;
  end if;
  -- The right password from here: this address's earlier typos are forgiven, and it is known.
  delete from private.dashboard_login_attempts a where a.address = caller and not a.succeeded;
  insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, true, caller);
  insert into private.dashboard_known_addresses (address, last_login_at) values (caller, now_at)
    on conflict (address) do update set last_login_at = excluded.last_login_at;
  delete from private.dashboard_login_attempts a where a.attempted_at < now_at - interval '1 day';
  delete from private.dashboard_known_addresses k
   where k.last_login_at < now_at - pg_catalog.make_interval(days => (select l.known_address_days from private.dashboard_login_limits l));
  token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_sessions (token_hash, created_at, expires_at, staff_name)
    values (extensions.digest(token, 'sha256'), now_at, now_at + interval '24 hours', signed);
  return token;
end;
$$;

-- Raises (SQLSTATE 28000, HTTP 403) unless the token is a live session; returns its expiry. It also
-- notes the session's id for the rest of the request, so note_json can say which notes are the caller's.
create function private.require_dashboard_session(session_token text) returns timestamptz
language plpgsql stable set search_path = '' as $$
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

-- The id of the session this request was checked with (set by require_dashboard_session), or null.
create function private.current_dashboard_session_id() returns uuid
language sql stable set search_path = '' as $$
  select nullif(pg_catalog.current_setting('lsg.dashboard_session_id', true), '')::uuid;
$$;

-- The name signed on changes made with this session; raises like require_dashboard_session.
create function private.session_staff_name(session_token text) returns text
language plpgsql stable set search_path = '' as $$
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

create function public.dashboard_check_session(session_token text) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select private.require_dashboard_session(session_token);
$$;

create function public.dashboard_logout(session_token text) returns void
language sql security definer set search_path = '' as $$
  update private.dashboard_sessions set revoked_at = pg_catalog.now()
   where token_hash = extensions.digest(coalesce(session_token, ''), 'sha256') and revoked_at is null;
$$;

revoke all on table private.dashboard_settings, private.dashboard_sessions, private.dashboard_login_attempts,
  private.dashboard_login_limits, private.dashboard_known_addresses from public, anon, authenticated;
revoke all on function private.set_dashboard_password(text), private.dashboard_address_is_known(text),
  private.dashboard_locked_until(), private.lock_login_checks(text, boolean), private.staff_name_problem(text),
  private.checked_staff_name(text), private.require_dashboard_session(text), private.current_dashboard_session_id(),
  private.session_staff_name(text) from public, anon, authenticated;
revoke all on function public.dashboard_lockout_status(), public.dashboard_login_attempts_left(),
  public.validate_dashboard_password(text, text), public.dashboard_check_session(text), public.dashboard_logout(text)
  from public, anon, authenticated;
grant execute on function public.dashboard_lockout_status(), public.dashboard_login_attempts_left(),
  public.validate_dashboard_password(text, text), public.dashboard_check_session(text), public.dashboard_logout(text)
  to anon, service_role;
