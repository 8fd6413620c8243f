-- The dashboard's lead-type filter reads its groups from the database (issue 58, item 6;
-- docs/requirements/dashboard.md#filter): each lead type names the group it is filtered under, and
-- the groups are rows with the label staff read and their order in the select. A new lead type names
-- its group in its own row, so the filter never misses it; the browser kept the list by hand before.

create table private.lead_type_groups (
  type_group text primary key,
  label text not null,
  position integer not null unique,
  constraint lead_type_groups_key_shape check (type_group ~ '^[a-z][a-z0-9_]{0,39}$'),
  constraint lead_type_groups_label_length check (pg_catalog.char_length(label) between 1 and 40)
);
comment on table private.lead_type_groups is
  'The options of the dashboard''s lead-type filter, in order; each lead type names one (private.lead_types.type_group). Read by public.dashboard_lead_type_groups.';
insert into private.lead_type_groups (type_group, label, position) values
  -- Every form where a person wrote to us, and a booked consultation (decision 0063): a person who asked to talk.
  ('contact', 'Contact Form', 1),
  ('newsletter', 'Newsletter', 2),
  ('url_test', 'URL Test', 3),
  -- California privacy requests (decision 0038): their own group, so none waits among sales leads.
  ('privacy_request', 'Privacy Requests', 4);

alter table private.lead_types add column type_group text references private.lead_type_groups (type_group);
update private.lead_types
   set type_group = case when lead_type in ('newsletter', 'url_test', 'privacy_request') then lead_type else 'contact' end;
alter table private.lead_types alter column type_group set not null;
comment on column private.lead_types.type_group is
  'The group of the dashboard''s lead-type filter this type is found under (private.lead_type_groups).';

alter table private.lead_type_groups enable row level security;

-- The groups in their order, each with its lead types: the filter's options after "All Leads".
create function public.dashboard_lead_type_groups(session_token text)
returns table (type_group text, label text, lead_types text[])
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select g.type_group, g.label, pg_catalog.array_agg(t.lead_type order by t.lead_type)
      from private.lead_type_groups g
      join private.lead_types t on t.type_group = g.type_group
     group by g.type_group, g.label, g.position
     order by g.position;
end;
$$;

revoke all on table private.lead_type_groups from public, anon, authenticated;
revoke all on function public.dashboard_lead_type_groups(text) from public, anon, authenticated;
grant execute on function public.dashboard_lead_type_groups(text) to anon, service_role;
