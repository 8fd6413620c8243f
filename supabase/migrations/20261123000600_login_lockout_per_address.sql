-- Dashboard logins locked per address, not for everyone (docs/decisions/0009-login-lockout.md):
-- five failures in 15 minutes from one address lock that address for 15 minutes; across all
-- addresses, past 100 failures in an hour, only addresses that have failed themselves are refused.
-- A stranger guessing can no longer keep the staff out. The address is the one the lead limits
-- trust (docs/decisions/0007-trusted-client-address.md).

alter table private.dashboard_login_attempts add column address text not null default 'unknown';
create index dashboard_login_attempts_address_idx on private.dashboard_login_attempts (address, succeeded, attempted_at);

create table private.dashboard_login_limits (
  id boolean primary key default true check (id),
  failures_per_address integer not null default 5 check (failures_per_address > 0),
  address_window interval not null default interval '15 minutes',
  failures_everywhere_per_hour integer not null default 100 check (failures_everywhere_per_hour > 0)
);
insert into private.dashboard_login_limits default values;

-- Until when this caller's address may not log in, or null. Two reasons: its own failures, or a
-- flood of failures everywhere while this address has failed too (then until the hour has passed).
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
           where a.address = caller and not a.succeeded and a.attempted_at > now_at - limits.address_window
           order by a.attempted_at desc
           limit limits.failures_per_address) as last_failures;
  if own is not null then
    return own;
  end if;
  if (select count(*) from private.dashboard_login_attempts a
       where not a.succeeded and a.attempted_at > now_at - interval '1 hour') >= limits.failures_everywhere_per_hour then
    select max(a.attempted_at) + interval '1 hour' into everywhere
      from private.dashboard_login_attempts a
     where a.address = caller and not a.succeeded and a.attempted_at > now_at - interval '1 hour';
  end if;
  return everywhere;
end;
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

create or replace function public.validate_dashboard_password(input_password text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  stored_hash text;
  token text;
  caller text := private.request_address();
  now_at timestamptz := private.clock_now();
begin
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  select password_hash into stored_hash from private.dashboard_settings;
  if stored_hash is null or input_password is null or extensions.crypt(input_password, stored_hash) <> stored_hash then
    insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, false, caller);
    return null;
  end if;
  insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, true, caller);
  -- Attempts older than a day decide nothing any more.
  delete from private.dashboard_login_attempts a where a.attempted_at < now_at - interval '1 day';
  token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_sessions (token_hash, created_at, expires_at)
    values (extensions.digest(token, 'sha256'), now_at, now_at + interval '24 hours');
  return token;
end;
$$;

revoke all on table private.dashboard_login_limits from public, anon, authenticated;
revoke all on function public.dashboard_login_attempts_left() from public, anon, authenticated;
grant execute on function public.dashboard_login_attempts_left() to anon, service_role;
