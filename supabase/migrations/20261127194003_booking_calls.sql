-- Staff see and shape their calls (issue 53 part 4, docs/decisions/0063-calls-view.md):
--   1. a booked call's outcome, attended or no-show, marked by staff and signed;
--   2. public.dashboard_calls: the calls of a range of Los Angeles days, live and cancelled, with
--      their leads, read through an index on the slot's start (fast at 100,000 bookings);
--   3. public.dashboard_set_call_outcome: marks (or clears) one call's outcome;
--   4. the lead list answers whether each row is waiting, by private.waiting_leads (decision 0052's
--      one waiting rule, which since decision 0060 leaves out a lead with a live booking), so the
--      browser no longer decides it from the lead's type.

-- 1. The outcome -----------------------------------------------------------------------------------------

-- Null until staff mark it. It may be marked before the slot starts (decision 0063): a call is often
-- taken early or moved by phone, the database cannot know when it really happened, and the mark is
-- staff's own record, not anything a visitor sees; a cancelled call has none.
alter table private.bookings
  add column outcome text,
  add column outcome_at timestamptz,
  add column outcome_by text,
  add constraint bookings_outcome_known check (outcome in ('attended', 'no_show')),
  add constraint bookings_outcome_together check ((outcome is null) = (outcome_at is null) and (outcome is null) = (outcome_by is null)),
  add constraint bookings_outcome_live check (outcome is null or cancelled_at is null);

-- The Calls view reads a range of days by the slot's start: one index range, in order.
create index bookings_starts_at_idx on private.bookings (pg_catalog.lower(slot), id);

-- 2. The calls of some days ----------------------------------------------------------------------------------

-- The calls (live and cancelled) whose slot starts in the Los Angeles days from_day to
-- from_day + days - 1 (each day its midnight to the next as the time zone rules put them, so a day
-- the clocks change is 23 or 25 hours), soonest first, with their leads. At most 31 days, and at
-- most 1,000 calls (18 live calls fit a day; cancelled ones stay).
create function public.dashboard_calls(session_token text, from_day date, days integer default 8)
returns table (id uuid, office_day date, starts_at timestamptz, ends_at timestamptz, topic text, created_at timestamptz,
               cancelled_at timestamptz, cancelled_by text, outcome text, outcome_at timestamptz, outcome_by text,
               lead_id uuid, lead_name text, lead_email text, lead_phone text, lead_website text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  zone text := private.office_time_zone();
begin
  perform private.require_dashboard_session(session_token);
  if from_day is null then
    raise exception using errcode = '22023', message = 'Calls need a first day.';
  end if;
  if days is null or days < 1 or days > 31 then
    raise exception using errcode = '22023', message = 'Calls are shown for 1 to 31 days at a time.';
  end if;
  return query
    select b.id, (pg_catalog.lower(b.slot) at time zone zone)::date, pg_catalog.lower(b.slot), pg_catalog.upper(b.slot), b.topic, b.created_at,
           b.cancelled_at, b.cancelled_by, b.outcome, b.outcome_at, b.outcome_by,
           l.id, l.name, l.email, l.phone, l.website
      from private.bookings b
      join public.lsg_leads l on l.id = b.lead_id
     where pg_catalog.lower(b.slot) >= from_day::timestamp at time zone zone
       and pg_catalog.lower(b.slot) < (from_day + days)::timestamp at time zone zone
     order by pg_catalog.lower(b.slot), b.id
     limit 1000;
end;
$$;

-- 3. Marking a call ---------------------------------------------------------------------------------------

-- Marks a call attended or no-show (or clears the mark: new_outcome null), signed with the staff name.
-- 400 for another outcome, 404 for no such call, 409 for a cancelled call. Answers the outcome as
-- it now is.
create function public.dashboard_set_call_outcome(session_token text, booking_id uuid, new_outcome text)
returns table (outcome text, outcome_at timestamptz, outcome_by text)
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
  call_ private.bookings;
begin
  if dashboard_set_call_outcome.new_outcome is not null and dashboard_set_call_outcome.new_outcome not in ('attended', 'no_show') then
    raise exception using errcode = '22023', message = 'A call is marked attended or no-show.';
  end if;
  select * into call_ from private.bookings b where b.id = dashboard_set_call_outcome.booking_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This call no longer exists.';
  end if;
  if call_.cancelled_at is not null then
    raise exception using errcode = 'PT409', message = 'This call was cancelled.';
  end if;
  update private.bookings b
     set outcome = dashboard_set_call_outcome.new_outcome,
         outcome_at = case when dashboard_set_call_outcome.new_outcome is null then null else private.clock_now() end,
         outcome_by = case when dashboard_set_call_outcome.new_outcome is null then null else actor end
   where b.id = call_.id;
  return query select b.outcome, b.outcome_at, b.outcome_by from private.bookings b where b.id = call_.id;
end;
$$;

-- 4. The lead list says which rows wait --------------------------------------------------------------------

-- As in 20261126153005_dashboard_list.sql, with each row's `waiting`: whether private.waiting_leads
-- holds it (a lead at New past an office hour, of a type someone waits on, with no live booking).
-- The browser marks the row by it instead of deciding from the type (decision 0063). One primary-key
-- probe per row of the page (at most 500).
create or replace function public.dashboard_list_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  sort_column text default 'created_at',
  sort_direction text default 'desc',
  page_limit integer default 50,
  page_offset integer default 0,
  statuses text[] default null,
  after_value text default null,
  after_id uuid default null
) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
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
begin
  perform private.require_dashboard_session(session_token);
  if pattern is null and email_prefix is null then
    select coalesce(sum(t.n), 0) into total from private.lead_totals t
     where (lead_types is null or t.lead_type = any (lead_types))
       and (case when statuses is null then t.status <> 'spam' else t.status = any (statuses) end);
  else
    -- No match is an empty list, not null: the page then reads no index a second time.
    if email_prefix is not null then
      select coalesce(array_agg(matches.id), '{}') into match_ids from (
        select l.id from public.lsg_leads l
         where lower(l.email) like email_prefix
           and (lead_types is null or l.lead_type = any (lead_types))
           and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
         limit private.search_count_cap() + 1) as matches;
    else
      select coalesce(array_agg(matches.id), '{}') into match_ids from (
        select l.id from public.lsg_leads l
         where l.search_text like pattern
           and (lead_types is null or l.lead_type = any (lead_types))
           and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
         limit private.search_count_cap() + 1) as matches;
    end if;
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
  end;
  parts := case when after_id is null then array['true'] else private.lead_keyset_parts(sort_column, sort_direction, after_value is null) end;
  -- One index range per part, each stopped after a page; a nullable column's nulls come after its values.
  select string_agg(format('(select * from (select * from public.lsg_leads l where %s and (%s) %s) m order by %s limit $3 + $4)',
                           filters, part, case when match_ids is not null then 'offset 0' else '' end, order_by), ' union all ')
    into body from unnest(parts) as part;
  -- The page, and the cursor of its last row for the next one (the sort key as the database sees it).
  execute format('select coalesce(jsonb_agg(to_jsonb(p) - ''search_text'' - ''sort_key'' - ''position''
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
$$;

-- Who may do what -----------------------------------------------------------------------------------------

revoke all on function public.dashboard_calls(text, date, integer), public.dashboard_set_call_outcome(text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.dashboard_calls(text, date, integer), public.dashboard_set_call_outcome(text, uuid, text)
  to anon, service_role;
