-- Leads: the one table every form writes (public.lsg_leads), what kinds of lead there are
-- (private.lead_types), their validation, the legacy table and view, newsletter sign-ups and privacy
-- requests (docs/requirements/lead-capture.md, docs/decisions/0052-commands-are-calls.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.copy_legacy_lead() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.copy_legacy_lead() IS 'After-insert trigger of public.lsg_leads: writes the public.leads copy of a pop-up lead (contact) and of contact step 1 (contact_partial) under the same id, in the lead''s transaction, so the browser sends one request (decision 0024). ON CONFLICT DO NOTHING because an old script may have written that copy itself; security definer because anon triggers it.';

REVOKE ALL ON FUNCTION private.copy_legacy_lead() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.guard_lead_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.guard_lead_insert() IS 'Before-insert trigger of public.lsg_leads and public.leads (named to run first): drops a honeypot row silently, counts an anonymous write against its address''s limit, and refuses a second anonymous row of the same table in one request with HTTP 400 (PT400, one_lead_per_request), so a JSON array cannot store many leads for one slot (decisions 0008, 0024). Security definer because it fires under the anon role''s insert.';

REVOKE ALL ON FUNCTION private.guard_lead_insert() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.refuse_empty_lead_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.refuse_empty_lead_insert() IS 'After-statement trigger of the lead tables: an anonymous insert whose statement stored no row (an empty array) is refused with HTTP 400, so no request answers 201 for nothing (decision 0024). Only for the request''s own statement (trigger depth 1) and never for a honeypot request, whose rows were dropped on purpose.';

REVOKE ALL ON FUNCTION private.refuse_empty_lead_insert() FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE public.lsg_leads (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    name text,
    email text NOT NULL,
    phone text,
    website text,
    company_name text,
    message text,
    service text,
    lead_type text NOT NULL,
    source_path text,
    referrer text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    details jsonb,
    search_text text GENERATED ALWAYS AS (lower(((((((((((COALESCE(name, ''::text) || ' '::text) || email) || ' '::text) || COALESCE(phone, ''::text)) || ' '::text) || COALESCE(website, ''::text)) || ' '::text) || COALESCE(message, ''::text)) || ' '::text) || COALESCE(service, ''::text)))) STORED,
    status text DEFAULT 'new'::text NOT NULL,
    status_changed_at timestamp with time zone,
    status_changed_by text,
    first_touched_at timestamp with time zone,
    first_touch_office_seconds bigint,
    booked_call boolean DEFAULT false NOT NULL,
    site_check_id uuid,
    site_check_state text,
    site_check_score integer,
    site_check_indexable boolean,
    CONSTRAINT lsg_leads_attribution_length CHECK (((COALESCE(char_length(source_path), 0) <= 2048) AND (COALESCE(char_length(referrer), 0) <= 2048) AND (COALESCE(char_length(utm_source), 0) <= 200) AND (COALESCE(char_length(utm_medium), 0) <= 200) AND (COALESCE(char_length(utm_campaign), 0) <= 200) AND (COALESCE(char_length(utm_term), 0) <= 200) AND (COALESCE(char_length(utm_content), 0) <= 200))),
    CONSTRAINT lsg_leads_company_length CHECK ((char_length(company_name) <= 200)),
    CONSTRAINT lsg_leads_details_size CHECK (((details IS NULL) OR (pg_column_size(details) <= 20000))),
    CONSTRAINT lsg_leads_email_valid CHECK (private.is_valid_email(email)),
    CONSTRAINT lsg_leads_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT lsg_leads_name_length CHECK (((name IS NULL) OR ((char_length(name) >= 2) AND (char_length(name) <= 120)))),
    CONSTRAINT lsg_leads_phone_length CHECK ((char_length(phone) <= 40)),
    CONSTRAINT lsg_leads_service_length CHECK ((char_length(service) <= 100)),
    CONSTRAINT lsg_leads_site_check_state_known CHECK ((site_check_state = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text]))),
    CONSTRAINT lsg_leads_status_known CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'qualified'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
    CONSTRAINT lsg_leads_website_length CHECK ((char_length(website) <= 2048))
);

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_pkey PRIMARY KEY (id);

ALTER TABLE public.lsg_leads
    ADD CONSTRAINT lsg_leads_website_shape CHECK (((website IS NULL) OR private.is_valid_website(website))) NOT VALID;

CREATE INDEX lsg_leads_company_asc_idx ON public.lsg_leads USING btree (company_name, id);

CREATE INDEX lsg_leads_company_desc_idx ON public.lsg_leads USING btree (company_name DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_created_at_idx ON public.lsg_leads USING btree (created_at DESC, id DESC);

CREATE INDEX lsg_leads_email_asc_idx ON public.lsg_leads USING btree (email, id);

CREATE INDEX lsg_leads_email_desc_idx ON public.lsg_leads USING btree (email DESC, id DESC);

CREATE INDEX lsg_leads_email_lower_idx ON public.lsg_leads USING btree (lower(email) text_pattern_ops);

CREATE INDEX lsg_leads_message_asc_idx ON public.lsg_leads USING btree ("left"(message, 200), id);

CREATE INDEX lsg_leads_message_desc_idx ON public.lsg_leads USING btree ("left"(message, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_name_asc_idx ON public.lsg_leads USING btree (name, id);

CREATE INDEX lsg_leads_name_desc_idx ON public.lsg_leads USING btree (name DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_phone_asc_idx ON public.lsg_leads USING btree (phone, id);

CREATE INDEX lsg_leads_phone_desc_idx ON public.lsg_leads USING btree (phone DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_referrer_asc_idx ON public.lsg_leads USING btree ("left"(referrer, 200), id);

CREATE INDEX lsg_leads_referrer_desc_idx ON public.lsg_leads USING btree ("left"(referrer, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_search_trgm_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops);

CREATE INDEX lsg_leads_service_asc_idx ON public.lsg_leads USING btree (service, id);

CREATE INDEX lsg_leads_service_desc_idx ON public.lsg_leads USING btree (service DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_site_check_idx ON public.lsg_leads USING btree (site_check_id) WHERE (site_check_id IS NOT NULL);

CREATE INDEX lsg_leads_site_check_score_asc_idx ON public.lsg_leads USING btree (site_check_score, id);

CREATE INDEX lsg_leads_site_check_score_desc_idx ON public.lsg_leads USING btree (site_check_score DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_site_check_state_idx ON public.lsg_leads USING btree (site_check_state, created_at DESC, id DESC) WHERE (site_check_state IS NOT NULL);

CREATE INDEX lsg_leads_not_indexable_idx ON public.lsg_leads USING btree (created_at DESC, id DESC) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_not_indexable_score_asc_idx ON public.lsg_leads USING btree (site_check_score, id) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_not_indexable_score_desc_idx ON public.lsg_leads USING btree (site_check_score DESC NULLS LAST, id DESC) WHERE (site_check_indexable IS FALSE);

-- The site-check filters' own indexes for a search and a status filter (decision 0080), each over the
-- few percent of leads its filter keeps. At 1,000,000 leads the whole table's indexes gave a common
-- word's 200,000 matches (or a status's 220,000 leads) to intersect with a filter's 30,000: 108 ms for
-- "plumb" within not indexable (26 ms with its own), 136 ms to count failed New leads (15 ms), and a
-- misjudged word ("nguyen", estimated 100 matches, 22,821 found) 650 ms within failed (16 ms).
CREATE INDEX lsg_leads_not_indexable_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_check_failed_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_state = 'failed'::text);

CREATE INDEX lsg_leads_check_pending_search_idx ON public.lsg_leads USING gin (search_text extensions.gin_trgm_ops) WHERE (site_check_state = 'pending'::text);

CREATE INDEX lsg_leads_not_indexable_status_idx ON public.lsg_leads USING btree (status) WHERE (site_check_indexable IS FALSE);

CREATE INDEX lsg_leads_check_state_status_idx ON public.lsg_leads USING btree (site_check_state, status) WHERE (site_check_state IS NOT NULL);

CREATE INDEX lsg_leads_source_path_asc_idx ON public.lsg_leads USING btree ("left"(source_path, 200), id);

CREATE INDEX lsg_leads_source_path_desc_idx ON public.lsg_leads USING btree ("left"(source_path, 200) DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_status_created_at_idx ON public.lsg_leads USING btree (status, created_at DESC, id DESC);

CREATE INDEX lsg_leads_type_created_at_idx ON public.lsg_leads USING btree (lead_type, created_at DESC);

CREATE INDEX lsg_leads_type_id_idx ON public.lsg_leads USING btree (lead_type, id);

CREATE INDEX lsg_leads_updated_at_idx ON public.lsg_leads USING btree (updated_at DESC, id DESC);

CREATE INDEX lsg_leads_utm_campaign_asc_idx ON public.lsg_leads USING btree (utm_campaign, id);

CREATE INDEX lsg_leads_utm_campaign_desc_idx ON public.lsg_leads USING btree (utm_campaign DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_content_asc_idx ON public.lsg_leads USING btree (utm_content, id);

CREATE INDEX lsg_leads_utm_content_desc_idx ON public.lsg_leads USING btree (utm_content DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_medium_asc_idx ON public.lsg_leads USING btree (utm_medium, id);

CREATE INDEX lsg_leads_utm_medium_desc_idx ON public.lsg_leads USING btree (utm_medium DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_source_asc_idx ON public.lsg_leads USING btree (utm_source, id);

CREATE INDEX lsg_leads_utm_source_desc_idx ON public.lsg_leads USING btree (utm_source DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_utm_term_asc_idx ON public.lsg_leads USING btree (utm_term, id);

CREATE INDEX lsg_leads_utm_term_desc_idx ON public.lsg_leads USING btree (utm_term DESC NULLS LAST, id DESC);

CREATE INDEX lsg_leads_waiting_idx ON public.lsg_leads USING btree (created_at DESC, id DESC) INCLUDE (lead_type) WHERE ((status = 'new'::text) AND (NOT booked_call));

CREATE INDEX lsg_leads_website_asc_idx ON public.lsg_leads USING btree ("left"(website, 200), id);

CREATE INDEX lsg_leads_website_desc_idx ON public.lsg_leads USING btree ("left"(website, 200) DESC NULLS LAST, id DESC);

ALTER TABLE public.lsg_leads ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.lsg_leads IS 'Every lead the site captures, one row per visitor action (decision 0024). The anon role may only insert, and only the columns the forms send (decision 0003); the calls that carry arguments (schedule_weekly_report, submit_privacy_request, book_consultation) write it for the visitor, and eight triggers guard, validate, copy, notify and count each row (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.id IS 'Random by default, but the browser may make it: a partial lead is later completed by this id only, and the calls store their lead under the id the page made, so a retry after a lost answer finds its row instead of storing a second one.';

COMMENT ON COLUMN public.lsg_leads.updated_at IS 'When the visitor''s own fields last changed (a partial lead completed, a booking attached to this lead); a staff status change does not touch it (see status_changed_at).';

COMMENT ON COLUMN public.lsg_leads.name IS '2 to 120 characters and never a JSON list or object; required unless the type''s private.lead_types.name_required is false (newsletter, url_test). Empty becomes null (validate_lead).';

COMMENT ON COLUMN public.lsg_leads.email IS 'Required, trimmed, one bare address (no display name, brackets, white space or invisible characters; private.is_valid_email, decision 0044), at most 254 characters, so it can be printed in an e-mail safely.';

COMMENT ON COLUMN public.lsg_leads.phone IS 'As typed, at most 40 characters; empty becomes null. Not checked further: the forms accept any phone format.';

COMMENT ON COLUMN public.lsg_leads.website IS 'A plain http(s) URL that every URL parser reads alike (private.is_valid_website, decision 0044), at most 2,048 characters; null when none. The shape check is NOT VALID so rows stored before the rule stay readable and deletable.';

COMMENT ON COLUMN public.lsg_leads.company_name IS 'The company the visitor typed (report scheduler, plan application), at most 200 characters; empty becomes null.';

COMMENT ON COLUMN public.lsg_leads.message IS 'At most 5,000 characters: the visitor''s message; for a weekly report schedule the scheduler''s sentence of day, site and extra recipients (private.report_schedule_message); for a consultation the booking''s topic.';

COMMENT ON COLUMN public.lsg_leads.service IS 'What the lead is about, at most 100 characters: the service the visitor picked, or the form''s fixed label (General Inquiry, Newsletter, Weekly SEO Reports, Free Consultation, Privacy request: ...).';

COMMENT ON COLUMN public.lsg_leads.lead_type IS 'Which form or call wrote the lead: a row of private.lead_types (foreign key), which says whether it waits for an answer, is e-mailed to the agency, counts in Sources, needs a name, or must come through a call (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.source_path IS 'First-touch attribution (docs/requirements/site-shell.md): the site path the lead was sent from, at most 2,048 characters. The Sources view groups it lower-cased without a trailing slash (decision 0039).';

COMMENT ON COLUMN public.lsg_leads.referrer IS 'Attribution: the visit''s referrer URL, at most 2,048 characters. The Sources view groups it by host, without www. (decision 0039).';

COMMENT ON COLUMN public.lsg_leads.utm_source IS 'Attribution: the visit''s first-touch utm_source tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_medium IS 'Attribution: the visit''s first-touch utm_medium tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_campaign IS 'Attribution: the visit''s first-touch utm_campaign tag, at most 200 characters; a Sources dimension, grouped trimmed and lower-cased.';

COMMENT ON COLUMN public.lsg_leads.utm_term IS 'Attribution: the visit''s first-touch utm_term tag, at most 200 characters; stored and sortable, not a Sources dimension.';

COMMENT ON COLUMN public.lsg_leads.utm_content IS 'Attribution: the visit''s first-touch utm_content tag, at most 200 characters; stored and sortable, not a Sources dimension.';

COMMENT ON COLUMN public.lsg_leads.details IS 'A form''s own answers shown to staff as they are (a plan application''s), at most 20,000 bytes; never a command''s arguments: a schedule''s are its subscription, a privacy request''s private.privacy_requests (decision 0052).';

COMMENT ON COLUMN public.lsg_leads.search_text IS 'Generated and stored: name, e-mail, phone, website, message and service lower-cased in one string, so the dashboard''s case-insensitive substring search reads one trigram index (lsg_leads_search_trgm_idx) instead of six columns (decision 0014). Left out of every e-mail payload.';

COMMENT ON COLUMN public.lsg_leads.status IS 'Where staff are with the lead: new, contacted, qualified, won, lost or spam (lsg_leads_status_known). Changed only by dashboard_set_lead_status, which signs it and logs private.lead_status_changes; spam is left out of totals and lists unless asked for (decision 0011).';

COMMENT ON COLUMN public.lsg_leads.status_changed_at IS 'When staff last changed the status; null while never changed.';

COMMENT ON COLUMN public.lsg_leads.status_changed_by IS 'The staff name signed on the last status change (the name given at login, decision 0026). A column of its own so real accounts could fill it later without a data migration (decision 0011).';

COMMENT ON COLUMN public.lsg_leads.first_touched_at IS 'When staff first moved the lead away from New, stamped once by validate_lead (speed to lead, decision 0040); null while untouched.';

COMMENT ON COLUMN public.lsg_leads.first_touch_office_seconds IS 'Office time in seconds (Monday to Friday, 9 am to 6 pm Los Angeles time, across daylight saving) from created_at to first_touched_at, so a lead at 11 pm on Friday is measured from Monday 9 am (decision 0040). Feeds private.lead_speed_weekly.';

COMMENT ON COLUMN public.lsg_leads.site_check_id IS 'The check of the lead''s site (private.site_checks), linked by lsg_leads_website_check when the lead is stored and moved by a staff re-check; null when the lead named no site or its type checks none. Not written by hand (decision 0080).';

COMMENT ON COLUMN public.lsg_leads.site_check_state IS 'A copy of the linked check''s state (pending, done, failed), kept by link_site_check and finish_site_check so the lead list filters on it through its own indexes at a million leads; null without a check.';

COMMENT ON COLUMN public.lsg_leads.site_check_score IS 'A copy of the linked check''s score (0 to 100) when done, so the list sorts by it through lsg_leads_site_check_score_*_idx; null otherwise.';

COMMENT ON COLUMN public.lsg_leads.site_check_indexable IS 'A copy of whether the linked check found the page indexable, when done: the list''s "not indexable" filter reads lsg_leads_not_indexable_*_idx; null otherwise.';

COMMENT ON COLUMN public.lsg_leads.booked_call IS 'Whether the lead has a live booking (private.bookings, not cancelled): kept by the bookings'' triggers, read by private.waiting_leads through the partial index lsg_leads_waiting_idx, so the waiting count never probes the bookings (decision 0063). Not written by hand.';

REVOKE ALL ON TABLE public.lsg_leads FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.lsg_leads TO service_role;

GRANT INSERT(id) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(name) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(email) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(phone) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(website) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(company_name) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(message) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(service) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(lead_type) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(source_path) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(referrer) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_source) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_medium) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_campaign) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_term) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(utm_content) ON TABLE public.lsg_leads TO anon;

GRANT INSERT(details) ON TABLE public.lsg_leads TO anon;

CREATE FUNCTION private.validate_lead() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kind private.lead_types;
  type_changed boolean := false;
begin
  new.email := private.trim_space(new.email);
  new.name := nullif(private.trim_space(new.name), '');
  new.phone := nullif(private.trim_space(new.phone), '');
  if tg_table_name = 'lsg_leads' then
    new.website := nullif(private.trim_space(new.website), '');
    new.company_name := nullif(private.trim_space(new.company_name), '');
  else
    new.website := coalesce(private.trim_space(new.website), '');
  end if;

  if new.email is null or new.email = '' or (pg_catalog.char_length(new.email) <= 254 and not private.is_valid_email(new.email)) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address';
  end if;
  if pg_catalog.char_length(new.email) > 254 then
    raise exception using errcode = '23514', message = 'Email must be at most 254 characters';
  end if;
  if tg_table_name = 'lsg_leads' then
    select * into kind from private.lead_types t where t.lead_type = new.lead_type;
    if not found then
      raise exception using errcode = '23514', message = pg_catalog.format('Unknown lead type: %s.', coalesce(new.lead_type, 'none'));
    end if;
    -- PL/pgSQL reads OLD only where it is a row: not in an insert.
    if tg_op = 'INSERT' then
      type_changed := true;
    else
      type_changed := old.lead_type is distinct from new.lead_type;
    end if;
    if type_changed and kind.written_through is not null and private.request_role() = 'anon'
       and coalesce(pg_catalog.current_setting('lsg.command', true), '') <> kind.written_through then
      raise exception using errcode = '23514', hint = 'send_through_call',
        message = pg_catalog.format('A lead of type %s is sent with the call %s, not stored as a row.', kind.lead_type, kind.written_through);
    end if;
  end if;
  if (new.name is null and (tg_table_name = 'leads' or kind.name_required))
     or pg_catalog.char_length(new.name) < 2 then
    raise exception using errcode = '23514', message = 'Name must be at least 2 characters';
  end if;
  if pg_catalog.char_length(new.name) > 120 then
    raise exception using errcode = '23514', message = 'Name must be at most 120 characters';
  end if;
  if private.looks_like_structure(new.name) then
    raise exception using errcode = '23514', message = 'Please enter your name as text, not as a list or an object';
  end if;
  if not private.name_is_readable(new.name) then
    raise exception using errcode = '23514', message = 'Your name contains an invisible character that can change how it is shown. Please type it again.';
  end if;
  if pg_catalog.char_length(new.phone) > 40 then
    raise exception using errcode = '23514', message = 'Phone number must be at most 40 characters';
  end if;
  if pg_catalog.char_length(new.website) > 2048 then
    raise exception using errcode = '23514', message = 'Website must be at most 2,048 characters';
  end if;
  if new.website <> '' and not private.is_valid_website(new.website) then
    raise exception using errcode = '23514', message = 'Please enter a website address such as https://example.com';
  end if;
  if pg_catalog.char_length(new.message) > 5000 then
    raise exception using errcode = '23514', message = 'Message must be at most 5,000 characters';
  end if;
  if pg_catalog.char_length(new.service) > 100 then
    raise exception using errcode = '23514', message = 'Service must be at most 100 characters';
  end if;
  -- The first touch (speed to lead): nested, because the legacy table has no status.
  if tg_table_name = 'lsg_leads' and tg_op = 'UPDATE' then
    if old.status = 'new' and new.status <> 'new' and old.first_touched_at is null then
      new.first_touched_at := coalesce(new.status_changed_at, private.clock_now());
      new.first_touch_office_seconds := private.office_seconds(new.created_at, new.first_touched_at);
    end if;
  end if;
  return new;
end;
$$;

COMMENT ON FUNCTION private.validate_lead() IS 'Before-insert/update trigger of public.lsg_leads and public.leads: trims every field, stores empty optional fields as null, and checks them in the forms'' order and words (23514, HTTP 400; the constraints stay as backstop), the name by the one name rule (name_is_readable, issue 59); reads the type''s row in private.lead_types (unknown refused, name_required), refuses a type that has a written_through call when anon inserts it as a bare row (decision 0052), and stamps a lead''s first move away from New for speed to lead (decision 0040). Security definer: it runs on the anon role''s writes and reads private tables.';

REVOKE ALL ON FUNCTION private.validate_lead() FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION public.add_newsletter_subscriber(subscriber_email text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) IS 'The newsletter form''s RPC (anon, service_role): adds one trimmed, valid address (else HTTP 400 with the message), makes a new subscriber a newsletter lead for staff, and writes the legacy row on every call; an address already listed is a quiet success, never revealed. Security definer because anon has no table rights for this; honeypot and write limit as for any lead write (decisions 0003, 0008).';

REVOKE ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) TO service_role;
GRANT ALL ON FUNCTION public.add_newsletter_subscriber(subscriber_email text) TO anon;

CREATE FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text DEFAULT NULL::text, company_name text DEFAULT NULL::text, website text DEFAULT NULL::text, message text DEFAULT NULL::text, details jsonb DEFAULT NULL::jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  completed_type text;
begin
  if not private.count_anonymous_write() then
    return true;
  end if;
  if complete_partial_lead.details is not null and complete_partial_lead.details <> 'null'::jsonb then
    raise exception using errcode = '22023', hint = 'send_through_call',
      message = 'A completed lead carries no details: a weekly report schedule is sent with schedule_weekly_report.';
  end if;
  update public.lsg_leads as lead
     set lead_type = 'contact_complete',
         name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         company_name = coalesce(complete_partial_lead.company_name, lead.company_name),
         website = complete_partial_lead.website,
         message = coalesce(nullif(complete_partial_lead.message, ''), lead.message),
         updated_at = pg_catalog.now()
   where lead.id = complete_partial_lead.lead_id
     and lead.lead_type = 'contact_partial'
     and lead.created_at > private.clock_now() - interval '24 hours'
  returning lead.lead_type into completed_type;

  if completed_type is null then
    return exists (
      select 1 from public.lsg_leads lead
       where lead.id = complete_partial_lead.lead_id
         and lead.lead_type = 'contact_complete'
         and lead.created_at > private.clock_now() - interval '24 hours');
  end if;

  update public.leads as legacy
     set name = complete_partial_lead.name,
         email = complete_partial_lead.email,
         phone = complete_partial_lead.phone,
         website = coalesce(complete_partial_lead.website, ''),
         message = coalesce(nullif(complete_partial_lead.message, ''), legacy.message),
         lead_type = 'contact_complete'
   where legacy.id = complete_partial_lead.lead_id
     and legacy.lead_type = 'contact_partial';
  return true;
end;
$$;

COMMENT ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) IS 'The contact form''s second step (anon, service_role): completes only the contact_partial lead with the id the browser made, only within 24 hours, with every final field, and its legacy copy alike; answers true when done or already complete (a retry after a lost answer stores nothing twice), false otherwise. Security definer since anon has no UPDATE (decision 0003); the details argument stays for old pages and must be null, a schedule goes through schedule_weekly_report (decision 0052).';

REVOKE ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) TO service_role;
GRANT ALL ON FUNCTION public.complete_partial_lead(lead_id uuid, name text, email text, phone text, company_name text, website text, message text, details jsonb) TO anon;

CREATE FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text DEFAULT NULL::text, message text DEFAULT NULL::text, source_path text DEFAULT NULL::text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  asked private.privacy_request_kinds;
begin
  if not private.count_anonymous_write() then
    return;
  end if;
  if submit_privacy_request.request_id is null then
    raise exception using errcode = '22023', message = 'A privacy request needs the id the page made for it.';
  end if;
  perform pg_catalog.set_config('lsg.command', 'submit_privacy_request', true);
  if exists (select 1 from private.privacy_requests r join public.lsg_leads l on l.id = r.lead_id
              where r.lead_id = submit_privacy_request.request_id and l.created_at > private.clock_now() - interval '24 hours') then
    return;
  end if;
  select * into asked from private.privacy_request_kinds k where k.kind = submit_privacy_request.request_kind;
  insert into public.lsg_leads (id, name, email, message, service, lead_type,
                                source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
    values (submit_privacy_request.request_id, submit_privacy_request.name, submit_privacy_request.email,
            nullif(submit_privacy_request.message, ''),
            pg_catalog.left('Privacy request: ' || asked.label, 100), 'privacy_request',
            submit_privacy_request.source_path, submit_privacy_request.referrer, submit_privacy_request.utm_source,
            submit_privacy_request.utm_medium, submit_privacy_request.utm_campaign, submit_privacy_request.utm_term,
            submit_privacy_request.utm_content);
  if asked.kind is null then
    raise exception using errcode = '23514', message = 'Please choose what you are asking for';
  end if;
  insert into private.privacy_requests (lead_id, kind) values (submit_privacy_request.request_id, asked.kind);
end;
$$;

COMMENT ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) IS 'The /privacy-request form''s Send (anon, service_role): stores a California privacy request as a privacy_request lead under the page''s id, with what is asked in private.privacy_requests, through the path of every lead (honeypot, write limit, one row, field rules, the agency''s e-mail); an unknown kind is refused after the field rules (23514), a retry stores nothing more, and it reads nothing back (decisions 0038, 0052).';

REVOKE ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO service_role;
GRANT ALL ON FUNCTION public.submit_privacy_request(request_id uuid, name text, email text, request_kind text, message text, source_path text, referrer text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text) TO anon;

CREATE TABLE private.lead_type_groups (
    type_group text NOT NULL,
    label text NOT NULL,
    "position" integer NOT NULL,
    CONSTRAINT lead_type_groups_key_shape CHECK ((type_group ~ '^[a-z][a-z0-9_]{0,39}$'::text)),
    CONSTRAINT lead_type_groups_label_length CHECK (((char_length(label) >= 1) AND (char_length(label) <= 40)))
);

ALTER TABLE ONLY private.lead_type_groups
    ADD CONSTRAINT lead_type_groups_pkey PRIMARY KEY (type_group);

ALTER TABLE ONLY private.lead_type_groups
    ADD CONSTRAINT lead_type_groups_position_key UNIQUE ("position");

ALTER TABLE private.lead_type_groups ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE private.lead_type_groups IS 'The options of the dashboard''s lead-type filter, in their order; each lead type names one (private.lead_types.type_group), so a new type is never missing from the filter (issue 58). Read by public.dashboard_lead_type_groups.';

COMMENT ON COLUMN private.lead_type_groups.label IS 'What staff read in the filter, 1 to 40 characters.';

COMMENT ON COLUMN private.lead_type_groups."position" IS 'The option''s place in the filter, after "All Leads".';

REVOKE ALL ON TABLE private.lead_type_groups FROM PUBLIC, anon, authenticated, service_role;

CREATE TABLE private.lead_types (
    lead_type text NOT NULL,
    label text NOT NULL,
    purpose text NOT NULL,
    waits boolean NOT NULL,
    notifies boolean DEFAULT true NOT NULL,
    in_sources boolean DEFAULT true NOT NULL,
    name_required boolean DEFAULT true NOT NULL,
    written_through text,
    type_group text NOT NULL,
    checks_site boolean DEFAULT false NOT NULL,
    CONSTRAINT lead_types_key_shape CHECK ((lead_type ~ '^[a-z][a-z0-9_]{0,39}$'::text)),
    CONSTRAINT lead_types_label_length CHECK (((char_length(label) >= 1) AND (char_length(label) <= 40))),
    CONSTRAINT lead_types_written_through_shape CHECK ((written_through ~ '^[a-z][a-z0-9_]{0,62}$'::text))
);

ALTER TABLE ONLY private.lead_types
    ADD CONSTRAINT lead_types_pkey PRIMARY KEY (lead_type);

COMMENT ON TABLE private.lead_types IS 'Every lead type and what it is for; a new type is one row (decision 0052). Read by the lsg_leads foreign key, validate_lead, the outbox, the counters, the waiting rule and npm run db:types (src/lib/api/lead-types.generated.ts), so the list is written in one place.';

COMMENT ON COLUMN private.lead_types.lead_type IS 'The key stored in public.lsg_leads.lead_type: lower case, digits and underscores, at most 40 characters.';

COMMENT ON COLUMN private.lead_types.label IS 'What staff read for the type in the dashboard (the table, the filters, the chart, Sources), 1 to 40 characters.';

COMMENT ON COLUMN private.lead_types.purpose IS 'What the type is for, in words.';

COMMENT ON COLUMN private.lead_types.waits IS 'A person expects an answer: at New after one office hour the lead is waiting (the header''s count, the row''s marker, the morning e-mail; private.waiting_leads). False for partial steps, sign-ups, page checks and booked consultations (the call answers them).';

COMMENT ON COLUMN private.lead_types.notifies IS 'A new lead of the type, and its completion, are e-mailed to the agency through the outbox. False for consultation: the booking''s own agency e-mail says the same with the booked time (decision 0061).';

COMMENT ON COLUMN private.lead_types.checks_site IS 'A lead of the type that names a website has that site checked once in the background (private.site_checks, decision 0080): the forms where a prospect gives their site. False for sign-ups, privacy requests and the SEO tool''s own page checks (the visitor saw that result).';

COMMENT ON COLUMN private.lead_types.in_sources IS 'Counted in the Sources view (private.lead_source_daily); after changing it, private.recount_lead_counters() rebuilds the counters.';

COMMENT ON COLUMN private.lead_types.name_required IS 'The name is required (2 to 120 characters), as on every form that asks for one; validate_lead reads it, since a CHECK cannot read a table.';

COMMENT ON COLUMN private.lead_types.type_group IS 'The group of the dashboard''s lead-type filter this type is found under (private.lead_type_groups).';

COMMENT ON COLUMN private.lead_types.written_through IS 'The one call the anon role may write this type with (schedule_weekly_report, submit_privacy_request, book_consultation); null: a plain insert. A type with arguments is a command, never a bare row, so validate_lead refuses it as a row (decision 0052).';

CREATE TABLE private.privacy_request_kinds (
    kind text NOT NULL,
    label text NOT NULL,
    "position" integer NOT NULL,
    CONSTRAINT privacy_request_kinds_label_check CHECK (((char_length(label) >= 1) AND (char_length(label) <= 80)))
);

ALTER TABLE ONLY private.privacy_request_kinds
    ADD CONSTRAINT privacy_request_kinds_pkey PRIMARY KEY (kind);

ALTER TABLE ONLY private.privacy_request_kinds
    ADD CONSTRAINT privacy_request_kinds_position_key UNIQUE ("position");

COMMENT ON TABLE private.privacy_request_kinds IS 'What a California resident may ask through the website (the CCPA rights: know, delete, correct, opt out of sale or sharing, limit use of sensitive data): the form''s options, generated into src/lib/api/lead-types.generated.ts by npm run db:types.';

COMMENT ON COLUMN private.privacy_request_kinds.kind IS 'The key the form sends: know, delete, correct, opt_out or limit.';

COMMENT ON COLUMN private.privacy_request_kinds.label IS 'The option''s words on the form and in the dashboard (1 to 80 characters); the lead''s service quotes it.';

COMMENT ON COLUMN private.privacy_request_kinds."position" IS 'The option''s place on the form (unique).';

CREATE TABLE private.privacy_requests (
    lead_id uuid NOT NULL,
    kind text NOT NULL
);

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_pkey PRIMARY KEY (lead_id);

CREATE INDEX privacy_requests_kind_idx ON private.privacy_requests USING btree (kind);

COMMENT ON TABLE private.privacy_requests IS 'What a privacy_request lead asks, one row per lead: the call''s typed argument kept in a table of its own instead of the lead''s details (decision 0052). Written by submit_privacy_request in the lead''s transaction.';

COMMENT ON COLUMN private.privacy_requests.lead_id IS 'The privacy_request lead (primary key: one request per lead); deleted with it.';

COMMENT ON COLUMN private.privacy_requests.kind IS 'What is asked: a row of private.privacy_request_kinds.';

CREATE TABLE public.leads (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    website text DEFAULT ''::text NOT NULL,
    message text,
    service text,
    lead_type text,
    CONSTRAINT leads_email_valid CHECK (private.is_valid_email(email)),
    CONSTRAINT leads_lead_type_known CHECK (((lead_type IS NULL) OR (lead_type = ANY (ARRAY['contact'::text, 'contact_partial'::text, 'contact_complete'::text, 'newsletter'::text])))),
    CONSTRAINT leads_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT leads_name_length CHECK (((char_length(name) >= 2) AND (char_length(name) <= 120))),
    CONSTRAINT leads_phone_length CHECK ((char_length(phone) <= 40)),
    CONSTRAINT leads_service_length CHECK ((char_length(service) <= 100)),
    CONSTRAINT leads_website_length CHECK ((char_length(website) <= 2048))
);

ALTER TABLE ONLY public.leads
    ADD CONSTRAINT leads_pkey PRIMARY KEY (id);

ALTER TABLE public.leads
    ADD CONSTRAINT leads_website_shape CHECK (((website = ''::text) OR private.is_valid_website(website))) NOT VALID;

ALTER TABLE public.leads ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.leads IS 'The legacy lead table of the original specification, kept because the specification lists it and an agency tool outside this repository may read it; nothing in the repository does. The browser does not write it: the database copies a pop-up lead and contact step 1 into it (lsg_leads_legacy_copy) and add_newsletter_subscriber writes the newsletter''s row (decision 0024). Anon keeps an insert-only grant, used by pages still running an old script.';

COMMENT ON COLUMN public.leads.id IS 'The id of the public.lsg_leads row it copies, so completing the contact partial lead completes this copy too.';

COMMENT ON COLUMN public.leads.name IS 'Required here (2 to 120 characters), unlike public.lsg_leads; a newsletter row says Newsletter Subscriber.';

COMMENT ON COLUMN public.leads.website IS 'Never null, in the legacy shape: an empty string when none; otherwise a plain http(s) URL (NOT VALID check, so older rows stay readable; decision 0044).';

COMMENT ON COLUMN public.leads.lead_type IS 'Null for a pop-up lead (the legacy shape), or contact, contact_partial, contact_complete or newsletter. A fixed check, not private.lead_types: this table keeps only the legacy values.';

REVOKE ALL ON TABLE public.leads FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.leads TO service_role;

GRANT INSERT(id) ON TABLE public.leads TO anon;

GRANT INSERT(name) ON TABLE public.leads TO anon;

GRANT INSERT(email) ON TABLE public.leads TO anon;

GRANT INSERT(phone) ON TABLE public.leads TO anon;

GRANT INSERT(website) ON TABLE public.leads TO anon;

GRANT INSERT(message) ON TABLE public.leads TO anon;

GRANT INSERT(service) ON TABLE public.leads TO anon;

GRANT INSERT(lead_type) ON TABLE public.leads TO anon;

CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email text NOT NULL,
    CONSTRAINT newsletter_subscribers_email_valid CHECK (private.is_valid_email(email))
);

ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX newsletter_subscribers_email_key ON public.newsletter_subscribers USING btree (lower(email));

ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

COMMENT ON TABLE public.newsletter_subscribers IS 'One row per newsletter address, unique case-insensitively (index on lower(email)), so subscribing again is a quiet success. Written only by add_newsletter_subscriber; RLS on with no policy, so the public key cannot touch it directly (decision 0003).';

REVOKE ALL ON TABLE public.newsletter_subscribers FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_kind_fkey FOREIGN KEY (kind) REFERENCES private.privacy_request_kinds(kind);

ALTER TABLE ONLY private.privacy_requests
    ADD CONSTRAINT privacy_requests_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.lsg_leads(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.lsg_leads
    ADD CONSTRAINT lsg_leads_lead_type_fkey FOREIGN KEY (lead_type) REFERENCES private.lead_types(lead_type);

ALTER TABLE ONLY private.lead_types
    ADD CONSTRAINT lead_types_type_group_fkey FOREIGN KEY (type_group) REFERENCES private.lead_type_groups(type_group);

CREATE TRIGGER leads_0_guard BEFORE INSERT ON public.leads FOR EACH ROW EXECUTE FUNCTION private.guard_lead_insert();

COMMENT ON TRIGGER leads_0_guard ON public.leads IS 'As lsg_leads_0_guard: drops a honeypot write, counts an anonymous write against its address''s limit, refuses a second anonymous row in one request (decisions 0008, 0024). The legacy copy written in a lead''s transaction is that transaction''s first row here and takes no second slot.';

CREATE TRIGGER leads_one_row AFTER INSERT ON public.leads REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_empty_lead_insert();

COMMENT ON TRIGGER leads_one_row ON public.leads IS 'Refuses a direct anonymous insert that stored no row (HTTP 400), only for the request''s own statement (trigger depth 1): the legacy copy made by lsg_leads_legacy_copy may store nothing on purpose (decision 0024).';

CREATE TRIGGER leads_validate BEFORE INSERT OR UPDATE ON public.leads FOR EACH ROW EXECUTE FUNCTION private.validate_lead();

COMMENT ON TRIGGER leads_validate ON public.leads IS 'Trims and checks the legacy row by the same field rules and words as the forms; a missing website becomes an empty string.';

CREATE TRIGGER lsg_leads_0_guard BEFORE INSERT ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.guard_lead_insert();

COMMENT ON TRIGGER lsg_leads_0_guard ON public.lsg_leads IS 'Runs first (triggers of one timing fire in name order). Who may write: drops a honeypot write without a word (the bot sees success), counts an anonymous write against its address''s lead_write limit (one slot per transaction), and refuses a second anonymous lead row in one request with HTTP 400, so a JSON array cannot store many leads for one slot (decisions 0008, 0024).';

CREATE TRIGGER lsg_leads_legacy_copy AFTER INSERT ON public.lsg_leads FOR EACH ROW WHEN ((new.lead_type = ANY (ARRAY['contact'::text, 'contact_partial'::text]))) EXECUTE FUNCTION private.copy_legacy_lead();

COMMENT ON TRIGGER lsg_leads_legacy_copy ON public.lsg_leads IS 'Writes the public.leads copy of a pop-up lead (contact) and of contact step 1 (contact_partial) under the lead''s id, in the lead''s transaction, so the browser makes one request (decision 0024); a copy an old script already wrote under that id is kept.';

CREATE TRIGGER lsg_leads_one_row AFTER INSERT ON public.lsg_leads REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_empty_lead_insert();

COMMENT ON TRIGGER lsg_leads_one_row ON public.lsg_leads IS 'Refuses an anonymous insert that stored no row (an empty array, a body PostgREST turns into nothing) with HTTP 400, so no request answers 201 for nothing; a honeypot request, whose rows were dropped on purpose, still sees success (decision 0024).';

CREATE TRIGGER lsg_leads_validate BEFORE INSERT OR UPDATE ON public.lsg_leads FOR EACH ROW EXECUTE FUNCTION private.validate_lead();

COMMENT ON TRIGGER lsg_leads_validate ON public.lsg_leads IS 'The row as it will be stored: trims and checks every field in the forms'' words (the constraints stay as the backstop), the type against private.lead_types (a type written through a call is refused as a bare row, decision 0052), and stamps the first move away from New (speed to lead, decision 0040).';

CREATE POLICY "anon can add leads" ON public.lsg_leads FOR INSERT TO anon WITH CHECK (true);

CREATE POLICY "anon can add legacy leads" ON public.leads FOR INSERT TO anon WITH CHECK (true);

COMMENT ON POLICY "anon can add leads" ON public.lsg_leads IS 'The public key may add a lead and nothing else: RLS denies by default, there is no select, update or delete policy, and the column grant limits what anon may set (decision 0003). The check is true because the triggers do the gatekeeping: honeypot, write limit and one row per request (lsg_leads_0_guard, decision 0008) and the field rules (lsg_leads_validate).';

COMMENT ON POLICY "anon can add legacy leads" ON public.leads IS 'The public key may insert a legacy row and nothing else (decision 0003); the check is true because leads_0_guard and leads_validate enforce the honeypot, write limit, one row per request and field rules.';

-- Every form where a person wrote to us, and a booked consultation (decision 0063), is a contact;
-- privacy requests are their own group, so none waits among sales leads (decision 0038).
insert into private.lead_type_groups (type_group, label, position) values
  ('contact', 'Contact Form', 1),
  ('newsletter', 'Newsletter', 2),
  ('url_test', 'URL Test', 3),
  ('privacy_request', 'Privacy Requests', 4);

insert into private.lead_types (lead_type, label, purpose, waits, notifies, in_sources, name_required, written_through, type_group, checks_site) values
  ('contact', 'Pop-up', 'The lead pop-up: a visitor asks to be called back.', true, true, true, true, null, 'contact', true),
  ('contact_complete', 'Contact', 'The contact form, sent.', true, true, true, true, null, 'contact', true),
  ('contact_partial', 'Contact (partial)', 'Step 1 of the contact form, until Send completes it.', false, true, true, true, null, 'contact', true),
  ('newsletter', 'Newsletter', 'A newsletter sign-up (add_newsletter_subscriber): nobody waits for a call.', false, true, true, false, null, 'newsletter', false),
  ('plan_application', 'Plan Application', 'An application for a plan on the pricing page, with its answers in details.', true, true, true, true, null, 'contact', true),
  ('privacy_request', 'Privacy Request', 'A California privacy request; what is asked is in private.privacy_requests.', true, true, true, true, 'submit_privacy_request', 'privacy_request', false),
  ('report_scheduler_complete', 'Weekly Reports', 'A weekly SEO report schedule; its day, recipients and consent are its subscription.', true, true, true, true, 'schedule_weekly_report', 'contact', true),
  ('report_scheduler_partial', 'Reports (partial)', 'Step 1 of the weekly report scheduler, until the schedule is sent.', false, true, true, true, null, 'contact', true),
  ('url_test', 'URL Test', 'An SEO tool page check (analyze-page records it): nobody waits for a call.', false, true, true, false, null, 'url_test', false),
  ('consultation', 'Consultation', 'A free consultation call booked on /book (book_consultation); the call answers it, so nobody waits.', false, false, true, true, 'book_consultation', 'contact', true);

insert into private.privacy_request_kinds (kind, label, position) values
  ('know', 'Tell me what personal information you hold about me', 1),
  ('delete', 'Delete my personal information', 2),
  ('correct', 'Correct my personal information', 3),
  ('opt_out', 'Do not sell or share my personal information', 4),
  ('limit', 'Limit the use of my sensitive personal information', 5);
