-- The staff dashboard's list of leads, every function behind a session token
-- (20261126153004_dashboard_sign_in.sql): the list (search, type and status filters, every sort,
-- keyset pages), the CSV export, the chart and the header's totals. It stays fast at a million
-- leads (docs/decisions/0014-dashboard-at-scale.md, docs/decisions/0034-every-sort-indexed.md):
-- totals and the chart come from counters kept by statement triggers instead of counting the table;
-- a searched list counts its matches exactly up to 1,000 and says "more" beyond; every sort has its
-- index in both directions, and deep pages are read by keyset, not offset. One lead's own page is
-- 20261126153006_dashboard_lead_page.sql.

create table private.lead_totals (
  lead_type text not null,
  status text not null,
  n bigint not null,
  primary key (lead_type, status)
);

-- Leads per Los Angeles day and type, for the chart: 30 days read as at most a few hundred rows.
create table private.lead_daily_counts (
  day date not null,
  lead_type text not null,
  n bigint not null,
  primary key (day, lead_type)
);

-- One statement, one update per (type, status) and per (day, type) it touched: a bulk insert of a
-- million rows costs a few hundred counter updates, not a million.
create function private.count_leads() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    insert into private.lead_totals as t (lead_type, status, n)
      select o.lead_type, o.status, -count(*) from old_rows o group by 1, 2
      on conflict (lead_type, status) do update set n = t.n + excluded.n;
    insert into private.lead_daily_counts as d (day, lead_type, n)
      select (o.created_at at time zone 'America/Los_Angeles')::date, o.lead_type, -count(*) from old_rows o group by 1, 2
      on conflict (day, lead_type) do update set n = d.n + excluded.n;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.lead_totals as t (lead_type, status, n)
      select i.lead_type, i.status, count(*) from new_rows i group by 1, 2
      on conflict (lead_type, status) do update set n = t.n + excluded.n;
    insert into private.lead_daily_counts as d (day, lead_type, n)
      select (i.created_at at time zone 'America/Los_Angeles')::date, i.lead_type, count(*) from new_rows i group by 1, 2
      on conflict (day, lead_type) do update set n = d.n + excluded.n;
  end if;
  return null;
end;
$$;

create trigger lsg_leads_count_insert after insert on public.lsg_leads
  referencing new table as new_rows for each statement execute function private.count_leads();
create trigger lsg_leads_count_delete after delete on public.lsg_leads
  referencing old table as old_rows for each statement execute function private.count_leads();
create trigger lsg_leads_count_update after update on public.lsg_leads
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_leads();

-- Above this many new leads the dashboard's badge says "10,000+" instead of counting a huge set.
create function private.count_cap() returns integer
language sql immutable set search_path = '' as $$ select 10000 $$;
-- Above this many matches a searched list says "1000+". Counting reads matching rows until the cap:
-- at a million leads, 10,001 matches of a surname on one lead in forty took 116 ms to find, 1,001
-- took 9 ms (docs/decisions/0034-every-sort-indexed.md).
create function private.search_count_cap() returns integer
language sql immutable set search_path = '' as $$ select 1000 $$;
-- The list ---------------------------------------------------------------------------------------------

-- Every sortable column besides the date (the whitelist in lead_order_by), in both directions the
-- list asks for (nulls last), in the order each one reads: a sort without its index reads the whole
-- table (Company took 455 ms at a million leads). A NOT NULL column needs one index, read backwards
-- for the other direction; a nullable one needs two, because a backward scan puts the nulls first.
-- Long text sorts by its first 200 characters (lead_sort_key). tests/integration/list-indexes.test.ts
-- fails when a sortable column has no index its ORDER BY can read.
create index lsg_leads_name_asc_idx on public.lsg_leads (name asc nulls last, id asc);
create index lsg_leads_name_desc_idx on public.lsg_leads (name desc nulls last, id desc);
create index lsg_leads_email_asc_idx on public.lsg_leads (email asc, id asc);
create index lsg_leads_email_desc_idx on public.lsg_leads (email desc, id desc);
create index lsg_leads_type_id_idx on public.lsg_leads (lead_type, id);
create index lsg_leads_phone_asc_idx on public.lsg_leads (phone asc nulls last, id asc);
create index lsg_leads_phone_desc_idx on public.lsg_leads (phone desc nulls last, id desc);
create index lsg_leads_service_asc_idx on public.lsg_leads (service asc nulls last, id asc);
create index lsg_leads_service_desc_idx on public.lsg_leads (service desc nulls last, id desc);
create index lsg_leads_website_asc_idx on public.lsg_leads (left(website, 200) asc nulls last, id asc);
create index lsg_leads_website_desc_idx on public.lsg_leads (left(website, 200) desc nulls last, id desc);
create index lsg_leads_message_asc_idx on public.lsg_leads (left(message, 200) asc nulls last, id asc);
create index lsg_leads_message_desc_idx on public.lsg_leads (left(message, 200) desc nulls last, id desc);
create index lsg_leads_updated_at_idx on public.lsg_leads (updated_at desc, id desc);
create index lsg_leads_company_asc_idx on public.lsg_leads (company_name asc nulls last, id asc);
create index lsg_leads_company_desc_idx on public.lsg_leads (company_name desc nulls last, id desc);
create index lsg_leads_source_path_asc_idx on public.lsg_leads (left(source_path, 200) asc nulls last, id asc);
create index lsg_leads_source_path_desc_idx on public.lsg_leads (left(source_path, 200) desc nulls last, id desc);
create index lsg_leads_referrer_asc_idx on public.lsg_leads (left(referrer, 200) asc nulls last, id asc);
create index lsg_leads_referrer_desc_idx on public.lsg_leads (left(referrer, 200) desc nulls last, id desc);
create index lsg_leads_utm_source_asc_idx on public.lsg_leads (utm_source asc nulls last, id asc);
create index lsg_leads_utm_source_desc_idx on public.lsg_leads (utm_source desc nulls last, id desc);
create index lsg_leads_utm_medium_asc_idx on public.lsg_leads (utm_medium asc nulls last, id asc);
create index lsg_leads_utm_medium_desc_idx on public.lsg_leads (utm_medium desc nulls last, id desc);
create index lsg_leads_utm_campaign_asc_idx on public.lsg_leads (utm_campaign asc nulls last, id asc);
create index lsg_leads_utm_campaign_desc_idx on public.lsg_leads (utm_campaign desc nulls last, id desc);
create index lsg_leads_utm_term_asc_idx on public.lsg_leads (utm_term asc nulls last, id asc);
create index lsg_leads_utm_term_desc_idx on public.lsg_leads (utm_term desc nulls last, id desc);
create index lsg_leads_utm_content_asc_idx on public.lsg_leads (utm_content asc nulls last, id asc);
create index lsg_leads_utm_content_desc_idx on public.lsg_leads (utm_content desc nulls last, id desc);
-- A search that is a whole e-mail address looks the address up here (lead_search_email) instead of
-- in the trigram index, where its common trigrams ("com", "gma") match every lead.
create index lsg_leads_email_lower_idx on public.lsg_leads (lower(email) text_pattern_ops);

-- The LIKE pattern for a dashboard search (case-insensitive substring), or null for none.
create function private.lead_search_pattern(search text) returns text
language sql immutable set search_path = '' as $$
  select case when nullif(btrim(search), '') is null then null
              else '%' || replace(replace(replace(lower(btrim(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

-- A search that is a whole e-mail address finds the leads whose address starts with it, ignoring
-- case, through lsg_leads_email_lower_idx: the LIKE prefix for that, or null for any other search.
-- Not a substring of every column, as other searches are: the trigram index took 144 ms at a million
-- leads for one address, and staff who type an address want that lead (a prefix, so an address
-- still being typed keeps its lead in view). docs/decisions/0034-every-sort-indexed.md.
create function private.lead_search_email(search text) returns text
language sql immutable set search_path = '' as $$
  select case when private.is_valid_email(private.trim_space(search))
              then replace(replace(replace(lower(private.trim_space(search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
$$;

-- What a column sorts by. Website, message, page and referrer sort by their first 200 characters: a
-- btree index entry cannot hold a 5,000-character message or 2,048 characters of a multibyte
-- address, and staff tell leads apart long before character 200.
create function private.lead_sort_key(sort_column text) returns text
language sql immutable set search_path = '' as $$
  select case when sort_column in ('website', 'message', 'source_path', 'referrer') then format('left(%I, 200)', sort_column)
              else format('%I', sort_column) end
$$;

-- The ORDER BY of a list, by the sort key; "nulls last" only on columns that can be null. On a NOT
-- NULL column the clause would change nothing, but it would stop the planner using the
-- (created_at desc, id desc) and (email desc, id desc) indexes, which sort nulls first: measured,
-- 138 ms instead of a few at 100,000 leads.
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
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return format('%s %s, id %s', private.lead_sort_key(sort_column), direction, direction);
  end if;
  return format('%s %s nulls last, id %s', private.lead_sort_key(sort_column), direction, direction);
end;
$$;

-- The rows strictly after the cursor ($6 sort key as text, $7 id) in this sort order: one WHERE
-- condition per index range. After a null cursor only nulls with a larger id; after a value, the
-- larger values and, for a nullable column, then every null.
create function private.lead_keyset_parts(sort_column text, sort_direction text, cursor_is_null boolean) returns text[]
language plpgsql immutable set search_path = '' as $$
declare
  op text := case when lower(sort_direction) = 'asc' then '>' else '<' end;
  sort_key text := private.lead_sort_key(sort_column);
  key_type text := case when sort_column in ('created_at', 'updated_at') then 'timestamptz' else 'text' end;
begin
  if cursor_is_null then
    return array[format('%s is null and id %s $7', sort_key, op)];
  end if;
  if sort_column in ('created_at', 'updated_at', 'lead_type', 'email') then
    return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type)];
  end if;
  return array[format('(%s, id) %s ($6::%s, $7)', sort_key, op, key_type), format('%s is null', sort_key)];
end;
$$;

-- One page of leads, with the total of the filtered set and the cursor of the next page:
-- {"total": 123, "total_capped": false, "rows": [...], "next_cursor": {...}}.
-- A search that matches few leads reads the trigram index once: measured at 1,000,000 leads, the
-- index scan for a rare word costs tens of ms, so counting the matches and then finding them again
-- cost two scans. The count pass keeps the ids of up to 1,000 matches, and the page is sorted from
-- those ids through the primary key; with more matches, the page is read along the sort order's index.
-- Deep pages by keyset, not offset: an offset reads and throws away every row before the page (page
-- 10,000 would read 500,000 index entries). The page after a cursor (the last row's sort value and
-- id) starts where the cursor is, in the sort order's index, at any depth. Nullable columns sort
-- nulls last: after a non-null cursor come the larger values, then the nulls; after a null cursor
-- only the nulls with a larger id. Each part is one range of one index. The list answers the next
-- page's cursor itself, so the browser never rebuilds a sort key. The count pass is planned for
-- each call's search, as the export is: only a plan that knows the address can read the address index.
create function public.dashboard_list_leads(
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
  execute format('select coalesce(jsonb_agg(to_jsonb(p) - ''search_text'' - ''sort_key'' - ''position'' order by p.position), ''[]''::jsonb),
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

-- The filtered set for CSV export, newest first, in batches: pass the last row's created_at and id
-- to get the next batch (keyset paging stays fast however deep the export goes). It sends what the
-- CSV writes and builds it as json, not jsonb: measured on PGlite at 100,000 leads, a batch of 5,000
-- took 195 ms to build as jsonb objects of every column and 59 ms as json of the CSV's columns,
-- about a third of the bytes. The id stays: the next batch starts after it.
-- Every call is planned with its own values (plan_cache_mode): after five calls PL/pgSQL may keep
-- one generic plan, which knows neither the batch size nor whether there is a search, and on leads
-- whose dates do not follow the table's order it read the whole table and sorted it. Measured on
-- PGlite at 100,000 such leads: 2.8 s a batch of 5,000, where a plan for the call reads 5,000
-- entries of the date index in about 200 ms (docs/decisions/0034-every-sort-indexed.md).
create function public.dashboard_export_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 5000,
  statuses text[] default null
) returns json
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  email_prefix text := private.lead_search_email(search);
  pattern text := case when email_prefix is null then private.lead_search_pattern(search) end;
  batch json;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(json_agg(p), '[]'::json) into batch from (
    select l.id, l.created_at, l.lead_type, l.name, l.email, l.phone, l.website, l.message, l.service, l.status,
           (select n.body from private.lead_notes n where n.lead_id = l.id order by n.created_at desc limit 1) as latest_note
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

create function public.dashboard_delete_lead(session_token text, lead_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  delete from public.lsg_leads where id = lead_id;
  return found;
end;
$$;

-- Leads per day and type over the last `days` days (for the dashboard chart), from the counters.
create function public.dashboard_lead_counts(session_token text, days integer default 30)
returns table (day date, lead_type text, lead_count bigint)
language plpgsql stable security definer set search_path = '' as $$
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

-- Totals for the dashboard header: all leads but spam, partial leads never completed, and each
-- status, from the counters.
create function public.dashboard_lead_summary(session_token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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

-- Leads (spam aside) that arrived after `since`: the dashboard's "new since your last visit" badge.
-- Counted up to the cap, through the date index. Planned for each call's `since`, as the export is:
-- a generic plan cannot tell a day from a year, and at a million leads it counted by reading the
-- whole table, 587 ms for a day's leads.
create function public.dashboard_new_lead_count(session_token text, since timestamptz) returns integer
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
begin
  perform private.require_dashboard_session(session_token);
  return (select count(*)::integer from (
            select 1 from public.lsg_leads l
             where l.created_at > since and l.status <> 'spam'
             limit private.count_cap() + 1) as fresh);
end;
$$;

revoke all on table private.lead_totals, private.lead_daily_counts from public, anon, authenticated;
revoke all on function private.count_leads(), private.count_cap(), private.search_count_cap(), private.lead_search_pattern(text), private.lead_search_email(text), private.lead_sort_key(text),
  private.lead_order_by(text, text), private.lead_keyset_parts(text, text, boolean) from public, anon, authenticated;
revoke all on function public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[], text, uuid),
  public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[]),
  public.dashboard_delete_lead(text, uuid), public.dashboard_lead_counts(text, integer), public.dashboard_lead_summary(text),
  public.dashboard_new_lead_count(text, timestamptz) from public, anon, authenticated;
grant execute on function public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[], text, uuid),
  public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[]),
  public.dashboard_delete_lead(text, uuid), public.dashboard_lead_counts(text, integer), public.dashboard_lead_summary(text),
  public.dashboard_new_lead_count(text, timestamptz) to anon, service_role;
