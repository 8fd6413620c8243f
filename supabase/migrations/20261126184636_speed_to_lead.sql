-- Speed to lead and waiting leads (issue 42, docs/decisions/0040-speed-to-lead.md).
--   - Office time: the site's own hours, Monday to Friday 9 am to 6 pm in Los Angeles (the contact
--     page's "Monday to Friday, 9am to 6pm PT", src/content/site.ts), counted apart from nights and
--     weekends, correct across daylight-saving changes (each day's window is a local time turned
--     into an instant by the time zone rules).
--   - Each lead keeps when staff first moved it away from New (first_touched_at) and the office time
--     that took, set by a trigger; a per-week histogram kept by a statement trigger answers the
--     median and 90th percentile of many weeks from a few hundred rows, at any number of leads.
--   - A lead still at New after one office hour is waiting: the header counts them through the
--     (status, created_at) index, and an optional morning e-mail lists them through the outbox.

-- Office time ---------------------------------------------------------------------------------------

create function private.office_time_zone() returns text
language sql immutable set search_path = '' as $$ select 'America/Los_Angeles' $$;

-- One local day's office window as two instants (null on Saturday and Sunday).
create function private.office_window(day date, out opens_at timestamptz, out closes_at timestamptz)
language sql stable set search_path = '' as $$
  select (day + time '09:00') at time zone private.office_time_zone(), (day + time '18:00') at time zone private.office_time_zone()
   where extract(isodow from day) < 6;
$$;

-- Office seconds between two instants: the overlap of [from_at, to_at) with each weekday's window.
create function private.office_seconds(from_at timestamptz, to_at timestamptz) returns bigint
language sql stable set search_path = '' as $$
  select coalesce(sum(greatest(0, extract(epoch from least(to_at, w.closes_at) - greatest(from_at, w.opens_at))))::bigint, 0)
    from pg_catalog.generate_series((from_at at time zone private.office_time_zone())::date,
                                    (to_at at time zone private.office_time_zone())::date, interval '1 day') d,
         lateral private.office_window(d::date) w
   where from_at < to_at and w.opens_at is not null;
$$;

-- The latest instant from which `seconds` of office time have passed by `at_`: a lead that arrived
-- at or before it has waited that long. Walks back through at most 60 days of windows.
create function private.office_time_back(at_ timestamptz, seconds integer) returns timestamptz
language plpgsql stable set search_path = '' as $$
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

-- First touch ---------------------------------------------------------------------------------------

alter table public.lsg_leads
  add column first_touched_at timestamptz,
  add column first_touch_office_seconds bigint;
comment on column public.lsg_leads.first_touched_at is 'When staff first moved the lead away from New (speed to lead).';
comment on column public.lsg_leads.first_touch_office_seconds is 'Office time (Mon-Fri 9-6 PT) from arrival to first_touched_at.';

create function private.stamp_first_touch() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'new' and new.status <> 'new' and old.first_touched_at is null then
    new.first_touched_at := coalesce(new.status_changed_at, private.clock_now());
    new.first_touch_office_seconds := private.office_seconds(new.created_at, new.first_touched_at);
  end if;
  return new;
end;
$$;
create trigger lsg_leads_stamp_first_touch before update of status on public.lsg_leads
  for each row execute function private.stamp_first_touch();

-- Leads touched before this migration: their first change away from New in the history.
update public.lsg_leads l
   set first_touched_at = c.changed_at, first_touch_office_seconds = private.office_seconds(l.created_at, c.changed_at)
  from (select distinct on (lead_id) lead_id, changed_at from private.lead_status_changes
         where from_status = 'new' order by lead_id, changed_at) c
 where c.lead_id = l.id and l.first_touched_at is null;

-- Weekly histogram -----------------------------------------------------------------------------------

-- A duration's bucket, named by its upper bound: to the minute within the first hour, the quarter
-- hour to 8 hours, the hour to 5 days, then the day. Percentiles read from it are "at most" this.
create function private.speed_bucket(seconds bigint) returns bigint
language sql immutable set search_path = '' as $$
  select case when seconds <= 3600 then ceil(seconds / 60.0) * 60
              when seconds <= 28800 then ceil(seconds / 900.0) * 900
              when seconds <= 432000 then ceil(seconds / 3600.0) * 3600
              else ceil(seconds / 86400.0) * 86400 end;
$$;

-- Leads first touched, per Los Angeles week of arrival (Monday), measure and bucket.
create table private.lead_speed_weekly (
  week_of date not null,
  measure text not null check (measure in ('office', 'elapsed')),
  bucket_seconds bigint not null,
  n bigint not null,
  primary key (week_of, measure, bucket_seconds)
);

-- One touched lead's two histogram keys (office and elapsed time).
create function private.lead_speed_keys(created_at timestamptz, first_touched_at timestamptz, office_seconds bigint,
  out week_of date, out measure text, out bucket_seconds bigint)
returns setof record
language sql stable set search_path = '' as $$
  select pg_catalog.date_trunc('week', created_at at time zone private.office_time_zone())::date, m.measure,
         private.speed_bucket(case m.measure when 'office' then office_seconds
                              else greatest(0, extract(epoch from first_touched_at - created_at))::bigint end)
    from (values ('office'), ('elapsed')) m (measure)
   where first_touched_at is not null;
$$;

-- Takes the old rows out of the histogram and puts the new ones in, one upsert per bucket touched.
create function private.count_lead_speed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    insert into private.lead_speed_weekly as w (week_of, measure, bucket_seconds, n)
      select k.week_of, k.measure, k.bucket_seconds, -count(*)
        from old_rows o, lateral private.lead_speed_keys(o.created_at, o.first_touched_at, o.first_touch_office_seconds) k
       group by 1, 2, 3
      on conflict (week_of, measure, bucket_seconds) do update set n = w.n + excluded.n;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.lead_speed_weekly as w (week_of, measure, bucket_seconds, n)
      select k.week_of, k.measure, k.bucket_seconds, count(*)
        from new_rows i, lateral private.lead_speed_keys(i.created_at, i.first_touched_at, i.first_touch_office_seconds) k
       group by 1, 2, 3
      on conflict (week_of, measure, bucket_seconds) do update set n = w.n + excluded.n;
  end if;
  return null;
end;
$$;

-- Transition tables take no column list, so every update passes (a status change: four upserts).
create trigger lsg_leads_speed_insert after insert on public.lsg_leads
  referencing new table as new_rows for each statement execute function private.count_lead_speed();
create trigger lsg_leads_speed_update after update on public.lsg_leads
  referencing old table as old_rows new table as new_rows for each statement execute function private.count_lead_speed();
create trigger lsg_leads_speed_delete after delete on public.lsg_leads
  referencing old table as old_rows for each statement execute function private.count_lead_speed();

insert into private.lead_speed_weekly (week_of, measure, bucket_seconds, n)
  select k.week_of, k.measure, k.bucket_seconds, count(*)
    from public.lsg_leads l, lateral private.lead_speed_keys(l.created_at, l.first_touched_at, l.first_touch_office_seconds) k
   group by 1, 2, 3;

-- The speed view: the last `weeks` Los Angeles weeks (Monday first), each with leads arrived, leads
-- touched, and the median and 90th percentile (nearest rank, the upper bound of its bucket) of
-- office and elapsed time to first touch. One read of the histogram's range by its primary key
-- (a few hundred rows a week, whatever the number of leads) and one of the daily counters.
create function public.dashboard_speed(session_token text, weeks integer default 12) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  this_week date := pg_catalog.date_trunc('week', private.clock_now() at time zone private.office_time_zone())::date;
  span integer := least(greatest(coalesce(weeks, 12), 1), 104);
  first_week date := this_week - 7 * (span - 1);
begin
  perform private.require_dashboard_session(session_token);
  return pg_catalog.jsonb_build_object('weeks', coalesce((
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
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'week_of', wk.week_of,
             'arrived', coalesce(a.arrived, 0),
             'touched', coalesce(o.touched, 0),
             'office_median', o.median, 'office_p90', o.p90,
             'elapsed_median', e.median, 'elapsed_p90', e.p90) order by wk.week_of desc)
      from (select (this_week - 7 * g) as week_of from pg_catalog.generate_series(0, span - 1) g) wk
      left join arrivals a on a.week_of = wk.week_of
      left join percentiles o on o.week_of = wk.week_of and o.measure = 'office'
      left join percentiles e on e.week_of = wk.week_of and e.measure = 'elapsed'), '[]'::jsonb));
end;
$$;

-- One lead's speed: arrival, first touch, office and elapsed time to it (or so far, while at New).
create function public.dashboard_lead_speed(session_token text, lead_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
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
  return pg_catalog.jsonb_build_object(
    'arrived_at', lead.created_at,
    'first_touched_at', lead.first_touched_at,
    'office_seconds', coalesce(lead.first_touch_office_seconds, private.office_seconds(lead.created_at, until_)),
    'elapsed_seconds', greatest(0, extract(epoch from until_ - lead.created_at))::bigint,
    'waiting', lead.status = 'new' and lead.created_at <= private.office_time_back(private.clock_now(), 3600));
end;
$$;

-- Waiting leads ---------------------------------------------------------------------------------------

-- The agency's preferences (one row, apart from the sign-in settings): the morning e-mail of waiting leads, off until staff
-- switch it on.
create table private.agency_preferences (
  id boolean primary key default true check (id),
  morning_email boolean not null default false,
  changed_at timestamptz,
  changed_by text
);
insert into private.agency_preferences default values;

-- The header's waiting count: leads at New that arrived at or before one office hour ago, through
-- the (status, created_at) index, counted up to the cap; `waiting_since` lets the table mark its
-- rows without asking again; and whether the morning e-mail is on.
create function public.dashboard_waiting_summary(session_token text) returns jsonb
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  since timestamptz := private.office_time_back(private.clock_now(), 3600);
  waiting integer;
begin
  perform private.require_dashboard_session(session_token);
  select count(*)::integer into waiting from (
    select 1 from public.lsg_leads l where l.status = 'new' and l.created_at <= since limit private.count_cap() + 1) w;
  return pg_catalog.jsonb_build_object(
    'waiting', least(waiting, private.count_cap()),
    'capped', waiting > private.count_cap(),
    'waiting_since', since,
    'morning_email', (select s.morning_email from private.agency_preferences s),
    'morning_email_changed_by', (select s.changed_by from private.agency_preferences s));
end;
$$;

create function public.dashboard_set_morning_email(session_token text, enabled boolean) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  actor text := private.session_staff_name(session_token);
begin
  if enabled is null then
    raise exception using errcode = '22023', message = 'Switch the morning e-mail on or off.';
  end if;
  update private.agency_preferences s set morning_email = enabled, changed_at = private.clock_now(), changed_by = actor
   where s.morning_email is distinct from enabled;
  return (select pg_catalog.jsonb_build_object('morning_email', s.morning_email, 'changed_by', s.changed_by) from private.agency_preferences s);
end;
$$;

-- The outbox learns a fourth kind: the morning list of waiting leads, to the agency.
alter table private.lead_notifications drop constraint lead_notifications_kind_known,
  add constraint lead_notifications_kind_known check (kind in ('new', 'completed', 'weekly_report', 'report_confirmation', 'waiting_leads'));

-- One row per weekday the morning e-mail was decided: the first sweep from 8:30 am claims the day,
-- queues the e-mail when any lead waits, and no later sweep that day queues another.
create table private.morning_email_days (
  day date primary key,
  checked_at timestamptz not null,
  waiting integer not null,
  notification_id uuid references private.lead_notifications (id) on delete set null
);

-- Called by the outbox's sweeper (handle-lead-submission, every minute) before it sends: on a
-- weekday from 8:30 am to noon Los Angeles time, with the e-mail switched on, once a day, queues
-- the list of waiting leads (newest first, up to 50, with the total) when there are any. The
-- outbox sends it and retries it like any notification. Answers how many it queued (0 or 1).
create function public.queue_waiting_leads_email() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  now_ timestamptz := private.clock_now();
  local_now timestamp := now_ at time zone private.office_time_zone();
  since timestamptz := private.office_time_back(now_, 3600);
  waiting integer;
  notification uuid;
begin
  if extract(isodow from local_now) > 5 or local_now::time < time '08:30' or local_now::time >= time '12:00'
     or not (select s.morning_email from private.agency_preferences s)
     or exists (select 1 from private.morning_email_days d where d.day = local_now::date) then
    return 0;
  end if;
  select count(*)::integer into waiting from public.lsg_leads l where l.status = 'new' and l.created_at <= since;
  insert into private.morning_email_days (day, checked_at, waiting) values (local_now::date, now_, waiting)
    on conflict (day) do nothing;
  if not found or waiting = 0 then
    return 0;
  end if;
  insert into private.lead_notifications (created_at, lead_email, kind, payload, next_attempt_at)
    values (now_, '', 'waiting_leads', pg_catalog.jsonb_build_object(
      'day', local_now::date, 'total', waiting, 'waiting_since', since,
      'leads', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                  'id', w.id, 'name', w.name, 'email', w.email, 'phone', w.phone, 'service', w.service,
                  'lead_type', w.lead_type, 'created_at', w.created_at,
                  'office_seconds', private.office_seconds(w.created_at, now_)) order by w.created_at desc)
                  from (select l.* from public.lsg_leads l where l.status = 'new' and l.created_at <= since
                         order by l.created_at desc limit 50) w)), now_)
    returning id into notification;
  update private.morning_email_days d set notification_id = notification where d.day = local_now::date;
  return 1;
end;
$$;

revoke all on table private.lead_speed_weekly, private.agency_preferences, private.morning_email_days from public, anon, authenticated;
revoke all on function private.office_time_zone(), private.office_window(date), private.office_seconds(timestamptz, timestamptz),
  private.office_time_back(timestamptz, integer), private.stamp_first_touch(), private.speed_bucket(bigint),
  private.lead_speed_keys(timestamptz, timestamptz, bigint), private.count_lead_speed() from public, anon, authenticated;
revoke all on function public.dashboard_speed(text, integer), public.dashboard_lead_speed(text, uuid),
  public.dashboard_waiting_summary(text), public.dashboard_set_morning_email(text, boolean), public.queue_waiting_leads_email()
  from public, anon, authenticated;
grant execute on function public.dashboard_speed(text, integer), public.dashboard_lead_speed(text, uuid),
  public.dashboard_waiting_summary(text), public.dashboard_set_morning_email(text, boolean) to anon, service_role;
grant execute on function public.queue_waiting_leads_email() to service_role;
