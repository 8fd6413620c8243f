import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@shared/field-rules';
import { REPORT_CONSENT } from '@shared/report-consent';
import { NAME_STRUCTURE_MESSAGE } from '@shared/text-checks';
import { WEBSITE_MESSAGE } from '@shared/website';
import { STAFF_NAME_MESSAGES } from '@/features/dashboard/lib/staff-name';
import type { Json } from '@/lib/api/database.types';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';
import { scheduleArgs } from './support/schedule';

/**
 * Issue 49, items 1, 4 and 5 (docs/decisions/0044-words-and-addresses-are-ours.md), through the API
 * as an attacker would call it: a website that is not a plain URL, an address a mail program reads
 * as more than one bare address, a staff name that looks blank or like a reserved one, a lead name
 * that is JSON, a note nobody can read: each refused with a 4xx and the site's words, and none of
 * it in any e-mail. NUL and half a surrogate pair in every text argument of every public RPC get
 * the site's message, never Postgres' text.
 */
let backend: TestBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend({ inbox: { capacity: 1000 } });
  const login = await import('@/features/dashboard/api/login');
  token = (await login.loginToDashboard(backend.dashboardPassword, 'Rule Tester'))!;
}, 120_000);
afterAll(() => backend?.stop());

/** What a stranger puts where a website belongs, to have it printed in the agency's e-mail. */
const BAD_WEBSITES = [
  ['a newline and a paragraph of their own', 'https://example.com/\n\nWIN A PRIZE: call 555-0100 or visit prize.evil.example'],
  ['a value new URL rejects', 'https://exa mple.com/claim-your-prize'],
  ['a user name before the host', 'https://losangelesseogroup.com@prize.evil.example'],
  ['a right-to-left override', 'https://example.com/\u202Etxt.exe'],
] as const;

/** A weekly report schedule's call (schedule_weekly_report) with this website and these other recipients, as sent by the public key. */
function reportSchedule(website: string, additional: Json[] = []) {
  return scheduleArgs({ email: uniqueEmail('owner'), website, additional_emails: additional as string[] });
}

/** Every e-mail the outbox holds or the inbox received, as text. */
async function everyEmail(): Promise<string> {
  await backend.deliverNotifications();
  const payloads = await backend.sql<{ payload: string }>('select payload::text as payload from private.lead_notifications');
  const inbox = backend.inbox!.messages({}).map((mail) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`);
  return [...payloads.map((row) => row.payload), ...inbox].join('\n');
}

describe('a website that is not a plain URL', () => {
  it.each(BAD_WEBSITES)('with %s is refused everywhere with the form’s words, and appears in no e-mail', async (_label, website) => {
    const leads = [
      backend.anon.from('lsg_leads').insert({ name: 'Ana Ruiz', email: uniqueEmail(), website, lead_type: 'contact' }),
      backend.anon.from('leads').insert({ name: 'Ana Ruiz', email: uniqueEmail(), website }),
      backend.anon.rpc('schedule_weekly_report', reportSchedule(website, [uniqueEmail('stranger')])),
    ];
    for (const [index, write] of leads.entries()) {
      const { status, error } = await write;
      expect(status, `write ${index}`).toBe(400);
      expect(error?.message, `write ${index}`).toBe(WEBSITE_MESSAGE);
    }
    // Completing a partial schedule with it is refused the same way.
    const partial = { id: randomUUID(), name: 'Ana Ruiz', email: uniqueEmail('owner'), website: 'https://ruiz.example/', lead_type: 'report_scheduler_partial' };
    expect((await backend.anon.from('lsg_leads').insert(partial)).error).toBeNull();
    const completed = await backend.anon.rpc('schedule_weekly_report', { ...reportSchedule(website), partial_lead_id: partial.id, email: partial.email });
    expect(completed.error?.message).toBe(WEBSITE_MESSAGE);
    // Not even the service role stores it in a subscription.
    await expect(
      backend.sql(
        `insert into private.report_subscriptions (lead_id, created_at, website, report_day, consent_version, consent_text, consented_at)
           values ($1, now(), $2, 'monday', $3, 'x', now())`,
        [partial.id, website, REPORT_CONSENT.version],
      ),
    ).rejects.toThrow(/report_subscriptions_website_shape/);
    const mail = await everyEmail();
    expect(mail).not.toContain('prize.evil.example');
    expect(mail).not.toContain('555-0100');
    expect(mail).not.toContain('\u202E');
  });

  it('a plain one is stored and named in the confirmation by its scheme and host only', async () => {
    const lead = reportSchedule('https://ruiz.example/services?utm_source=x');
    expect((await backend.anon.rpc('schedule_weekly_report', lead)).error).toBeNull();
    await backend.deliverNotifications();
    const [mail] = backend.inbox!.messages({ to: lead.email });
    expect(mail?.subject).toContain('ruiz.example');
    expect(mail?.text).not.toContain('utm_source');
  });
});

/** Addresses a mail provider would read as a name of the sender's choosing, a list, or reversed text. */
const BAD_ADDRESSES = [
  ['a display name in angle brackets', 'Your Bank <victim@example.com>'],
  ['bare angle brackets', '<victim@example.com>'],
  ['a quoted local part', '"victim"@example.com'],
  ['a comma list', 'victim@example.com,other@example.com'],
  ['a semicolon list', 'victim@example.com;other@example.com'],
  ['a right-to-left override', 'moc.elpmaxe@\u202Evictim.com'],
  ['a left-to-right mark', 'victim\u200E@example.com'],
  ['an isolate', 'victim@exam\u2066ple.com'],
  ['a control character', 'victim\u0007@example.com'],
  ['a zero-width space', 'vic\u200Btim@example.com'],
] as const;

describe('one strict address rule', () => {
  it.each(BAD_ADDRESSES)('refuses %s on every path that takes an address', async (_label, address) => {
    const lead = await backend.anon.from('lsg_leads').insert({ name: 'Ana Ruiz', email: address, lead_type: 'contact' });
    expect([lead.status, lead.error?.message]).toEqual([400, 'Please enter a valid email address']);
    const legacy = await backend.anon.from('leads').insert({ name: 'Ana Ruiz', email: address });
    expect([legacy.status, legacy.error?.message]).toEqual([400, 'Please enter a valid email address']);
    const newsletter = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: address });
    expect([newsletter.status, newsletter.error?.message]).toEqual([400, 'Please enter a valid email address.']);
    const report = await backend.anon.rpc('schedule_weekly_report', reportSchedule('https://ruiz.example/', [address]));
    expect([report.status, report.error?.message]).toEqual([400, 'Please enter a valid email address for each additional recipient.']);
    expect(await backend.sql('select 1 from private.report_recipients where email = $1', [address])).toEqual([]);
  });

  it.each([
    ['a nested list', [['victim@example.com']]],
    ['an object', [{ to: 'victim@example.com' }]],
    ['a number', [42]],
    ['a null', [null]],
    ['a list of two', [['victim@example.com', 'other@example.com']]],
  ])('refuses %s where an additional address belongs, with a 400 and the form’s words', async (_label, additional) => {
    const { status, error } = await backend.anon.rpc('schedule_weekly_report', reportSchedule('https://ruiz.example/', additional));
    expect([status, error?.message]).toEqual([400, 'Please enter a valid email address for each additional recipient.']);
  });

  it('refuses a JSON list sent as the address itself', async () => {
    // Ill-typed on purpose: what a caller without the app's types can send.
    const lead = { name: 'Ana Ruiz', email: ['victim@example.com'], lead_type: 'contact' };
    const { status, error } = await backend.anon.from('lsg_leads').insert(lead as never);
    expect([status, error?.message]).toEqual([400, 'Please enter a valid email address']);
  });
});

describe('names and notes', () => {
  const login = (staffName: string) => backend.anon.rpc('validate_dashboard_password', { input_password: backend.dashboardPassword, staff_name: staffName });

  it.each([
    ['a Hangul filler', 'Ann\u3164Lee', STAFF_NAME_MESSAGES.hidden],
    ['a braille blank', 'Ann\u2800', STAFF_NAME_MESSAGES.hidden],
    ['a choseong filler', '\u115FAnn', STAFF_NAME_MESSAGES.hidden],
    ['a half-width filler', 'Ann\uFFA0', STAFF_NAME_MESSAGES.hidden],
    ['a jungseong filler', 'Ann\u1160Lee', STAFF_NAME_MESSAGES.hidden],
    ['a combining grapheme joiner in a reserved name', 'Sta\u034Fff', STAFF_NAME_MESSAGES.hidden],
    ['a byte-order mark', 'Ann\uFEFFLee', STAFF_NAME_MESSAGES.hidden],
    ['only fillers', '\u3164\u3164', STAFF_NAME_MESSAGES.blank],
    ['only a braille blank', '\u2800\u2800', STAFF_NAME_MESSAGES.blank],
    ['a full-width reserved name', 'ＳＴＡＦＦ', STAFF_NAME_MESSAGES.reserved('Staff')],
    ['a reserved name with a joiner', 'Visi\u200Dtor', STAFF_NAME_MESSAGES.reserved('Visitor')],
    ['a full-width reserved name in small letters', 'ｓｙｓｔｅｍ', STAFF_NAME_MESSAGES.reserved('System')],
  ])('a staff name with %s is refused with a 400 and its words', async (_label, name, message) => {
    const { status, error } = await login(name);
    expect([status, error?.message]).toEqual([400, message]);
  });

  it.each([
    ['an empty list', []],
    ['an empty object', {}],
    ['an object', { a: 1 }],
    ['a list of numbers', [1, 2]],
    ['a list as text', '[]'],
    ['an object as text', '{"a":1}'],
  ])('a lead name that is %s is refused with a 400 and the form’s words', async (_label, name) => {
    const lead = { name, email: uniqueEmail(), lead_type: 'contact' };
    const { status, error } = await backend.anon.from('lsg_leads').insert(lead as never);
    expect([status, error?.message]).toEqual([400, NAME_STRUCTURE_MESSAGE]);
    const partial = await backend.anon.rpc('complete_partial_lead', { lead_id: randomUUID(), name: name as string, email: uniqueEmail() });
    expect(partial.status).toBeLessThan(500);
  });

  it.each([
    ['a byte-order mark', '\uFEFF'],
    ['zero-width characters', '\u200B\u200C\u200D\u2060'],
    ['fillers and spaces', ' \u3164 \u2800 '],
    ['a soft hyphen and a grapheme joiner', '\u00AD\u034F'],
  ])('a note of only %s is refused by the form and by the database', async (_label, body) => {
    const { data: lead } = await backend.service.from('lsg_leads').insert({ name: 'Noted Lead', email: uniqueEmail(), lead_type: 'contact' }).select('id').single();
    const notes = await import('@/features/dashboard/api/add-lead-note');
    await expect(notes.addLeadNote(token, lead!.id, body)).rejects.toThrow('A note needs some text.');
    const { status, error } = await backend.anon.rpc('dashboard_add_lead_note', { session_token: token, lead_id: lead!.id, body });
    expect([status, error?.message]).toEqual([400, 'A note needs some text.']);
    const added = await backend.anon.rpc('dashboard_add_lead_note', { session_token: token, lead_id: lead!.id, body: 'Called back' });
    const edited = await backend.anon.rpc('dashboard_edit_lead_note', { session_token: token, note_id: (added.data as { id: string }).id, body });
    expect([edited.status, edited.error?.message]).toEqual([400, 'A note needs some text.']);
  });
});

/** A harmless value of each argument type, so that only the text under test is wrong. */
function sampleOf(type: string): unknown {
  switch (type) {
    case 'uuid':
      return randomUUID();
    case 'integer':
      return 1;
    case 'boolean':
      return false;
    case 'timestamp with time zone':
      return new Date().toISOString();
    case 'date':
      return '2026-11-02';
    case 'jsonb':
      return { note: 'x' };
    case 'text[]':
      return ['x'];
    default:
      return 'x';
  }
}

/** The same value with `bad` inside every string it holds. */
function spoiled(type: string, bad: string): unknown {
  if (type === 'text') return `a${bad}b`;
  if (type === 'text[]') return [`a${bad}b`];
  if (type === 'jsonb') return { note: `a${bad}b` };
  return undefined;
}

describe('text Postgres cannot hold, in every text argument of every public RPC', () => {
  it('the database and the generated types name the same RPCs', async () => {
    const { readFileSync } = await import('node:fs');
    const types = readFileSync('src/lib/api/database.types.ts', 'utf8');
    const block = types.slice(types.indexOf('    Functions: {'), types.indexOf('    Enums: {'));
    const typed = [...block.matchAll(/^ {6}(\w+): \{/gm)].map((match) => match[1]).sort();
    const rpcs = await backend.sql<{ name: string }>("select p.proname as name from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1");
    expect(typed).toEqual(rpcs.map((row) => row.name).sort());
  });

  it.each([
    ['a NUL', '\u0000'],
    ['a lone high surrogate', '\uD83D'],
    ['a lone low surrogate', '\uDE00'],
  ])('%s is answered 400 with the site’s message, whoever calls and whatever the RPC', async (_label, bad) => {
    const rpcs = await backend.sql<{ name: string; args: string[] | null; types: string[] }>(
      `select p.proname as name, p.proargnames as args,
              array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) t) as types
         from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
    );
    let calls = 0;
    for (const rpc of rpcs) {
      const args = rpc.args ?? [];
      for (const [index, arg] of args.entries()) {
        const type = rpc.types[index]!;
        const value = spoiled(type, bad);
        if (value === undefined) continue;
        const body = Object.fromEntries(args.map((name, i) => [name, i === index ? value : sampleOf(rpc.types[i]!)]));
        for (const client of [backend.anon, backend.service]) {
          const { status, error } = await client.rpc(rpc.name as 'add_newsletter_subscriber', body as { subscriber_email: string });
          expect([status, error?.message], `${rpc.name}(${arg})`).toEqual([400, UNSTORABLE_TEXT_MESSAGE]);
          calls += 1;
        }
      }
    }
    // Every public RPC with a text argument was reached: far more than a handful.
    expect(calls).toBeGreaterThan(40);
  });

  it('a NUL in a GET call’s query string gets the same answer', async () => {
    const response = await fetch(`${backend.url}/rest/v1/rpc/dashboard_check_session?session_token=a%00b`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
