-- What the dashboard measures: speed to lead, who is waiting and the morning e-mail about them, and
-- where leads come from (docs/decisions/0040-speed-to-lead.md, 0039-lead-sources-rollup.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) RETURNS TABLE(dimension text, day date, value text, status text, delta integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select v.dimension, (lead_created_at at time zone 'America/Los_Angeles')::date, v.value, lead_status, change
    from (values
      ('page', private.lead_source_page(lead_source_path)), ('referrer', private.lead_source_referrer_domain(lead_referrer)),
      ('utm_source', private.lead_source_tag(lead_utm_source)), ('utm_medium', private.lead_source_tag(lead_utm_medium)),
      ('utm_campaign', private.lead_source_tag(lead_utm_campaign)), ('lead_type', lead_lead_type)) as v (dimension, value)
$$;

COMMENT ON FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) IS 'One lead''s six rows in the Sources rollup (page, referrer, UTM source, medium, campaign, lead type) for its Los Angeles day, with its status and +1 or -1; used by the counter trigger and the recount (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_keys(lead_created_at timestamp with time zone, lead_status text, lead_source_path text, lead_referrer text, lead_utm_source text, lead_utm_medium text, lead_utm_campaign text, lead_lead_type text, change integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_page(source_path text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select coalesce(left(nullif(regexp_replace(lower(btrim(source_path)), '(.)/+$', '\1'), ''), 200), '')
$_$;

COMMENT ON FUNCTION private.lead_source_page(source_path text) IS 'The landing page as the Sources view groups it: lower case, no trailing slash, at most 200 characters, '''' for none (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_page(source_path text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_referrer_domain(referrer text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(left(regexp_replace(lower(substring(btrim(referrer) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), '^www\.', ''), 200), '')
$$;

COMMENT ON FUNCTION private.lead_source_referrer_domain(referrer text) IS 'A referrer''s host, lower case and without www. (google.com), '''' for none or not an address, so referrers group by site (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_referrer_domain(referrer text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_source_tag(tag text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(left(lower(btrim(tag)), 200), '')
$$;

COMMENT ON FUNCTION private.lead_source_tag(tag text) IS 'A UTM tag as grouped: trimmed and lower case, so "Google" and "google " are one source (decision 0039).';

REVOKE ALL ON FUNCTION private.lead_source_tag(tag text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) RETURNS SETOF record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.date_trunc('week', created_at at time zone private.office_time_zone())::date, m.measure,
         private.speed_bucket(case m.measure when 'office' then office_seconds
                              else greatest(0, extract(epoch from first_touched_at - created_at))::bigint end)
    from (values ('office'), ('elapsed')) m (measure)
   where first_touched_at is not null;
$$;

COMMENT ON FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) IS 'A touched lead''s two histogram keys (Los Angeles week of arrival, office and elapsed measure, bucket), none for an untouched lead; used by the counter trigger and the recount (decision 0040).';

REVOKE ALL ON FUNCTION private.lead_speed_keys(created_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, OUT week_of date, OUT measure text, OUT bucket_seconds bigint) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(greatest(0, extract(epoch from least(to_at, w.closes_at) - greatest(from_at, w.opens_at))))::bigint, 0)
    from pg_catalog.generate_series((from_at at time zone private.office_time_zone())::date,
                                    (to_at at time zone private.office_time_zone())::date, interval '1 day') d,
         lateral private.office_window(d::date) w
   where from_at < to_at and w.opens_at is not null;
$$;

COMMENT ON FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) IS 'Office seconds between two instants (the overlap with each weekday window), so a lead at 11 pm Friday is measured from 9 am Monday (decision 0040).';

REVOKE ALL ON FUNCTION private.office_seconds(from_at timestamp with time zone, to_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  remaining numeric := seconds;
  day date := (at_ at time zone private.office_time_zone())::date;
  w record;
  usable numeric;
begin
  for step in 0..60 loop
    select * into w from private.office_window(day - step);
    if w.opens_at is not null and w.opens_at < at_ then
      usable := extract(epoch from least(at_, w.closes_at) - w.opens_at);
      if remaining <= usable then
        return least(at_, w.closes_at) - pg_catalog.make_interval(secs => remaining);
      end if;
      remaining := remaining - usable;
    end if;
  end loop;
  return at_ - interval '60 days';
end;
$$;

COMMENT ON FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) IS 'The latest instant from which a number of office seconds have passed by a given time, walking back through at most 60 days of windows; a lead that arrived at or before it has waited that long (decision 0040).';

REVOKE ALL ON FUNCTION private.office_time_back(at_ timestamp with time zone, seconds integer) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_time_zone() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 'America/Los_Angeles' $$;

COMMENT ON FUNCTION private.office_time_zone() IS 'The office hours'' time zone, America/Los_Angeles: the one hours source of speed to lead and booking (decisions 0040, 0060).';

REVOKE ALL ON FUNCTION private.office_time_zone() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) RETURNS record
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (day + time '09:00') at time zone private.office_time_zone(), (day + time '18:00') at time zone private.office_time_zone()
   where extract(isodow from day) < 6;
$$;

COMMENT ON FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) IS 'One local day''s office window, 9 am to 6 pm Los Angeles time, as two instants (no row on Saturday and Sunday), correct across daylight-saving changes; the site''s published hours (decision 0040).';

REVOKE ALL ON FUNCTION private.office_window(day date, OUT opens_at timestamp with time zone, OUT closes_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.speed_bucket(seconds bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when seconds <= 3600 then ceil(seconds / 60.0) * 60
              when seconds <= 28800 then ceil(seconds / 900.0) * 900
              when seconds <= 432000 then ceil(seconds / 3600.0) * 3600
              else ceil(seconds / 86400.0) * 86400 end;
$$;

COMMENT ON FUNCTION private.speed_bucket(seconds bigint) IS 'A duration''s histogram bucket, named by its upper bound: the minute within the first hour, the quarter hour to 8 hours, the hour to 5 days, then the day; percentiles read from it mean "at most" (decision 0040).';

REVOKE ALL ON FUNCTION private.speed_bucket(seconds bigint) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.waiting_since() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.office_time_back(private.clock_now(), 3600);
$$;

COMMENT ON FUNCTION private.waiting_since() IS 'The instant one office hour ago: a lead of a waiting type still at New that arrived at or before it is waiting. The one waiting threshold, read by private.waiting_leads and the dashboard (decisions 0040, 0052).';

REVOKE ALL ON FUNCTION private.waiting_since() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) IS 'Staff Sources view (anon, service_role; session checked first): for 1 to 366 Los Angeles days and one dimension, each value''s leads, contacted, qualified, won, lost and won rate (contacted means the current status is contacted or beyond), section rows for /los-angeles-seo/ and /services/ pages, and weekly leads and won of the top five; spam left out unless asked. Read from the daily rollup, never the leads (decision 0039).';

REVOKE ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_sources(session_token text, group_by text, from_day date, to_day date, include_spam boolean) TO anon;

CREATE FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) RETURNS TABLE(arrived_at timestamp with time zone, first_touched_at timestamp with time zone, office_seconds bigint, elapsed_seconds bigint, waiting boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.lsg_leads;
  until_ timestamptz;
begin
  perform private.require_dashboard_session(session_token);
  select * into lead from public.lsg_leads l where l.id = dashboard_lead_speed.lead_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  until_ := coalesce(lead.first_touched_at, private.clock_now());
  return query select lead.created_at, lead.first_touched_at,
                      coalesce(lead.first_touch_office_seconds, private.office_seconds(lead.created_at, until_)),
                      greatest(0, extract(epoch from until_ - lead.created_at))::bigint,
                      exists (select 1 from private.waiting_leads w where w.id = lead.id);
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) IS 'Staff (anon, service_role; session checked first): one lead''s arrival, first touch, office and elapsed time to it (or so far while at New), and whether it is waiting by private.waiting_leads; PT404 for a missing lead (decisions 0040, 0052).';

REVOKE ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_speed(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor text := private.session_staff_name(session_token);
begin
  if enabled is null then
    raise exception using errcode = '22023', message = 'Switch the morning e-mail on or off.';
  end if;
  update private.agency_preferences s set morning_email = enabled, changed_at = private.clock_now(), changed_by = actor
   where s.morning_email is distinct from enabled;
  return (select s.morning_email from private.agency_preferences s);
end;
$$;

COMMENT ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) IS 'Staff (anon, service_role): switches the weekday morning e-mail of waiting leads on or off, signed with the staff name; answers the setting as it now is, 22023 for null (decision 0040).';

REVOKE ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_set_morning_email(session_token text, enabled boolean) TO anon;

CREATE FUNCTION public.dashboard_speed(session_token text, weeks integer DEFAULT 12) RETURNS TABLE(week_of date, arrived bigint, touched bigint, office_median bigint, office_p90 bigint, elapsed_median bigint, elapsed_p90 bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  this_week date := pg_catalog.date_trunc('week', private.clock_now() at time zone private.office_time_zone())::date;
  span integer := least(greatest(coalesce(weeks, 12), 1), 104);
  first_week date := this_week - 7 * (span - 1);
begin
  perform private.require_dashboard_session(session_token);
  return query
    with ranked as (
      select h.week_of, h.measure, h.bucket_seconds,
             sum(h.n) over (partition by h.week_of, h.measure order by h.bucket_seconds) as below,
             sum(h.n) over (partition by h.week_of, h.measure) as total
        from private.lead_speed_weekly h
       where h.week_of between first_week and this_week and h.n > 0),
    percentiles as (
      select r.week_of, r.measure, max(r.total) as touched,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.5)) as median,
             min(r.bucket_seconds) filter (where r.below >= ceil(r.total * 0.9)) as p90
        from ranked r group by 1, 2),
    arrivals as (
      select pg_catalog.date_trunc('week', d.day)::date as week_of, sum(d.n) as arrived
        from private.lead_daily_counts d where d.day >= first_week and d.day < this_week + 7 group by 1)
    select wk.week_of, coalesce(a.arrived, 0)::bigint, coalesce(o.touched, 0)::bigint,
           o.median, o.p90, e.median, e.p90
      from (select (this_week - 7 * g) as week_of from pg_catalog.generate_series(0, span - 1) g) wk
      left join arrivals a on a.week_of = wk.week_of
      left join percentiles o on o.week_of = wk.week_of and o.measure = 'office'
      left join percentiles e on e.week_of = wk.week_of and e.measure = 'elapsed'
     order by wk.week_of desc;
end;
$$;

COMMENT ON FUNCTION public.dashboard_speed(session_token text, weeks integer) IS 'Staff speed view (anon, service_role; session checked first): one row per Los Angeles week (1 to 104, newest first) with leads arrived and touched and the median and 90th percentile of office and elapsed time to first touch, read from the weekly histogram so it costs the same at any number of leads (decision 0040).';

REVOKE ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_speed(session_token text, weeks integer) TO anon;

CREATE FUNCTION public.dashboard_waiting_summary(session_token text) RETURNS TABLE(waiting integer, capped boolean, waiting_since timestamp with time zone, morning_email boolean, morning_email_changed_by text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  counted integer;
begin
  perform private.require_dashboard_session(session_token);
  select count(*)::integer into counted
    from (select 1 from private.waiting_leads w order by w.created_at desc, w.id desc limit private.count_cap() + 1) c;
  return query select least(counted, private.count_cap()), counted > private.count_cap(), private.waiting_since(), s.morning_email, s.changed_by
                 from private.agency_preferences s;
end;
$$;

COMMENT ON FUNCTION public.dashboard_waiting_summary(session_token text) IS 'Staff header (anon, service_role; session checked first): the count of waiting leads up to the cap, read newest first through lsg_leads_waiting_idx so it stops early, the waiting_since instant the table marks rows by, and the morning e-mail setting (decisions 0040, 0063).';

REVOKE ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_waiting_summary(session_token text) TO anon;

CREATE FUNCTION public.queue_waiting_leads_email() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.office_time_zone();
  waiting integer;
  notification uuid;
begin
  if extract(isodow from local_now) > 5 or local_now::time < time '08:30' or local_now::time >= time '12:00'
     or not (select s.morning_email from private.agency_preferences s)
     or exists (select 1 from private.morning_email_days d where d.day = local_now::date) then
    return 0;
  end if;
  select count(*)::integer into waiting from private.waiting_leads;
  insert into private.morning_email_days (day, checked_at, waiting) values (local_now::date, now_, waiting)
    on conflict (day) do nothing;
  if not found or waiting = 0 then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_email, kind, payload, next_attempt_at)
    values (now_, '', 'waiting_leads', pg_catalog.jsonb_build_object(
      'day', local_now::date, 'total', waiting, 'waiting_since', private.waiting_since(),
      -- The delivery health when red (decision 0067): the e-mail's first line says so.
      'delivery', (select case when h.answer ->> 'status' = 'red' then pg_catalog.jsonb_build_object(
                     'since', h.answer -> 'since',
                     'reasons', (select pg_catalog.jsonb_agg(p.problem -> 'reason') from pg_catalog.jsonb_array_elements(h.answer -> 'problems') p(problem))) end
                     from (select private.delivery_health_answer() as answer) h),
      'leads', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                  'id', w.id, 'name', w.name, 'email', w.email, 'phone', w.phone, 'service', w.service,
                  'lead_type', w.lead_type, 'created_at', w.created_at,
                  'office_seconds', private.office_seconds(w.created_at, now_)) order by w.created_at desc)
                  from (select l.* from private.waiting_leads l order by l.created_at desc limit 50) w)), now_)
    returning id into notification;
  update private.morning_email_days d set notification_id = notification where d.day = local_now::date;
  return 1;
end;
$$;

COMMENT ON FUNCTION public.queue_waiting_leads_email() IS 'Asked by the send-notifications morning-email job (service_role only): on a weekday from 8:30 am to noon Los Angeles time, with the e-mail on, once a day, queues the list of waiting leads (newest 50 and the total, and the delivery health''s reasons and since when it is red, decision 0067) in the outbox when any wait; answers 0 or 1. The database decides the day and time, so pg_cron in UTC only has to call it in a wide window (decisions 0040, 0054).';

REVOKE ALL ON FUNCTION public.queue_waiting_leads_email() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.queue_waiting_leads_email() TO service_role;

CREATE TABLE private.agency_preferences (
    id boolean DEFAULT true NOT NULL,
    morning_email boolean DEFAULT false NOT NULL,
    changed_at timestamp with time zone,
    changed_by text,
    CONSTRAINT agency_preferences_id_check CHECK (id)
);

ALTER TABLE ONLY private.agency_preferences
    ADD CONSTRAINT agency_preferences_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.agency_preferences IS 'One row: the agency''s own settings, apart from the sign-in''s: whether the morning e-mail of waiting leads goes out, off until staff switch it on (decision 0040).';

COMMENT ON COLUMN private.agency_preferences.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.agency_preferences.morning_email IS 'Whether send-notifications'' morning job queues the list of waiting leads on weekdays from 8:30 am Los Angeles time.';

COMMENT ON COLUMN private.agency_preferences.changed_at IS 'When staff last switched the morning e-mail; null while never switched.';

COMMENT ON COLUMN private.agency_preferences.changed_by IS 'The staff name signed on the last switch (decision 0026), shown beside the setting.';

CREATE TABLE private.lead_source_daily (
    dimension text NOT NULL,
    day date NOT NULL,
    value text NOT NULL,
    n_new bigint DEFAULT 0 NOT NULL,
    n_contacted bigint DEFAULT 0 NOT NULL,
    n_qualified bigint DEFAULT 0 NOT NULL,
    n_won bigint DEFAULT 0 NOT NULL,
    n_lost bigint DEFAULT 0 NOT NULL,
    n_spam bigint DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY private.lead_source_daily
    ADD CONSTRAINT lead_source_daily_pkey PRIMARY KEY (dimension, day, value);

COMMENT ON TABLE private.lead_source_daily IS 'The Sources view''s rollup (decision 0039): leads per Los Angeles day of arrival, attribution dimension and value, with a count per current status, kept by the counter triggers for the types with in_sources. One lead is one row in each of the six dimensions, so a view reads days x values rows, never the leads.';

COMMENT ON COLUMN private.lead_source_daily.dimension IS 'page, referrer, utm_source, utm_medium, utm_campaign or lead_type.';

COMMENT ON COLUMN private.lead_source_daily.day IS 'The date of arrival in America/Los_Angeles.';

COMMENT ON COLUMN private.lead_source_daily.value IS 'The value as grouped: the page lower-cased without a trailing slash, the referrer''s host without www., a UTM tag trimmed and lower-cased, or the lead type; at most 200 characters (a btree key stays small); an empty string for none, the view''s (none).';

COMMENT ON COLUMN private.lead_source_daily.n_new IS 'Leads of this key now at New. One row per key with a column per status, not a row per status, so a year of a dimension reads a sixth of the rows.';

COMMENT ON COLUMN private.lead_source_daily.n_contacted IS 'Leads of this key now at Contacted: a lead''s current status, not whether it was ever contacted (decision 0039).';

COMMENT ON COLUMN private.lead_source_daily.n_qualified IS 'Leads of this key now at Qualified.';

COMMENT ON COLUMN private.lead_source_daily.n_won IS 'Leads of this key now at Won (the view''s won rate).';

COMMENT ON COLUMN private.lead_source_daily.n_lost IS 'Leads of this key now at Lost.';

COMMENT ON COLUMN private.lead_source_daily.n_spam IS 'Leads of this key now at Spam, left out of the view unless asked for.';

CREATE TABLE private.lead_speed_weekly (
    week_of date NOT NULL,
    measure text NOT NULL,
    bucket_seconds bigint NOT NULL,
    n bigint NOT NULL,
    CONSTRAINT lead_speed_weekly_measure_check CHECK ((measure = ANY (ARRAY['office'::text, 'elapsed'::text])))
);

ALTER TABLE ONLY private.lead_speed_weekly
    ADD CONSTRAINT lead_speed_weekly_pkey PRIMARY KEY (week_of, measure, bucket_seconds);

COMMENT ON TABLE private.lead_speed_weekly IS 'The speed-to-lead histogram (decision 0040): touched leads per Los Angeles week of arrival, measure and duration bucket, kept by the counter triggers, so the weekly median and 90th percentile read a few hundred rows at any number of leads.';

COMMENT ON COLUMN private.lead_speed_weekly.week_of IS 'The Monday of the lead''s arrival week in Los Angeles.';

COMMENT ON COLUMN private.lead_speed_weekly.measure IS 'office (office seconds to the first touch) or elapsed (wall-clock seconds to it).';

COMMENT ON COLUMN private.lead_speed_weekly.bucket_seconds IS 'The bucket''s upper bound in seconds: by the minute within the first hour, the quarter hour to 8 hours, the hour to 5 days, then the day (private.speed_bucket); percentiles read from it mean at most this.';

COMMENT ON COLUMN private.lead_speed_weekly.n IS 'Leads in the bucket.';

CREATE TABLE private.morning_email_days (
    day date NOT NULL,
    checked_at timestamp with time zone NOT NULL,
    waiting integer NOT NULL,
    notification_id uuid
);

ALTER TABLE ONLY private.morning_email_days
    ADD CONSTRAINT morning_email_days_pkey PRIMARY KEY (day);

COMMENT ON TABLE private.morning_email_days IS 'One row per weekday the morning e-mail of waiting leads was decided: the first check from 8:30 am Los Angeles time claims the day (primary key), so no later check that day queues another, whichever job or worker runs it (decision 0040).';

COMMENT ON COLUMN private.morning_email_days.day IS 'The Los Angeles date decided.';

COMMENT ON COLUMN private.morning_email_days.checked_at IS 'When the day was decided.';

COMMENT ON COLUMN private.morning_email_days.waiting IS 'The waiting leads counted then; 0 means no e-mail was queued that day.';

COMMENT ON COLUMN private.morning_email_days.notification_id IS 'The e-mail queued for the day, or null when none waited (or the outbox row was deleted).';

CREATE VIEW private.waiting_leads AS
 SELECT l.id,
    l.created_at,
    l.updated_at,
    l.name,
    l.email,
    l.phone,
    l.website,
    l.company_name,
    l.message,
    l.service,
    l.lead_type,
    l.source_path,
    l.referrer,
    l.utm_source,
    l.utm_medium,
    l.utm_campaign,
    l.utm_term,
    l.utm_content,
    l.details,
    l.search_text,
    l.status,
    l.status_changed_at,
    l.status_changed_by,
    l.first_touched_at,
    l.first_touch_office_seconds,
    l.booked_call
   FROM public.lsg_leads l
  WHERE ((l.status = 'new'::text) AND (NOT l.booked_call) AND (l.created_at <= private.waiting_since()) AND (l.lead_type IN ( SELECT t.lead_type
           FROM private.lead_types t
          WHERE t.waits)));

COMMENT ON VIEW private.waiting_leads IS 'The one waiting rule (decisions 0040, 0052, 0060, 0063): leads at New with no live booking, of a type someone waits on (private.lead_types.waits), that arrived at or before private.waiting_since(), one office hour ago. A view, so each reader''s ORDER BY and LIMIT reach lsg_leads_waiting_idx; read by the header''s count, the list''s waiting marker, a lead''s speed and the morning e-mail.';

ALTER TABLE ONLY private.morning_email_days
    ADD CONSTRAINT morning_email_days_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES private.lead_notifications(id) ON DELETE SET NULL;

insert into private.agency_preferences default values;
