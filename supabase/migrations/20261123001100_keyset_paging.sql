-- Deep pages of the dashboard's list by keyset, not offset (docs/decisions/0014-dashboard-at-scale.md).
-- An offset reads and throws away every row before the page: page 100 was 19 ms at 1,000,000 leads,
-- page 10,000 would read 500,000 index entries. The page after a cursor (the last row's sort value
-- and id) starts where the cursor is, in the sort order's index, at any depth.
-- Nullable columns sort nulls last: after a non-null cursor come the larger values, then the nulls;
-- after a null cursor only the nulls with a larger id. Each part is one range of one index. The list
-- answers the next page's cursor itself (`next_cursor`), so the browser never rebuilds a sort key.

-- What a column sorts by. Website and message sort by their first 200 characters: a btree index
-- entry cannot hold a 5,000-character message, and staff tell leads apart long before character 200.
create function private.lead_sort_key(sort_column text) returns text
language sql immutable set search_path = '' as $$
  select case when sort_column in ('website', 'message') then format('left(%I, 200)', sort_column) else format('%I', sort_column) end
$$;

-- The ORDER BY of a list, now by the sort key; "nulls last" only where the column can be null (on a
-- NOT NULL column it would stop the planner using the index, see 20261123000800).
create or replace function private.lead_order_by(sort_column text, sort_direction text) returns text
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

-- Indexes for every sort the dashboard's headers offer, in the order each one reads.
create index lsg_leads_type_id_idx on public.lsg_leads (lead_type, id);
create index lsg_leads_phone_asc_idx on public.lsg_leads (phone asc nulls last, id asc);
create index lsg_leads_phone_desc_idx on public.lsg_leads (phone desc nulls last, id desc);
create index lsg_leads_service_asc_idx on public.lsg_leads (service asc nulls last, id asc);
create index lsg_leads_service_desc_idx on public.lsg_leads (service desc nulls last, id desc);
create index lsg_leads_website_asc_idx on public.lsg_leads (left(website, 200) asc nulls last, id asc);
create index lsg_leads_website_desc_idx on public.lsg_leads (left(website, 200) desc nulls last, id desc);
create index lsg_leads_message_asc_idx on public.lsg_leads (left(message, 200) asc nulls last, id asc);
create index lsg_leads_message_desc_idx on public.lsg_leads (left(message, 200) desc nulls last, id desc);

drop function public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[]);
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
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.lead_search_pattern(search);
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
  if pattern is null then
    select coalesce(sum(t.n), 0) into total from private.lead_totals t
     where (lead_types is null or t.lead_type = any (lead_types))
       and (case when statuses is null then t.status <> 'spam' else t.status = any (statuses) end);
  else
    select array_agg(matches.id) into match_ids from (
      select l.id from public.lsg_leads l
       where l.search_text like pattern
         and (lead_types is null or l.lead_type = any (lead_types))
         and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       limit private.count_cap() + 1) as matches;
    total := coalesce(cardinality(match_ids), 0);
    capped := total > private.count_cap();
    if capped then
      total := private.count_cap();
      match_ids := null;
    end if;
  end if;

  -- Up to 10,000 search matches: their ids, fetched by primary key and sorted (the "offset 0" keeps
  -- the sort out of the scan). Otherwise the filters, read along the sort order's index.
  filters := case
    when match_ids is not null then 'l.id = any ($8)'
    else '($1::text is null or l.search_text like $1) and ($2::text[] is null or l.lead_type = any ($2))
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
          after_value, after_id, match_ids;
  return jsonb_build_object('total', total, 'total_capped', capped, 'rows', page, 'next_cursor', next_cursor);
end;
$$;

revoke all on function public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[], text, uuid) from public, anon, authenticated;
grant execute on function public.dashboard_list_leads(text, text, text[], text, text, integer, integer, text[], text, uuid) to anon, service_role;
revoke all on function private.lead_sort_key(text), private.lead_keyset_parts(text, text, boolean) from public;
