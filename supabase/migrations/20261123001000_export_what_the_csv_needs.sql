-- The CSV export sends what the CSV writes and builds it as json, not jsonb (docs/decisions/0014-dashboard-at-scale.md).
-- Measured on PGlite at 100,000 leads, a batch of 5,000 took 195 ms to build as jsonb objects of
-- every column and 59 ms as json of the CSV's columns, about a third of the bytes, and the whole
-- export in the browser was 9.3 s against a budget of 5 s. The id stays: the next batch starts after it.
drop function public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[]);
create function public.dashboard_export_leads(
  session_token text,
  search text default null,
  lead_types text[] default null,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 5000,
  statuses text[] default null
) returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.lead_search_pattern(search);
  batch json;
begin
  perform private.require_dashboard_session(session_token);
  select coalesce(json_agg(p), '[]'::json) into batch from (
    select l.id, l.created_at, l.lead_type, l.name, l.email, l.phone, l.website, l.message, l.service, l.status,
           (select n.body from private.lead_notes n where n.lead_id = l.id order by n.created_at desc limit 1) as latest_note
      from public.lsg_leads l
     where (pattern is null or l.search_text like pattern)
       and (lead_types is null or l.lead_type = any (lead_types))
       and (case when statuses is null then l.status <> 'spam' else l.status = any (statuses) end)
       and (after_created_at is null or (l.created_at, l.id) < (after_created_at, after_id))
     order by l.created_at desc, l.id desc
     limit least(greatest(coalesce(batch_size, 5000), 1), 10000)
  ) p;
  return batch;
end;
$$;

revoke all on function public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[]) from public, anon, authenticated;
grant execute on function public.dashboard_export_leads(text, text, text[], timestamptz, uuid, integer, text[]) to anon, service_role;
