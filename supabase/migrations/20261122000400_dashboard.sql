-- The staff dashboard: one shared password (bcrypt hash only), throttled logins, 24-hour session
-- tokens (only their SHA-256 is stored), and token-checked functions for every read and delete.

create table private.dashboard_settings (
  id boolean primary key default true check (id),
  password_hash text not null,
  updated_at timestamptz not null default now()
);

create table private.dashboard_sessions (
  token_hash bytea primary key,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index dashboard_sessions_expires_at_idx on private.dashboard_sessions (expires_at);

create table private.dashboard_login_attempts (
  id bigint generated always as identity primary key,
  attempted_at timestamptz not null,
  succeeded boolean not null
);
create index dashboard_login_attempts_idx on private.dashboard_login_attempts (succeeded, attempted_at);

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

-- When logins are locked (5 failures within 15 minutes lock them for 15 minutes): until when; else null.
create function private.dashboard_locked_until() returns timestamptz
language sql stable set search_path = '' as $$
  select case when count(*) >= 5 then min(attempted_at) + interval '15 minutes' end
    from (
      select attempted_at from private.dashboard_login_attempts
       where not succeeded and attempted_at > private.clock_now() - interval '15 minutes'
       order by attempted_at desc
       limit 5
    ) as last_failures;
$$;

create function public.dashboard_lockout_status() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select private.dashboard_locked_until();
$$;

-- Checks the password; on success returns a new session token, otherwise null. While logins are
-- locked every attempt is refused, the right password included, and is not counted.
create function public.validate_dashboard_password(input_password text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  stored_hash text;
  token text;
  now_at timestamptz := private.clock_now();
begin
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  select password_hash into stored_hash from private.dashboard_settings;
  if stored_hash is null or input_password is null or extensions.crypt(input_password, stored_hash) <> stored_hash then
    insert into private.dashboard_login_attempts (attempted_at, succeeded) values (now_at, false);
    return null;
  end if;
  insert into private.dashboard_login_attempts (attempted_at, succeeded) values (now_at, true);
  token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_sessions (token_hash, created_at, expires_at)
    values (extensions.digest(token, 'sha256'), now_at, now_at + interval '24 hours');
  return token;
end;
$$;

-- Raises (SQLSTATE 28000, HTTP 403) unless the token is a live session; returns its expiry.
create function private.require_dashboard_session(session_token text) returns timestamptz
language plpgsql stable set search_path = '' as $$
declare
  expires timestamptz;
begin
  select s.expires_at into expires
    from private.dashboard_sessions s
   where s.token_hash = extensions.digest(coalesce(session_token, ''), 'sha256')
     and s.revoked_at is null
     and s.expires_at > private.clock_now();
  if expires is null then
    raise exception using errcode = '28000', message = 'Your session has expired. Please log in again.',
      hint = 'dashboard_session_invalid';
  end if;
  return expires;
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

-- The LIKE pattern for a dashboard search (case-insensitive substring), or null for none.
create function private.lead_search_pattern(search text) returns text
language sql immutable set search_path = '' as $$
  select case when nullif(btrim(search), '') is null then null
              else '%' || replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

create function private.lead_order_by(sort_column text, sort_direction text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  direction text := case when lower(sort_direction) = 'asc' then 'asc' else 'desc' end;
begin
  if sort_column is null or sort_column not in (
    'created_at', 'updated_at', 'lead_type', 'name', 'email', 'phone', 'website', 'message', 'service',
    'company_name', 'source_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'
  ) then
    raise exception using errcode = '22023', message = format('Leads cannot be sorted by %s.', coalesce(sort_column, 'nothing'));
  end if;
  return format('%I %s nulls last, id %s', sort_column, direction, direction);
end;
$$;

-- One page of leads for the dashboard, with the total of the filtered set:
-- {"total": 123, "rows": [...]}. Search, type filter, sort and paging all run here.
create function public.dashboard_list_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  sort_column text default 'created_at',
  sort_direction text default 'desc',
  page_limit integer default 50,
  page_offset integer default 0
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.lead_search_pattern(search);
  total bigint;
  page jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select count(*) into total from public.lsg_leads l
   where (pattern is null or l.search_text like pattern)
     and (lead_types is null or l.lead_type = any (lead_types));
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(p) - ''search_text''), ''[]''::jsonb) from (
       select * from public.lsg_leads l
        where ($1::text is null or l.search_text like $1) and ($2::text[] is null or l.lead_type = any ($2))
        order by %s limit $3 offset $4) p',
    private.lead_order_by(sort_column, sort_direction))
    into page
    using pattern, lead_types, least(greatest(coalesce(page_limit, 50), 1), 500), greatest(coalesce(page_offset, 0), 0);
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;

-- The filtered set for CSV export, newest first, in batches: pass the last row's created_at and id
-- to get the next batch (keyset paging stays fast however deep the export goes).
create function public.dashboard_export_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 5000
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.lead_search_pattern(search);
  batch jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(jsonb_agg(to_jsonb(p) - 'search_text'), '[]'::jsonb) into batch from (
    select * from public.lsg_leads l
     where (pattern is null or l.search_text like pattern)
       and (lead_types is null or l.lead_type = any (lead_types))
       and (after_created_at is null or (l.created_at, l.id) < (after_created_at, after_id))
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(batch_size, 5000), 1), 10000)
  ) p;
  return batch;
end;
$$;

create function public.dashboard_delete_lead(session_token text, lead_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  delete from public.lsg_leads where id = lead_id;
  return found;
end;
$$;

-- Leads per day and type over the last `days` days (for the dashboard chart).
create function public.dashboard_lead_counts(session_token text, days integer default 30)
returns table (day date, lead_type text, lead_count bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select (l.created_at at time zone 'America/Los_Angeles')::date as day, l.lead_type, count(*) as lead_count
      from public.lsg_leads l
     where l.created_at >= private.clock_now() - pg_catalog.make_interval(days => least(greatest(days, 1), 366))
     group by 1, 2
     order by 1, 2;
end;
$$;

-- Totals for the dashboard header: all leads, and partial leads never completed (call these first).
create function public.dashboard_lead_summary(session_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return (
    select jsonb_build_object(
      'total', count(*),
      'open_contact_partials', count(*) filter (where lead_type = 'contact_partial'),
      'open_report_partials', count(*) filter (where lead_type = 'report_scheduler_partial')
    ) from public.lsg_leads
  );
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.dashboard_lockout_status()',
    'public.validate_dashboard_password(text)',
    'public.dashboard_check_session(text)',
    'public.dashboard_logout(text)',
    'public.dashboard_list_leads(text, text, text[], text, text, integer, integer)',
    'public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer)',
    'public.dashboard_delete_lead(text, uuid)',
    'public.dashboard_lead_counts(text, integer)',
    'public.dashboard_lead_summary(text)',
    'private.set_dashboard_password(text)',
    'private.dashboard_locked_until()',
    'private.require_dashboard_session(text)',
    'private.lead_search_pattern(text)',
    'private.lead_order_by(text, text)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
  end loop;
end;
$$;

grant execute on function public.dashboard_lockout_status() to anon, service_role;
grant execute on function public.validate_dashboard_password(text) to anon, service_role;
grant execute on function public.dashboard_check_session(text) to anon, service_role;
grant execute on function public.dashboard_logout(text) to anon, service_role;
grant execute on function public.dashboard_list_leads(text, text, text[], text, text, integer, integer) to anon, service_role;
grant execute on function public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer) to anon, service_role;
grant execute on function public.dashboard_delete_lead(text, uuid) to anon, service_role;
grant execute on function public.dashboard_lead_counts(text, integer) to anon, service_role;
grant execute on function public.dashboard_lead_summary(text) to anon, service_role;
