/** The booking calls as the /book page makes them (REST, the anon key), for the Calls journeys. */
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
