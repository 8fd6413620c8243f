-- One confirmation per address (docs/decisions/0045-one-confirmation-per-address.md, issue 49; amends
-- 0025). Nothing limited how many confirmation e-mails one address got: 22 sending addresses sent one
-- stranger 174 in 30 seconds, until the site's 200 new recipients a day were used up and every real
-- visitor's schedule was refused for the rest of the day. From here:
--   1. while a confirmation link for an address is pending (asked, unconfirmed, not stopped, within
--      its lifetime), a new schedule naming that address queues no e-mail for it: the schedule and
--      the recipient are stored as usual (pending, never asked) and the answer is the same;
--   2. an address is sent at most 2 confirmation e-mails in any 24 hours, whoever names it and in
--      whatever case (report_opt_in_settings.confirmations_per_recipient);
--   3. the per-sender cap on new recipients counts an IPv6 /64 as one sender (private.sender_key);
--      an IPv4 address stays a sender of its own;
--   4. the site's daily cap counts the confirmation e-mails queued, not the recipients named, so the
--      addresses rules 1 and 2 leave unasked take nothing of it, and a flood at a few targets takes
--      at most 2 each.

-- How many confirmation e-mails one address may be sent in any 24 hours.
alter table private.report_opt_in_settings
  add column confirmations_per_recipient integer not null default 2 check (confirmations_per_recipient > 0);

-- The confirmations queued to one address, and to everyone, in the last 24 hours are counted in the outbox.
create index lead_notifications_confirmation_to_idx on private.lead_notifications ((pg_catalog.lower(recipient)), created_at)
  where kind = 'report_confirmation';
create index lead_notifications_confirmation_at_idx on private.lead_notifications (created_at)
  where kind = 'report_confirmation';
-- A pending link to an address is found by the address.
create index report_recipients_unconfirmed_email_idx on private.report_recipients ((pg_catalog.lower(email)))
  where confirmed_at is null and unsubscribed_at is null;
-- The site's cap no longer counts recipients by when they were added; nothing else reads this.
drop index private.report_recipients_added_at_idx;

-- The sender a per-sender cap counts, from the address the platform vouches for
-- (private.request_address()): an IPv6 address stands for its /64 (a home or a server is given a
-- whole /64, so one host has 2^64 addresses), written as its network ('2001:db8:4:5::/64'); an IPv4
-- address, an IPv4-mapped IPv6 address and anything that is not an address count as written.
create function private.sender_key(address text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  parsed inet;
begin
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if pg_catalog.family(parsed) = 6 and not parsed <<= '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
  end if;
  return address;
end;
$$;

-- As in 20261126153007_weekly_reports.sql, with two changes: the sending address is its sender_key,
-- and the site's cap counts the confirmation e-mails queued in the last 24 hours, up to any time (a schedule is
-- refused when those and every address it names would pass it, so the answer never depends on
-- whether a named address will be asked).
create or replace function private.take_new_report_recipients(wanted integer) returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings private.report_opt_in_settings;
  now_ timestamptz := private.clock_now();
  day_ interval := pg_catalog.make_interval(days => 1);
  address_ text := private.sender_key(private.request_address());
  taken integer;
  today_ integer;
begin
  if private.request_role() <> 'anon' or wanted < 1 then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;

  insert into private.report_recipient_buckets as b (address, window_start, recipients)
  values (address_, now_, wanted)
  on conflict (address) do update
    set recipients = case when b.window_start <= now_ - day_ then excluded.recipients else b.recipients + excluded.recipients end,
        window_start = case when b.window_start <= now_ - day_ then now_ else b.window_start end
  returning b.recipients into taken;
  if taken > settings.new_recipients_per_address then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'Weekly reports from your network have reached today''s limit of new recipients. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  -- No upper bound: a schedule that took the lock first may have started (and stamped its e-mails)
  -- a moment after this one; counting only up to this transaction's start would miss them.
  select pg_catalog.count(*) into today_ from private.lead_notifications n
   where n.kind = 'report_confirmation' and n.created_at > now_ - day_;
  if today_ + wanted > settings.new_recipients_per_day then
    raise exception using errcode = 'PT429', hint = 'report_recipient_limit',
      message = 'The weekly reports have reached today''s limit of new recipients for the whole site. Please try again tomorrow, or write to hello@losangelesseogroup.com and we will set them up for you.';
  end if;

  -- Windows that ended a day ago go, a few at a time, as the limits of decision 0008 clear theirs.
  delete from private.report_recipient_buckets stale
   where stale.ctid in (
     select old.ctid from private.report_recipient_buckets old
      where old.window_start < now_ - day_
      limit 500
      for update skip locked);
end;
$$;

-- As in 20261126153007_weekly_reports.sql, but an address is asked only when no link to it is
-- pending and it was sent fewer than confirmations_per_recipient confirmations in the last 24 hours
-- (its case ignored; no upper bound, as in take_new_report_recipients). Otherwise the recipient stays as stored: pending, with no link and no expiry,
-- and no e-mail is queued. The settings row is locked first (an anonymous schedule holds it already,
-- from take_new_report_recipients), so schedules naming the same address, whoever sends them, are
-- decided one after the other.
create or replace function private.queue_report_confirmation(recipient_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  token text := pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  now_ timestamptz := private.clock_now();
  settings private.report_opt_in_settings;
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
begin
  if exists (select 1 from private.lead_notifications n where n.report_recipient_id = queue_report_confirmation.recipient_id) then
    return;
  end if;
  select * into settings from private.report_opt_in_settings for update;
  select * into recipient_ from private.report_recipients r where r.id = queue_report_confirmation.recipient_id;
  if not found then
    return;
  end if;

  -- A link to this address is pending: it was e-mailed (or is about to be), is neither confirmed
  -- nor stopped, and still works.
  if exists (
    select 1 from private.report_recipients other
      join private.report_subscriptions s on s.id = other.subscription_id
     where pg_catalog.lower(other.email) = pg_catalog.lower(recipient_.email)
       and other.confirmed_at is null and other.unsubscribed_at is null
       and other.id <> recipient_.id
       and other.confirm_expires_at > now_
       and s.status <> 'unsubscribed'
       and exists (select 1 from private.lead_notifications n
                    where n.report_recipient_id = other.id and n.status in ('pending', 'sent'))) then
    return;
  end if;
  -- The address had its confirmations for the day.
  if (select pg_catalog.count(*) from private.lead_notifications n
       where n.kind = 'report_confirmation'
         and pg_catalog.lower(n.recipient) = pg_catalog.lower(recipient_.email)
         and n.created_at > now_ - pg_catalog.make_interval(days => 1)) >= settings.confirmations_per_recipient then
    return;
  end if;

  update private.report_recipients r
     set confirm_token_hash = extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256'),
         confirm_expires_at = now_ + pg_catalog.make_interval(secs => settings.link_valid_seconds)
   where r.id = queue_report_confirmation.recipient_id
  returning * into recipient_;
  select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id;
  insert into private.lead_notifications (created_at, lead_id, lead_email, kind, recipient, report_recipient_id, payload, next_attempt_at)
    select now_, subscription.lead_id, l.email, 'report_confirmation', recipient_.email, recipient_.id,
           pg_catalog.jsonb_build_object(
             'website', subscription.website,
             'report_day', subscription.report_day,
             'recipient', recipient_.email,
             'recipient_is_owner', recipient_.is_owner,
             -- For the visitor's own e-mail: how many others were asked (a count, never their addresses).
             'others_asked', case when recipient_.is_owner then
               (select pg_catalog.count(*) from private.report_recipients o where o.subscription_id = subscription.id and not o.is_owner)::integer end,
             'token', token,
             'expires_at', recipient_.confirm_expires_at),
           now_
      from public.lsg_leads l
     where l.id = subscription.lead_id;
end;
$$;

revoke all on function private.sender_key(text) from public;
