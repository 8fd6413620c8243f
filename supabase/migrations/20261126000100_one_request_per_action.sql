-- One request per visitor action (issue 36). The database now does what the browser used to do in
-- extra requests after each lead write, and refuses requests that store many leads or none:
--   1. one anonymous request stores at most one row per lead table, and an anonymous insert that
--      stores no row is refused (docs/decisions/0008-limits-in-the-database.md);
--   2. the legacy public.leads copy of a pop-up lead and of a contact step 1 is written by a trigger
--      in the same transaction as the lead, and the newsletter procedure writes its own;
--   3. queuing a lead notification wakes its sender at once: NOTIFY for the local backend, and on
--      hosted Supabase a call of handle-lead-submission through pg_net, the database-webhook
--      pattern (docs/decisions/0010-notification-outbox.md);
--   4. the every-minute pg_cron job, kept as the retry sweeper, calls handle-lead-submission, which
--      absorbed deliver-lead-notifications; the lead_function write limit (visitors calling the
--      function) goes, since no visitor calls it any more.

-- 1. One lead row per anonymous request ----------------------------------------------------------

-- count_anonymous_write() counts a whole transaction as one write, so before this a single
-- POST /rest/v1/lsg_leads with a JSON array of 500 leads stored all 500 (and queued 500 e-mails)
-- for one slot. Every insert into a lead table now also marks the transaction per table; a second
-- anonymous row in the same table is refused with HTTP 400 (SQLSTATE PTxyz is answered as HTTP xyz
-- by PostgREST). The whole statement fails, so nothing of the request is stored. The honeypot
-- still comes first: a flagged request stores nothing and sees success, however many rows it sent.
-- The legacy copy written by the trigger below is the first and only row of `leads` in its
-- request, and the transaction's write was already counted, so it takes no second slot.
create or replace function private.guard_lead_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  marker text := 'lsg.stored_one_' || tg_table_name;
begin
  if not private.count_anonymous_write() then
    return null;
  end if;
  if private.request_role() = 'anon' then
    if coalesce(pg_catalog.current_setting(marker, true), '') = 'on' then
      raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
        message = 'Send one lead per request.';
    end if;
    perform pg_catalog.set_config(marker, 'on', true);
  end if;
  return new;
end;
$$;

-- A statement-level trigger fires even when its statement stored nothing: an empty JSON array, or a
-- body PostgREST turns into no row, used to answer 201 while nothing landed, so a client believed
-- a lead was stored. Refused now with HTTP 400, for anonymous requests only, and only for the
-- request's own statement (trigger depth 1): the legacy copy below may store nothing on purpose.
-- A honeypot request, whose rows the guard drops on purpose, still sees success.
create function private.refuse_empty_lead_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if pg_catalog.pg_trigger_depth() = 1
     and private.request_role() = 'anon'
     and not private.request_is_honeypot()
     and not exists (select 1 from stored) then
    raise exception using errcode = 'PT400', hint = 'one_lead_per_request',
      message = 'Send one lead per request, as a JSON object.';
  end if;
  return null;
end;
$$;

create trigger lsg_leads_one_row after insert on public.lsg_leads
  referencing new table as stored for each statement execute function private.refuse_empty_lead_insert();
create trigger leads_one_row after insert on public.leads
  referencing new table as stored for each statement execute function private.refuse_empty_lead_insert();

-- 2. The legacy copy, written by the database ----------------------------------------------------

-- The browser used to insert the legacy copy itself, in a second request after the lead (pop-up)
-- or beside it (contact step 1). The copy is the same row the browser sent, under the lead's id:
--   pop-up (lead_type 'contact'): name, email, phone, website ('' when none), message, service;
--   contact step 1 ('contact_partial'): name, email, phone, message, lead_type 'contact_partial',
--     which complete_partial_lead completes together with the lead.
-- ON CONFLICT: a browser still running the old script writes its own copy of a partial lead under
-- the same id, possibly first; the lead must land all the same (that copy is the same row).
create function private.copy_legacy_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.lead_type = 'contact' then
    insert into public.leads (id, name, email, phone, website, message, service)
      values (new.id, new.name, new.email, new.phone, coalesce(new.website, ''), new.message, new.service)
      on conflict (id) do nothing;
  elsif new.lead_type = 'contact_partial' then
    insert into public.leads (id, name, email, phone, message, lead_type)
      values (new.id, new.name, new.email, new.phone, new.message, 'contact_partial')
      on conflict (id) do nothing;
  end if;
  return null;
end;
$$;

create trigger lsg_leads_legacy_copy after insert on public.lsg_leads
  for each row when (new.lead_type in ('contact', 'contact_partial'))
  execute function private.copy_legacy_lead();

-- The newsletter form is one call now: the procedure also writes the legacy row the browser used to
-- insert before calling it (on every subscription, as the browser did), so its answer alone says
-- whether the subscription was stored. A bad address is refused with HTTP 400 and the message.
-- The signature is unchanged.
create or replace function public.add_newsletter_subscriber(subscriber_email text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text := private.trim_space(coalesce(subscriber_email, ''));
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if not private.is_valid_email(address) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;
  insert into public.newsletter_subscribers (email) values (address)
    on conflict ((lower(email))) do nothing;
  if found then
    insert into public.lsg_leads (name, email, message, service, lead_type)
      values ('Newsletter Subscriber', address, 'Newsletter subscription', 'Newsletter', 'newsletter');
  end if;
  insert into public.leads (name, email, message, website, lead_type)
    values ('Newsletter Subscriber', address, 'Newsletter subscription', '', 'newsletter');
end;
$$;

-- 3. Wake the sender when a lead notification is queued -----------------------------------------

-- The sender used to run when the visitor's browser called handle-lead-submission after its write.
-- Now the database wakes it when the notification row lands:
--   - NOTIFY lead_notifications: the local backend listens on it (supabase/local/notification-listener.ts)
--     and runs the handler; Postgres delivers it only when the transaction commits;
--   - on hosted Supabase, a POST to handle-lead-submission through pg_net with the service key from
--     Vault (the secrets project_url and service_role_key the cron jobs read): Supabase's
--     database-webhook pattern. pg_net queues the request in a table and its worker sends it after
--     the commit; a rolled-back lead sends nothing.
-- Where pg_net or the secrets are missing (PGlite, a plain Postgres server, a project not yet set
-- up), only the NOTIFY happens. A failure to queue the call is logged and never fails the lead:
-- the every-minute sweeper sends it then. Weekly reports are sent by send-weekly-reports itself,
-- so only lead notifications and confirmation links wake the sender.
create function private.wake_notification_sender() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  project_url text;
  service_key text;
begin
  -- The e-mails someone waits for now: a lead's, and a weekly-report confirmation link (migration
  -- 20261126000200) the visitor was just told to look for. WAKE_UP_KINDS in notification-outbox.ts.
  if not exists (select 1 from queued q where q.kind in ('new', 'completed', 'report_confirmation')) then
    return null;
  end if;
  perform pg_catalog.pg_notify('lead_notifications', '');
  if pg_catalog.to_regnamespace('net') is null or pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  begin
    -- Dynamic SQL: these schemas exist only where the extensions are installed.
    execute $sql$
      select (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url'),
             (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'service_role_key')
    $sql$ into project_url, service_key;
    if project_url is null or service_key is null then
      return null;
    end if;
    execute $sql$ select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000) $sql$
      using project_url || '/functions/v1/handle-lead-submission',
            pg_catalog.jsonb_build_object('only', 'leads'),
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call handle-lead-submission for a new lead notification (the minute job will send it): %', sqlerrm;
  end;
  return null;
end;
$$;

create trigger lead_notifications_wake_sender after insert on private.lead_notifications
  referencing new table as queued for each statement execute function private.wake_notification_sender();

-- 4. The sweeper calls the merged function; the visitors' function limit goes --------------------

-- deliver-lead-notifications is now part of handle-lead-submission. Its every-minute job stays, as
-- the sweeper of retries and of anything the wake-up missed, calling the merged function with an
-- empty body (everything due, weekly reports included). As in migration 20261123000500, nothing is
-- scheduled where pg_cron and pg_net do not exist: the local backend runs the same job on a timer.
do $migration$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    if exists (select 1 from cron.job where jobname = 'deliver-lead-notifications') then
      perform cron.unschedule('deliver-lead-notifications');
    end if;
    perform cron.schedule(
      'handle-lead-submission',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/handle-lead-submission',
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

-- The lead_function scope limited visitors' calls of handle-lead-submission; only the service key
-- calls it now, so the scope and its buckets go.
delete from private.rate_buckets where scope = 'lead_function';
delete from private.write_limits where scope = 'lead_function';
create or replace function public.take_function_slot(scope text, client_address text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if scope not in ('page_check', 'report_unsubscribe') then
    raise exception using errcode = '22023', message = format('Not a function limit: %s.', scope);
  end if;
  perform private.take_write_slot(scope, coalesce(nullif(pg_catalog.btrim(client_address), ''), 'unknown'));
end;
$$;

revoke all on function private.refuse_empty_lead_insert(), private.copy_legacy_lead(), private.wake_notification_sender() from public;
