-- What a hosted Supabase project already has before our migrations run: the API roles, the
-- extensions schema and the default grants Supabase sets. Applied by the local backend only.
-- The roles belong to the whole server, and two migrations may run at once on one server (the
-- Postgres integration suite and the advisors, `npm test`'s backend phase): a role or membership
-- another session created in the meantime is taken as it is.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if not exists (select from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I %s', role_name, case role_name
          when 'service_role' then 'nologin noinherit bypassrls'
          when 'authenticator' then 'login noinherit'
          else 'nologin noinherit' end);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role('authenticator', role_name, 'member') then
      begin
        execute format('grant %I to authenticator', role_name);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- Supabase's defaults: the API roles may use the public schema, and new objects are granted to
-- them. Row-level security (and the migrations' own revokes) decide what they can really do.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
