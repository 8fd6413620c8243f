-- The dashboard's leads: the list, search, counts, export, one lead's page with its status history
-- and notes (docs/requirements/dashboard.md, docs/decisions/0014-dashboard-at-scale.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.clean_note(body text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  cleaned text := private.trim_space(coalesce(body, ''));
begin
  if private.without_unseen(cleaned) = '' then
    raise exception using errcode = '22023', message = 'A note needs some text.';
  end if;
  if pg_catalog.char_length(cleaned) > 5000 then
    raise exception using errcode = '22023', message = 'A note must be at most 5,000 characters.';
  end if;
  return cleaned;
end;
$$;

COMMENT ON FUNCTION private.clean_note(body text) IS 'The note rule: trimmed text with at least one visible character and at most 5,000 characters, else 22023 with the message the dashboard shows (decision 0044).';

REVOKE ALL ON FUNCTION private.clean_note(body text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.count_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 10000 $$;

COMMENT ON FUNCTION private.count_cap() IS 'Above this many (10,000) the new-lead badge and the waiting count say "10,000+" instead of counting a huge set (decision 0014).';

REVOKE ALL ON FUNCTION private.count_cap() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.count_lead_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  changes text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'DELETE' then 'select o.*, -1 as delta from old_rows o'
    else 'select o.*, -1 as delta from old_rows o union all select n.*, 1 as delta from new_rows n'
  end;
begin
  execute pg_catalog.format($sql$
    with changed as materialized (%s),
    totals as (
      insert into private.lead_totals as t (lead_type, status, n)
      select c.lead_type, c.status, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (lead_type, status) do update set n = t.n + excluded.n),
    days as (
      insert into private.lead_daily_counts as d (day, lead_type, n)
      select (c.created_at at time zone 'America/Los_Angeles')::date, c.lead_type, sum(c.delta) from changed c group by 1, 2 having sum(c.delta) <> 0
      on conflict (day, lead_type) do update set n = d.n + excluded.n),
    sources as (
      insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select k.dimension, k.day, k.value,
             coalesce(sum(k.delta) filter (where k.status = 'new'), 0), coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0), coalesce(sum(k.delta) filter (where k.status = 'won'), 0),
             coalesce(sum(k.delta) filter (where k.status = 'lost'), 0), coalesce(sum(k.delta) filter (where k.status = 'spam'), 0)
        from changed c
        join private.lead_types lt on lt.lead_type = c.lead_type and lt.in_sources
        cross join lateral private.lead_source_keys(c.created_at, c.status, c.source_path, c.referrer, c.utm_source, c.utm_medium,
                                                    c.utm_campaign, c.lead_type, c.delta) k
       group by 1, 2, 3
      having (
        coalesce(sum(k.delta) filter (where k.status = 'new'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'contacted'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'qualified'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'won'), 0) <> 0 or
        coalesce(sum(k.delta) filter (where k.status = 'lost'), 0) <> 0 or coalesce(sum(k.delta) filter (where k.status = 'spam'), 0) <> 0)
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + excluded.n_new, n_contacted = d.n_contacted + excluded.n_contacted,
        n_qualified = d.n_qualified + excluded.n_qualified, n_won = d.n_won + excluded.n_won,
        n_lost = d.n_lost + excluded.n_lost, n_spam = d.n_spam + excluded.n_spam),
    speed as (
      insert into private.lead_speed_weekly as w (week_of, measure, bucket_seconds, n)
      select k.week_of, k.measure, k.bucket_seconds, sum(c.delta)
        from changed c, lateral private.lead_speed_keys(c.created_at, c.first_touched_at, c.first_touch_office_seconds) k
       group by 1, 2, 3 having sum(c.delta) <> 0
      on conflict (week_of, measure, bucket_seconds) do update set n = w.n + excluded.n)
    select 1
  $sql$, changes);
  -- A site check no lead links to any more goes with its last lead (a privacy request's deletion) or
  -- when a staff re-check or a changed website replaced it (decision 0080). Here rather than in
  -- triggers of its own: the statement's old rows are already at hand, and the table keeps 9 triggers.
  if tg_op <> 'INSERT' then
    delete from private.site_checks c
     where c.id in (select o.site_check_id from old_rows o where o.site_check_id is not null)
       and not exists (select 1 from public.lsg_leads l where l.site_check_id = c.id);
  end if;
  return null;
end;
$_$;

COMMENT ON FUNCTION private.count_lead_changes() IS 'The one statement trigger (insert, update, delete on public.lsg_leads) that keeps every dashboard counter: lead_totals, lead_daily_counts, lead_source_daily (types with in_sources) and lead_speed_weekly, each row -1 as it was and +1 as it is, netted per key in one statement of four upserts, so the dashboard never counts the table (decisions 0014, 0039, 0040, 0052); after an update or delete it also deletes the site checks no lead links to any more (decision 0080). Security definer because anonymous inserts fire it.';

REVOKE ALL ON FUNCTION private.count_lead_changes() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead jsonb;
begin
  perform private.require_dashboard_session(session_token);
  select pg_catalog.to_jsonb(l) - 'search_text' - 'site_check_id' into lead from public.lsg_leads l where l.id = dashboard_get_lead.lead_id;
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
    'bookings', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                             'id', b.id, 'starts_at', pg_catalog.lower(b.slot), 'ends_at', pg_catalog.upper(b.slot), 'created_at', b.created_at,
                             'cancelled_at', b.cancelled_at, 'cancelled_by', b.cancelled_by)
                             order by b.created_at, b.id)
                            from private.bookings b where b.lead_id = dashboard_get_lead.lead_id), '[]'::jsonb),
    'site_check', (select private.site_check_json(l.site_check_id) from public.lsg_leads l where l.id = dashboard_get_lead.lead_id),
    'partial_version', (select n.payload -> 'previous' from private.lead_notifications n
                         where n.lead_id = dashboard_get_lead.lead_id and n.kind = 'completed'
                         order by n.created_at limit 1),
    'privacy_request', (select pg_catalog.jsonb_build_object('kind', r.kind, 'label', k.label)
                          from private.privacy_requests r join private.privacy_request_kinds k on k.kind = r.kind
                         where r.lead_id = dashboard_get_lead.lead_id),
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

COMMENT ON FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) IS 'Everything about one lead for its page: every field, notes, status history, deliveries, its booked calls with who cancelled them (decision 0063), the partial version a completion replaced, a privacy request''s kind, the site check (decision 0080), and the weekly report subscription with consent, recipients'' states, runs and events. Only public.dashboard_get_lead calls it (no API role may); it checks the session again and raises PT404 for a missing lead.';

REVOKE ALL ON FUNCTION private.dashboard_get_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  op text := case when lower(sort_direction) = 'asc' then '>' else '<' end;
  sort_key text := private.lead_sort_key(sort_column);
  key_type text := case when sort_column in ('created_at', 'updated_at') then 'timestamptz'
                        when sort_column = 'site_check_score' then 'integer' else 'text' end;
begin
  if cursor_is_null then
    return array[format('%s is null and id %s $7', sort_key, op)];
  end if;
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type)];
  end if;
  return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type), format('%s is null', sort_key)];
end;
$_$;

COMMENT ON FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) IS 'The WHERE conditions of the rows strictly after a keyset cursor in a sort order, one per index range (values after the cursor, then the nulls of a nullable column), so deep pages read an index instead of an offset (decisions 0014, 0034).';

REVOKE ALL ON FUNCTION private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_site_check_filter(site_check text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case site_check
    -- "is false", as the partial indexes say it: "= false" becomes "not x", whose estimate counts the
    -- nulls (half the leads) as matches, and the count then chose to scan the table.
    when 'not_indexable' then 'l.site_check_indexable is false'
    -- A failed or pending check has no score (site_checks_outcome_shape): saying so lets a sort by
    -- score read only the score index's nulls instead of walking every scored lead first.
    when 'failed' then 'l.site_check_state = ''failed'' and l.site_check_score is null'
    when 'pending' then 'l.site_check_state = ''pending'' and l.site_check_score is null'
    when 'checked' then 'l.site_check_state = ''done'''
    else case when site_check is null then null
              else private.refuse_site_check_filter(site_check) end
  end;
end;
$$;

COMMENT ON FUNCTION private.lead_site_check_filter(site_check text) IS 'The lead list''s site-check filter as a WHERE condition on the lead''s copied check fields, each read through a partial index: not_indexable (checked, page not indexable), failed, pending (both also without a score, which they never have, so a sort by score reads only the score index''s nulls), checked (done with a score); null for no filter, 22023 for another value. The list''s count, its page and a search''s matches all use it, so the planner sees the indexed condition (decision 0080).';

REVOKE ALL ON FUNCTION private.lead_site_check_filter(site_check text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.refuse_site_check_filter(site_check text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  raise exception using errcode = '22023', message = format('Leads cannot be filtered by the site check %s.', site_check);
end;
$$;

COMMENT ON FUNCTION private.refuse_site_check_filter(site_check text) IS 'Raises the lead list''s 22023 for an unknown site-check filter value, in words.';

REVOKE ALL ON FUNCTION private.refuse_site_check_filter(site_check text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_order_by(sort_column text, sort_direction text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  direction text := case when lower(sort_direction) = 'asc' then 'asc' else 'desc' end;
begin
  if sort_column is null or sort_column not in (
    'created_at', 'updated_at', 'lead_type', 'name', 'email', 'phone', 'website', 'message', 'service',
    'company_name', 'source_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
    'site_check_score'
  ) then
    raise exception using errcode = '22023', message = format('Leads cannot be sorted by %s.', coalesce(sort_column, 'nothing'));
  end if;
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return format('%s %s, id %s', private.lead_sort_key(sort_column), direction, direction);
  end if;
  return format('%s %s nulls last, id %s', private.lead_sort_key(sort_column), direction, direction);
end;
$$;

COMMENT ON FUNCTION private.lead_order_by(sort_column text, sort_direction text) IS 'The ORDER BY of the lead list from a whitelist of sortable columns (22023 otherwise), id as tie-breaker, "nulls last" only on nullable columns so NOT NULL sorts can still use their indexes (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_order_by(sort_column text, sort_direction text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_search_email(search text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when private.is_valid_email(private.trim_space(search))
              then replace(replace(replace(lower(private.trim_space(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

COMMENT ON FUNCTION private.lead_search_email(search text) IS 'For a search that is a whole e-mail address, the escaped lower-case prefix LIKE pattern read through lsg_leads_email_lower_idx, else null: the trigram index is slow for an address whose trigrams match every lead, and staff who type an address want that lead (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_search_email(search text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_search_pattern(search text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when nullif(btrim(search), '') is null then null
              else '%' || replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

COMMENT ON FUNCTION private.lead_search_pattern(search text) IS 'The case-insensitive substring LIKE pattern of a dashboard search, with LIKE''s special characters escaped, or null for no search; matched against the trigram-indexed search_text.';

REVOKE ALL ON FUNCTION private.lead_search_pattern(search text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_sort_key(sort_column text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when sort_column in ('website', 'message', 'source_path', 'referrer') then format('left(%I, 200)', sort_column)
              else format('%I', sort_column) end
$$;

COMMENT ON FUNCTION private.lead_sort_key(sort_column text) IS 'The expression a list column sorts by: website, message, page and referrer by their first 200 characters, which a btree index can hold and which tell leads apart (decision 0034).';

REVOKE ALL ON FUNCTION private.lead_sort_key(sort_column text) FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.lead_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone,
    author text NOT NULL,
    body text NOT NULL,
    author_session uuid,
    CONSTRAINT lead_notes_body_check CHECK (((char_length(body) >= 1) AND (char_length(body) <= 5000)))
);

ALTER TABLE ONLY private.lead_notes
    ADD CONSTRAINT lead_notes_pkey PRIMARY KEY (id);

CREATE INDEX lead_notes_lead_idx ON private.lead_notes USING btree (lead_id, created_at DESC);

COMMENT ON TABLE private.lead_notes IS 'Staff notes on a lead, signed with the author''s name; only the session that wrote a note may edit or delete it, and a refusal (HTTP 403) names nobody (decision 0026).';

COMMENT ON COLUMN private.lead_notes.updated_at IS 'When the note was last edited; null if never.';

COMMENT ON COLUMN private.lead_notes.author IS 'The staff name of the session that wrote the note, as shown beside it.';

COMMENT ON COLUMN private.lead_notes.body IS 'Trimmed text with at least one visible character, at most 5,000 characters (private.clean_note).';

COMMENT ON COLUMN private.lead_notes.author_session IS 'The dashboard session that wrote the note (private.dashboard_sessions.id): only it may edit or delete the note. Null for notes written before decision 0026, which belong to no session and stay as they are.';

CREATE FUNCTION private.note_json(note private.lead_notes) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.jsonb_build_object('id', note.id, 'created_at', note.created_at, 'updated_at', note.updated_at,
    'author', note.author, 'body', note.body,
    'mine', coalesce(note.author_session = private.current_dashboard_session_id(), false));
$$;

COMMENT ON FUNCTION private.note_json(note private.lead_notes) IS 'A note as the dashboard shows it, with `mine`: whether the session of this request wrote it, which decides whether the note can be edited (decision 0026).';

REVOKE ALL ON FUNCTION private.note_json(note private.lead_notes) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) RETURNS private.lead_notes
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) IS 'The note to change, locked, if this request''s session wrote it: PT404 if it is gone, PT403 (HTTP 403, naming nobody) if another session wrote it; notes from before decision 0026 belong to no session and stay as they are.';

REVOKE ALL ON FUNCTION private.own_note_for_update(session_token text, note_id uuid, action text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.recount_lead_counters() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  lock table public.lsg_leads in share mode;
  delete from private.lead_totals;
  insert into private.lead_totals (lead_type, status, n)
    select l.lead_type, l.status, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_daily_counts;
  insert into private.lead_daily_counts (day, lead_type, n)
    select (l.created_at at time zone 'America/Los_Angeles')::date, l.lead_type, count(*) from public.lsg_leads l group by 1, 2;
  delete from private.lead_source_daily;
  insert into private.lead_source_daily (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
    select k.dimension, k.day, k.value, count(*) filter (where k.status = 'new'), count(*) filter (where k.status = 'contacted'),
           count(*) filter (where k.status = 'qualified'), count(*) filter (where k.status = 'won'),
           count(*) filter (where k.status = 'lost'), count(*) filter (where k.status = 'spam')
      from public.lsg_leads l
      join private.lead_types lt on lt.lead_type = l.lead_type and lt.in_sources
      cross join lateral private.lead_source_keys(l.created_at, l.status, l.source_path, l.referrer, l.utm_source, l.utm_medium,
                                                  l.utm_campaign, l.lead_type, 1) k
     group by 1, 2, 3;
  delete from private.lead_speed_weekly;
  insert into private.lead_speed_weekly (week_of, measure, bucket_seconds, n)
    select k.week_of, k.measure, k.bucket_seconds, count(*)
      from public.lsg_leads l, lateral private.lead_speed_keys(l.created_at, l.first_touched_at, l.first_touch_office_seconds) k
     group by 1, 2, 3;
end;
$$;

COMMENT ON FUNCTION private.recount_lead_counters() IS 'Rebuilds every dashboard counter from the leads, with public.lsg_leads locked in share mode meanwhile: run by an operator after a lead type''s in_sources changes, and by tests to check the trigger-kept counters (decision 0052). Not granted to any API role.';

REVOKE ALL ON FUNCTION private.recount_lead_counters() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.search_count_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 1000 $$;

COMMENT ON FUNCTION private.search_count_cap() IS 'Above this many matches (1,000) a searched list says "1000+": counting stops there, which keeps a common word fast at a million leads (decision 0034).';

REVOKE ALL ON FUNCTION private.search_count_cap() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) IS 'Staff (anon, service_role): adds a note to a lead, signed with the staff name and owned by the writing session; answers the note, PT404 for a missing lead (decisions 0011, 0026).';

REVOKE ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_add_lead_note(session_token text, lead_id uuid, body text) TO anon;

CREATE FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  delete from public.lsg_leads where id = lead_id;
  return found;
end;
$$;

COMMENT ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) IS 'Staff (anon, service_role; session checked first): deletes one lead and, by cascade, everything hanging from it; answers whether there was one. Security definer because anon has no DELETE on leads (decision 0003).';

REVOKE ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) IS 'Staff (anon, service_role): deletes a note only the same session wrote (403 otherwise); a note already gone answers false instead of an error, so another tab or a retry is harmless (decision 0026).';

REVOKE ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_delete_lead_note(session_token text, note_id uuid) TO anon;

CREATE FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  note private.lead_notes := private.own_note_for_update(session_token, note_id, 'edit');
begin
  update private.lead_notes n set body = private.clean_note(dashboard_edit_lead_note.body), updated_at = private.clock_now()
   where n.id = note.id returning * into note;
  return private.note_json(note);
end;
$$;

COMMENT ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) IS 'Staff (anon, service_role): edits a note only the same session wrote (403 otherwise, 404 if gone); answers the note (decision 0026).';

REVOKE ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_edit_lead_note(session_token text, note_id uuid, body text) TO anon;

CREATE FUNCTION public.dashboard_export_leads(session_token text, search text DEFAULT NULL::text, lead_types text[] DEFAULT NULL::text[], after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, after_id uuid DEFAULT NULL::uuid, batch_size integer DEFAULT 5000, statuses text[] DEFAULT NULL::text[]) RETURNS json
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  email_prefix text := private.lead_search_email(search);
  pattern text := case when email_prefix is null then private.lead_search_pattern(search) end;
  batch json;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(json_agg(p), '[]'::json) into batch from (
    select l.id, l.created_at, l.lead_type, l.name, l.email, l.phone, l.website, l.message, l.service, l.status,
           (select n.body from private.lead_notes n where n.lead_id = l.id order by n.created_at desc limit 1) as latest_note,
           l.site_check_score
      from public.lsg_leads l
     where (pattern is null or l.search_text like pattern)
       and (email_prefix is null or lower(l.email) like email_prefix)
       and (lead_types is null or l.lead_type = any (lead_types))
       and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       and (after_created_at is null or (l.created_at, l.id) < (after_created_at, after_id))
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(batch_size, 5000), 1), 10000)
  ) p;
  return batch;
end;
$$;

COMMENT ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) IS 'Staff CSV export (anon, service_role; session checked first): the filtered leads newest first, in keyset batches of up to 10,000 with each lead''s latest note and site check score (decision 0080), as json of the CSV''s columns only (a third of jsonb''s cost). Planned per call so a deep export keeps reading the date index (decision 0034).';

REVOKE ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_export_leads(session_token text, search text, lead_types text[], after_created_at timestamp with time zone, after_id uuid, batch_size integer, statuses text[]) TO anon;

CREATE FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  if not exists (select 1 from public.lsg_leads l where l.id = dashboard_get_lead.lead_id) then
    return null;
  end if;
  return private.dashboard_get_lead(session_token, lead_id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) IS 'Staff lead page (anon, service_role): checks the session, answers null (200) for an unknown or deleted lead, because a dead link is an expected outcome and not an error (decisions 0035, 0041), and otherwise the full detail from private.dashboard_get_lead.';

REVOKE ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_get_lead(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_lead_counts(session_token text, days integer DEFAULT 30) RETURNS TABLE(day date, lead_type text, lead_count bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select d.day, d.lead_type, d.n as lead_count
      from private.lead_daily_counts d
     where d.day >= ((private.clock_now() - pg_catalog.make_interval(days => least(greatest(days, 1), 366))) at time zone 'America/Los_Angeles')::date
       and d.n > 0
     order by 1, 2;
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) IS 'Staff chart (anon, service_role; session checked first): leads per Los Angeles day and type over the last 1 to 366 days, read from the daily counters rather than the table (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_counts(session_token text, days integer) TO anon;

CREATE FUNCTION public.dashboard_lead_type_groups(session_token text) RETURNS TABLE(type_group text, label text, lead_types text[])
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select g.type_group, g.label, pg_catalog.array_agg(t.lead_type order by t.lead_type)
      from private.lead_type_groups g
      join private.lead_types t on t.type_group = g.type_group
     group by g.type_group, g.label, g.position
     order by g.position;
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_type_groups(session_token text) IS 'The dashboard''s lead-type filter options (staff, anon key and a session token; 403 without one): each group of private.lead_type_groups in order, with its lead types, so the browser keeps no list of its own and a new lead type is filtered under the group its row names (issue 58). Security definer to read the private tables.';

REVOKE ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) TO anon;
GRANT ALL ON FUNCTION public.dashboard_lead_type_groups(session_token text) TO service_role;

CREATE FUNCTION public.dashboard_lead_summary(session_token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return (
    select jsonb_build_object(
      'total', coalesce(sum(t.n) filter (where t.status <> 'spam'), 0),
      'open_contact_partials', coalesce(sum(t.n) filter (where t.lead_type = 'contact_partial' and t.status <> 'spam'), 0),
      'open_report_partials', coalesce(sum(t.n) filter (where t.lead_type = 'report_scheduler_partial' and t.status <> 'spam'), 0),
      'by_status', jsonb_build_object(
        'new', coalesce(sum(t.n) filter (where t.status = 'new'), 0),
        'contacted', coalesce(sum(t.n) filter (where t.status = 'contacted'), 0),
        'qualified', coalesce(sum(t.n) filter (where t.status = 'qualified'), 0),
        'won', coalesce(sum(t.n) filter (where t.status = 'won'), 0),
        'lost', coalesce(sum(t.n) filter (where t.status = 'lost'), 0),
        'spam', coalesce(sum(t.n) filter (where t.status = 'spam'), 0)
      )
    ) from private.lead_totals t
  );
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_summary(session_token text) IS 'Staff header totals (anon, service_role; session checked first): all leads but spam, open contact and report partials, and each status, read from the counters so it stays instant at any size (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_lead_summary(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_summary(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_summary(session_token text) TO anon;

CREATE FUNCTION public.dashboard_list_leads(session_token text, search text DEFAULT NULL::text, lead_types text[] DEFAULT NULL::text[], sort_column text DEFAULT 'created_at'::text, sort_direction text DEFAULT 'desc'::text, page_limit integer DEFAULT 50, page_offset integer DEFAULT 0, statuses text[] DEFAULT NULL::text[], after_value text DEFAULT NULL::text, after_id uuid DEFAULT NULL::uuid, site_check text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $_$
declare
  email_prefix text := private.lead_search_email(search);
  pattern text := case when email_prefix is null then private.lead_search_pattern(search) end;
  order_by text := private.lead_order_by(sort_column, sort_direction);
  match_ids uuid[];
  total bigint;
  capped boolean := false;
  filters text;
  parts text[];
  body text;
  page jsonb;
  next_cursor jsonb;
  page_size integer := least(greatest(coalesce(page_limit, 50), 1), 500);
  check_filter text := private.lead_site_check_filter(site_check);
begin
  perform private.require_dashboard_session(session_token);
  if check_filter is not null and pattern is null and email_prefix is null then
    -- The counters know nothing of checks: count along the filter's partial index, up to the search cap.
    execute format('select count(*) from (select 1 from public.lsg_leads l
                     where %s and ($1::text[] is null or l.lead_type = any ($1))
                       and (case when $2::text[] is null then l.status <> ''spam'' else l.status = any ($2) end)
                     limit $3) matches', check_filter)
      into total using lead_types, statuses, private.search_count_cap() + 1;
    capped := total > private.search_count_cap();
    total := least(total, private.search_count_cap());
  elsif pattern is null and email_prefix is null then
    select coalesce(sum(t.n), 0) into total from private.lead_totals t
     where (lead_types is null or t.lead_type = any (lead_types))
       and (case when statuses is null then t.status <> 'spam' else t.status = any (statuses) end);
  else
    -- No match is an empty list, not null: the page then reads no index a second time. The check's
    -- filter is written into the query so the planner can intersect its partial index with the
    -- search's (a function call hid it: a common word then read every match to find a few).
    execute format('select coalesce(array_agg(matches.id), ''{}'') from (
                      select l.id from public.lsg_leads l
                       where %s and ($2::text[] is null or l.lead_type = any ($2))
                         and (case when $3::text[] is null then l.status <> ''spam'' else l.status = any ($3) end) %s
                       limit $4) as matches',
                   case when email_prefix is not null then 'lower(l.email) like $1' else 'l.search_text like $1' end,
                   coalesce('and ' || check_filter, ''))
      into match_ids using coalesce(email_prefix, pattern), lead_types, statuses, private.search_count_cap() + 1;
    total := cardinality(match_ids);
    capped := total > private.search_count_cap();
    if capped then
      total := private.search_count_cap();
      match_ids := null;
    end if;
  end if;

  -- Up to 1,000 search matches: their ids, fetched by primary key and sorted (the "offset 0" keeps
  -- the sort out of the scan). Otherwise the filters, read along the sort order's index.
  filters := case
    when match_ids is not null then 'l.id = any ($8)'
    else '($1::text is null or l.search_text like $1) and ($9::text is null or lower(l.email) like $9) and ($2::text[] is null or l.lead_type = any ($2))
          and (case when $5::text[] is null then l.status <> ''spam'' else l.status = any ($5) end)'
         || coalesce(' and ' || check_filter, '')
  end;
  parts := case when after_id is null then array['true'] else private.lead_keyset_parts(sort_column, sort_direction, after_value is null) end;
  -- One index range per part, each stopped after a page; a nullable column's nulls come after its values.
  select string_agg(format('(select * from (select * from public.lsg_leads l where %s and (%s) %s) m order by %s limit $3 + $4)',
                           filters, part, case when match_ids is not null then 'offset 0' else '' end, order_by), ' union all ')
    into body from unnest(parts) as part;
  -- The page, and the cursor of its last row for the next one (the sort key as the database sees it).
  execute format('select coalesce(jsonb_agg(to_jsonb(p) - ''search_text'' - ''sort_key'' - ''position'' - ''site_check_id''
                                           || jsonb_build_object(''waiting'', exists (select 1 from private.waiting_leads w where w.id = p.id))
                                           order by p.position), ''[]''::jsonb),
                         (array_agg(jsonb_build_object(''value'', to_jsonb(p.sort_key) #>> ''{}'', ''id'', p.id) order by p.position desc))[1]
                    from (select q.*, %s as sort_key, row_number() over () as position
                            from (select * from (%s) pages order by %s limit $3 offset $4) q) p',
                 private.lead_sort_key(sort_column), body, order_by)
    into page, next_cursor
    using pattern, lead_types, page_size, case when after_id is null then greatest(coalesce(page_offset, 0), 0) else 0 end, statuses,
          after_value, after_id, match_ids, email_prefix;
  return jsonb_build_object('total', total, 'total_capped', capped, 'rows', page, 'next_cursor', next_cursor);
end;
$_$;

COMMENT ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) IS 'Staff: one page of leads (anon and service_role; the session token is checked first) with search, type, status and site-check filters (spam hidden unless asked; a site-check filter counts to 1,000 like a search), any whitelisted sort (site_check_score included) and keyset cursors, answering {total, total_capped, rows with their waiting flag and site_check_state/score/indexable, next_cursor}. Totals come from the counters, searches count to 1,000 and every sort reads its index, planned per call (decisions 0014, 0034, 0063, 0080); security definer because anon has no SELECT on leads.';

REVOKE ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_list_leads(session_token text, search text, lead_types text[], sort_column text, sort_direction text, page_limit integer, page_offset integer, statuses text[], after_value text, after_id uuid, site_check text) TO anon;

CREATE FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return (select count(*)::integer from (
            select 1 from public.lsg_leads l
             where l.created_at > since and l.status <> 'spam'
             limit private.count_cap() + 1) as fresh);
end;
$$;

COMMENT ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) IS 'Staff "new since your last visit" badge (anon, service_role; session checked first): non-spam leads after `since`, counted through the date index up to the cap and planned per call (decision 0014).';

REVOKE ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_new_lead_count(session_token text, since timestamp with time zone) TO anon;

CREATE FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) IS 'Staff (anon, service_role): sets one lead''s status, signed with the session''s staff name and recorded in the status history when it changes; answers the status fields, 22023 for an unknown status, PT404 for a missing lead (decision 0011). Security definer because anon has no UPDATE on leads.';

REVOKE ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_lead_status(session_token text, lead_id uuid, new_status text) TO anon;

CREATE TABLE private.lead_daily_counts (
    day date NOT NULL,
    lead_type text NOT NULL,
    n bigint NOT NULL
);

ALTER TABLE ONLY private.lead_daily_counts
    ADD CONSTRAINT lead_daily_counts_pkey PRIMARY KEY (day, lead_type);

COMMENT ON TABLE private.lead_daily_counts IS 'Leads per Los Angeles day of arrival and type, kept by the counter triggers: the chart''s 30 days and the speed view''s arrivals read a few hundred rows (decision 0014).';

COMMENT ON COLUMN private.lead_daily_counts.day IS 'The date of arrival (created_at) in America/Los_Angeles.';

COMMENT ON COLUMN private.lead_daily_counts.n IS 'Leads of this type that arrived that day and still exist.';

CREATE TABLE private.lead_status_changes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    changed_at timestamp with time zone NOT NULL,
    actor text NOT NULL,
    from_status text NOT NULL,
    to_status text NOT NULL
);

ALTER TABLE ONLY private.lead_status_changes
    ADD CONSTRAINT lead_status_changes_pkey PRIMARY KEY (id);

CREATE INDEX lead_status_changes_lead_idx ON private.lead_status_changes USING btree (lead_id, changed_at);

COMMENT ON TABLE private.lead_status_changes IS 'Every status change of a lead, signed with the staff name (decisions 0011, 0026): the lead''s history for staff. Setting the status a lead already has writes no row.';

COMMENT ON COLUMN private.lead_status_changes.changed_at IS 'When the status changed (the database''s clock).';

COMMENT ON COLUMN private.lead_status_changes.actor IS 'The staff name of the session that changed it (the name given at login).';

COMMENT ON COLUMN private.lead_status_changes.from_status IS 'The status before the change.';

COMMENT ON COLUMN private.lead_status_changes.to_status IS 'The status after the change.';

CREATE TABLE private.lead_totals (
    lead_type text NOT NULL,
    status text NOT NULL,
    n bigint NOT NULL
);

ALTER TABLE ONLY private.lead_totals
    ADD CONSTRAINT lead_totals_pkey PRIMARY KEY (lead_type, status);

COMMENT ON TABLE private.lead_totals IS 'Leads per type and status, kept by the lsg_leads_count_* statement triggers, so the header''s totals and an unsearched list''s total read a few rows instead of counting the table: the dashboard stays within 100 ms at a million leads (decision 0014).';

COMMENT ON COLUMN private.lead_totals.n IS 'Leads of this type now at this status; a row may fall to 0 and stay.';

ALTER TABLE ONLY private.lead_notes
    ADD CONSTRAINT lead_notes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

ALTER TABLE ONLY private.lead_status_changes
    ADD CONSTRAINT lead_status_changes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lsg_leads_count_delete AFTER DELETE ON public.lsg_leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_delete ON public.lsg_leads IS 'Every dashboard counter for the statement''s deleted rows, taken out per key.';

CREATE TRIGGER lsg_leads_count_insert AFTER INSERT ON public.lsg_leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_insert ON public.lsg_leads IS 'Every dashboard counter (private.lead_totals, lead_daily_counts, lead_source_daily, lead_speed_weekly) for the statement''s new rows, in one statement of four upserts: a bulk insert costs one upsert per key, not per row (decisions 0014, 0052).';

CREATE TRIGGER lsg_leads_count_update AFTER UPDATE ON public.lsg_leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_lead_changes();

COMMENT ON TRIGGER lsg_leads_count_update ON public.lsg_leads IS 'Every dashboard counter for the statement''s changed rows: old out, new in, netted per key, so a status change moves one count in each and an update that changes nothing counted writes nothing. A trigger with transition tables has one event, hence three counter triggers.';
