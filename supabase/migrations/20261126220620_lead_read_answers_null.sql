-- A lead link to a lead that is gone (deleted, or an id that never was) is an expected outcome, not
-- a failure: dashboard_get_lead answers null (200) and the page says "This lead no longer exists.".
-- As PT404 the browser logged a failed resource for it (issue 40). Writes to a missing lead (a
-- status, a note) still answer PT404: the action asked for could not be done.
--
-- The detail itself moves to private unchanged, under the same name (its body qualifies its
-- parameters by the function's name); the public function checks the session, answers null for an
-- unknown id, and reads the detail in the same statement snapshot.
alter function public.dashboard_get_lead(text, uuid) set schema private;
revoke all on function private.dashboard_get_lead(text, uuid) from public, anon, authenticated, service_role;

create function public.dashboard_get_lead(session_token text, lead_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  if not exists (select 1 from public.lsg_leads l where l.id = dashboard_get_lead.lead_id) then
    return null;
  end if;
  return private.dashboard_get_lead(session_token, lead_id);
end;
$$;

revoke all on function public.dashboard_get_lead(text, uuid) from public, anon, authenticated;
grant execute on function public.dashboard_get_lead(text, uuid) to anon, service_role;
