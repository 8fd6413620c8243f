import { useMutation } from '@tanstack/react-query';
import { currentAttribution } from '@/lib/attribution';
import { getSupabase } from '@/lib/api/client';
import { retryLostRequests } from '@/lib/api/lead-keys';
import { LeadNetworkError, normalizeWebsite, withHoneypot } from '@/lib/api/leads';
import { isUnstorableTextError, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';
import { bookingText } from '../lib/booking-text';
import { fieldOfRefusal, type BookingValues } from '../lib/booking-rules';
import type { FreeSlot } from '../lib/slots';
import { bookingKeys } from './keys';

/** What Book sends: the id the page made (a retry after a lost answer meets the same booking), the slot, the fields. */
export interface BookingRequest {
  id: string;
  slot: FreeSlot;
  values: BookingValues;
  pathname: string;
  /** The visitor's lead from a form sent earlier in this visit, to attach the booking to. */
  visitLeadId: string | null;
}

/**
 * The booking as stored: the slot and the cancel link's token, which the database answers only to
 * the call that made the booking; a retry that met it after a lost answer has null, and the link is
 * in the confirmation e-mail (docs/decisions/0066-one-abuse-budget.md).
 */
export interface Booking extends FreeSlot {
  id: string;
  cancelToken: string | null;
}

/** The visitor's words for a booking refused by one of its budgets (PT429, hint booking_*_limit). */
const LIMIT_TEXT: Record<string, string> = {
  booking_mailbox_limit: bookingText.form.limitMailbox,
  booking_sender_limit: bookingText.form.limitSender,
  booking_site_limit: bookingText.form.limitSite,
};

/** The database refused one field (400, in the forms' words): the form marks that field invalid. */
export class BookingFieldError extends Error {
  override name = 'BookingFieldError';
  constructor(
    message: string,
    readonly field: NonNullable<ReturnType<typeof fieldOfRefusal>>,
  ) {
    super(message);
  }
}

/** The database's hints for a time it will not book (10_booking.sql): taken or blocked, not offered, too soon. */
const TIME_REFUSALS = new Set(['slot_taken', 'slot_not_offered', 'slot_too_soon']);

/**
 * The slot was booked or blocked by someone else first (409, hint slot_taken), or is no longer offered
 * (400 slot_not_offered, 409 slot_too_soon): the page shows the refreshed slots.
 */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError';
}

/**
 * Book: one call of book_consultation (docs/decisions/0060-booked-consultations.md). The database
 * checks the fields, drops a honeypot write quietly, counts the address's write slot, stores the
 * booking and its lead (or attaches it to the visit's lead) and decides a race for the slot. Throws
 * SlotTakenError when the slot went to someone else, BookingFieldError when a field is refused, LeadNetworkError when no answer came (safe to
 * send again: the id is the same), else an Error with the visitor's words (a budget's refusal names
 * the phone number and e-mail).
 */
export async function bookConsultation({ id, slot, values, pathname, visitLeadId }: BookingRequest): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error, status } = await withHoneypot(
    supabase
      .rpc('book_consultation', {
        booking_id: id,
        slot_start: slot.startsAt,
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        website: normalizeWebsite(values.website) || null,
        topic: values.topic || null,
        visit_lead_id: visitLeadId,
        ...currentAttribution(pathname),
      })
      .single(),
    values.honeypot,
  );
  if (error) {
    // A time taken, no longer offered or now too soon: the choice is what is wrong, so the page reads
    // the times again and points the visitor back to them (the "field" here is the time).
    if (error.hint && TIME_REFUSALS.has(error.hint)) throw new SlotTakenError(error.message || bookingText.picker.slotTaken);
    const limit = error.hint ? LIMIT_TEXT[error.hint] : undefined;
    if (limit) throw new Error(limit);
    if (status === 0) throw new LeadNetworkError(bookingText.form.offline);
    if (error.code === 'PT429' || status === 429) throw new Error(bookingText.form.tooMany);
    if (isUnstorableTextError(error)) throw new Error(UNSTORABLE_TEXT_MESSAGE);
    // A 4xx says what is wrong in the forms' words (a field, a time no longer offered); anything else is ours.
    const field = status === 400 && error.message ? fieldOfRefusal(error.message) : null;
    if (field) throw new BookingFieldError(error.message, field);
    throw new Error(status >= 400 && status < 500 && error.message ? error.message : bookingText.form.failed);
  }
  return { id: data.id, startsAt: data.starts_at, endsAt: data.ends_at, cancelToken: data.cancel_token };
}

export const useBookConsultation = () =>
  useMutation({
    mutationKey: bookingKeys.book(),
    mutationFn: bookConsultation,
    retry: retryLostRequests,
  });
