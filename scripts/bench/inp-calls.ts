/**
 * The calls the INP bench's Calls scenarios press on: booked as the /book page books them (the anon
 * key, `book_consultation`), on the earliest free times, so the Calls view's first page shows them.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';

/**
 * `asAnotherVisitor` runs before each booking: the bench books from one address, and the booking
 * budget (decision 0066) allows few live calls per network, so the calls already booked are moved
 * to other senders first, as if each had come from another visitor.
 */
export async function bookBenchCalls(apiOrigin: string, names: string[], asAnotherVisitor: () => Promise<void>): Promise<void> {
  const anon = createClient(apiOrigin, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await anon.rpc('book_slots');
  if (error) throw new Error(`book_slots: ${error.message}`);
  const free = (data as { starts_at: string }[]).map((slot) => slot.starts_at);
  for (const name of names) {
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    let booked = false;
    while (!booked && free.length > 0) {
      await asAnotherVisitor();
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
