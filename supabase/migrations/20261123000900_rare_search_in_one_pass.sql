-- A search that matches few leads reads the trigram index once, not twice
-- (docs/decisions/0014-dashboard-at-scale.md). Measured at 1,000,000 leads, the index scan for one
-- e-mail address costs about 75 ms, because the address shares common trigrams ("exa", "com") with
-- every row; counting the matches and then finding them again for the page cost two scans, 137 ms.
-- Now the count pass keeps the ids of up to 10,000 matches, and the page is sorted from those ids
-- through the primary key. With more matches than that, the page is read along the sort order's
-- index as before.
create or replace function public.dashboard_list_leads(
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
  match_ids uuid[];
  total bigint;
  capped boolean := false;
  page jsonb;
begin
  perform private.require_dashboard_session(session_token);
  if pattern is null then
    -- No search: the counters know the exact total for any type and status filter.
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
  -- Two plans for one answer. Up to 10,000 matches: the ids found above, fetched by primary key and
  -- sorted (the "offset 0" keeps the sort from being pushed into the scan). More, or no search: walk
  -- the sort order's index and stop after the page, which fills quickly.
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(p) - ''search_text''), ''[]''::jsonb) from (
       select * from (
         select * from public.lsg_leads l
          where %s
          %s) matches
        order by %s limit $3 offset $4) p',
    case
      when match_ids is not null then 'l.id = any ($6)'
      else '($1::text is null or l.search_text like $1) and ($2::text[] is null or l.lead_type = any ($2))
            and (case when $5::text[] is null then l.status <> ''spam'' else l.status = any ($5) end)'
    end,
    case when match_ids is not null then 'offset 0' else '' end,
    private.lead_order_by(sort_column, sort_direction))
    into page
    using pattern, lead_types, least(greatest(coalesce(page_limit, 50), 1), 500), greatest(coalesce(page_offset, 0), 0), statuses, match_ids;
  return jsonb_build_object('total', total, 'total_capped', capped, 'rows', page);
end;
$$;
