-- The dashboard's Sources view (issue 42, docs/decisions/0039-lead-sources-rollup.md): leads per Los
-- Angeles day, per attribution dimension (landing page, referrer domain, UTM source / medium /
-- campaign, lead type) and per value, a count for each status, kept by statement triggers like the counters of
-- 20261126153005_dashboard_list.sql. One lead is one row in each of the six dimensions, so a view of
-- one dimension over 90 days reads days x values rows (a few hundred at a million leads), never
-- the leads themselves. A status change moves its count between statuses; a delete
-- takes it away.

create table private.lead_source_daily (
  dimension text not null,
  day date not null,
  -- '' when the lead has no value for the dimension (no referrer, no UTM tag): the view's "(none)".
  value text not null,
  -- Leads at each status now: one row per day and value, not one per status, so a year of a
  -- dimension reads a sixth of the rows.
  n_new bigint not null default 0,
  n_contacted bigint not null default 0,
  n_qualified bigint not null default 0,
  n_won bigint not null default 0,
  n_lost bigint not null default 0,
  n_spam bigint not null default 0,
  primary key (dimension, day, value)
);

-- The page a lead was sent from, as the view groups it: lower case, without a trailing slash,
-- at most 200 characters (a btree key must stay small; pages differ long before that).
create function private.lead_source_page(source_path text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(left(nullif(regexp_replace(lower(btrim(source_path)), '(.)/+$', '\1'), ''), 200), '')
$$;

-- The host of a referrer address, lower case and without "www.": https://www.google.com/search?q=x
-- is google.com. '' for no referrer or one that is not an address.
create function private.lead_source_referrer_domain(referrer text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(left(regexp_replace(lower(substring(btrim(referrer) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), '^www\.', ''), 200), '')
$$;

-- A UTM tag as grouped: trimmed and lower case, so "Google" and "google " are one source.
create function private.lead_source_tag(tag text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(left(lower(btrim(tag)), 200), '')
$$;

-- One lead's six keys in the rollup (a row per dimension), with its status and +1 or -1.
create function private.lead_source_keys(
  lead_created_at timestamptz, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text,
  lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer
) returns table (dimension text, day date, value text, status text, delta integer)
language sql immutable set search_path = '' as $$
  select v.dimension, (lead_created_at at time zone 'America/Los_Angeles')::date, v.value, lead_status, change
    from (values
      ('page', private.lead_source_page(lead_source_path)), ('referrer', private.lead_source_referrer_domain(lead_referrer)),
      ('utm_source', private.lead_source_tag(lead_utm_source)), ('utm_medium', private.lead_source_tag(lead_utm_medium)),
      ('utm_campaign', private.lead_source_tag(lead_utm_campaign)), ('lead_type', lead_lead_type)) as v (dimension, value)
$$;

-- Counts one statement's rows into the rollup: old rows out, new rows in, netted per key, so an
-- update that changes nothing the view groups by writes nothing.
create function private.count_lead_sources() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select c.dimension, c.day, c.value, coalesce(sum(c.delta) filter (where c.status = 'new'), 0), coalesce(sum(c.delta) filter (where c.status = 'contacted'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'qualified'), 0), coalesce(sum(c.delta) filter (where c.status = 'won'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'lost'), 0), coalesce(sum(c.delta) filter (where c.status = 'spam'), 0)
        from new_rows i cross join lateral private.lead_source_keys(i.created_at, i.status, i.source_path, i.referrer, i.utm_source, i.utm_medium, i.utm_campaign, i.lead_type, 1) as c
       group by 1, 2, 3
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + coalesce(excluded.n_new, 0), n_contacted = d.n_contacted + coalesce(excluded.n_contacted, 0),
        n_qualified = d.n_qualified + coalesce(excluded.n_qualified, 0), n_won = d.n_won + coalesce(excluded.n_won, 0),
        n_lost = d.n_lost + coalesce(excluded.n_lost, 0), n_spam = d.n_spam + coalesce(excluded.n_spam, 0);
  elsif tg_op = 'DELETE' then
    insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select c.dimension, c.day, c.value, coalesce(sum(c.delta) filter (where c.status = 'new'), 0), coalesce(sum(c.delta) filter (where c.status = 'contacted'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'qualified'), 0), coalesce(sum(c.delta) filter (where c.status = 'won'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'lost'), 0), coalesce(sum(c.delta) filter (where c.status = 'spam'), 0)
        from old_rows o cross join lateral private.lead_source_keys(o.created_at, o.status, o.source_path, o.referrer, o.utm_source, o.utm_medium, o.utm_campaign, o.lead_type, -1) as c
       group by 1, 2, 3
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + coalesce(excluded.n_new, 0), n_contacted = d.n_contacted + coalesce(excluded.n_contacted, 0),
        n_qualified = d.n_qualified + coalesce(excluded.n_qualified, 0), n_won = d.n_won + coalesce(excluded.n_won, 0),
        n_lost = d.n_lost + coalesce(excluded.n_lost, 0), n_spam = d.n_spam + coalesce(excluded.n_spam, 0);
  else
    -- Old rows out and new rows in, netted per status: an update that changes nothing grouped writes nothing.
    insert into private.lead_source_daily as d (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
      select c.dimension, c.day, c.value, coalesce(sum(c.delta) filter (where c.status = 'new'), 0), coalesce(sum(c.delta) filter (where c.status = 'contacted'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'qualified'), 0), coalesce(sum(c.delta) filter (where c.status = 'won'), 0),
             coalesce(sum(c.delta) filter (where c.status = 'lost'), 0), coalesce(sum(c.delta) filter (where c.status = 'spam'), 0)
        from (select c.* from old_rows o cross join lateral private.lead_source_keys(o.created_at, o.status, o.source_path, o.referrer, o.utm_source, o.utm_medium, o.utm_campaign, o.lead_type, -1) as c
              union all
              select c.* from new_rows i cross join lateral private.lead_source_keys(i.created_at, i.status, i.source_path, i.referrer, i.utm_source, i.utm_medium, i.utm_campaign, i.lead_type, 1) as c) as c
       group by 1, 2, 3
      having (
        coalesce(sum(c.delta) filter (where c.status = 'new'), 0) <> 0 or coalesce(sum(c.delta) filter (where c.status = 'contacted'), 0) <> 0 or
        coalesce(sum(c.delta) filter (where c.status = 'qualified'), 0) <> 0 or coalesce(sum(c.delta) filter (where c.status = 'won'), 0) <> 0 or
        coalesce(sum(c.delta) filter (where c.status = 'lost'), 0) <> 0 or coalesce(sum(c.delta) filter (where c.status = 'spam'), 0) <> 0)
      on conflict (dimension, day, value) do update set
        n_new = d.n_new + coalesce(excluded.n_new, 0), n_contacted = d.n_contacted + coalesce(excluded.n_contacted, 0),
        n_qualified = d.n_qualified + coalesce(excluded.n_qualified, 0), n_won = d.n_won + coalesce(excluded.n_won, 0),
        n_lost = d.n_lost + coalesce(excluded.n_lost, 0), n_spam = d.n_spam + coalesce(excluded.n_spam, 0);
  end if;
  return null;
end;
$$;

create trigger lsg_leads_sources_insert after insert on public.lsg_leads
  referencing new table as new_rows for each statement execute function private.count_lead_sources();
create trigger lsg_leads_sources_delete after delete on public.lsg_leads
  referencing old table as old_rows for each statement execute function private.count_lead_sources();
create trigger lsg_leads_sources_update after update on public.lsg_leads
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_lead_sources();

-- The leads already stored.
insert into private.lead_source_daily (dimension, day, value, n_new, n_contacted, n_qualified, n_won, n_lost, n_spam)
  select c.dimension, c.day, c.value, count(*) filter (where c.status = 'new'), count(*) filter (where c.status = 'contacted'),
         count(*) filter (where c.status = 'qualified'), count(*) filter (where c.status = 'won'),
         count(*) filter (where c.status = 'lost'), count(*) filter (where c.status = 'spam')
    from public.lsg_leads l cross join lateral private.lead_source_keys(l.created_at, l.status, l.source_path, l.referrer, l.utm_source, l.utm_medium, l.utm_campaign, l.lead_type, 1) as c
   group by 1, 2, 3;

-- The Sources view in one call: for the Los Angeles days from_day..to_day (inclusive, at most 366),
-- one row per value of the dimension with its leads, contacted, qualified, won and lost, and the
-- leads and won per week (weeks start Monday) of the five values with the most leads.
-- "Contacted" is the lead's current status at contacted or beyond (contacted, qualified, won, lost):
-- a lead Won without a Contacted step was still contacted. "Qualified" is qualified or won. The won
-- rate is won / leads. Spam is left out unless include_spam. Pages under /los-angeles-seo/ and
-- /services/ also roll up into one row for their section ('/los-angeles-seo/*', '/services/*'),
-- marked section = true and left out of the chart's top five (their pages are in it already).
create function public.dashboard_lead_sources(
  session_token text,
  group_by text,
  from_day date,
  to_day date,
  include_spam boolean default false
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  if group_by is null or group_by not in ('page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'lead_type') then
    raise exception using errcode = '22023', message = format('Leads cannot be grouped by %s.', coalesce(group_by, 'nothing'));
  end if;
  if from_day is null or to_day is null or to_day < from_day or to_day - from_day > 365 then
    raise exception using errcode = '22023', message = 'Choose a period of 1 to 366 days, the first day before the last.';
  end if;
  return (
    with counted as (
      select d.day, d.value, d.n_contacted, d.n_qualified, d.n_won, d.n_lost,
             d.n_new + d.n_contacted + d.n_qualified + d.n_won + d.n_lost + case when include_spam then d.n_spam else 0 end as n
        from private.lead_source_daily d
       where d.dimension = group_by and d.day between from_day and to_day
    ),
    grouped as (
      select g.value, g.section, sum(g.n) as leads, sum(g.n_contacted + g.n_qualified + g.n_won + g.n_lost) as contacted,
             sum(g.n_qualified + g.n_won) as qualified, sum(g.n_won) as won, sum(g.n_lost) as lost
        from (select c.value, false as section, c.n, c.n_contacted, c.n_qualified, c.n_won, c.n_lost from counted c
              union all
              select case when c.value like '/los-angeles-seo/%' then '/los-angeles-seo/*' else '/services/*' end, true,
                     c.n, c.n_contacted, c.n_qualified, c.n_won, c.n_lost
                from counted c
               where group_by = 'page' and (c.value like '/los-angeles-seo/_%' or c.value like '/services/_%')) as g
       group by g.value, g.section
      having sum(g.n) > 0
    ),
    top_five as (
      select g.value from grouped g where not g.section order by g.leads desc, g.value limit 5
    ),
    weekly as (
      select date_trunc('week', c.day)::date as week, c.value, sum(c.n) as leads, sum(c.n_won) as won
        from counted c
       where c.value in (select t.value from top_five t)
       group by 1, 2
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object(
                 'value', g.value, 'section', g.section, 'leads', g.leads, 'contacted', g.contacted, 'qualified', g.qualified,
                 'won', g.won, 'lost', g.lost, 'won_rate', round(g.won::numeric / g.leads, 4)) order by g.leads desc, g.value)
               from grouped g), '[]'::jsonb),
      'top', coalesce((select jsonb_agg(t.value) from top_five t), '[]'::jsonb),
      'weeks', coalesce((select jsonb_agg(jsonb_build_object('week', w.week, 'value', w.value, 'leads', w.leads, 'won', w.won)
                 order by w.week, w.value) from weekly w), '[]'::jsonb)
    )
  );
end;
$$;

revoke all on table private.lead_source_daily from public, anon, authenticated;
revoke all on function private.lead_source_keys(timestamptz, text, text, text, text, text, text, text, integer), private.lead_source_page(text), private.lead_source_referrer_domain(text), private.lead_source_tag(text),
  private.count_lead_sources() from public, anon, authenticated;
revoke all on function public.dashboard_lead_sources(text, text, date, date, boolean) from public, anon, authenticated;
grant execute on function public.dashboard_lead_sources(text, text, date, date, boolean) to anon, service_role;
