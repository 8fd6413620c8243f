-- Logins never make a lead wait (docs/decisions/0046-logins-never-block-leads.md, issue 49).
-- Before: every check from an address staff had not used waited for one global advisory lock and
-- ran bcrypt inside it, and each waiting guess held one of PostgREST's 10 connections; 100 parallel
-- wrong passwords from 100 addresses left a contact form waiting 6 to 10 s or answered 504.
-- Now no login waits for a lock:
--   - one check at a time per address, as before (the next one sees the failure this one records),
--     but a second guess from an address whose check is running is answered "busy" at once;
--   - at most 3 passwords are evaluated at once server-wide: 2 slots for any address and 1 that only
--     addresses staff logged in from take, so a flood of strangers cannot keep staff out of it. A
--     guess that finds no free slot is answered "busy" at once, holding its connection a moment;
--   - the hourly cap stays exact: a guess from an address that is not known counts the failures
--     already recorded plus the evaluations running elsewhere (their slots, read from pg_locks
--     before the failures are counted) and is answered "busy" if they could reach the cap.
-- "Busy" is HTTP 429 (SQLSTATE PT429) with the hint dashboard_login_busy; nothing is counted for it.
-- The rules of 0009 and 0026 are unchanged: 5 failures per address per 15 minutes, 100 evaluated
-- wrong passwords an hour everywhere, known addresses exempt from the hourly cap.

-- A guess that cannot be checked right now: refused, uncounted, with words the login form shows.
create function private.dashboard_login_busy() returns void
language plpgsql volatile set search_path = '' as $$
begin
  raise exception using errcode = 'PT429', hint = 'dashboard_login_busy',
    message = 'Many logins are being checked right now. Please try again in a few seconds.';
end;
$$;

-- Takes one of the evaluation slots (advisory lock 260092, slot 1 to 3) for the rest of the
-- transaction, without waiting: slots 1 and 2 for any address, slot 3 only for known addresses
-- (which try it first). False when none is free.
create function private.take_login_slot(known boolean) returns boolean
language plpgsql volatile set search_path = '' as $$
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

-- How many other passwords are being evaluated in this database right now: the slots held by
-- other sessions. A slot is released only after its transaction's failure is visible, so a count of
-- the recorded failures taken after this one misses no evaluation (it may count one twice).
create function private.login_checks_in_flight() returns integer
language sql volatile set search_path = '' as $$
  select pg_catalog.count(*)::integer
    from pg_catalog.pg_locks l
   where l.locktype = 'advisory' and l.classid = 260092 and l.objsubid = 2 and l.granted
     and l.pid <> pg_catalog.pg_backend_pid()
     and l.database = (select d.oid from pg_catalog.pg_database d where d.datname = pg_catalog.current_database());
$$;

-- Checks the password; on success returns a new session token, signed with the staff member's
-- name, otherwise null. While this address is locked every attempt is refused, the right password
-- included, and is not counted. When the check cannot run at once (another from this address is
-- running, every slot is taken, or the ones running could reach the hourly cap) it raises
-- dashboard_login_busy instead of waiting.
create or replace function public.validate_dashboard_password(input_password text, staff_name text default null) returns text
language plpgsql security definer set search_path = '' set lock_timeout = '2s' as $$
declare
  stored_hash text;
  token text;
  caller text := private.request_address();
  signed text := private.checked_staff_name(staff_name);
  known boolean;
  in_flight integer;
  cap integer;
  now_at timestamptz;
begin
  known := private.dashboard_address_is_known(caller);
  -- One check at a time per address: the next one sees the failure this one records.
  if not pg_catalog.pg_try_advisory_xact_lock(260090, pg_catalog.hashtext(caller)) then
    perform private.dashboard_login_busy();
  end if;
  -- Locked guesses are answered without a slot.
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  if not private.take_login_slot(known) then
    perform private.dashboard_login_busy();
  end if;
  -- The evaluations running elsewhere first, then (a later statement, a later snapshot) the failures.
  in_flight := private.login_checks_in_flight();
  now_at := private.clock_now();
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  if not known and in_flight > 0 then
    select l.failures_everywhere_per_hour into cap from private.dashboard_login_limits l;
    if (select pg_catalog.count(*) from private.dashboard_login_attempts a
         where not a.succeeded and a.attempted_at > now_at - interval '1 hour') + in_flight >= cap then
      perform private.dashboard_login_busy();
    end if;
  end if;
  -- bcrypt, holding only this address's lock and a slot: nobody waits for either.
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

-- The blocking locks of 0026, no longer used.
drop function private.lock_login_checks(text, boolean);

revoke all on function private.dashboard_login_busy(), private.take_login_slot(boolean), private.login_checks_in_flight()
  from public, anon, authenticated;
