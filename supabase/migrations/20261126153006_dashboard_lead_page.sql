-- One lead's page in the staff dashboard, every function behind a session token
-- (20261126153004_dashboard_sign_in.sql). Staff work their leads (docs/decisions/0011-staff-identity.md,
-- amended by 0026): each lead has a status (new, contacted, qualified, won, lost, spam; the columns
-- are on public.lsg_leads) and notes, every change is signed with the name the staff member gave at
-- login, and only the session that wrote a note may edit or delete it (HTTP 403, without the
-- author's name); notes written before decision 0026 belong to no session and stay as they are.

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
  body text not null check (pg_catalog.char_length(body) between 1 and 5000),
  author_session uuid
);
create index lead_notes_lead_idx on private.lead_notes (lead_id, created_at desc);
comment on column private.lead_notes.author_session is
  'The dashboard session that wrote the note (dashboard_sessions.id): only it may edit or delete the note. Null for notes written before decision 0026.';

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

-- A note as the dashboard shows it; `mine`: written by the session this request was checked with.
create function private.note_json(note private.lead_notes) returns jsonb
language sql stable set search_path = '' as $$
  select pg_catalog.jsonb_build_object('id', note.id, 'created_at', note.created_at, 'updated_at', note.updated_at,
    'author', note.author, 'body', note.body,
    'mine', coalesce(note.author_session = private.current_dashboard_session_id(), false));
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

create function public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  note private.lead_notes := private.own_note_for_update(session_token, note_id, 'edit');
begin
  update private.lead_notes n set body = private.clean_note(dashboard_edit_lead_note.body), updated_at = private.clock_now()
   where n.id = note.id returning * into note;
  return private.note_json(note);
end;
$$;

create function public.dashboard_delete_lead_note(session_token text, note_id uuid) returns boolean
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

-- Everything about one lead for its own page: every field, its notes (newest first), its status
-- history, its notification deliveries (with their recipients), the partial version a completion
-- replaced, and its weekly report subscription: consent, each recipient's state (pending, with when
-- its link expires; confirmed, since when; or unsubscribed), runs and events.
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
                                  'sent_at', n.sent_at, 'recipient', n.recipient)
                                  order by n.created_at)
                                 from private.lead_notifications n where n.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'partial_version', (select n.payload -> 'previous' from private.lead_notifications n
                         where n.lead_id = dashboard_get_lead.lead_id and n.kind = 'completed'
                         order by n.created_at limit 1),
    'report_subscription', (
      select pg_catalog.jsonb_build_object(
        'id', s.id, 'created_at', s.created_at, 'status', s.status, 'website', s.website, 'report_day', s.report_day,
        'status_changed_at', s.status_changed_at, 'status_changed_by', s.status_changed_by,
        'consent', pg_catalog.jsonb_build_object('version', s.consent_version, 'text', s.consent_text, 'at', s.consented_at, 'page', s.consent_page),
        'recipients', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'email', r.email, 'is_owner', r.is_owner, 'unsubscribed_at', r.unsubscribed_at,
                                   'state', case when r.unsubscribed_at is not null then 'unsubscribed'
                                                 when r.confirmed_at is not null then 'confirmed' else 'pending' end,
                                   'confirmed_at', r.confirmed_at,
                                   'confirm_expires_at', case when r.confirmed_at is null then r.confirm_expires_at end)
                                   order by r.is_owner desc, r.added_at, r.email)
                                  from private.report_recipients r where r.subscription_id = s.id), '[]'::jsonb),
        'runs', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                             'week_of', r.week_of, 'created_at', r.created_at, 'status', r.status, 'score', r.score,
                             'error', r.error, 'measured_at', r.measured_at, 'attempts', r.attempts)
                             order by r.week_of)
                            from (select * from private.report_runs r where r.subscription_id = s.id order by r.week_of desc limit 52) r), '[]'::jsonb),
        'events', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'at', e.at, 'actor', e.actor, 'event', e.event, 'detail', e.detail)
                               order by e.at)
                              from private.report_subscription_events e where e.subscription_id = s.id), '[]'::jsonb))
        from private.report_subscriptions s where s.lead_id = dashboard_get_lead.lead_id)
  );
end;
$$;

revoke all on table private.lead_status_changes, private.lead_notes from public, anon, authenticated;
revoke all on function private.note_json(private.lead_notes), private.clean_note(text), private.own_note_for_update(text, uuid, text)
  from public, anon, authenticated;
revoke all on function public.dashboard_set_lead_status(text, uuid, text), public.dashboard_add_lead_note(text, uuid, text),
  public.dashboard_edit_lead_note(text, uuid, text), public.dashboard_delete_lead_note(text, uuid), public.dashboard_get_lead(text, uuid)
  from public, anon, authenticated;
grant execute on function public.dashboard_set_lead_status(text, uuid, text), public.dashboard_add_lead_note(text, uuid, text),
  public.dashboard_edit_lead_note(text, uuid, text), public.dashboard_delete_lead_note(text, uuid), public.dashboard_get_lead(text, uuid)
  to anon, service_role;
