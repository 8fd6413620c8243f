-- Staff work their leads (docs/decisions/0011-staff-identity.md): each lead has a status (new,
-- contacted, qualified, won, lost, spam) and notes, and every change is signed with the name the
-- staff member gave at login, kept with the session. The actor is a column of its own, so Supabase
-- Auth accounts can fill it later without a data migration.

alter table private.dashboard_sessions add column staff_name text;

-- The name signed on changes made with this session; raises like require_dashboard_session.
create function private.session_staff_name(session_token text) returns text
language plpgsql stable set search_path = '' as $$
declare
  name_ text;
begin
  perform private.require_dashboard_session(session_token);
  select s.staff_name into name_ from private.dashboard_sessions s
   where s.token_hash = extensions.digest(coalesce(session_token, ''), 'sha256');
  return coalesce(name_, 'Staff');
end;
$$;

-- Login now takes the staff member's name as well (2 to 80 characters once trimmed).
drop function public.validate_dashboard_password(text);
create function public.validate_dashboard_password(input_password text, staff_name text default null) returns text
language plpgsql security definer set search_path = '' as $$
declare
  stored_hash text;
  token text;
  caller text := private.request_address();
  now_at timestamptz := private.clock_now();
  signed text := nullif(private.trim_space(staff_name), '');
begin
  if signed is not null and pg_catalog.char_length(signed) not between 2 and 80 then
    raise exception using errcode = '22023', message = 'Your name must be between 2 and 80 characters.';
  end if;
  if private.dashboard_locked_until() is not null then
    return null;
  end if;
  select password_hash into stored_hash from private.dashboard_settings;
  if stored_hash is null or input_password is null or extensions.crypt(input_password, stored_hash) <> stored_hash then
    insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, false, caller);
    return null;
  end if;
  insert into private.dashboard_login_attempts (attempted_at, succeeded, address) values (now_at, true, caller);
  delete from private.dashboard_login_attempts a where a.attempted_at < now_at - interval '1 day';
  token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into private.dashboard_sessions (token_hash, created_at, expires_at, staff_name)
    values (extensions.digest(token, 'sha256'), now_at, now_at + interval '24 hours', signed);
  return token;
end;
$$;

alter table public.lsg_leads
  add column status text not null default 'new',
  add column status_changed_at timestamptz,
  add column status_changed_by text,
  add constraint lsg_leads_status_known check (status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));
create index lsg_leads_status_created_at_idx on public.lsg_leads (status, created_at desc, id desc);

create table private.lead_status_changes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.lsg_leads (id) on delete cascade,
  changed_at timestamptz not null,
  actor text not null,
  from_status text not null,
  to_status text not null
);
create index lead_status_changes_lead_idx on private.lead_status_changes (lead_id, changed_at);

create table private.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.lsg_leads (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz,
  author text not null,
  body text not null check (pg_catalog.char_length(body) between 1 and 5000)
);
create index lead_notes_lead_idx on private.lead_notes (lead_id, created_at desc);

-- Sets a lead's status, signed; answers the lead's status fields. 404 for no such lead.
create function public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
  now_at timestamptz := private.clock_now();
  previous text;
begin
  if new_status is null or new_status not in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam') then
    raise exception using errcode = '22023', message = format('Unknown status: %s.', coalesce(new_status, 'none'));
  end if;
  select l.status into previous from public.lsg_leads l where l.id = dashboard_set_lead_status.lead_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  if previous <> new_status then
    update public.lsg_leads l
       set status = new_status, status_changed_at = now_at, status_changed_by = actor
     where l.id = dashboard_set_lead_status.lead_id;
    insert into private.lead_status_changes (lead_id, changed_at, actor, from_status, to_status)
      values (dashboard_set_lead_status.lead_id, now_at, actor, previous, new_status);
  end if;
  return (select pg_catalog.jsonb_build_object('status', l.status, 'status_changed_at', l.status_changed_at, 'status_changed_by', l.status_changed_by)
            from public.lsg_leads l where l.id = dashboard_set_lead_status.lead_id);
end;
$$;

create function private.note_json(note private.lead_notes) returns jsonb
language sql immutable set search_path = '' as $$
  select pg_catalog.jsonb_build_object('id', note.id, 'created_at', note.created_at, 'updated_at', note.updated_at, 'author', note.author, 'body', note.body);
$$;

create function private.clean_note(body text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  cleaned text := private.trim_space(coalesce(body, ''));
begin
  if cleaned = '' then
    raise exception using errcode = '22023', message = 'A note needs some text.';
  end if;
  if pg_catalog.char_length(cleaned) > 5000 then
    raise exception using errcode = '22023', message = 'A note must be at most 5,000 characters.';
  end if;
  return cleaned;
end;
$$;

create function public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  note private.lead_notes;
begin
  insert into private.lead_notes (lead_id, created_at, author, body)
    select l.id, private.clock_now(), private.session_staff_name(session_token), private.clean_note(body)
      from public.lsg_leads l where l.id = dashboard_add_lead_note.lead_id
  returning * into note;
  if note.id is null then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  return private.note_json(note);
end;
$$;

-- Staff edit only the notes they wrote (by the name they logged in with).
create function public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
  note private.lead_notes;
begin
  select * into note from private.lead_notes n where n.id = note_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This note no longer exists.';
  end if;
  if note.author <> actor then
    raise exception using errcode = '42501', message = format('Only %s can edit this note.', note.author);
  end if;
  update private.lead_notes n set body = private.clean_note(dashboard_edit_lead_note.body), updated_at = private.clock_now()
   where n.id = note_id returning * into note;
  return private.note_json(note);
end;
$$;

create function public.dashboard_delete_lead_note(session_token text, note_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  delete from private.lead_notes n where n.id = note_id;
  return found;
end;
$$;

-- Everything about one lead for its own page: every field, its notes (newest first), its status
-- history, its notification deliveries, and the partial version a completion replaced.
create function public.dashboard_get_lead(session_token text, lead_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lead jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select pg_catalog.to_jsonb(l) - 'search_text' into lead from public.lsg_leads l where l.id = dashboard_get_lead.lead_id;
  if lead is null then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  return pg_catalog.jsonb_build_object(
    'lead', lead,
    'notes', coalesce((select pg_catalog.jsonb_agg(private.note_json(n) order by n.created_at desc)
                         from private.lead_notes n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'status_changes', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'changed_at', c.changed_at, 'actor', c.actor, 'from_status', c.from_status, 'to_status', c.to_status)
                                   order by c.changed_at)
                                  from private.lead_status_changes c where c.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'notifications', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                  'created_at', n.created_at, 'kind', n.kind, 'status', n.status, 'attempts', n.attempts,
                                  'last_error', n.last_error, 'next_attempt_at', case when n.status = 'pending' then n.next_attempt_at end,
                                  'sent_at', n.sent_at)
                                  order by n.created_at)
                                 from private.lead_notifications n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'partial_version', (select n.payload -> 'previous' from private.lead_notifications n
                         where n.lead_id = dashboard_get_lead.lead_id and n.kind = 'completed'
                         order by n.created_at limit 1)
  );
end;
$$;

-- The list and the export learn the status: a status filter (null: everything but spam), and the
-- export carries each lead's latest note.
drop function public.dashboard_list_leads(text, text, text[], text, text, integer, integer);
create function public.dashboard_list_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  sort_column text default 'created_at',
  sort_direction text default 'desc',
  page_limit integer default 50,
  page_offset integer default 0,
  statuses text[] default null
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
     and (lead_types is null or l.lead_type = any (lead_types))
     and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end);
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(p) - ''search_text''), ''[]''::jsonb) from (
       select * from public.lsg_leads l
        where ($1::text is null or l.search_text like $1) and ($2::text[] is null or l.lead_type = any ($2))
          and (case when $5::text[] is null then l.status <> ''spam'' else l.status = any ($5) end)
        order by %s limit $3 offset $4) p',
    private.lead_order_by(sort_column, sort_direction))
    into page
    using pattern, lead_types, least(greatest(coalesce(page_limit, 50), 1), 500), greatest(coalesce(page_offset, 0), 0), statuses;
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;

drop function public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer);
create function public.dashboard_export_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 5000,
  statuses text[] default null
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.lead_search_pattern(search);
  batch jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(jsonb_agg((to_jsonb(p) - 'search_text') || jsonb_build_object('latest_note', (
           select n.body from private.lead_notes n where n.lead_id = p.id order by n.created_at desc limit 1))), '[]'::jsonb)
    into batch from (
    select * from public.lsg_leads l
     where (pattern is null or l.search_text like pattern)
       and (lead_types is null or l.lead_type = any (lead_types))
       and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       and (after_created_at is null or (l.created_at, l.id) < (after_created_at, after_id))
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(batch_size, 5000), 1), 10000)
  ) p;
  return batch;
end;
$$;

-- The header's totals learn the statuses.
create or replace function public.dashboard_lead_summary(session_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return (
    select jsonb_build_object(
      'total', count(*) filter (where status <> 'spam'),
      'open_contact_partials', count(*) filter (where lead_type = 'contact_partial' and status <> 'spam'),
      'open_report_partials', count(*) filter (where lead_type = 'report_scheduler_partial' and status <> 'spam'),
      'by_status', jsonb_build_object(
        'new', count(*) filter (where status = 'new'),
        'contacted', count(*) filter (where status = 'contacted'),
        'qualified', count(*) filter (where status = 'qualified'),
        'won', count(*) filter (where status = 'won'),
        'lost', count(*) filter (where status = 'lost'),
        'spam', count(*) filter (where status = 'spam')
      )
    ) from public.lsg_leads
  );
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.validate_dashboard_password(text, text)',
    'public.dashboard_set_lead_status(text, uuid, text)',
    'public.dashboard_add_lead_note(text, uuid, text)',
    'public.dashboard_edit_lead_note(text, uuid, text)',
    'public.dashboard_delete_lead_note(text, uuid)',
    'public.dashboard_get_lead(text, uuid)',
    'public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[])',
    'public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[])'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to anon, service_role', fn);
  end loop;
end;
$$;
revoke all on function private.session_staff_name(text), private.note_json(private.lead_notes), private.clean_note(text) from public;
revoke all on table private.lead_status_changes, private.lead_notes from public, anon, authenticated;
