-- Delivery health (docs/decisions/0067-delivery-health.md): one answer, green or red, that says
-- whether the site's e-mail is going out, what failed and since when. Read from the outbox on every
-- engine, and on hosted Supabase also from pg_net's answers and pg_cron's runs; polled by an uptime
-- monitor with the public key, shown in the staff dashboard's header and atop the morning e-mail.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.delivery_backlog_limit() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select interval '3 minutes';
$$;

COMMENT ON FUNCTION private.delivery_backlog_limit() IS 'How long an e-mail may stay due and unsent before delivery is red: 3 minutes, so that with the functions down the outbox alone turns red within 5 (the wake-up is immediate and the sweeper runs every minute, so a working sender leaves nothing due that long; decision 0067).';

REVOKE ALL ON FUNCTION private.delivery_backlog_limit() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.delivery_health_answer() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  now_ timestamptz := private.clock_now();
  -- Times the extensions and the outbox's updated_at record are real time; shown on the clock's.
  shift interval := private.clock_now() - pg_catalog.now();
  -- Dynamic SQL, the schemas values: net and cron exist only where the extensions are installed.
  net_schema text := 'net';
  cron_schema text := 'cron';
  problems jsonb := '[]'::jsonb;
  oldest_due timestamptz;
  last_sent timestamptz;
  last_sent_at timestamptz;
  failing_error text;
  failing_status text;
  failing_since timestamptz;
  status_code integer;
  answered boolean;
  failed_since timestamptz;
  job_name text;
  code text;
begin
  -- The outbox: an e-mail due for longer than the limit that nobody has sent.
  select min(n.next_attempt_at) into oldest_due
    from private.lead_notifications n
   where n.status = 'pending' and n.next_attempt_at <= now_ - private.delivery_backlog_limit();
  if oldest_due is not null then
    problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
      'check', 'outbox',
      'reason', 'E-mail is waiting to be sent: nothing has sent it for more than 3 minutes.',
      'since', oldest_due));
  end if;

  -- The mail provider: the latest try recorded since the last e-mail sent (and within a day) failed.
  -- Tries are ordered by updated_at (real time, so moving the clock cannot reorder them); since
  -- is told on the clock: the first failure of those rows, not before the last e-mail sent.
  select n.updated_at, n.sent_at into last_sent, last_sent_at
    from private.lead_notifications n where n.status = 'sent' order by n.updated_at desc limit 1;
  select t.last_error, t.status into failing_error, failing_status
    from private.lead_notifications t
   where t.last_error is not null
     and t.updated_at > greatest(coalesce(last_sent, '-infinity'::timestamptz), pg_catalog.now() - interval '24 hours')
     and (t.status in ('pending', 'failed') or (t.status = 'skipped' and t.last_error like 'No e-mail provider is configured%'))
   order by t.updated_at desc
   limit 1;
  if failing_error is not null then
    select greatest(last_sent_at, min(coalesce(t.failing_since, t.updated_at + shift))) into failing_since
      from private.lead_notifications t
     where t.last_error is not null
       and t.updated_at > greatest(coalesce(last_sent, '-infinity'::timestamptz), pg_catalog.now() - interval '24 hours')
       and (t.status in ('pending', 'failed') or (t.status = 'skipped' and t.last_error like 'No e-mail provider is configured%'));
    -- Only the provider's status code is told, never its words: they may hold an address.
    code := (pg_catalog.regexp_match(failing_error, '^E-mail API answered ([0-9]{3})'))[1];
    problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
      'check', 'mail_provider',
      'reason', case
        when failing_status = 'skipped' then 'No e-mail provider is configured (RESEND_API_KEY, NOTIFY_EMAIL): e-mail is not sent.'
        when code in ('401', '403') then pg_catalog.format('The mail provider refuses the API key (HTTP %s): RESEND_API_KEY is wrong or revoked.', code)
        when code is not null then pg_catalog.format('The mail provider refuses e-mail (HTTP %s).', code)
        else 'E-mail could not be sent: the last try failed before the mail provider accepted it.'
      end,
      'since', failing_since));
  end if;

  -- pg_net (hosted Supabase): the database's latest call of the functions (the wake-up or a job) failed.
  if pg_catalog.to_regclass('net._http_response') is not null then
    begin
      execute pg_catalog.format($sql$
        select r.status_code,
               r.status_code is not null,
               (select min(f.created) from %1$I._http_response f
                 where f.id > coalesce((select max(s.id) from %1$I._http_response s where s.status_code between 200 and 299), 0))
          from %1$I._http_response r
         order by r.id desc
         limit 1 $sql$, net_schema)
        into status_code, answered, failed_since;
    exception when insufficient_privilege or undefined_table or undefined_column then
      -- A platform that keeps pg_net's answers from this role: the outbox still tells.
      answered := null;
    end;
    if answered is not null and not (answered and status_code between 200 and 299) then
      problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'check', 'functions',
        'reason', case
          when status_code in (401, 403) then pg_catalog.format('The edge functions refuse the service key in Vault (HTTP %s): update the service_role_key secret.', status_code)
          when not answered then 'The edge functions cannot be reached: the database''s calls get no answer.'
          else pg_catalog.format('The edge functions fail: the database''s calls are answered HTTP %s.', status_code)
        end,
        'since', failed_since + shift));
    end if;
  end if;

  -- pg_cron (hosted Supabase): a job whose latest run of the last 200 failed (its command itself, e.g. a Vault secret gone).
  if pg_catalog.to_regclass('cron.job_run_details') is not null then
    begin
      execute pg_catalog.format($sql$
        with recent as (select d.jobid, d.runid, d.status, d.start_time from %1$I.job_run_details d order by d.runid desc limit 200),
             latest as (select distinct on (r.jobid) r.jobid, r.status from recent r
                         where r.status in ('succeeded', 'failed') order by r.jobid, r.runid desc)
        select j.jobname,
               (select min(f.start_time) from recent f
                 where f.jobid = l.jobid and f.status = 'failed'
                   and f.runid > coalesce((select max(s.runid) from recent s where s.jobid = l.jobid and s.status = 'succeeded'), 0)) as since
          from latest l join %1$I.job j on j.jobid = l.jobid
         where l.status = 'failed'
         order by since
         limit 1 $sql$, cron_schema)
        into job_name, failed_since;
    exception when insufficient_privilege or undefined_table or undefined_column then
      job_name := null;
    end;
    if job_name is not null then
      problems := problems || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'check', 'cron',
        'reason', pg_catalog.format('The scheduled job %s fails before it can call its function (check the Vault secrets).', job_name),
        'since', failed_since + shift));
    end if;
  end if;

  return pg_catalog.jsonb_build_object(
    'status', case when pg_catalog.jsonb_array_length(problems) = 0 then 'green' else 'red' end,
    'checked_at', now_,
    'since', (select min((p ->> 'since')::timestamptz) from pg_catalog.jsonb_array_elements(problems) p),
    'problems', problems);
end;
$_$;

COMMENT ON FUNCTION private.delivery_health_answer() IS 'Whether the site''s e-mail is going out (decision 0067): green, or red with each problem''s check, a sentence and since when: an e-mail due for more than private.delivery_backlog_limit() (outbox), the latest try since the last e-mail sent failing at the provider or unconfigured (mail_provider), and where pg_net and pg_cron exist the latest call of the functions failing, a 401/403 named as the Vault service key refused (functions), or a job''s latest run failing (cron). A later success clears a failure. Times on the database''s clock; nothing secret (no key, address, lead or provider text). Read by public.delivery_health and the morning e-mail.';

REVOKE ALL ON FUNCTION private.delivery_health_answer() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.delivery_health(monitor boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answer jsonb := private.delivery_health_answer();
begin
  if monitor and answer ->> 'status' = 'red' then
    -- PostgREST answers this status: an uptime monitor that only reads the code sees the failure.
    -- Not 503: PostgREST 12 takes any 503 it sends for a lost database connection, drops its pool and
    -- reloads its schema cache, so every poll while red would reconnect it (decision 0067).
    perform pg_catalog.set_config('response.status', '500', true);
  end if;
  return answer;
end;
$$;

COMMENT ON FUNCTION public.delivery_health(monitor boolean) IS 'The delivery health an uptime monitor polls and the staff dashboard shows (decision 0067): private.delivery_health_answer''s green or red, what failed and since when, nothing secret. With monitor => true a red answer comes with HTTP 500 (PostgREST''s response.status; not 503, which PostgREST takes for a lost connection and reconnects), so GET /rest/v1/rpc/delivery_health?monitor=true with the public key is a status check; without it the answer is always 200, as supabase-js expects. Stable (a GET, read-only) and a few indexed reads; granted to anon and service_role, security definer to read the private outbox and the extensions'' tables.';

REVOKE ALL ON FUNCTION public.delivery_health(monitor boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.delivery_health(monitor boolean) TO service_role;
GRANT ALL ON FUNCTION public.delivery_health(monitor boolean) TO anon;

-- The health's reads of the outbox, so a monitor polling every minute costs a few index probes.
-- The latest e-mail sent (max(updated_at) of sent rows).
CREATE INDEX lead_notifications_sent_idx ON private.lead_notifications USING btree (updated_at) WHERE (status = 'sent'::text);

-- The tries that failed or were skipped since then (newest first).
CREATE INDEX lead_notifications_trouble_idx ON private.lead_notifications USING btree (updated_at) WHERE (last_error IS NOT NULL);

insert into private.anonymous_doors (kind, door, scope, because) values
  ('function', 'delivery_health', null, 'Read-only (stable, sent as a GET): the delivery health an uptime monitor polls, a few index probes; answers green or red with fixed sentences, times and status codes, no lead, address, count or key (decision 0067).');
