-- The dashboard's Sources view (issue 42, docs/decisions/0039-lead-sources-rollup.md): leads per Los
-- Angeles day, per attribution dimension (landing page, referrer domain, UTM source / medium /
-- campaign, lead type), per value and per status, kept by statement triggers like the counters of
-- 20261127000500_dashboard_list.sql. One lead is one row in each of the six dimensions, so a view of
-- one dimension over 90 days reads days x values x statuses rows (a few thousand at a million
-- leads), never the leads themselves. A status change moves its count between statuses; a delete
-- takes it away.

create table private.lead_source_daily (
  dimension text not null,
  day date not null,
  -- '' when the lead has no value for the dimension (no referrer, no UTM tag): the view's "(none)".
  value text not null,
  status text not null,
  n bigint not null,
  primary key (dimension, day, value, status)
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

-- Counts one statement's rows into the rollup: old rows out, new rows in, netted per key, so an
-- update that changes nothing the view groups by writes nothing.
create function private.count_lead_sources() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into private.lead_source_daily as d (dimension, day, value, status, n)
      select v.dimension, (i.created_at at time zone 'America/Los_Angeles')::date, v.value, i.status, count(*)
        from new_rows i
       cross join lateral (values
         ('page', private.lead_source_page(i.source_path)), ('referrer', private.lead_source_referrer_domain(i.referrer)),
         ('utm_source', private.lead_source_tag(i.utm_source)), ('utm_medium', private.lead_source_tag(i.utm_medium)),
         ('utm_campaign', private.lead_source_tag(i.utm_campaign)), ('lead_type', i.lead_type)) as v (dimension, value)
       group by 1, 2, 3, 4
      on conflict (dimension, day, value, status) do update set n = d.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into private.lead_source_daily as d (dimension, day, value, status, n)
      select v.dimension, (o.created_at at time zone 'America/Los_Angeles')::date, v.value, o.status, -count(*)
        from old_rows o
       cross join lateral (values
         ('page', private.lead_source_page(o.source_path)), ('referrer', private.lead_source_referrer_domain(o.referrer)),
         ('utm_source', private.lead_source_tag(o.utm_source)), ('utm_medium', private.lead_source_tag(o.utm_medium)),
         ('utm_campaign', private.lead_source_tag(o.utm_campaign)), ('lead_type', o.lead_type)) as v (dimension, value)
       group by 1, 2, 3, 4
      on conflict (dimension, day, value, status) do update set n = d.n + excluded.n;
  else
    insert into private.lead_source_daily as d (dimension, day, value, status, n)
      select v.dimension, c.day, v.value, c.status, sum(c.delta)
        from (select o.created_at, o.source_path, o.referrer, o.utm_source, o.utm_medium, o.utm_campaign, o.lead_type, o.status, -1 as delta from old_rows o
              union all
              select i.created_at, i.source_path, i.referrer, i.utm_source, i.utm_medium, i.utm_campaign, i.lead_type, i.status, 1 from new_rows i) as r
       cross join lateral (select (r.created_at at time zone 'America/Los_Angeles')::date as day, r.status, r.delta) as c
       cross join lateral (values
         ('page', private.lead_source_page(r.source_path)), ('referrer', private.lead_source_referrer_domain(r.referrer)),
         ('utm_source', private.lead_source_tag(r.utm_source)), ('utm_medium', private.lead_source_tag(r.utm_medium)),
         ('utm_campaign', private.lead_source_tag(r.utm_campaign)), ('lead_type', r.lead_type)) as v (dimension, value)
       group by 1, 2, 3, 4
      having sum(c.delta) <> 0
      on conflict (dimension, day, value, status) do update set n = d.n + excluded.n;
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
insert into private.lead_source_daily (dimension, day, value, status, n)
  select v.dimension, (l.created_at at time zone 'America/Los_Angeles')::date, v.value, l.status, count(*)
    from public.lsg_leads l
   cross join lateral (values
     ('page', private.lead_source_page(l.source_path)), ('referrer', private.lead_source_referrer_domain(l.referrer)),
     ('utm_source', private.lead_source_tag(l.utm_source)), ('utm_medium', private.lead_source_tag(l.utm_medium)),
     ('utm_campaign', private.lead_source_tag(l.utm_campaign)), ('lead_type', l.lead_type)) as v (dimension, value)
   group by 1, 2, 3, 4;

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
      select d.day, d.value, d.status, d.n
        from private.lead_source_daily d
       where d.dimension = group_by and d.day between from_day and to_day
         and (include_spam or d.status <> 'spam') and d.n <> 0
    ),
    sections as (
      select case when c.value like '/los-angeles-seo/%' then '/los-angeles-seo/*' else '/services/*' end as value, c.status, c.n
        from counted c
       where group_by = 'page' and (c.value like '/los-angeles-seo/_%' or c.value like '/services/_%')
    ),
    grouped as (
      select g.value, g.section, sum(g.n) as leads,
             coalesce(sum(g.n) filter (where g.status in ('contacted', 'qualified', 'won', 'lost')), 0) as contacted,
             coalesce(sum(g.n) filter (where g.status in ('qualified', 'won')), 0) as qualified,
             coalesce(sum(g.n) filter (where g.status = 'won'), 0) as won,
             coalesce(sum(g.n) filter (where g.status = 'lost'), 0) as lost
        from (select c.value, false as section, c.status, c.n from counted c
              union all
              select s.value, true, s.status, s.n from sections s) as g
       group by g.value, g.section
      having sum(g.n) > 0
    ),
    top_five as (
      select g.value from grouped g where not g.section order by g.leads desc, g.value limit 5
    ),
    weekly as (
      select date_trunc('week', c.day)::date as week, c.value, sum(c.n) as leads,
             coalesce(sum(c.n) filter (where c.status = 'won'), 0) as won
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
revoke all on function private.lead_source_page(text), private.lead_source_referrer_domain(text), private.lead_source_tag(text),
  private.count_lead_sources() from public, anon, authenticated;
revoke all on function public.dashboard_lead_sources(text, text, date, date, boolean) from public, anon, authenticated;
grant execute on function public.dashboard_lead_sources(text, text, date, date, boolean) to anon, service_role;
