-- The outbox's scheduled job on hosted Supabase (docs/decisions/0010-notification-outbox.md):
-- pg_cron calls the deliver-lead-notifications function every minute through pg_net, with the
-- project URL and the service key kept in Vault (secrets named project_url and service_role_key;
-- README, Deploying). Where these extensions do not exist (the local PGlite, a plain Postgres
-- server) nothing is scheduled: the local backend runs the same job on a timer.
do $migration$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'deliver-lead-notifications',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/deliver-lead-notifications',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        );
      $job$
    );
  end if;
end;
$migration$;
