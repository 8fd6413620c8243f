-- The waiting count steps over booked leads no more (decision 0063, amended: the waiting count with
-- bookings). private.waiting_leads left out a lead with a live booking by probing private.bookings
-- for each lead at New; at 1,000,000 leads with the newest 100,000 booked, the capped count stepped
-- over some 86,000 booked leads, 1.9 s. The lead now says whether it has a live booking
-- (booked_call), kept by the bookings themselves, and a partial index holds only the leads that can
-- wait (at New, no live booking) by arrival, so the count and the newest-first reads walk only them.

-- 1. The flag ------------------------------------------------------------------------------------------

-- Instant on PG 11+ (a constant default is not written into each row).
alter table public.lsg_leads add column booked_call boolean not null default false;

comment on column public.lsg_leads.booked_call is
  'Whether the lead has a live booking (private.bookings, not cancelled): kept by the bookings'' triggers, read by private.waiting_leads (decision 0063). Not written by hand.';

-- 2. Kept by the bookings: whoever writes them ------------------------------------------------------

-- Sets booked_call on the leads whose bookings the statement inserted, cancelled, moved or deleted,
-- to whether they still have a live booking; one statement on public.lsg_leads, and none when no
-- flag changes (a call's outcome, a retry). The lead's triggers that fire on it change nothing:
-- validate_lead checks the row as it is (its type is unchanged, so no call is asked for) and stamps
-- a first touch only on a move away from New; the counters' update trigger nets each row's -1 and +1
-- to nothing; the lead e-mail fires only on a change of type. updated_at and the status (and
-- private.lead_status_changes) are not touched.
create function private.mark_booked_leads() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select n.lead_id from new_rows n'
    when 'DELETE' then 'select o.lead_id from old_rows o'
    else 'select o.lead_id from old_rows o union select n.lead_id from new_rows n'
  end;
  flags text := 'select c.lead_id, exists (select 1 from private.bookings b where b.lead_id = c.lead_id and b.cancelled_at is null) as booked
                   from (%s) c';
  stale boolean;
begin
  -- Only when a flag is wrong: an UPDATE of no row still fires the lead's statement triggers.
  execute pg_catalog.format('select exists (select 1 from (' || flags || ') w join public.lsg_leads l on l.id = w.lead_id
                                             where l.booked_call <> w.booked)', changed)
    into stale;
  if stale then
    execute pg_catalog.format('update public.lsg_leads l set booked_call = w.booked from (' || flags || ') w
                                where l.id = w.lead_id and l.booked_call <> w.booked', changed);
  end if;
  return null;
end;
$$;

-- A trigger with transition tables has one event (as private.count_lead_changes' three).
create trigger bookings_mark_lead_insert after insert on private.bookings
  referencing new table as new_rows for each statement execute function private.mark_booked_leads();
create trigger bookings_mark_lead_update after update on private.bookings
  referencing old table as old_rows new table as new_rows for each statement execute function private.mark_booked_leads();
create trigger bookings_mark_lead_delete after delete on private.bookings
  referencing old table as old_rows for each statement execute function private.mark_booked_leads();

comment on trigger bookings_mark_lead_insert on private.bookings is
  'Marks the new bookings'' leads as booked (public.lsg_leads.booked_call), so they leave private.waiting_leads.';
comment on trigger bookings_mark_lead_update on private.bookings is
  'Keeps public.lsg_leads.booked_call for the leads of the changed bookings: a cancelled booking''s lead is booked no more unless another booking of it is live.';
comment on trigger bookings_mark_lead_delete on private.bookings is
  'Keeps public.lsg_leads.booked_call for the leads of the deleted bookings.';

-- The leads booked today.
update public.lsg_leads l set booked_call = true
 where exists (select 1 from private.bookings b where b.lead_id = l.id and b.cancelled_at is null);

-- 3. The waiting leads, read through their own index ------------------------------------------------

-- The leads that can wait, newest first: at New and not booked. The type and the hour are filters
-- on this range (private.lead_types.waits is rows, not a constant an index predicate may hold); the
-- type is in the index, so a count reads no table row.
create index lsg_leads_waiting_idx on public.lsg_leads (created_at desc, id desc) include (lead_type)
  where status = 'new' and not booked_call;

-- private.waiting_leads as in 20261127172814_booking_consultations.sql, with the flag for the probe of
-- private.bookings: the same leads (the flag is a live booking's), read through lsg_leads_waiting_idx.
create or replace view private.waiting_leads as
  select l.*
    from public.lsg_leads l
   where l.status = 'new'
     and not l.booked_call
     and l.created_at <= private.waiting_since()
     and l.lead_type in (select t.lead_type from private.lead_types t where t.waits);

revoke all on table private.waiting_leads from public, anon, authenticated;
revoke all on function private.mark_booked_leads() from public, anon, authenticated;
