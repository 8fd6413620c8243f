-- Every lead arrives with its site already checked (issue 64, docs/decisions/0080-leads-site-checks.md):
-- a lead that names a website queues one page check of that site (one per site per Los Angeles day,
-- whoever names it, within a site-wide daily cap), run by the check-lead-sites edge function with the
-- SEO tool's own fetch and rules; the result is stored here and its three list fields on the lead.

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.site_check_key(website text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when m is null then null
              else pg_catalog.lower(pg_catalog.regexp_replace(m[2], case when pg_catalog.lower(m[1]) = 'https' then ':443$' else ':80$' end, ''))
                   || pg_catalog.regexp_replace(m[3], '/+$', '') || coalesce(m[4], '') end
    from (select pg_catalog.regexp_match(pg_catalog.btrim(website), '^([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)([^?#]*)(\?[^#]*)?') as m) parsed;
$$;

COMMENT ON FUNCTION private.site_check_key(website text) IS 'The page a website names, as one check is shared by: the host lower-cased without the scheme or its default port, then the path without a trailing slash and the query, without the fragment (which the browser never sends). http://Example.com/ and https://example.com are one page; null for no website (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_key(website text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_day(at_ timestamp with time zone) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (at_ at time zone private.office_time_zone())::date;
$$;

COMMENT ON FUNCTION private.site_check_day(at_ timestamp with time zone) IS 'The Los Angeles day of an instant: a site is checked at most once a day by the leads that name it, and the daily cap counts that day (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_day(at_ timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_email_wait() RETURNS interval
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((select pg_catalog.make_interval(secs => s.email_wait_seconds) from private.site_check_settings s), interval '0');
$$;

COMMENT ON FUNCTION private.site_check_email_wait() IS 'How long the agency''s e-mail for a new lead waits for the lead''s pending site check (site_check_settings.email_wait_seconds, 5 s): long enough for a page that answers promptly, short enough that the e-mail still arrives at once; after it the e-mail goes without the check''s line (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_email_wait() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.take_site_check_slot() RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.take_write_slot('site_check_day', private.site_check_day(private.clock_now())::text);
  return true;
exception when sqlstate 'PT429' then
  return false;
end;
$$;

COMMENT ON FUNCTION private.take_site_check_slot() IS 'Takes one of the day''s site checks (write_limits scope site_check_day, counted per site in the bucket of the Los Angeles day) and answers true, or false when the day''s cap is used up: a lead is never refused for it, it is only left unchecked. The bucket''s row lock keeps the cap exact under concurrent leads (decisions 0066, 0080).';

REVOKE ALL ON FUNCTION private.take_site_check_slot() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_checks_left_today() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select greatest(l.max_writes - coalesce((select b.hits from private.rate_buckets b
                                             where b.scope = 'site_check_day'
                                               and b.address = private.site_check_day(private.clock_now())::text
                                               and b.window_start > private.clock_now() - pg_catalog.make_interval(secs => l.window_seconds)), 0), 0)
    from private.write_limits l where l.scope = 'site_check_day';
$$;

COMMENT ON FUNCTION private.site_checks_left_today() IS 'How many site checks the day''s cap still allows, for the lead view''s "check again" (decision 0080).';

REVOKE ALL ON FUNCTION private.site_checks_left_today() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_again_at(checked_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when checked_at + interval '1 hour' > private.clock_now() then checked_at + interval '1 hour' end;
$$;

COMMENT ON FUNCTION private.site_check_again_at(checked_at timestamp with time zone) IS 'When a finished check''s site may be checked again by staff: an hour after it was checked, so "check again" cannot hammer a prospect''s site; null when it may be now (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_again_at(checked_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_json(check_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c private.site_checks;
  again_at timestamptz;
  can_again boolean;
begin
  select * into c from private.site_checks s where s.id = check_id;
  if not found then
    return null;
  end if;
  again_at := private.site_check_again_at(c.checked_at);
  can_again := c.state <> 'pending' and again_at is null and private.site_checks_left_today() > 0;
  if c.state <> 'pending' and again_at is null and not can_again then
    -- The day's cap is used up: the next check is possible at the next Los Angeles midnight.
    again_at := (private.site_check_day(private.clock_now()) + 1)::timestamp at time zone private.office_time_zone();
  end if;
  return pg_catalog.jsonb_build_object(
    'state', c.state, 'url', c.url, 'score', c.score, 'indexable', c.indexable, 'title', c.title,
    'first_action', c.first_action, 'findings', coalesce(c.findings, '[]'::jsonb), 'failure', c.failure,
    'checked_at', c.checked_at, 'can_check_again', can_again, 'next_check_at', again_at);
end;
$$;

COMMENT ON FUNCTION private.site_check_json(check_id uuid) IS 'A stored site check as the dashboard reads it (lead view, Calls view, check again): state, url, score, indexable, title, first_action, up to three findings with their rule''s source, failure, checked_at, whether staff may check again now and, if not, from when; null for no check (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_json(check_id uuid) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.link_site_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  key_ text;
  day_ date;
  check_ private.site_checks;
begin
  if tg_op = 'UPDATE' and old.website is not distinct from new.website and old.lead_type is not distinct from new.lead_type then
    return new;
  end if;
  key_ := private.site_check_key(new.website);
  if key_ is null or key_ = '' or not private.is_valid_website(new.website)
     or not exists (select 1 from private.lead_types t where t.lead_type = new.lead_type and t.checks_site) then
    if tg_op = 'UPDATE' and new.website is null then
      new.site_check_id := null;
      new.site_check_state := null;
      new.site_check_score := null;
      new.site_check_indexable := null;
    end if;
    return new;
  end if;
  day_ := private.site_check_day(private.clock_now());
  -- The site's latest check of the day, whoever named it (a staff re-check is newer than the first).
  select * into check_ from private.site_checks c
   where c.site_key = key_ and c.day = day_
   order by c.queued_at desc limit 1;
  if not found then
    if private.take_site_check_slot() then
      insert into private.site_checks (site_key, url, day, queued_at, next_attempt_at)
        values (key_, new.website, day_, private.clock_now(), private.clock_now())
        on conflict (site_key, day) where (origin = 'lead') do nothing
        returning * into check_;
    else
      insert into private.site_checks (site_key, url, day, queued_at, state, failure, checked_at, over_cap)
        values (key_, new.website, day_, private.clock_now(), 'failed', 'Today''s site checks were used up, so this site was not checked.', private.clock_now(), true)
        on conflict (site_key, day) where (origin = 'lead') do nothing
        returning * into check_;
    end if;
    if check_.id is null then
      -- A concurrent lead named the site first: share its check.
      select * into check_ from private.site_checks c where c.site_key = key_ and c.day = day_ and c.origin = 'lead';
    end if;
  end if;
  new.site_check_id := check_.id;
  new.site_check_state := check_.state;
  new.site_check_score := check_.score;
  new.site_check_indexable := check_.indexable;
  return new;
end;
$$;

COMMENT ON FUNCTION private.link_site_check() IS 'Before-insert/update-of-website-or-type trigger of public.lsg_leads (after lsg_leads_validate): for a lead whose type checks sites (lead_types.checks_site) and that names a valid website, links the site''s check of the Los Angeles day, queuing one if none, within the day''s cap (a check past it is stored at once as failed, in words), and copies its state, score and indexability onto the lead for the list. Security definer: anon inserts fire it (decision 0080).';

REVOKE ALL ON FUNCTION private.link_site_check() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.wake_site_checker() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  project_url text;
  service_key text;
begin
  if not exists (select 1 from queued q where q.state = 'pending') then
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
      using project_url || '/functions/v1/check-lead-sites',
            '{}'::jsonb,
            pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
  exception when others then
    raise warning 'Could not call check-lead-sites for a queued site check (the minute job will run it): %', sqlerrm;
  end;
  return null;
end;
$_$;

COMMENT ON FUNCTION private.wake_site_checker() IS 'After-insert statement trigger of private.site_checks: when a pending check is queued, posts to check-lead-sites through pg_net with the Vault service key, sent after the commit, as the outbox wakes its sender (decisions 0024, 0080). Does nothing where pg_net or the secrets are missing (the local gateway wakes the checker) and only warns on failure, so a lead is never refused for it; the minute job catches up.';

REVOKE ALL ON FUNCTION private.wake_site_checker() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.site_check_line_wait(notification private.lead_notifications) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select notification.kind = 'booking_agency'
     and exists (select 1 from public.lsg_leads l
                  join private.site_checks c on c.id = l.site_check_id
                  join private.bookings b on b.id = notification.booking_id
                  cross join private.site_check_settings s
                 where l.id = notification.lead_id and c.state = 'pending' and s.booking_wait_seconds > 0
                   and c.queued_at > private.clock_now() - pg_catalog.make_interval(secs => s.booking_wait_seconds)
                   and pg_catalog.lower(b.slot) > private.clock_now() + interval '1 hour');
$$;

COMMENT ON FUNCTION private.site_check_line_wait(notification private.lead_notifications) IS 'Whether a due e-mail is held for its lead''s site check: the agency''s booking e-mail of a call more than an hour away waits until the check is done or failed, so it always carries the check''s line; finish_site_check releases it. A check still pending after site_check_settings.booking_wait_seconds (10 minutes: its checker is down) holds it no longer (decision 0080).';

REVOKE ALL ON FUNCTION private.site_check_line_wait(notification private.lead_notifications) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.claim_site_checks(batch_size integer DEFAULT 5, lease_seconds integer DEFAULT 60) RETURNS TABLE(id uuid, url text, attempts integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A check whose worker died three times is given up in words rather than tried for ever.
  perform public.finish_site_check(c.id, null, 'The site could not be checked because of an error on our side.')
     from private.site_checks c
    where c.state = 'pending' and c.attempts >= 3 and c.claimed_until <= private.clock_now();
  return query
    update private.site_checks as c
       set claimed_until = private.clock_now() + pg_catalog.make_interval(secs => least(greatest(lease_seconds, 15), 600)),
           attempts = c.attempts + 1
     where c.id in (
       select due.id from private.site_checks due
        where due.state = 'pending'
          and due.next_attempt_at <= private.clock_now()
          and (due.claimed_until is null or due.claimed_until <= private.clock_now())
          and due.attempts < 3
        order by due.next_attempt_at
        limit least(greatest(batch_size, 1), 20)
        for update skip locked)
    returning c.id, c.url, c.attempts;
end;
$$;

COMMENT ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) IS 'The site checker''s claim (service_role only): leases up to batch_size (max 20) due pending checks with FOR UPDATE SKIP LOCKED, counting the try, so parallel runs never fetch one site twice; a check tried three times by workers that died is recorded failed in words (decision 0080).';

REVOKE ALL ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_site_checks(batch_size integer, lease_seconds integer) TO service_role;

CREATE FUNCTION public.finish_site_check(check_id uuid, result jsonb DEFAULT NULL::jsonb, failure text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c private.site_checks;
begin
  if (result is null) = (failure is null) then
    raise exception using errcode = '22023', message = 'A site check finishes with a result or a failure, not both.';
  end if;
  select * into c from private.site_checks s where s.id = check_id for update;
  if not found then
    return null;
  end if;
  if c.state <> 'pending' then
    return c.state;
  end if;
  if failure is not null then
    update private.site_checks s
       set state = 'failed', failure = pg_catalog.left(finish_site_check.failure, 300), checked_at = private.clock_now(), claimed_until = null
     where s.id = check_id returning * into c;
  else
    update private.site_checks s
       set state = 'done',
           score = (result ->> 'score')::integer,
           indexable = (result ->> 'indexable')::boolean,
           title = pg_catalog.left(result ->> 'title', 300),
           first_action = pg_catalog.left(result ->> 'first_action', 500),
           findings = coalesce(result -> 'findings', '[]'::jsonb),
           checked_at = private.clock_now(),
           claimed_until = null
     where s.id = check_id returning * into c;
  end if;
  update public.lsg_leads l
     set site_check_state = c.state, site_check_score = c.score, site_check_indexable = c.indexable
   where l.site_check_id = c.id;
  -- The agency's e-mails about these leads that wait for the check go now, with its line.
  update private.lead_notifications n
     set next_attempt_at = private.clock_now()
   where n.status = 'pending' and n.attempts = 0 and n.kind in ('new', 'completed', 'booking_agency')
     and n.next_attempt_at > private.clock_now()
     and n.lead_id in (select l.id from public.lsg_leads l where l.site_check_id = c.id);
  return c.state;
end;
$$;

COMMENT ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) IS 'Records a claimed check (service_role only): done with its result (score, indexable, title, first_action, findings) or failed with what happened in words, never both (22023); copies the state, score and indexability onto every lead that links to it, and makes the agency''s e-mails waiting for it due now. Idempotent: a finished check keeps its first outcome; null for an unknown id (decision 0080).';

REVOKE ALL ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_site_check(check_id uuid, result jsonb, failure text) TO service_role;

CREATE FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.lsg_leads;
  key_ text;
  latest private.site_checks;
  again_at timestamptz;
  fresh uuid;
begin
  perform private.require_dashboard_session(session_token);
  select * into lead from public.lsg_leads l where l.id = dashboard_check_site_again.lead_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'This lead no longer exists.';
  end if;
  key_ := private.site_check_key(lead.website);
  if key_ is null or key_ = '' or not private.is_valid_website(lead.website) then
    raise exception using errcode = '22023', message = 'This lead gave no website.';
  end if;
  select * into latest from private.site_checks c where c.site_key = key_ order by c.queued_at desc limit 1;
  if found and latest.state = 'pending' then
    if lead.site_check_id is distinct from latest.id then
      update public.lsg_leads l set site_check_id = latest.id, site_check_state = latest.state,
                                    site_check_score = latest.score, site_check_indexable = latest.indexable
       where l.id = lead.id;
    end if;
    return private.site_check_json(latest.id);
  end if;
  again_at := case when found and not latest.over_cap then private.site_check_again_at(latest.checked_at) end;
  if again_at is not null then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This site was checked within the last hour; it can be checked again at %s PT.',
                                  pg_catalog.ltrim(pg_catalog.to_char(again_at at time zone private.office_time_zone(), 'HH12:MI AM'), '0'));
  end if;
  if not private.take_site_check_slot() then
    raise exception using errcode = 'P0001', message = 'Today''s site checks are used up; checks start again tomorrow.';
  end if;
  insert into private.site_checks (site_key, url, day, origin, queued_at, next_attempt_at)
    values (key_, lead.website, private.site_check_day(private.clock_now()), 'staff', private.clock_now(), private.clock_now())
    returning id into fresh;
  -- The lead, and every lead that shared its check, now read the new one; the old is deleted once no lead links to it.
  update public.lsg_leads l
     set site_check_id = fresh, site_check_state = 'pending', site_check_score = null, site_check_indexable = null
   where l.id = lead.id or (lead.site_check_id is not null and l.site_check_id = lead.site_check_id);
  return private.site_check_json(fresh);
end;
$$;

COMMENT ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) IS 'Staff "check again" (anon, service_role; session checked first): queues a fresh check of the lead''s site within the day''s cap and answers its site_check object (state pending); a check already running is answered as it is. Refuses in words staff can read: P0001 when the site was checked within the last hour (with the time it may be again) or the day''s checks are used up, 22023 for a lead with no website, PT404 for no lead (decision 0080).';

REVOKE ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.dashboard_check_site_again(session_token text, lead_id uuid) TO anon;

CREATE TABLE private.site_check_settings (
    id boolean DEFAULT true NOT NULL,
    email_wait_seconds integer DEFAULT 5 NOT NULL,
    booking_wait_seconds integer DEFAULT 600 NOT NULL,
    CONSTRAINT site_check_settings_id_check CHECK (id),
    CONSTRAINT site_check_settings_email_wait_range CHECK (((email_wait_seconds >= 0) AND (email_wait_seconds <= 30))),
    CONSTRAINT site_check_settings_booking_wait_range CHECK (((booking_wait_seconds >= 0) AND (booking_wait_seconds <= 3600)))
);

ALTER TABLE ONLY private.site_check_settings
    ADD CONSTRAINT site_check_settings_pkey PRIMARY KEY (id);

COMMENT ON TABLE private.site_check_settings IS 'One row: how long the agency''s e-mails wait for a lead''s site check (decision 0080). The daily cap of checks is a write limit (private.write_limits, site_check_day). The local test stack sets both waits to 0 unless a test asks (supabase/local/write-limits.ts).';

COMMENT ON COLUMN private.site_check_settings.id IS 'Always true (check): the primary key that keeps the table to one row.';

COMMENT ON COLUMN private.site_check_settings.email_wait_seconds IS 'How long a new or completed lead''s e-mail to the agency waits for its pending check before it goes without the line (0 to 30 s; 5).';

COMMENT ON COLUMN private.site_check_settings.booking_wait_seconds IS 'How long the agency''s e-mail of a booking more than an hour away may wait for its pending check (0 to 3,600 s; 600): a check that has not finished by then means its checker is down, and the e-mail goes without it.';

REVOKE ALL ON TABLE private.site_check_settings FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.site_checks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    site_key text NOT NULL,
    url text NOT NULL,
    day date NOT NULL,
    origin text DEFAULT 'lead'::text NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone,
    claimed_until timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    over_cap boolean DEFAULT false NOT NULL,
    score integer,
    indexable boolean,
    title text,
    first_action text,
    findings jsonb,
    failure text,
    checked_at timestamp with time zone,
    CONSTRAINT site_checks_origin_known CHECK ((origin = ANY (ARRAY['lead'::text, 'staff'::text]))),
    CONSTRAINT site_checks_state_known CHECK ((state = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text]))),
    CONSTRAINT site_checks_score_range CHECK (((score >= 0) AND (score <= 100))),
    CONSTRAINT site_checks_findings_shape CHECK (((findings IS NULL) OR ((jsonb_typeof(findings) = 'array'::text) AND (jsonb_array_length(findings) <= 3)))),
    CONSTRAINT site_checks_outcome_shape CHECK ((((state = 'done'::text) = ((score IS NOT NULL) AND (indexable IS NOT NULL))) AND ((state = 'failed'::text) = (failure IS NOT NULL)) AND ((state = 'pending'::text) = (checked_at IS NULL)) AND ((NOT over_cap) OR (state = 'failed'::text)))),
    CONSTRAINT site_checks_text_length CHECK (((char_length(url) <= 2048) AND (char_length(site_key) <= 2048) AND (COALESCE(char_length(title), 0) <= 300) AND (COALESCE(char_length(first_action), 0) <= 500) AND (COALESCE(char_length(failure), 0) <= 300)))
);

ALTER TABLE ONLY private.site_checks
    ADD CONSTRAINT site_checks_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX site_checks_one_per_day ON private.site_checks USING btree (site_key, day) WHERE (origin = 'lead'::text);

CREATE INDEX site_checks_site_idx ON private.site_checks USING btree (site_key, queued_at DESC);

CREATE INDEX site_checks_due_idx ON private.site_checks USING btree (next_attempt_at) WHERE (state = 'pending'::text);

COMMENT ON TABLE private.site_checks IS 'One page check of a site that leads named (issue 64, decision 0080), and its own queue: queued pending by the lead''s insert (private.link_site_check), at most one per site per Los Angeles day whoever names it (site_checks_one_per_day) plus staff re-checks, claimed by check-lead-sites under a lease and recorded done with the result or failed with what happened. Deleted when no lead links to it any more.';

COMMENT ON COLUMN private.site_checks.site_key IS 'The page, as private.site_check_key reads a website: host and path without scheme, default port or trailing slash. Leads naming the same key on the same day share the check.';

COMMENT ON COLUMN private.site_checks.url IS 'The address fetched: the website of the first lead that named the page that day.';

COMMENT ON COLUMN private.site_checks.day IS 'The Los Angeles day the check was queued: the "once a day" and the daily cap count it.';

COMMENT ON COLUMN private.site_checks.origin IS 'lead (queued by a lead''s insert, one per site and day) or staff (a "check again", within the hour''s spacing and the day''s cap).';

COMMENT ON COLUMN private.site_checks.state IS 'pending (queued or being fetched), done (score and findings stored) or failed (failure says why, in words).';

COMMENT ON COLUMN private.site_checks.queued_at IS 'When the check was queued, on the database''s clock (private.clock_now): the bench measures from a lead''s insert to checked_at.';

COMMENT ON COLUMN private.site_checks.next_attempt_at IS 'Not before this instant: a pending check is due from it (at once when queued).';

COMMENT ON COLUMN private.site_checks.claimed_until IS 'The lease of the run that claimed the check: others skip it until then; a run that dies leaves it to be tried again, three tries at most.';

COMMENT ON COLUMN private.site_checks.attempts IS 'Claims so far; a check claimed three times without finishing is recorded failed.';

COMMENT ON COLUMN private.site_checks.over_cap IS 'True for a check stored failed at once because the day''s cap was used up: nothing was fetched, and it does not stop staff checking again once the cap allows.';

COMMENT ON COLUMN private.site_checks.score IS 'The page score (0 to 100) of the SEO tool''s rules (page-score.ts), when done.';

COMMENT ON COLUMN private.site_checks.indexable IS 'Whether Google may index the page (no noindex in the page, its headers or robots.txt, and a working canonical), when done.';

COMMENT ON COLUMN private.site_checks.title IS 'The page''s title as fetched, at most 300 characters; null when it has none.';

COMMENT ON COLUMN private.site_checks.first_action IS 'The SEO tool''s top recommendation for the page, the "first fix" of the staff e-mail and lead view; null when the page loses no points.';

COMMENT ON COLUMN private.site_checks.findings IS 'The three most important findings, most points lost first: [{rule_id, title, detail, source_title, source_url}], each citing the rule''s source (seo-rules/rules.ts).';

COMMENT ON COLUMN private.site_checks.failure IS 'What happened when the page could not be checked, in plain words ("The site did not answer in 10 s."), never a score.';

COMMENT ON COLUMN private.site_checks.checked_at IS 'When the check finished (done or failed); null while pending.';

REVOKE ALL ON TABLE private.site_checks FROM PUBLIC, anon, authenticated, service_role;

CREATE TRIGGER site_checks_wake_checker AFTER INSERT ON private.site_checks REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION private.wake_site_checker();

COMMENT ON TRIGGER site_checks_wake_checker ON private.site_checks IS 'Wakes check-lead-sites when a pending check is queued: on hosted Supabase a net.http_post after the commit; locally the gateway does it, and the minute job runs whatever a wake-up missed (decision 0080).';

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_site_check_id_fkey FOREIGN KEY (site_check_id) REFERENCES private.site_checks(id) ON DELETE SET NULL;

CREATE TRIGGER lsg_leads_website_check BEFORE INSERT OR UPDATE OF website, lead_type ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.link_site_check();

COMMENT ON TRIGGER lsg_leads_website_check ON public.lsg_leads IS 'Runs after lsg_leads_validate (name order), on the website as stored: links the lead to its site''s check of the day, queuing one within the daily cap, and copies the check''s list fields onto the lead (decision 0080).';

insert into private.site_check_settings default values;

-- The checker's sweeper: every minute, whatever a wake-up missed and the checks whose worker died.
select private.schedule_edge_function('check-lead-sites', '* * * * *', 'check-lead-sites', 60000);
