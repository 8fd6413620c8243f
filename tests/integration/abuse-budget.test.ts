/**
 * One abuse budget for every anonymous door (issue 59, docs/decisions/0066-one-abuse-budget.md):
 * - the catalog: every public function anon may execute and every table anon may insert into has a
 *   row in private.anonymous_doors (a budget of private.write_limits, or why it needs none), so a new
 *   door without one fails here;
 * - the calendar flood: 9 senders in an hour, one IPv6 /64 of many addresses, one sender over a day
 *   and many senders over an hour and a day, and the share of the next 10 working days they take;
 * - the cancel token, on every path, only for a booking the call itself made.
 * Each booking is sent as a script would, from the address the test chooses (LOCAL_TRUSTED_PROXY: the
 * gateway keeps a loopback proxy's X-Real-IP, decision 0007), on the database's injected clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ functionEnv: { LOCAL_TRUSTED_PROXY: 'true' } });
}, 120_000);
afterAll(() => backend?.stop());

/** The budgets as shipped (the test stack raises the sender's and the calendar's share), nothing booked. */
beforeEach(async () => {
  await backend.sql(`update private.write_limits set max_writes = case scope
                       when 'booking_sender' then 2 when 'booking_mailbox' then 2
                       when 'booking_site_hour' then 10 when 'booking_site_day' then 25 end
                      where scope like 'booking\\_s%' or scope = 'booking_mailbox'`);
  for (const table of ['rate_buckets', 'bookings']) await backend.sql(`delete from private.${table}`);
  // Monday 7 December 2026, 6 am in Los Angeles: all 180 slots of the 10 working days are ahead.
  await backend.setClock('2026-12-07T06:00:00-08:00');
});

interface Answer {
  status: number;
  hint: string | null;
  data: { id: string; starts_at: string; ends_at: string; cancel_token: string | null } | null;
}

/** One Book, as the page sends it, from the sending address `from`. */
async function book(from: string, slotStart: string, changes: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const { data, error, status } = await backend.anon
    .rpc('book_consultation', {
      booking_id: randomUUID(),
      slot_start: slotStart,
      name: 'Flood Script',
      email: uniqueEmail('flood'),
      source_path: '/book',
      ...changes,
    } as never)
    .setHeader('X-Real-IP', from)
    .setHeader('X-Forwarded-For', from)
    .setHeader('x-lead-honeypot', headers['x-lead-honeypot'] ?? '')
    .single<NonNullable<Answer['data']>>();
  return { status, hint: error?.hint ?? null, data };
}

const freeSlots = async () => {
  const { data, error } = await backend.anon.rpc('book_slots');
  expect(error).toBeNull();
  return data!.map((slot) => slot.starts_at);
};
const calendarSize = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from private.booking_grid(private.clock_now())'))[0]!.n;
const liveBookings = async () => (await backend.sql<{ n: number }>('select count(*)::int as n from private.bookings where cancelled_at is null'))[0]!.n;

/**
 * Every sender in turn books the next free slot until `attempts` calls were made, from the end of
 * the calendar backwards (those slots stay ahead while the clock moves); answers the statuses' tally
 * and the refusals' hints.
 */
async function flood(senders: string[], attempts: number) {
  const slots = (await freeSlots()).reverse();
  const tally = { booked: 0, refused: 0, hints: new Set<string>() };
  for (let i = 0, next = 0; i < attempts && next < slots.length; i += 1) {
    const answer = await book(senders[i % senders.length]!, slots[next]!);
    if (answer.status === 200) {
      tally.booked += 1;
      next += 1;
    } else {
      expect(answer.status).toBe(429);
      tally.refused += 1;
      tally.hints.add(answer.hint!);
    }
  }
  return tally;
}

describe('every anonymous door has its budget, read from the catalog', () => {
  /** The doors anon can open that private.anonymous_doors does not list. */
  const unlisted = async () =>
    backend.sql<{ kind: string; door: string }>(`
      select 'function' as kind, p.proname::text as door
        from pg_proc p
       where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute')
         and not exists (select 1 from private.anonymous_doors d where d.kind = 'function' and d.door = p.proname)
      union
      select 'insert', c.relname::text
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'p')
         and has_table_privilege('anon', c.oid, 'insert')
         and not exists (select 1 from private.anonymous_doors d where d.kind = 'insert' and d.door = c.relname)
      union
      select 'insert', c.relname::text
        from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
         and has_column_privilege('anon', c.oid, a.attnum, 'insert')
         and not exists (select 1 from private.anonymous_doors d where d.kind = 'insert' and d.door = c.relname)
      order by 1, 2`);

  it('lists each anon-executable function and anon-insertable table with a budget or the reason it has none', async () => {
    expect(await unlisted()).toEqual([]);
    // No row names a door that is not there (a renamed function would keep a stale row), and every budget is taken by a door.
    expect(
      await backend.sql(`
        select d.kind, d.door from private.anonymous_doors d
         where (d.kind = 'function' and not exists (select 1 from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = d.door
                                                     and has_function_privilege('anon', p.oid, 'execute')))
            or (d.kind = 'insert' and not exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relname = d.door))
        union all
        select 'budget', l.scope from private.write_limits l where not exists (select 1 from private.anonymous_doors d where d.scope = l.scope)`),
    ).toEqual([]);
    // A door without a budget is one row with its reason; a door with budgets lists no such row.
    expect(
      await backend.sql(`
        select d.door from private.anonymous_doors d
         group by d.kind, d.door having count(*) filter (where d.scope is null) > 0 and count(*) > 1`),
    ).toEqual([]);
    // The edge functions the rows name are folders of supabase/functions.
    const { readdir } = await import('node:fs/promises');
    const folders = await readdir(new URL('../../supabase/functions', import.meta.url));
    for (const { door } of await backend.sql<{ door: string }>("select door from private.anonymous_doors where kind = 'edge_function'")) expect(folders).toContain(door);
  });

  it('fails on a new anon-executable function that has no row', async () => {
    await backend.sql('create function public.unbudgeted_door() returns integer language sql as $$ select 1 $$');
    try {
      await backend.sql('grant execute on function public.unbudgeted_door() to anon');
      expect(await unlisted()).toEqual([{ kind: 'function', door: 'unbudgeted_door' }]);
    } finally {
      await backend.sql('drop function public.unbudgeted_door()');
    }
  });

  it('keys every sender budget on the sender: the lead-write limit counts an IPv6 /64 as one', async () => {
    await backend.setWriteLimit('lead_write', 3, 600);
    try {
      const statuses: number[] = [];
      for (let host = 1; host <= 5; host += 1) {
        const from = `2001:db8:77:5::${host.toString(16)}`;
        const { status } = await backend.anon.from('lsg_leads').insert({ name: 'Sender Six', email: uniqueEmail(), lead_type: 'contact', message: 'Hi' }).setHeader('X-Real-IP', from);
        statuses.push(status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(await backend.sql("select address, hits from private.rate_buckets where scope = 'lead_write'")).toEqual([{ address: '2001:db8:77:5::/64', hits: 3 }]);
      // Another /64 is another sender.
      const { status } = await backend.anon.from('lsg_leads').insert({ name: 'Sender Six', email: uniqueEmail(), lead_type: 'contact', message: 'Hi' }).setHeader('X-Real-IP', '2001:db8:77:6::1');
      expect(status).toBe(201);
    } finally {
      await backend.setWriteLimit('lead_write', 100_000, 600);
    }
  });
});

describe('the calendar flood', () => {
  it('9 IPv4 senders in an hour take at most 10 % of the next 10 working days (was all 180 slots)', async () => {
    const size = await calendarSize();
    expect(size).toBe(180);
    const senders = Array.from({ length: 9 }, (_, i) => `198.51.100.${i + 1}`);
    const tally = await flood(senders, 200);
    expect(tally.booked).toBe(18);
    expect(tally.booked / size).toBeLessThanOrEqual(0.1);
    expect([...tally.hints]).toEqual(['booking_sender_limit']);
    expect((await freeSlots()).length).toBe(162);
  });

  it('many addresses of one IPv6 /64 are one sender: 2 calls', async () => {
    const senders = Array.from({ length: 60 }, (_, i) => `2001:db8:4:7:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`);
    const tally = await flood(senders, 60);
    expect(tally.booked).toBe(2);
    expect([...tally.hints]).toEqual(['booking_sender_limit']);
    expect(await backend.sql('select distinct sender from private.bookings')).toEqual([{ sender: '2001:db8:4:7::/64' }]);
  });

  it('one sender over a day, a try every 10 minutes: 2 calls, whatever the lead-write limit allows', async () => {
    const slots = (await freeSlots()).reverse();
    let booked = 0;
    for (let step = 0; step < 144; step += 1) {
      await backend.setClock(new Date(Date.parse('2026-12-07T06:00:00-08:00') + step * 600_000));
      if ((await book('203.0.113.9', slots[booked]!)).status === 200) booked += 1;
    }
    expect(booked).toBe(2);
    // A call cancelled frees the sender's place: it holds live calls to come, not a count of bookings.
    const [one] = await backend.sql<{ id: string }>('select id from private.bookings limit 1');
    await backend.sql("update private.bookings set cancelled_at = private.clock_now(), cancelled_by = 'Visitor' where id = $1", [one!.id]);
    expect((await book('203.0.113.9', slots[5]!)).status).toBe(200);
  });

  it('many senders take at most 10 % of the calendar in an hour and 25 % in a day', async () => {
    const size = await calendarSize();
    const senders = Array.from({ length: 120 }, (_, i) => `192.0.2.${i + 1}`);
    let tally = await flood(senders.slice(0, 40), 40);
    expect(tally.booked).toBe(Math.floor(size / 10));
    expect([...tally.hints]).toEqual(['booking_site_limit']);
    // An hour on: the next 10 %; then the day's 25 % is reached.
    await backend.setClock('2026-12-07T07:02:00-08:00');
    tally = await flood(senders.slice(40, 80), 40);
    expect(tally.booked).toBe(18);
    await backend.setClock('2026-12-07T08:04:00-08:00');
    tally = await flood(senders.slice(80, 120), 40);
    expect(tally.booked).toBe(Math.floor(size / 4) - 36);
    expect(await liveBookings()).toBe(45);
    expect([...tally.hints]).toEqual(['booking_site_limit']);
    // The share counts anonymous bookings only: staff and the service key are not refused.
    const [free] = (await freeSlots()).slice(0, 1);
    const { error } = await backend.service.rpc('book_consultation', { booking_id: randomUUID(), slot_start: free!, name: 'Phone Booking', email: uniqueEmail('phone') } as never);
    expect(error).toBeNull();
  });

  it('one mailbox in any spelling holds at most 2 calls, from any sender', async () => {
    const slots = await freeSlots();
    const spellings = ['Robin.Park@gmail.com', 'robinpark+a@gmail.com', 'r.o.b.i.n.park+b@googlemail.com.', ' ROBINPARK@Gmail.com '];
    const answers = [];
    for (const [i, email] of spellings.entries()) answers.push(await book(`198.51.100.${50 + i}`, slots[i]!, { email }));
    expect(answers.map((answer) => [answer.status, answer.hint])).toEqual([
      [200, null],
      [200, null],
      [429, 'booking_mailbox_limit'],
      [429, 'booking_mailbox_limit'],
    ]);
  });
});

describe('the cancel token goes only to the call that made the booking', () => {
  const cancel = async (token: string | null) => (await backend.anon.rpc('cancel_consultation', { token: token ?? '' }).single<{ outcome: string }>()).data!.outcome;

  it('is answered once, to the booking call itself', async () => {
    const [slot] = await freeSlots();
    const made = await book('198.51.100.1', slot!);
    expect(made.data!.cancel_token).toMatch(/^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
  });

  it('a honeypot call with another visitor’s id gets no token, uses no write slot and cancels nothing', async () => {
    const [slot] = (await freeSlots()).reverse();
    const victim = await book('198.51.100.1', slot!);
    const buckets = await backend.sql('select scope, address, hits from private.rate_buckets order by 1, 2');
    for (let i = 0; i < 5; i += 1) {
      const bot = await book('203.0.113.66', slot!, { booking_id: victim.data!.id }, { 'x-lead-honeypot': 'http://spam.example' });
      expect([bot.status, bot.data!.cancel_token]).toEqual([200, null]);
    }
    expect(await backend.sql('select scope, address, hits from private.rate_buckets order by 1, 2')).toEqual(buckets);
    expect(await backend.sql('select cancelled_at from private.bookings')).toEqual([{ cancelled_at: null }]);
  });

  it('a retry with another visitor’s id: other details are 409, the same details meet the booking without its token', async () => {
    const [slot, other] = (await freeSlots()).reverse();
    const email = uniqueEmail('victim');
    const victim = await book('198.51.100.1', slot!, { email });
    const id = victim.data!.id;
    for (const changes of [{ email: uniqueEmail('stranger') }, { slot_start: other }, {}]) {
      const stranger = await book('203.0.113.66', (changes as { slot_start?: string }).slot_start ?? slot!, { booking_id: id, email, ...changes });
      if (Object.keys(changes).length > 0) expect([stranger.status, stranger.hint, stranger.data]).toEqual([409, 'booking_id_used', null]);
      else expect([stranger.status, stranger.data]).toEqual([200, { id, starts_at: victim.data!.starts_at, ends_at: victim.data!.ends_at, cancel_token: null }]);
    }
    // The visitor's own retry after a lost answer, any spelling of the mailbox: the same booking, nothing more stored or sent.
    const outbox = await backend.sql('select count(*)::int as n from private.lead_notifications');
    const retry = await book('198.51.100.1', slot!, { booking_id: id, email: email.toUpperCase() });
    expect([retry.status, retry.data!.id, retry.data!.cancel_token]).toEqual([200, id, null]);
    expect(await backend.sql('select count(*)::int as n from private.lead_notifications')).toEqual(outbox);
    expect(await liveBookings()).toBe(1);
    // A day later the id is no retry either.
    await backend.setClock('2026-12-08T06:00:01-08:00');
    expect((await book('198.51.100.1', slot!, { booking_id: id, email })).hint).toBe('booking_id_used');
    // The booking is the victim's still: only the token the booking call got cancels it.
    expect(await cancel(victim.data!.cancel_token)).toBe('cancelled');
  });

  it('a race of two calls with one id: one token, to the call that made the booking', async () => {
    const [slot] = await freeSlots();
    const id = randomUUID();
    const email = uniqueEmail('racer');
    const answers = await Promise.all([
      book('198.51.100.1', slot!, { booking_id: id, email }),
      book('203.0.113.66', slot!, { booking_id: id, email }),
      book('203.0.113.67', slot!, { booking_id: id, email: uniqueEmail('stranger') }),
    ]);
    // Whichever call came first made the booking and has its token; the others met it (null) or were refused (409).
    expect(answers.filter((answer) => answer.data?.cancel_token)).toHaveLength(1);
    for (const answer of answers) if (!answer.data?.cancel_token) expect([200, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200 && answer.data!.cancel_token === null).length).toBeLessThanOrEqual(1);
    expect(await liveBookings()).toBe(1);
  });

  it.skipIf(!process.env.INTEGRATION_DATABASE_URL)(
    'on a Postgres server, a race with a writer that skipped the lock is answered as a retry: no token, and nothing of the call stored',
    async () => {
      const [slot] = (await freeSlots()).reverse();
      const email = uniqueEmail('first');
      const first = await book('198.51.100.1', slot!, { email });
      const [lead] = await backend.sql<{ lead_id: string }>('select lead_id from private.bookings where id = $1', [first.data!.id]);
      const { default: pg } = await import('pg');
      // This file's scratch database (PostgREST's address names it), as the server's owner.
      const owner = new URL(process.env.INTEGRATION_DATABASE_URL!);
      owner.pathname = new URL(backend.database.postgrest.dbUri).pathname;
      const other = new pg.Client({ connectionString: owner.toString() });
      await other.connect();
      try {
        const id = randomUUID();
        const [, later] = (await freeSlots()).reverse();
        await other.query('begin');
        await other.query('insert into private.bookings (id, lead_id, slot, created_at) values ($1, $2, tstzrange($3::timestamptz, $3::timestamptz + interval \'30 minutes\'), private.clock_now())', [
          id,
          lead!.lead_id,
          later,
        ]);
        // The id looks free to the call (not committed): only the unique key can stop it.
        const pending = book('203.0.113.66', later!, { booking_id: id, email });
        await new Promise((resolve) => setTimeout(resolve, 400));
        await other.query('commit');
        const answer = await pending;
        expect([answer.status, answer.data]).toEqual([200, { id, starts_at: expect.any(String), ends_at: expect.any(String), cancel_token: null }]);
        expect(await backend.sql('select count(*)::int as n from public.lsg_leads where id = $1', [id])).toEqual([{ n: 0 }]);
      } finally {
        await other.end();
      }
    },
  );
});
