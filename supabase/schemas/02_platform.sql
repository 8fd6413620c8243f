-- Hosted Supabase's pg_cron, pg_net and Vault, where they are usable: created and scheduled on a
-- project, skipped on the local PGlite and on a plain server (docs/decisions/0043-the-hosted-path-in-the-test-run.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.ensure_platform_extensions() RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  schema_ text;
begin
  if not (private.platform_extension_usable('pg_cron', pg_catalog.current_setting('cron.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('pg_net', pg_catalog.current_setting('pg_net.database_name', true) = pg_catalog.current_database())
      and private.platform_extension_usable('supabase_vault', pg_catalog.current_setting('vault.getkey_script', true) <> '')) then
    return false;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
  -- pg_net grants its schema, its functions and its request queue (which carries the service key's
  -- header) to PUBLIC, pg_cron its job tables and cron.schedule: only the owner's jobs and the
  -- security-definer wake-up use them (decision 0066). Whoever created the extensions, each run takes
  -- them back; where the platform owns them and this role may not, it says so and goes on.
  foreach schema_ in array array['net', 'cron'] loop
    begin
      execute pg_catalog.format('revoke all on schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all tables in schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all sequences in schema %I from public, anon, authenticated', schema_);
      execute pg_catalog.format('revoke all on all functions in schema %I from public, anon, authenticated', schema_);
    exception when insufficient_privilege then
      raise warning 'The grants of schema % to PUBLIC, anon and authenticated could not all be taken back: %', schema_, sqlerrm;
    end;
  end loop;
  return true;
end;
$$;

COMMENT ON FUNCTION private.ensure_platform_extensions() IS 'Creates pg_cron (in pg_catalog), pg_net (in extensions) and Vault where all three are usable, as a Supabase project has them, takes back from PUBLIC, anon and authenticated the grants pg_net and pg_cron give PUBLIC (net''s schema, http_post and the request queue that carries the service key; cron''s job tables and schedule functions), warning instead where the platform''s owner keeps them, and answers whether they are there; used by the migrations before scheduling a job. Not security definer: only the migrating owner runs it (decisions 0043, 0066).';

REVOKE ALL ON FUNCTION private.ensure_platform_extensions() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from pg_catalog.pg_extension e where e.extname = extension)
      or (coalesce(loaded_for_this_database, false)
          and exists (select 1 from pg_catalog.pg_available_extensions a where a.name = extension));
$$;

COMMENT ON FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) IS 'Whether this database can run hosted Supabase''s scheduled and outgoing work for one extension: already created here, or available and loaded for this very database. On a plain server or PGlite it answers false, so migrations schedule nothing there instead of failing.';

REVOKE ALL ON FUNCTION private.platform_extension_usable(extension text, loaded_for_this_database boolean) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb DEFAULT '{}'::jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  -- Dynamic SQL, its schema a value: cron exists only where pg_cron is installed, so neither this
  -- function's creation nor `supabase db lint` (plpgsql_check) may resolve it.
  cron_schema text := 'cron';
begin
  if not private.ensure_platform_extensions() then
    raise notice 'pg_cron, pg_net or Vault is not usable in this database: the job % is not scheduled.', job_name;
    return;
  end if;
  execute pg_catalog.format('select %I.schedule($1, $2, $3)', cron_schema) using job_name, schedule, pg_catalog.format($job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/%s',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := %L::jsonb,
          timeout_milliseconds := %s
        );
      $job$, function_name, coalesce(body, '{}'::jsonb)::text, timeout_milliseconds);
end;
$_$;

COMMENT ON FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb) IS 'Schedules (or replaces, by job name) a pg_cron job that posts the given body to an edge function through pg_net with the project URL and service key from Vault; where the extensions are not usable it only raises a notice, and the local backend runs the same jobs on timers (decisions 0010, 0054). Dynamic SQL so it compiles where cron does not exist; migration-time only.';

REVOKE ALL ON FUNCTION private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer, body jsonb) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.unschedule_edge_function(job_name text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  cron_schema text := 'cron';
begin
  if pg_catalog.to_regclass('cron.job') is null then
    return;
  end if;
  execute pg_catalog.format('select %1$I.unschedule(j.jobid) from %1$I.job j where j.jobname = $1', cron_schema) using job_name;
end;
$_$;

COMMENT ON FUNCTION private.unschedule_edge_function(job_name text) IS 'Removes a pg_cron job by name where pg_cron runs and has it, and does nothing elsewhere; lets a migration rename or retire a job (decision 0054). Migration-time only.';

REVOKE ALL ON FUNCTION private.unschedule_edge_function(job_name text) FROM PUBLIC, anon, authenticated, service_role;
