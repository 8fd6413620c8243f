/**
 * The calls the INP bench's Calls scenarios press on: booked as the /book page books them (the anon
 * key, `book_consultation`), on the earliest free times, so the Calls view's first page shows them.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { RunningBackend } from '../../supabase/local/backend';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';

/**
 * The bench books from one address, and the booking budget (decision 0066) allows few live calls per
 * network: before each booking, the calls already booked are given senders of their own, as if each
 * had come from another visitor.
 */
const AS_ANOTHER_VISITOR = `update private.bookings set sender = 'bench-' || id where sender is not null and sender not like 'bench-%'`;

export async function bookBenchCalls(backend: RunningBackend, names: string[]): Promise<void> {
  const anon = createClient(backend.url, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await anon.rpc('book_slots');
  if (error) throw new Error(`book_slots: ${error.message}`);
  const free = (data as { starts_at: string }[]).map((slot) => slot.starts_at);
  for (const name of names) {
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    let booked = false;
    while (!booked && free.length > 0) {
      await backend.database.exec(AS_ANOTHER_VISITOR);
      const { error: taken } = await anon.rpc('book_consultation', {
        booking_id: randomUUID(),
        slot_start: free.shift()!,
        name,
        email: `${slug}@inp.example`,
        topic: 'A consultation booked by the INP bench.',
      } as never);
      booked = !taken;
      if (taken && !/taken|slot/i.test(taken.message)) throw new Error(`book_consultation: ${taken.message}`);
    }
    if (!booked) throw new Error(`no free time left to book ${name}`);
  }
}
