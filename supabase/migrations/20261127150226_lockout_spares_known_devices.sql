-- A lockout that spares known devices (docs/decisions/0055-lockout-spares-known-devices.md, issue 52
-- item 3). Before: five wrong passwords from one address locked it for 15 minutes, the right password
-- included, and an office shares one address, so one colleague's typos locked the whole office out.
-- Now a browser that has logged in is a known device:
--   - at a successful login the database issues the browser a device marker (dashboard_remember_device,
--     once per session, within 10 minutes of the login): 256 random bits it keeps only as a SHA-256
--     hash, valid for 90 days (known_device_days); each later login with it replaces it with a new one;
--   - a login sent with a live marker is judged by that device's own record, not by the address's:
--     the address's lockout and the hourly cap do not refuse it, and its wrong passwords are limited
--     per device (5 per 15 minutes, one check at a time per device), do not count against the address,
--     and are forgiven only by a right password from the same device;
--   - a marker the database did not issue, or one that expired or was replaced, counts as none: the
--     login is an unknown device's, under the address's rules of 0009, 0026 and 0046, which are unchanged;
--   - a new dashboard password forgets every device.

alter table private.dashboard_login_limits
  add column known_device_days integer not null default 90 check (known_device_days > 0);
comment on column private.dashboard_login_limits.known_device_days is
  'Days a device marker counts after the login that issued it (decision 0055).';

-- Devices staff have logged in from: only the hash of each marker, and when it stops counting.
create table private.dashboard_known_devices (
  marker_hash bytea primary key,
  issued_at timestamptz not null,
  expires_at timestamptz not null
);
create index dashboard_known_devices_expires_at_idx on private.dashboard_known_devices (expires_at);

-- A wrong password sent with a live marker is the device's, not the address's (null: the address's).
alter table private.dashboard_login_attempts add column device_hash bytea;
create index dashboard_login_attempts_device_idx on private.dashboard_login_attempts (device_hash, succeeded, attempted_at)
  where device_hash is not null;

-- The marker a session logged in with (replaced when it is issued a new one), and whether it has
-- been issued one: at most once per session.
alter table private.dashboard_sessions
  add column device_hash bytea,
  add column device_issued_at timestamptz;

-- The hash of a live marker the database issued, or null for anything else (none, forged, expired,
-- replaced, or not the shape it issues).
create function private.dashboard_known_device(device_marker text) returns bytea
language sql stable set search_path = '' as $$
  select d.marker_hash
    from private.dashboard_known_devices d
   where device_marker ~ '^[0-9a-f]{64}$'
     and d.marker_hash = extensions.digest(device_marker, 'sha256')
     and d.expires_at > private.clock_now();
$$;

-- Until when a known device may not log in (its own 5 failures within 15 minutes), or null.
create function private.dashboard_device_locked_until(device bytea) returns timestamptz
language plpgsql stable set search_path = '' as $$
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

-- The tries a known device has left before it is locked.
create function private.dashboard_device_attempts_left(device bytea) returns integer
language sql stable set search_path = '' as $$
  select greatest(0, l.failures_per_address - (
           select count(*)::integer from private.dashboard_login_attempts a
            where a.device_hash = device and not a.succeeded
              and a.attempted_at > private.clock_now() - l.address_window))
    from private.dashboard_login_limits l;
$$;

-- The address's lock, as in 0009 and 0026, counting only the failures sent without a live marker.
create or replace function private.dashboard_locked_until() returns timestamptz
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

-- The tries this address has left, counting only the failures sent without a live marker.
create or replace function public.dashboard_login_attempts_left() returns integer
language sql stable security definer set search_path = '' as $$
  select greatest(0, l.failures_per_address - (
           select count(*)::integer from private.dashboard_login_attempts a
            where a.address = private.request_address() and a.device_hash is null and not a.succeeded
              and a.attempted_at > private.clock_now() - l.address_window))
    from private.dashboard_login_limits l;
$$;

-- What a known device is told after a refusal: until when it is locked (or null) and the tries it
-- has left. Null when the marker is not a live one: the address's answers apply.
create function public.dashboard_device_login_status(device_marker text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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

-- Checks the password; on success returns a new session token, signed with the staff member's
-- name, otherwise null. With a live device marker the check is that device's: one at a time per
-- device, refused while the device has 5 failures within 15 minutes, its failures its own, never
-- refused by the address's lock or the hourly cap. Without one (or with one that does not count) it
-- is the address's, as in 0046: one at a time per address, refused while the address is locked,
-- the right password included. Refused checks are not counted; a check that cannot run at once
-- raises dashboard_login_busy instead of waiting.
drop function public.validate_dashboard_password(text, text);
create function public.validate_dashboard_password(input_password text, staff_name text default null, device_marker text default null) returns text
language plpgsql security definer set search_path = '' set lock_timeout = '2s' as $$
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

-- Issues this browser a device marker for the session it has just logged in with: once per session,
-- within 10 minutes of the login, so a session token cannot be turned into many markers (each would
-- have tries of its own). The marker the session logged in with, if any, stops counting. Null when
-- the session has had its marker or the login is older; 28000 for a session that is not live.
create function public.dashboard_remember_device(session_token text) returns text
language plpgsql security definer set search_path = '' as $$
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

-- A new password ends every session (0003) and now also every device vouched for by the old one.
create or replace function private.set_dashboard_password(new_password text) returns void
language plpgsql set search_path = '' as $$
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

revoke all on table private.dashboard_known_devices from public, anon, authenticated;
revoke all on function private.dashboard_known_device(text), private.dashboard_device_locked_until(bytea),
  private.dashboard_device_attempts_left(bytea) from public, anon, authenticated;
revoke all on function public.validate_dashboard_password(text, text, text), public.dashboard_device_login_status(text),
  public.dashboard_remember_device(text) from public, anon, authenticated;
grant execute on function public.validate_dashboard_password(text, text, text), public.dashboard_device_login_status(text),
  public.dashboard_remember_device(text) to anon, service_role;
