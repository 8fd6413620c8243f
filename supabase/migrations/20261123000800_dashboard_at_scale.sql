-- The dashboard stays fast at a million leads (docs/decisions/0014-dashboard-at-scale.md):
-- totals and the chart come from counters kept by statement triggers instead of counting the table;
-- a searched list counts its matches exactly up to 10,000 and says "more" beyond; the name and
-- e-mail sorts have indexes in both directions, and the ORDER BY matches them.

create table private.lead_totals (
  lead_type text not null,
  status text not null,
  n bigint not null,
  primary key (lead_type, status)
);
insert into private.lead_totals (lead_type, status, n)
  select l.lead_type, l.status, count(*) from public.lsg_leads l group by 1, 2;

-- Leads per Los Angeles day and type, for the chart: 30 days read as at most a few hundred rows.
create table private.lead_daily_counts (
  day date not null,
  lead_type text not null,
  n bigint not null,
  primary key (day, lead_type)
);
insert into private.lead_daily_counts (day, lead_type, n)
  select (l.created_at at time zone 'America/Los_Angeles')::date, l.lead_type, count(*) from public.lsg_leads l group by 1, 2;

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

create or replace function public.dashboard_lead_counts(session_token text, days integer default 30)
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

create trigger lsg_leads_count_insert after insert on public.lsg_leads
  referencing new table as new_rows for each statement execute function private.count_leads();
create trigger lsg_leads_count_delete after delete on public.lsg_leads
  referencing old table as old_rows for each statement execute function private.count_leads();
create trigger lsg_leads_count_update after update on public.lsg_leads
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_leads();

-- The sorts staff use besides the date, in both directions the list asks for (nulls last).
create index lsg_leads_name_asc_idx on public.lsg_leads (name asc nulls last, id asc);
create index lsg_leads_name_desc_idx on public.lsg_leads (name desc nulls last, id desc);
create index lsg_leads_email_asc_idx on public.lsg_leads (email asc, id asc);
create index lsg_leads_email_desc_idx on public.lsg_leads (email desc, id desc);

-- The ORDER BY of a list: "nulls last" only on columns that can be null. On a NOT NULL column the
-- clause would change nothing, but it would stop the planner using the (created_at desc, id desc)
-- and (email desc, id desc) indexes, which sort nulls first: measured, 138 ms instead of a few at
-- 100,000 leads.
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
    return format('%I %s, id %s', sort_column, direction, direction);
  end if;
  return format('%I %s nulls last, id %s', sort_column, direction, direction);
end;
$$;

-- Above this many matches a filtered list says "10,000+" instead of counting a huge set.
create function private.count_cap() returns integer
language sql immutable set search_path = '' as $$ select 10000 $$;

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
    select count(*) into total from (
      select 1 from public.lsg_leads l
       where l.search_text like pattern
         and (lead_types is null or l.lead_type = any (lead_types))
         and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       limit private.count_cap() + 1) as matches;
    capped := total > private.count_cap();
    if capped then
      total := private.count_cap();
    end if;
  end if;
  -- Two plans for one answer. A search with fewer than 10,000 matches: find them through the trigram
  -- index first (the "offset 0" keeps the sort from being pushed into the scan), then sort that
  -- small set. Otherwise walk the sort order's index and stop after the page: with that many matches
  -- the page fills quickly.
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(p) - ''search_text''), ''[]''::jsonb) from (
       select * from (
         select * from public.lsg_leads l
          where ($1::text is null or l.search_text like $1) and ($2::text[] is null or l.lead_type = any ($2))
            and (case when $5::text[] is null then l.status <> ''spam'' else l.status = any ($5) end)
          %s) matches
        order by %s limit $3 offset $4) p',
    case when pattern is not null and not capped then 'offset 0' else '' end,
    private.lead_order_by(sort_column, sort_direction))
    into page
    using pattern, lead_types, least(greatest(coalesce(page_limit, 50), 1), 500), greatest(coalesce(page_offset, 0), 0), statuses;
  return jsonb_build_object('total', total, 'total_capped', capped, 'rows', page);
end;
$$;

create or replace function public.dashboard_lead_summary(session_token text) returns jsonb
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
-- Counted up to the cap, through the date index.
create function public.dashboard_new_lead_count(session_token text, since timestamptz) returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return (select count(*)::integer from (
            select 1 from public.lsg_leads l
             where l.created_at > since and l.status <> 'spam'
             limit private.count_cap() + 1) as fresh);
end;
$$;

revoke all on function public.dashboard_new_lead_count(text, timestamptz) from public, anon, authenticated;
grant execute on function public.dashboard_new_lead_count(text, timestamptz) to anon, service_role;

revoke all on table private.lead_totals, private.lead_daily_counts from public, anon, authenticated;
revoke all on function private.count_leads(), private.count_cap() from public;
