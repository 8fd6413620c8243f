-- The weekly reports' scheduled job on hosted Supabase (docs/decisions/0021-weekly-reports.md):
-- pg_cron calls the send-weekly-reports function every 15 minutes through pg_net, with the project
-- URL and the service key kept in Vault (the secrets project_url and service_role_key that the
-- notification job of migration 20261123000500 already reads; README, Deploying). Each call sends
-- the reports that are due (from 7 am on their day, Los Angeles time) and not yet sent. Where these
-- extensions do not exist (the local PGlite, a plain Postgres server) nothing is scheduled: the
-- local backend runs the same job on a timer.
do $migration$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'send-weekly-reports',
      '*/15 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-weekly-reports',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 150000
        );
      $job$
    );
  end if;
end;
$migration$;
