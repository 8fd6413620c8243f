/**
 * Issue 59, items 4 and 5 (docs/decisions/0044-words-and-addresses-are-ours.md, 0045 amended, 0061):
 *   - one mailbox, whatever the spelling (case, space, +tag, Gmail dots, googlemail.com), gets at most
 *     the per-recipient caps of booking e-mails and report confirmations, through every door, from many
 *     senders (the figure of the closing note is printed);
 *   - the site's daily cap on booking confirmations holds, the agency e-mail says why, and staff read
 *     it through dashboard_booking_mail_cap;
 *   - the one name rule and the one address rule refuse the same values on every RPC and table write
 *     that takes a name or an address, with the forms' words;
 *   - the TypeScript rules and the database's agree on a generated sample, and the canonical mailbox
 *     folds variants, is idempotent and never folds two different non-Gmail local parts.
 * Both engines (PGlite, and the Postgres server with INTEGRATION_DATABASE_URL). Time is the database's clock.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasReadableName, isValidEmail, NAME_CHARACTER_MESSAGE } from '@shared/text-checks';
import { REPORT_CONSENT } from '@shared/report-consent';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

let backend: TestBackend;
/** A staff session made at the database's clock (the tests move it by weeks). */
const staffToken = async () => (await (await import('@/features/dashboard/api/login')).loginToDashboard(backend.dashboardPassword, 'Mailbox Tester'))!;

beforeAll(async () => {
  backend = await startTestBackend({ inbox: { capacity: 5000 }, functionEnv: { SITE_URL: 'https://www.losangelesseogroup.com', LOCAL_TRUSTED_PROXY: 'true' } });
  // The mail caps are what these tests count: the booking budgets (decision 0066) would refuse the
  // bookings themselves first, so they are opened wide here, as booking-email.test.ts does.
  await backend.sql("update private.write_limits set max_writes = 100000 where scope in ('booking_sender', 'booking_mailbox')");
  await backend.sql("update private.write_limits set max_writes = 100 where scope in ('booking_site_hour', 'booking_site_day')");
}, 120_000);
afterAll(() => backend?.stop());
beforeEach(async () => {
  await backend.sql('delete from private.bookings');
  await backend.sql("delete from private.lead_notifications where kind in ('report_confirmation', 'booking_agency')");
  await backend.sql('delete from private.rate_buckets');
  await backend.sql('delete from private.report_recipient_buckets');
  await backend.sql('update private.booking_settings set confirmations_per_day = 50');
});

/** One anonymous call from the sending address `from` (the gateway keeps a loopback proxy's X-Real-IP). */
async function rpcFrom<T = unknown>(from: string, name: string, args: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json', 'X-Real-IP': from, 'X-Forwarded-For': from },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A different sender for every call: no per-sender limit is what stops these. */
let senders = 0;
const nextSender = () => {
  senders += 1;
  return `10.59.${Math.floor(senders / 250) % 250}.${(senders % 250) + 1}`;
};

/** The free slots, soonest first. */
const freeSlots = async () => (await backend.sql<{ starts_at: string }>("select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') as starts_at from public.book_slots()")).map((row) => row.starts_at);

async function bookFrom(slotStart: string, email: string, name = 'Quinn Doe') {
  const answer = await rpcFrom<{ id: string; cancel_token: string }[]>(nextSender(), 'book_consultation', {
    booking_id: randomUUID(),
    slot_start: slotStart,
    name,
    email,
    source_path: '/book',
  });
  return answer;
}

/**
 * Spelling `i` of one Gmail mailbox: its own pattern of dots (128 of them), a +tag on odd ones,
 * googlemail.com on every third, upper case on every fourth, space around every fifth.
 */
function spelling(i: number): string {
  const letters = 'quinndoe';
  let local = letters[0]!;
  for (let k = 1; k < letters.length; k += 1) local += ((i >> (k - 1)) & 1 ? '.' : '') + letters[k];
  if (i % 2) local += `+t${i}`;
  let address = `${local}@${i % 3 === 0 ? 'googlemail.com' : 'gmail.com'}`;
  if (i % 4 === 0) address = address.toUpperCase();
  return i % 5 === 0 ? ` ${address} ` : address;
}
const MAILBOX = 'quinndoe@gmail.com';

/** What the outbox holds to go to the mailbox (queued or sent, not skipped), by kind. */
const queuedTo = async (mailbox: string) =>
  Object.fromEntries(
    (
      await backend.sql<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from private.lead_notifications
          where recipient is not null and private.canonical_mailbox(recipient) = $1 and status <> 'skipped'
          group by kind order by kind`,
        [mailbox],
      )
    ).map((row) => [row.kind, row.n]),
  ) as Record<string, number>;

describe('one mailbox, any spelling, any door', () => {
  it('gets at most 2 booking confirmations and 1 report confirmation in a day, however many spellings and senders', async () => {
    await backend.setClock('2026-12-07T07:00:00-08:00'); // Monday
    const spellings = Array.from({ length: 60 }, (_, i) => spelling(i));
    expect(new Set(spellings.map((one) => one.trim().toLowerCase())).size).toBe(60);

    // Round 1: 60 calls, each booked for another spelling from another sender; every one stands.
    const slots = (await freeSlots()).slice(20, 80);
    const first = [];
    for (const [i, address] of spellings.entries()) {
      const answer = await bookFrom(slots[i]!, address);
      expect(answer.status, address).toBe(200);
      first.push(answer.body[0]!);
    }
    // Then every one cancelled with its own link (the booker holds each token).
    await backend.setClock('2026-12-07T08:00:00-08:00');
    for (const booking of first) expect((await rpcFrom(nextSender(), 'cancel_consultation', { token: booking.cancel_token })).status).toBe(200);
    // Round 2: booked again, each in another spelling.
    await backend.setClock('2026-12-07T09:00:00-08:00');
    for (const [i, address] of spellings.entries()) expect((await bookFrom(slots[i]!, spellings[(i + 7) % 60]!)).status, address).toBe(200);
    // And 60 weekly report schedules, each naming another spelling, from 60 senders.
    for (const address of spellings) {
      const answer = await rpcFrom(nextSender(), 'schedule_weekly_report', {
        lead_id: randomUUID(),
        name: 'Quinn Doe',
        email: address,
        website: 'https://quinn.example/',
        report_day: 'monday',
        additional_emails: [spelling(127)],
        consent_version: REPORT_CONSENT.version,
        source_path: '/seo-tool',
      });
      expect(answer.status, address).toBe(200);
    }

    // The trailing-dot spelling is no address at all now.
    const trailing = await bookFrom((await freeSlots())[0]!, 'quinn.doe@gmail.com.');
    expect(trailing.status).toBe(400);

    const queued = await queuedTo(MAILBOX);
    const total = Object.values(queued).reduce((sum, n) => sum + n, 0);
    console.info(`[figure] e-mails queued to one mailbox in a day, 120 bookings + 60 cancels + 60 schedules in 61 spellings: ${JSON.stringify(queued)} = ${total}`);
    expect(queued.booking_confirmation).toBe(2);
    expect(queued.booking_cancelled).toBe(1);
    expect(queued.booking_reminder).toBe(2);
    expect(queued.report_confirmation).toBe(1);
    expect(total).toBe(6);

    // Delivered: the inbox agrees, whatever the spelling each went to.
    while ((await backend.deliverNotifications()).claimed > 0);
    const inbox = backend.inbox!.messages({}).filter((mail) => mail.to.some((to) => /^\s*q[.]?u/i.test(to)));
    expect(inbox.length).toBe(total - queued.booking_reminder!);
  }, 120_000); // 240 writes, then the sender: load-bound on a shared machine (63 s once beside the Postgres run), not a timing claim.

  it('a pending report link holds for every spelling, as the visitor and as an added recipient', async () => {
    await backend.setClock('2026-12-14T07:00:00-08:00');
    const owner = (email: string, extra: string[] = []) =>
      rpcFrom(nextSender(), 'schedule_weekly_report', {
        lead_id: randomUUID(),
        name: 'Ruth Ng',
        email,
        website: 'https://ruth.example/',
        report_day: 'friday',
        additional_emails: extra,
        consent_version: REPORT_CONSENT.version,
        source_path: '/seo-tool',
      });
    expect((await owner('ruth.ng@example.com')).status).toBe(200);
    expect((await owner('Ruth.Ng+reports@Example.com')).status).toBe(200);
    expect((await owner(uniqueEmail('colleague'), ['ruth.ng+x@example.com', ' RUTH.NG@EXAMPLE.COM '])).status).toBe(200);
    expect(await queuedTo('ruth.ng@example.com')).toEqual({ report_confirmation: 1 });
    // Not a Gmail domain: the dots are the address, so ruthng@example.com is another mailbox.
    expect((await owner('ruthng@example.com')).status).toBe(200);
    expect(await queuedTo('ruthng@example.com')).toEqual({ report_confirmation: 1 });
  });
});

describe('the site’s daily cap on booking confirmations', () => {
  it('past the cap a booking stands, its visitor is not e-mailed, the agency e-mail says why, and staff read it', async () => {
    await backend.setClock('2026-12-21T07:00:00-08:00'); // Monday
    await backend.sql('update private.booking_settings set confirmations_per_day = 3');
    let token = await staffToken();
    const cap = async () => {
      const { data, error } = await backend.anon.rpc('dashboard_booking_mail_cap', { session_token: token });
      expect(error).toBeNull();
      return z.array(z.object({ sent: z.number(), cap: z.number(), held_back: z.number(), reached_at: z.string().nullable() })).parse(data);
    };
    expect(await cap()).toEqual([{ sent: 0, cap: 3, held_back: 0, reached_at: null }]);
    const slots = (await freeSlots()).slice(30, 35);
    const visitors = slots.map(() => uniqueEmail('visitor'));
    for (const [i, slot] of slots.entries()) expect((await bookFrom(slot, visitors[i]!, 'Ana Ruiz')).status).toBe(200);

    const confirmations = await backend.sql<{ status: string; last_error: string | null }>(
      "select status, last_error from private.lead_notifications where kind = 'booking_confirmation' order by created_at, recipient",
    );
    expect(confirmations.filter((row) => row.status === 'pending')).toHaveLength(3);
    expect(confirmations.filter((row) => row.status === 'skipped').map((row) => row.last_error)).toEqual([
      expect.stringMatching(/^Not sent: the site had sent its daily cap of booking confirmations/),
      expect.stringMatching(/^Not sent: the site had sent its daily cap of booking confirmations/),
    ]);
    expect(await cap()).toEqual([{ sent: 3, cap: 3, held_back: 2, reached_at: expect.any(String) }]);
    // Without a session, nothing.
    expect((await backend.anon.rpc('dashboard_booking_mail_cap', { session_token: 'not-a-session' })).error).not.toBeNull();

    await backend.deliverNotifications({ only: 'leads' });
    const agency = backend.inbox!.messages({ to: 'leads@localhost.test' }).filter((mail) => mail.subject.startsWith('Call booked: Ana Ruiz'));
    expect(agency.filter((mail) => mail.text!.includes('the site has sent its daily cap of booking confirmations'))).toHaveLength(2);
    for (const visitor of visitors.slice(3)) expect(backend.inbox!.messages({ to: visitor })).toEqual([]);

    // A day later the cap has room again.
    await backend.setClock('2026-12-22T07:01:00-08:00');
    token = await staffToken();
    expect((await bookFrom((await freeSlots())[40]!, uniqueEmail('visitor'), 'Ana Ruiz')).status).toBe(200);
    expect(await cap()).toEqual([{ sent: 1, cap: 3, held_back: 0, reached_at: null }]);
  });
});

/** Names the one name rule refuses (a CR/LF once reached the agency e-mail's Subject). */
const BAD_NAMES = [
  ['a CR/LF', 'Eve Attacker\r\nATTENDEE;CN=Boss:mailto:boss@agency.test'],
  ['a tab inside', 'Eve\tAttacker'],
  ['a line separator', 'Eve\u2028Attacker'],
  ['a right-to-left override', 'Eve \u202Ekcatta'],
  ['an isolate', 'Eve \u2067Attacker'],
  ['a Hangul filler', 'Eve\u3164Lee'],
  ['a Hangul choseong filler', 'Eve\u115FLee'],
  ['a Hangul jungseong filler', 'Eve\u1160Lee'],
  ['a half-width Hangul filler', 'Eve\uFFA0Lee'],
  ['tag characters', 'Eve\u{E0041}\u{E0042}Lee'],
  ['a stack of combining marks', 'Eve Z\u0301\u0302\u0303\u0304algo'],
] as const;

/** Addresses the one address rule refuses. */
const BAD_ADDRESSES = [
  ['a mailto: query', 'quinn@q.test?subject=Urgent&cc=boss%40agency.test'],
  ['an ampersand', 'quinn&co@example.com'],
  ['an equals sign', 'quinn=1@example.com'],
  ['a percent sign', 'quinn%40x@example.com'],
  ['a leading dot', '.quinn@example.com'],
  ['a trailing dot in the local part', 'quinn.@example.com'],
  ['two dots in a row', 'quinn..doe@example.com'],
  ['an empty label', 'quinn@example..com'],
  ['a leading dot in the domain', 'quinn@.example.com'],
  ['a trailing-dot domain', 'quinn@example.com.'],
  ['a dash-only label', 'quinn@--.example.com'],
  ['a label ending in a hyphen', 'quinn@example-.com'],
  ['full-width letters', 'ｑｕｉｎｎ@example.com'],
  ['a Unicode domain', 'quinn@bücher.de'],
  ['a local part of 65 characters', `${'q'.repeat(65)}@example.com`],
] as const;

/** Every write that takes a name or an address, as anon sends it; each answers status and message. */
async function everyDoor(name: string, email: string) {
  const answer = async (write: PromiseLike<{ status: number; error: { message: string } | null }>) => {
    const { status, error } = await write;
    return [status, error?.message ?? null];
  };
  const partial = randomUUID();
  await backend.sql(
    "insert into public.lsg_leads (id, name, email, lead_type, created_at) values ($1, 'Partial Person', 'partial@example.com', 'contact_partial', private.clock_now() - interval '1 minute')",
    [partial],
  );
  const slot = (await freeSlots())[0]!;
  return {
    lsg_leads: await answer(backend.anon.from('lsg_leads').insert({ name, email, lead_type: 'contact' })),
    leads: await answer(backend.anon.from('leads').insert({ name, email })),
    book_consultation: await answer(backend.anon.rpc('book_consultation', { booking_id: randomUUID(), slot_start: slot, name, email } as never)),
    schedule_weekly_report: await answer(
      backend.anon.rpc('schedule_weekly_report', {
        lead_id: randomUUID(),
        name,
        email,
        website: 'https://ruiz.example/',
        report_day: 'monday',
        additional_emails: [],
        consent_version: REPORT_CONSENT.version,
      }),
    ),
    submit_privacy_request: await answer(backend.anon.rpc('submit_privacy_request', { request_id: randomUUID(), name, email, request_kind: 'know' })),
    complete_partial_lead: await answer(backend.anon.rpc('complete_partial_lead', { lead_id: partial, name, email })),
  };
}
const DOORS = ['lsg_leads', 'leads', 'book_consultation', 'schedule_weekly_report', 'submit_privacy_request', 'complete_partial_lead'];

describe('one name rule', () => {
  beforeEach(() => backend.setClock('2027-01-04T07:00:00-08:00'));

  it.each(BAD_NAMES)('refuses %s on every write that takes a name, and as a staff name', async (_label, name) => {
    const answers = await everyDoor(name, uniqueEmail('named'));
    expect(answers).toEqual(Object.fromEntries(DOORS.map((door) => [door, [400, NAME_CHARACTER_MESSAGE]])));
    const staff = await backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: name });
    expect([staff.status, staff.error?.message]).toEqual([400, NAME_CHARACTER_MESSAGE]);
    expect(hasReadableName(name)).toBe(false);
  });

  it('keeps the names people have: accents, Vietnamese decomposed, Persian with its joiner, emoji', async () => {
    for (const name of ['Ana García', 'Nguye\u0323\u0302n Va\u0306n A', 'می‌خواهم', 'Jo 👩‍💻', "Siobhán O'Brien"]) {
      await backend.sql('delete from private.bookings');
      await backend.sql('delete from private.rate_buckets');
      const answers = await everyDoor(name, uniqueEmail('named'));
      expect(Object.values(answers).map(([status]) => status), name).toEqual([201, 201, 200, 200, 204, 200]);
      expect(hasReadableName(name)).toBe(true);
    }
  });
});

describe('one address rule', () => {
  beforeEach(() => backend.setClock('2027-01-04T07:00:00-08:00'));

  it.each(BAD_ADDRESSES)('refuses %s on every write that takes an address', async (_label, email) => {
    expect(await everyDoor('Quinn Doe', email)).toEqual(Object.fromEntries(DOORS.map((door) => [door, [400, 'Please enter a valid email address']])));
    const newsletter = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: email });
    expect([newsletter.status, newsletter.error?.message]).toEqual([400, 'Please enter a valid email address.']);
    const extra = await backend.anon.rpc('schedule_weekly_report', {
      lead_id: randomUUID(),
      name: 'Quinn Doe',
      email: uniqueEmail('owner'),
      website: 'https://ruiz.example/',
      report_day: 'monday',
      additional_emails: [email],
      consent_version: REPORT_CONSENT.version,
    });
    expect([extra.status, extra.error?.message]).toEqual([400, 'Please enter a valid email address for each additional recipient.']);
    expect(isValidEmail(email)).toBe(false);
  });

  it('keeps real addresses: an apostrophe, a +tag, subdomains, an xn-- domain', async () => {
    for (const email of ["o'brien@example.ie", 'first.last+tag@sub.example.com', 'ann@xn--bcher-kva.de', 'a_b-c@x-y.example']) {
      await backend.sql('delete from private.bookings');
      await backend.sql('delete from private.rate_buckets');
      const answers = await everyDoor('Quinn Doe', email);
      expect(Object.values(answers).map(([status]) => status), email).toEqual([201, 201, 200, 200, 204, 200]);
    }
  });
});

/** Pieces on the address rule's edges. */
const ADDRESS_PIECES = ['a', 'Z', '0', '.', '..', '-', '--', '_', '+', "'", '?', '&', '=', '%', '#', '!', '/', '{', '|', '~', '`', '@', 'xn--', 'ｑ', 'ü', ' ', '\u200B', '\u202E', 'example', 'com', 'gmail.com'];
const address = fc.oneof(
  fc.emailAddress(),
  fc.array(fc.constantFrom(...ADDRESS_PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.array(fc.constantFrom(...ADDRESS_PIECES), { maxLength: 6 }), fc.array(fc.constantFrom(...ADDRESS_PIECES), { maxLength: 6 }))
    .map(([local, domain]) => `${local.join('')}@${domain.join('')}.com`),
);
const NAME_PIECES = ['Ann', ' ', 'é', 'e\u0301', '\u0301', '\u0302', '\u0303', '\u1DC0', '\u20D0', '\uFE20', '\r', '\n', '\t', '\u2028', '\u202E', '\u2066', '\u200D', '\u200C', '\u3164', '\uFFA0', '\u115F', '\u00AD', '\u{E0041}', '\u{E007F}', '😀', '李', 'م'];
const personName = fc.oneof(fc.array(fc.constantFrom(...NAME_PIECES), { minLength: 1, maxLength: 10 }).map((parts) => parts.join('')), fc.string({ unit: 'grapheme', maxLength: 20 }));

describe('the TypeScript rules and the database agree', () => {
  it('on a generated sample of addresses and names', async () => {
    const addresses = fc.sample(address, { numRuns: 1500, seed: 59 });
    const names = fc.sample(personName, { numRuns: 1500, seed: 59 });
    const verdicts = await backend.sql<{ v: string; email: boolean }>('select v, private.is_valid_email(private.trim_space(v)) as email from unnest($1::text[]) v', [addresses]);
    expect(verdicts.filter((row) => row.email !== isValidEmail(row.v))).toEqual([]);
    expect(verdicts.filter((row) => row.email).length).toBeGreaterThan(50);
    const readable = await backend.sql<{ v: string; ok: boolean }>('select v, private.name_is_readable(private.trim_space(v)) as ok from unnest($1::text[]) v', [names]);
    expect(readable.filter((row) => row.ok !== hasReadableName(row.v))).toEqual([]);
    expect(readable.filter((row) => row.ok).length).toBeGreaterThan(100);
  });
});

describe('the canonical mailbox', () => {
  const canonical = async (values: string[]) =>
    (await backend.sql<{ v: string; c: string; cc: string }>('select v, private.canonical_mailbox(v) as c, private.canonical_mailbox(private.canonical_mailbox(v)) as cc from unnest($1::text[]) v', [values]));

  it('is idempotent, folds the variants of one mailbox, and never folds two different non-Gmail local parts', async () => {
    const valid = fc.sample(fc.emailAddress().filter(isValidEmail), { numRuns: 800, seed: 59 });
    const rows = await canonical(valid);
    for (const row of rows) expect(row.cc, row.v).toBe(row.c);

    // Variants of each address: case, space around, a +tag, a trailing dot; Gmail's dots and googlemail.com.
    const variants = valid.flatMap((one) => {
      const [local, domain] = [one.slice(0, one.lastIndexOf('@')), one.slice(one.lastIndexOf('@') + 1)];
      return [one.toUpperCase(), ` ${one}\t`, `${local}+tag@${domain}`, `${one}.`];
    });
    const folded = await canonical(variants);
    for (const [i, row] of folded.entries()) expect(row.c, row.v).toBe(rows[Math.floor(i / 4)]!.c);
    const gmail = await canonical(['quinndoe@gmail.com', 'Quinn.Doe@gmail.com', 'q.u.i.n.n.d.o.e+x@googlemail.com', 'QUINNDOE@GMAIL.COM.']);
    expect(new Set(gmail.map((row) => row.c))).toEqual(new Set([MAILBOX]));

    // Two non-Gmail addresses fold together only when their lower-cased local parts before + and their domains are equal.
    const key = (value: string) => {
      const at = value.trim().lastIndexOf('@');
      return `${value.trim().slice(0, at).split('+')[0]!.toLowerCase()}@${value.trim().slice(at + 1).toLowerCase().replace(/\.$/, '')}`;
    };
    const others = rows.filter((row) => !/@(gmail|googlemail)\.com$/i.test(row.v));
    const byCanonical = new Map<string, Set<string>>();
    for (const row of others) byCanonical.set(row.c, (byCanonical.get(row.c) ?? new Set()).add(key(row.v)));
    for (const [mailbox, keys] of byCanonical) expect([...keys], mailbox).toHaveLength(1);
  });
});
