-- Confirmed stays confirmed (issue 52, item 6; docs/decisions/0058-confirmed-stays-confirmed.md): the
-- /weekly-reports/confirm page reloaded after a confirmation asked to confirm again, as if nothing had
-- happened. It now reads its link's state when it loads, through a call that cannot write (a mail
-- scanner that opens the link and runs the page must still confirm nothing), and a confirmed link says
-- so. The read and the confirmation judge a link by the same two functions, so they cannot disagree.

-- The SHA-256 the recipient row keeps of a confirmation token, or null for anything that is not a
-- token's exact shape (43 URL-safe base64 characters), which then matches no row.
create function private.confirm_token_hash(token text) returns bytea
language sql stable set search_path = '' as $$
  select case when token ~ '^[A-Za-z0-9_-]{43}$' then extensions.digest(pg_catalog.convert_to(token, 'UTF8'), 'sha256') end;
$$;

-- Where a confirmation link stands: not_valid (no recipient has it), stopped (the recipient or the
-- whole subscription unsubscribed, or staff ended it), confirmed, expired (never confirmed, and older
-- than its validity) or pending. The order is the confirmation's: a stopped link stays stopped even
-- if it was confirmed, and a confirmed one never expires.
create function private.report_link_state(recipient_ private.report_recipients, subscription_status text, now_ timestamptz) returns text
language sql stable set search_path = '' as $$
  select case
    when recipient_.id is null then 'not_valid'
    when recipient_.unsubscribed_at is not null or subscription_status = 'unsubscribed' then 'stopped'
    when recipient_.confirmed_at is not null then 'confirmed'
    when recipient_.confirm_expires_at <= now_ then 'expired'
    else 'pending'
  end;
$$;

-- As in 20261127150744_function_boundaries.sql, with the link judged by the functions above: every
-- call counted (report_confirm, 30 a minute, PT429 past it), then an outcome. A link already
-- confirmed answers already_confirmed and writes nothing more; the confirmation queues no e-mail.
create or replace function public.confirm_weekly_report(token text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  recipient_ private.report_recipients;
  subscription private.report_subscriptions;
  now_ timestamptz := private.clock_now();
  state text;
begin
  perform private.take_write_slot('report_confirm', private.request_address());
  select * into recipient_ from private.report_recipients r
   where r.confirm_token_hash = private.confirm_token_hash(token)
   for update;
  if found then
    select * into subscription from private.report_subscriptions s where s.id = recipient_.subscription_id for update;
  end if;
  state := private.report_link_state(recipient_, subscription.status, now_);
  if state not in ('pending', 'confirmed') then
    return pg_catalog.jsonb_build_object('outcome', state);
  end if;
  if state = 'pending' then
    update private.report_recipients r set confirmed_at = now_ where r.id = recipient_.id;
    insert into private.report_subscription_events (subscription_id, at, actor, event, detail)
      values (subscription.id, now_, recipient_.email, 'recipient_confirmed', 'Confirmed with the link in the confirmation e-mail.');
  end if;
  return pg_catalog.jsonb_build_object(
    'outcome', case when state = 'pending' then 'confirmed' else 'already_confirmed' end,
    'website', subscription.website,
    'report_day', subscription.report_day,
    'email', private.mask_email(recipient_.email));
end;
$$;

-- The confirmation page's read on load: the link's state and nothing else (no site, day or address:
-- the page says those only to the press of its button). Stable, so it cannot write, and PostgREST
-- answers it to a GET, in a read-only transaction. Not counted: counting is a write, and the read
-- must write nothing; a token is 32 random bytes, so asking about guessed ones finds nothing.
create function public.weekly_report_confirmation_state(token text) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select private.report_link_state(r, s.status, private.clock_now())
       from private.report_recipients r
       join private.report_subscriptions s on s.id = r.subscription_id
      where r.confirm_token_hash = private.confirm_token_hash(token)),
    'not_valid');
$$;

revoke all on function private.confirm_token_hash(text), private.report_link_state(private.report_recipients, text, timestamptz)
  from public, anon, authenticated;
revoke all on function public.weekly_report_confirmation_state(text) from public, anon, authenticated;
grant execute on function public.weekly_report_confirmation_state(text) to anon, service_role;
