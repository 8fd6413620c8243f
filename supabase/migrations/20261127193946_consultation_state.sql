-- The /book/manage page's read on load (issue 53, docs/decisions/0062-book-page.md): where a booked
-- consultation stands, judged by the same token check as public.cancel_consultation, so the page shows
-- the booked time and offers Cancel only when cancelling can still happen. Stable: PostgREST runs a
-- GET of it in a read-only transaction, so a mail scanner that opens the link cancels, writes and
-- counts nothing (as public.weekly_report_confirmation_state, decision 0058).
--   booked (the call is still ahead, with its slot), cancelled (with its slot), started (the call has
--   begun or is over, with its slot), not_valid (not a token's shape, not the database's signature, or
--   no such booking; nothing about any booking is revealed).
create function public.consultation_state(token text)
returns table (state text, starts_at timestamptz, ends_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  parts text[] := pg_catalog.regexp_match(coalesce(token, ''), '^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$');
  booking private.bookings;
begin
  if parts is not null then
    select * into booking from private.bookings b where b.id = parts[1]::uuid;
  end if;
  if parts is null or booking.id is null or private.booking_cancel_token(booking.id) <> token then
    return query select 'not_valid'::text, null::timestamptz, null::timestamptz;
    return;
  end if;
  return query select case when booking.cancelled_at is not null then 'cancelled'
                           when pg_catalog.lower(booking.slot) <= private.clock_now() then 'started'
                           else 'booked' end,
                      pg_catalog.lower(booking.slot), pg_catalog.upper(booking.slot);
end;
$$;

revoke all on function public.consultation_state(text) from public, anon, authenticated;
grant execute on function public.consultation_state(text) to anon, service_role;
