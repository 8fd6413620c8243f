-- The notification outbox (docs/decisions/0010-notification-outbox.md): every e-mail the site sends
-- is a row here first, queued in the transaction that stored its reason, and sent by the
-- send-notifications function, woken at commit and swept every minute.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.notification_retry_delays() RETURNS integer[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[60, 300, 1800, 7200, 21600, 54000];
$$;

COMMENT ON FUNCTION private.notification_retry_delays() IS 'Seconds to wait after each failed send (1 min, 5 min, 30 min, 2 h, 6 h, 15 h): seven tries over about a day, after which finish_lead_notification gives the row up (decision 0010).';

REVOKE ALL ON FUNCTION private.notification_retry_delays() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.queue_lead_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due_at timestamptz;
begin
  if not exists (select 1 from private.lead_types t where t.lead_type = new.lead_type and t.notifies) then
    return null;
  end if;
  -- A site check just queued gets a few seconds to finish, so the e-mail can carry its line
  -- (finish_site_check makes the e-mail due as soon as it is done; decision 0080).
  due_at := private.clock_now() + case when new.site_check_state = 'pending' then private.site_check_email_wait() else interval '0' end;
  if tg_op = 'INSERT' then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'new', pg_catalog.to_jsonb(new) - 'search_text', due_at);
  elsif old.lead_type is distinct from new.lead_type then
    insert into private.lead_notifications (lead_id, lead_email, kind, payload, next_attempt_at)
    values (new.id, new.email, 'completed',
            (pg_catalog.to_jsonb(new) - 'search_text') || pg_catalog.jsonb_build_object('previous', pg_catalog.to_jsonb(old) - 'search_text'),
            due_at);
  end if;
  return null;
end;
$$;

COMMENT ON FUNCTION private.queue_lead_notification() IS 'After-insert/update-of-type trigger of public.lsg_leads: queues the agency''s e-mail in the outbox (private.lead_notifications) for a new lead, and a ''completed'' one with the partial version when a lead''s type changes, only for types whose lead_types.notifies is set (decisions 0010, 0052). An e-mail whose lead''s site check is pending is due a few seconds later (site_check_email_wait), so it can carry the check''s line (decision 0080). Queued in the lead''s transaction so no lead is stored without its e-mail; security definer because anon inserts fire it.';

REVOKE ALL ON FUNCTION private.queue_lead_notification() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.wake_notification_sender() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from queued q
                  where q.status = 'pending'
                    and q.kind in ('new', 'completed', 'report_confirmation', 'booking_confirmation', 'booking_agency', 'booking_cancelled', 'booking_moved')) then
    return null;
  end if;
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
      using project_url || '/functions/v1/send-notifications',
            pg_catalog.jsonb_build_object('only', 'leads'),
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call send-notifications for a new lead notification (the minute job will send it): %', sqlerrm;
  end;
  return null;
end;
$_$;

COMMENT ON FUNCTION private.wake_notification_sender() IS 'After-insert statement trigger of the outbox: when an e-mail someone waits for is queued pending (a lead''s, a confirmation link, a booking confirmation, the agency''s booking e-mail, a cancellation notice, a moved call''s invite), posts to send-notifications through pg_net with the Vault service key, sent after the commit (decisions 0024, 0054, 0061). Does nothing where pg_net or the secrets are missing (the local gateway wakes the sender) and only warns on failure, so a write never fails for it; the minute sweeper catches up.';

REVOKE ALL ON FUNCTION private.wake_notification_sender() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_lead_notifications(batch_size integer DEFAULT 20, lease_seconds integer DEFAULT 300, kinds text[] DEFAULT NULL::text[]) RETURNS TABLE(id uuid, lead_id uuid, kind text, payload jsonb, attempts integer)
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.lead_notifications as n
     set status = 'skipped',
         last_error = private.booking_skip_reason(case when b.cancelled_at is not null then 'cancelled' else 'started' end),
         claimed_until = null,
         updated_at = pg_catalog.now()
    from private.bookings b
   where b.id = n.booking_id
     and n.kind = 'booking_reminder'
     and n.status = 'pending'
     and n.next_attempt_at <= private.clock_now()
     and (n.claimed_until is null or n.claimed_until <= private.clock_now())
     and (claim_lead_notifications.kinds is null or 'booking_reminder' = any (claim_lead_notifications.kinds))
     and (b.cancelled_at is not null or pg_catalog.lower(b.slot) <= private.clock_now());

  update private.lead_notifications as n
     set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => lease_seconds),
         attempts = n.attempts + 1,
         updated_at = pg_catalog.now()
   where n.id in (
     select due.id from private.lead_notifications due
      where due.status = 'pending'
        and due.next_attempt_at <= private.clock_now()
        and (due.claimed_until is null or due.claimed_until <= private.clock_now())
        and (claim_lead_notifications.kinds is null or due.kind = any (claim_lead_notifications.kinds))
        and not private.site_check_line_wait(due)
      order by due.next_attempt_at
      limit least(greatest(batch_size, 1), 100)
      for update skip locked)
  returning n.id, n.lead_id, n.kind,
            case when n.kind in ('booking_confirmation', 'booking_reminder', 'booking_moved')
                 then n.payload || pg_catalog.jsonb_build_object('manage_token', private.booking_cancel_token(n.booking_id))
                 when n.kind in ('new', 'completed', 'booking_agency')
                 then n.payload || pg_catalog.jsonb_build_object('site_check',
                        (select private.site_check_json(l.site_check_id) from public.lsg_leads l where l.id = n.lead_id))
                 else n.payload end,
            n.attempts;
$$;

COMMENT ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) IS 'The sender''s claim (service_role only): first records due reminders of cancelled or begun bookings as skipped, then leases up to batch_size (max 100) due pending rows, optionally of some kinds, with FOR UPDATE SKIP LOCKED and counts the try before the send, so parallel workers never send one row twice (decisions 0010, 0061). Booking confirmations, reminders and moved invites are handed out with the booking''s cancel token, made now so the outbox never stores it; the agency''s lead and booking e-mails with the lead''s site check as it is now, and the booking one held while its check runs (private.site_check_line_wait, decision 0080).';

REVOKE ALL ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_lead_notifications(batch_size integer, lease_seconds integer, kinds text[]) TO service_role;

CREATE FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) RETURNS TABLE(id uuid, created_at timestamp with time zone, kind text, status text, attempts integer, last_error text, next_attempt_at timestamp with time zone, sent_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_dashboard_session(session_token);
  return query
    select n.id, n.created_at, n.kind, n.status, n.attempts, n.last_error,
           case when n.status = 'pending' then n.next_attempt_at end, n.sent_at
      from private.lead_notifications n
     where n.lead_id = dashboard_lead_notifications.lead_id
     order by n.created_at, n.id;
end;
$$;

COMMENT ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) IS 'Staff: one lead''s e-mail delivery history (kind, status, attempts, last error, next try while pending, sent time), after checking the session token (28000, HTTP 403). Granted to anon and service_role because the dashboard holds only the anon key (decision 0011); security definer to read the private outbox.';

REVOKE ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_lead_notifications(session_token text, lead_id uuid) TO anon;

CREATE FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  delays integer[] := private.notification_retry_delays();
  row_ private.lead_notifications;
  next_status text;
begin
  if outcome not in ('sent', 'skipped', 'failed') then
    raise exception using errcode = '22023', message = format('Unknown notification outcome: %s.', outcome);
  end if;
  select * into row_ from private.lead_notifications n where n.id = notification_id for update;
  if not found then
    return null;
  end if;
  next_status := case
    when outcome <> 'failed' then outcome
    when row_.attempts > pg_catalog.array_length(delays, 1) then 'failed'
    else 'pending'
  end;
  update private.lead_notifications n
     set status = next_status,
         sent_at = case when outcome = 'sent' then private.clock_now() end,
         last_error = case when outcome = 'sent' then null else pg_catalog.left(detail, 2000) end,
         failing_since = case when outcome = 'sent' then null else coalesce(n.failing_since, private.clock_now()) end,
         next_attempt_at = case
                             when next_status = 'pending' then private.clock_now() + pg_catalog.make_interval(secs => delays[row_.attempts])
                             else n.next_attempt_at
                           end,
         claimed_until = null,
         updated_at = pg_catalog.now()
   where n.id = notification_id;
  return next_status;
end;
$$;

COMMENT ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) IS 'Records how a claimed send went (service_role only): sent, skipped with its reason, or failed (retried after the next delay of notification_retry_delays, given up after the last), keeping when the row first did not go (failing_since, for the delivery health); answers the row''s new status, null for an unknown id, 22023 for another outcome. Idempotent, so the sender may repeat it when an answer is lost (decision 0047).';

REVOKE ALL ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_lead_notification(notification_id uuid, outcome text, detail text) TO service_role;

CREATE TABLE private.lead_notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lead_email text NOT NULL,
    payload jsonb NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    last_error text,
    lead_id uuid,
    kind text DEFAULT 'new'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone,
    claimed_until timestamp with time zone,
    sent_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    recipient text,
    report_run_id uuid,
    report_recipient_id uuid,
    booking_id uuid,
    failing_since timestamp with time zone,
    CONSTRAINT lead_notifications_kind_known CHECK ((kind = ANY (ARRAY['new'::text, 'completed'::text, 'weekly_report'::text, 'report_confirmation'::text, 'waiting_leads'::text, 'booking_confirmation'::text, 'booking_agency'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text]))),
    CONSTRAINT lead_notifications_report_shape CHECK ((((kind = 'weekly_report'::text) = (report_run_id IS NOT NULL)) AND ((kind = 'report_confirmation'::text) = (report_recipient_id IS NOT NULL)) AND ((kind = ANY (ARRAY['weekly_report'::text, 'report_confirmation'::text, 'booking_confirmation'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text])) = (recipient IS NOT NULL)) AND ((kind = ANY (ARRAY['booking_confirmation'::text, 'booking_agency'::text, 'booking_reminder'::text, 'booking_cancelled'::text, 'booking_moved'::text])) = (booking_id IS NOT NULL)))),
    CONSTRAINT lead_notifications_status_known CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text])))
);

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_pkey PRIMARY KEY (id);

CREATE INDEX lead_notifications_booking_confirmation_at_idx ON private.lead_notifications USING btree (created_at) WHERE (kind = 'booking_confirmation'::text);

CREATE INDEX lead_notifications_booking_confirmation_to_idx ON private.lead_notifications USING btree (private.canonical_mailbox(recipient), created_at) WHERE (kind = 'booking_confirmation'::text);

CREATE INDEX lead_notifications_booking_idx ON private.lead_notifications USING btree (booking_id) WHERE (booking_id IS NOT NULL);

CREATE INDEX lead_notifications_confirmation_at_idx ON private.lead_notifications USING btree (created_at) WHERE (kind = 'report_confirmation'::text);

CREATE UNIQUE INDEX lead_notifications_confirmation_once ON private.lead_notifications USING btree (report_recipient_id);

CREATE INDEX lead_notifications_confirmation_to_idx ON private.lead_notifications USING btree (private.canonical_mailbox(recipient), created_at) WHERE (kind = 'report_confirmation'::text);

CREATE INDEX lead_notifications_created_at_idx ON private.lead_notifications USING btree (created_at DESC);

CREATE INDEX lead_notifications_due_idx ON private.lead_notifications USING btree (next_attempt_at) WHERE (status = 'pending'::text);

CREATE INDEX lead_notifications_lead_idx ON private.lead_notifications USING btree (lead_id, created_at);

CREATE UNIQUE INDEX lead_notifications_report_once ON private.lead_notifications USING btree (report_run_id, lower(recipient)) WHERE (report_run_id IS NOT NULL);

COMMENT ON TABLE private.lead_notifications IS 'The outbox of every e-mail the system sends (decision 0010): a row is queued in the writer''s transaction, claimed by the sender (send-notifications) under a lease, and recorded sent, skipped or failed; a failed try is retried with backoff, seven tries over about 24 hours, and a row is sent at most once. Despite its name it holds lead e-mails, weekly reports, confirmation links, the morning list and the booking e-mails.';

COMMENT ON COLUMN private.lead_notifications.lead_email IS 'The lead''s address when the row was queued (the subscription''s or the booking''s lead for those kinds; an empty string for the morning list, which has no lead). A record only: the address an e-mail goes to is recipient, or the agency''s own for the agency''s kinds.';

COMMENT ON COLUMN private.lead_notifications.payload IS 'What the e-mail says, frozen when queued, by kind: new/completed the lead row without search_text (completed adds previous, the partial version); weekly_report the week''s measurement, the previous week, up to 8 weeks of scores and the unsubscribe token; report_confirmation site, day, recipient, others_asked, token and expires_at; waiting_leads day, total, waiting_since, up to 50 leads and delivery (since and reasons when delivery health is red, else null); booking kinds the booking''s id and times (the agency''s adds the lead''s fields and topic). The visitor''s e-mails carry no word the visitor typed (decisions 0025, 0061).';

COMMENT ON COLUMN private.lead_notifications.status IS 'pending (due at next_attempt_at), sent, failed (given up after the last retry) or skipped (decided not to send, with the reason in last_error).';

COMMENT ON COLUMN private.lead_notifications.last_error IS 'Why the last try failed, or why the row was skipped (at most 2,000 characters); null once sent. Shown in the dashboard''s delivery history.';

COMMENT ON COLUMN private.lead_notifications.lead_id IS 'The lead the e-mail is about; null only for the morning list of waiting leads. Deleting the lead deletes its e-mails.';

COMMENT ON COLUMN private.lead_notifications.kind IS 'What the e-mail is: new and completed (a lead, to the agency), weekly_report, report_confirmation, waiting_leads (the morning list, to the agency), booking_confirmation, booking_agency, booking_reminder, booking_cancelled, booking_moved (the updated invite of a moved call, decision 0070). lead_notifications_report_shape ties each kind to its recipient, run, report recipient or booking.';

COMMENT ON COLUMN private.lead_notifications.attempts IS 'Tries so far, counted when the row is claimed (before the send); a failure past the number of retry delays is final.';

COMMENT ON COLUMN private.lead_notifications.next_attempt_at IS 'Not before this instant: when a pending row is next due (at once for most kinds, the reminder''s time for booking reminders, the backoff delay after a failed try).';

COMMENT ON COLUMN private.lead_notifications.claimed_until IS 'The lease of the worker that claimed the row (five minutes by default): other workers skip it until then, and a worker that dies mid-send leaves it to be tried again after it.';

COMMENT ON COLUMN private.lead_notifications.sent_at IS 'When the mail provider accepted the e-mail; null unless sent.';

COMMENT ON COLUMN private.lead_notifications.recipient IS 'The address the e-mail goes to, for the kinds sent to a visitor or report recipient (weekly_report, report_confirmation, booking_confirmation, booking_reminder, booking_cancelled, booking_moved); null for the agency''s kinds, which go to the agency''s configured address. Compared lower-cased for the per-address caps (decisions 0045, 0061).';

COMMENT ON COLUMN private.lead_notifications.report_run_id IS 'The weekly report run a weekly_report e-mail belongs to; unique with lower(recipient), so one e-mail per run and recipient whatever retries and workers do.';

COMMENT ON COLUMN private.lead_notifications.report_recipient_id IS 'The report recipient a report_confirmation asks to confirm; unique, so a recipient is sent at most one confirmation e-mail.';

COMMENT ON COLUMN private.lead_notifications.failing_since IS 'When the sender first recorded that this row did not go (failed or skipped), on the database''s clock; kept through retries, null once sent. The delivery health''s since when (decision 0067).';

COMMENT ON COLUMN private.lead_notifications.booking_id IS 'The booking a booking e-mail is about (set for every booking kind, and only for them); deleted with it.';

ALTER TABLE ONLY private.lead_notifications
    ADD CONSTRAINT lead_notifications_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

CREATE TRIGGER lead_notifications_wake_sender AFTER INSERT ON private.lead_notifications REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION private.wake_notification_sender();

COMMENT ON TRIGGER lead_notifications_wake_sender ON private.lead_notifications IS 'Wakes the sender when a pending e-mail someone waits for is queued (a lead''s, a confirmation link, a booking''s confirmation, the agency''s booking e-mail, a cancellation notice, a moved call''s invite): on hosted Supabase a net.http_post to send-notifications after the commit; locally the gateway does it, and the minute job sends whatever a wake-up missed (decisions 0024, 0061).';

CREATE TRIGGER lsg_leads_queue_notification AFTER INSERT OR UPDATE OF lead_type ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.queue_lead_notification();

COMMENT ON TRIGGER lsg_leads_queue_notification ON public.lsg_leads IS 'Queues the agency''s e-mail in the outbox (private.lead_notifications) for a new lead, and again when a partial lead is completed (its type changes), if its type notifies; sending happens after the commit, so a slow mail API never delays or loses a lead (decision 0010).';

-- The outbox's sweeper: every minute, with an empty body (everything due, weekly reports and retries).
select private.schedule_edge_function('send-notifications', '* * * * *', 'send-notifications', 60000);

-- The morning e-mail of waiting leads (docs/decisions/0040-speed-to-lead.md): the database decides the
-- day and time (a weekday from 8:30 am to noon Los Angeles time, once); pg_cron, in UTC on Supabase,
-- only calls in the hours that hold that window in either daylight-saving state.
select private.schedule_edge_function('morning-email', '*/5 15-19 * * 1-5', 'send-notifications', 60000, '{"only":"morning-email"}');
