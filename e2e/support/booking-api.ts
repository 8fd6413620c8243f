/** The booking calls as the /book page makes them (REST, the anon key), for the Calls journeys. */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';

export type Slot = { office_day: string; starts_at: string };

export const anonClient = (apiOrigin: string) => createClient(apiOrigin, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

/** The slots book_slots offers right now. */
export async function freeSlots(anon: ReturnType<typeof anonClient>): Promise<Slot[]> {
  const { data, error } = await anon.rpc('book_slots');
  if (error) throw new Error(error.message);
  return data as Slot[];
}

/**
 * Books the first of `candidates` still free (up to 5: another worker may take one between the list
 * and the booking) for the given visitor, and answers its slot; fails the test when none could be.
 */
export async function bookFirstFree(
  anon: ReturnType<typeof anonClient>,
  candidates: Slot[],
  visitor: { name: string; email: string; topic: string; phone?: string; website?: string },
): Promise<Slot> {
  for (const slot of candidates.slice(0, 5)) {
    const { error } = await anon.rpc('book_consultation', { booking_id: randomUUID(), slot_start: slot.starts_at, ...visitor } as never);
    if (!error) return slot;
  }
  throw new Error(`none of ${Math.min(candidates.length, 5)} free slots could be booked for ${visitor.email}`);
}

/** The slots offered on the `index`-th office day that has any (0 for the first), latest first. */
export function slotsOnDay(offered: Slot[], index: number): Slot[] {
  const day = [...new Set(offered.map((slot) => slot.office_day))][index];
  return offered.filter((slot) => slot.office_day === day).reverse();
}
