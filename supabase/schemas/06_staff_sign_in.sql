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
