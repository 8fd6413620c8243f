-- The header's waiting count reads the waiting leads newest first (decision 0063, amended: the
-- waiting count with bookings). Its capped read of private.waiting_leads had no order, so the
-- planner could also answer it with a scan of public.lsg_leads stopped at the 10,001st match, which
-- it prices as if the waiting leads were spread evenly over the table. At 1,000,000 realistic leads
-- (the 100,000 newest booked), freshly seeded and not yet vacuumed (no page all-visible, so the
-- index-only scan of lsg_leads_waiting_idx was priced as a heap fetch per entry), it chose that scan:
-- 19,004 pages and 1.05 s in the server, 1,198 ms through PostgREST. Ordered as lsg_leads_waiting_idx
-- holds the leads, the count is the same (it counts up to the cap, whichever rows), and a table scan
-- would have to read and sort every waiting lead before its first row, so only an index that walks
-- the newest leads first can stop at the cap: the same plan as the morning e-mail's newest 50.

-- As in 20261127152451_commands_are_calls.sql, the capped read ordered by the index's key.
create or replace function public.dashboard_waiting_summary(session_token text)
returns table (waiting integer, capped boolean, waiting_since timestamptz, morning_email boolean, morning_email_changed_by text)
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
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
