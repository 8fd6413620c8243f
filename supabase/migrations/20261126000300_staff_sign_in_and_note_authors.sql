-- Staff sign-in and note authorship (docs/decisions/0026-staff-sign-in-and-authorship.md, which
-- amends 0009 and 0011):
-- 1. Login throttling that holds under concurrency. Each address's check and record run under an
--    advisory lock on that address, so a burst of parallel guesses from one address has exactly
--    the limit evaluated (a burst of 100 had 13 or 14 on a Postgres server before). A successful
--    login clears that address's failures and makes it a known address for 30 days.
-- 2. The global ceiling caps guessing instead of refusing staff who made a typo: at most 100 wrong
--    passwords an hour are evaluated across every address; past that, guesses from addresses that
--    have not logged in within 30 days are refused unevaluated until the hour has passed. Known
--    addresses keep their own 5 tries per 15 minutes whatever happens elsewhere.
-- 3. Only the session that wrote a note may edit or delete it (HTTP 403, without the author's
--    name). Notes written before this migration belong to no session and stay as they are.
-- 4. Staff names are checked by one rule, the same as the login form's
--    (src/features/dashboard/lib/staff-name.ts): no blank names, no control or text-direction
--    characters, 2 to 80 characters, and not a name the dashboard uses itself (Staff, Visitor,
--    System). Sessions without a name are ended; every change is signed by a name.

-- 1 and 2: the throttle.

alter table private.dashboard_login_limits
  add column known_address_days integer not null default 30 check (known_address_days > 0);
comment on column private.dashboard_login_limits.failures_everywhere_per_hour is
  'Wrong passwords evaluated per hour across all addresses; past it, only known addresses are evaluated (decision 0026).';

-- Addresses staff have logged in from: the global cap never refuses them.
create table private.dashboard_known_addresses (
  address text primary key,
  last_login_at timestamptz not null
);
revoke all on table private.dashboard_known_addresses from public, anon, authenticated;

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

-- 4: the staff name rule. The same checks, in the same order and with the same words, as
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

-- Sessions get an id of their own, which signs the notes they write (the token's hash stays the
-- key only the token's holder can find).
alter table private.dashboard_sessions add column id uuid not null default gen_random_uuid();
alter table private.dashboard_sessions add constraint dashboard_sessions_id_key unique (id);
-- Sessions without a name signed as "Staff", which anyone could be: they end now.
update private.dashboard_sessions set revoked_at = pg_catalog.now() where staff_name is null and revoked_at is null;

create or replace function public.validate_dashboard_password(input_password text, staff_name text default null) returns text
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

-- 3: note authorship.

-- The live session of a token, or the same error as require_dashboard_session. It also notes the
-- session's id for the rest of the request, so note_json can say which notes are the caller's.
create or replace function private.require_dashboard_session(session_token text) returns timestamptz
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

create or replace function private.session_staff_name(session_token text) returns text
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

alter table private.lead_notes add column author_session uuid;
comment on column private.lead_notes.author_session is
  'The dashboard session that wrote the note (dashboard_sessions.id): only it may edit or delete the note. Null for notes written before decision 0026.';

-- A note as the dashboard shows it; `mine`: written by the session this request was checked with.
create or replace function private.note_json(note private.lead_notes) returns jsonb
language sql stable set search_path = '' as $$
  select pg_catalog.jsonb_build_object('id', note.id, 'created_at', note.created_at, 'updated_at', note.updated_at,
    'author', note.author, 'body', note.body,
    'mine', coalesce(note.author_session = private.current_dashboard_session_id(), false));
$$;

create or replace function public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) returns jsonb
language plpgsql security definer set search_path = '' as $$
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

-- The note to change, locked, if this request's session wrote it; PT404 if it is gone, PT403
-- (HTTP 403) if another session wrote it. The message names nobody.
create function private.own_note_for_update(session_token text, note_id uuid, action text) returns private.lead_notes
language plpgsql volatile set search_path = '' as $$
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

create or replace function public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  note private.lead_notes := private.own_note_for_update(session_token, note_id, 'edit');
begin
  update private.lead_notes n set body = private.clean_note(dashboard_edit_lead_note.body), updated_at = private.clock_now()
   where n.id = note.id returning * into note;
  return private.note_json(note);
end;
$$;

create or replace function public.dashboard_delete_lead_note(session_token text, note_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
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

revoke all on function private.dashboard_address_is_known(text), private.lock_login_checks(text, boolean),
  private.staff_name_problem(text), private.checked_staff_name(text), private.current_dashboard_session_id(),
  private.own_note_for_update(text, uuid, text) from public, anon, authenticated;
