import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * One visitor action, one request, at most one lead (supabase/schemas/04_leads.sql; decision 0008):
 * an anonymous request stores one row per lead table or is refused with a clear 400 before anything
 * lands, and one that would store none is refused too; the database writes the legacy `leads` copy
 * the browser used to send in a request of its own, and the newsletter call writes everything.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(async () => {
  await backend.sql('delete from private.rate_buckets');
});

const HONEYPOT = { 'x-lead-honeypot': 'http://spam.example' };
const ONE_PER_REQUEST = 'Send one lead per request.';
const NO_LEAD = 'Send one lead per request, as a JSON object.';

/** A raw POST with the public key, as a script would send it. */
function post(path: string, body: string | unknown, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const count = async (sql: string, params: unknown[] = []) => (await backend.sql<{ n: number }>(sql, params))[0]!.n;
const stored = async (tag: string) => ({
  leads: await count('select count(*)::int as n from public.lsg_leads where email like $1', [`%@${tag}.example`]),
  legacy: await count('select count(*)::int as n from public.leads where email like $1', [`%@${tag}.example`]),
  notifications: await count('select count(*)::int as n from private.lead_notifications where lead_email like $1', [`%@${tag}.example`]),
});
const slotsTaken = () => count("select coalesce(sum(hits), 0)::int as n from private.rate_buckets where scope = 'lead_write'");
const nothing = { leads: 0, legacy: 0, notifications: 0 };

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toBe(message);
}

const popupLead = (tag: string, index = 0) => ({
  name: 'Array Script',
  email: `lead-${index}@${tag}.example`,
  message: 'Submitted via lead capture modal',
  service: 'General Inquiry',
  lead_type: 'contact',
});

describe('one anonymous request stores at most one row per lead table', () => {
  for (const size of [2, 500]) {
    it(`a ${size}-row array into lsg_leads stores nothing, queues no e-mail and answers 400 with the reason`, async () => {
      const tag = randomUUID();
      await expectRefused(
        await post(
          'lsg_leads',
          Array.from({ length: size }, (_, index) => popupLead(tag, index)),
        ),
        ONE_PER_REQUEST,
      );
      expect(await stored(tag)).toEqual(nothing);
      // The refused request's slot went with it.
      expect(await slotsTaken()).toBe(0);
    });

    it(`a ${size}-row array into the legacy leads table stores nothing and answers 400`, async () => {
      const tag = randomUUID();
      const rows = Array.from({ length: size }, (_, index) => ({ name: 'Array Script', email: `legacy-${index}@${tag}.example` }));
      await expectRefused(await post('leads', rows), ONE_PER_REQUEST);
      expect(await stored(tag)).toEqual(nothing);
    });
  }

  it('supabase-js gets the same refusal for an array insert', async () => {
    const tag = randomUUID();
    const { error, status } = await backend.anon.from('lsg_leads').insert([popupLead(tag, 1), popupLead(tag, 2)]);
    expect(status).toBe(400);
    expect(error?.message).toBe(ONE_PER_REQUEST);
    expect(await stored(tag)).toEqual(nothing);
  });

  for (const [label, body] of [
    ['an empty array', '[]'],
    ['a bare JSON string', '"x"'],
  ] as const) {
    for (const table of ['lsg_leads', 'leads']) {
      it(`${label} into ${table} answers 400 instead of a 201 that stored nothing`, async () => {
        const before = await count(`select count(*)::int as n from public.${table}`);
        await expectRefused(await post(table, body), NO_LEAD);
        expect(await count(`select count(*)::int as n from public.${table}`)).toBe(before);
      });
    }
  }

  it('a single lead still lands, with its legacy copy, and takes one slot', async () => {
    const tag = randomUUID();
    expect((await post('lsg_leads', popupLead(tag))).status).toBe(201);
    expect(await stored(tag)).toEqual({ leads: 1, legacy: 1, notifications: 1 });
    expect(await slotsTaken()).toBe(1);
    expect((await post('leads', { name: 'Legacy Writer', email: `direct@${tag}.example` })).status).toBe(201);
    expect(await slotsTaken()).toBe(2);
  });

  it('a honeypot request still answers success and stores nothing, one row, many or none', async () => {
    const tag = randomUUID();
    expect((await post('lsg_leads', popupLead(tag), HONEYPOT)).status).toBe(201);
    expect((await post('lsg_leads', [popupLead(tag, 1), popupLead(tag, 2)], HONEYPOT)).status).toBe(201);
    expect((await post('lsg_leads', '[]', HONEYPOT)).status).toBe(201);
    expect(
      (
        await post(
          'leads',
          [
            { name: 'Spam Bot', email: `a@${tag}.example` },
            { name: 'Spam Bot', email: `b@${tag}.example` },
          ],
          HONEYPOT,
        )
      ).status,
    ).toBe(201);
    expect(await stored(tag)).toEqual(nothing);
    expect(await slotsTaken()).toBe(0);
  });

  it('the service role may still store many rows at once (staff tools, imports)', async () => {
    const tag = randomUUID();
    const { error } = await backend.service.from('lsg_leads').insert([popupLead(tag, 1), popupLead(tag, 2), popupLead(tag, 3)]);
    expect(error).toBeNull();
    expect(await stored(tag)).toEqual({ leads: 3, legacy: 3, notifications: 3 });
  });

  it('the procedures write one lead per call: an array of calls is not a way round', async () => {
    // PostgREST 12 has no bulk call: an array body calls the function once, with its first object.
    const tag = randomUUID();
    for (const prefer of [{}, { Prefer: 'return=minimal, params=multiple-objects' }] as Record<string, string>[]) {
      const calls = [{ subscriber_email: `one@${tag}.example` }, { subscriber_email: `two@${tag}.example` }];
      expect((await post('rpc/add_newsletter_subscriber', calls, prefer)).status).toBe(204);
    }
    expect(await stored(tag)).toEqual({ leads: 1, legacy: 2, notifications: 1 });
    expect(await backend.sql('select email from public.newsletter_subscribers where email like $1', [`%@${tag}.example`])).toEqual([
      { email: `one@${tag}.example` },
    ]);

    const ids = [randomUUID(), randomUUID()];
    for (const id of ids)
      await backend.service.from('lsg_leads').insert({ id, name: 'Partial Person', email: `p@${tag}.example`, lead_type: 'contact_partial' });
    const completions = ids.map((id) => ({ lead_id: id, name: 'Bulk Completer', email: `p@${tag}.example` }));
    expect((await post('rpc/complete_partial_lead', completions)).status).toBe(200);
    expect(await backend.sql('select id, lead_type from public.lsg_leads where id = any($1) order by lead_type', [ids])).toEqual([
      { id: ids[0], lead_type: 'contact_complete' },
      { id: ids[1], lead_type: 'contact_partial' },
    ]);
  });
});

describe('the legacy copy is written by the database, in the same request', () => {
  const legacyById = (id: string) =>
    backend.sql<Record<string, unknown>>('select id, name, email, phone, website, message, service, lead_type from public.leads where id = $1', [id]);

  it('the pop-up lead (one insert, as the browser sends it) gets its legacy copy under the same id', async () => {
    const id = randomUUID();
    const email = uniqueEmail('popup');
    const { error } = await backend.anon.from('lsg_leads').insert({
      id,
      name: '  Maria Lopez ',
      email,
      phone: '(213) 555-0100',
      website: null,
      message: 'Submitted via lead capture modal',
      service: 'General Inquiry',
      lead_type: 'contact',
      source_path: '/',
    });
    expect(error).toBeNull();
    expect(await legacyById(id)).toEqual([
      {
        id,
        name: 'Maria Lopez',
        email,
        phone: '(213) 555-0100',
        website: '',
        message: 'Submitted via lead capture modal',
        service: 'General Inquiry',
        lead_type: null,
      },
    ]);
    expect(await slotsTaken()).toBe(1);

    const withSite = randomUUID();
    await backend.anon.from('lsg_leads').insert({ id: withSite, name: 'Maria Lopez', email, website: 'https://tacos.example', lead_type: 'contact' });
    expect((await legacyById(withSite))[0]).toMatchObject({ website: 'https://tacos.example', phone: null });
  });

  it('contact step 1 gets its partial copy under the same id, and completing the lead completes both', async () => {
    const id = randomUUID();
    const email = uniqueEmail('partial');
    const { error } = await backend.anon.from('lsg_leads').insert({
      id,
      name: 'Rosa Diaz',
      email,
      phone: null,
      message: 'Interested in Local SEO',
      service: 'Local SEO',
      lead_type: 'contact_partial',
    });
    expect(error).toBeNull();
    expect(await legacyById(id)).toEqual([
      { id, name: 'Rosa Diaz', email, phone: null, website: '', message: 'Interested in Local SEO', service: null, lead_type: 'contact_partial' },
    ]);
    const { data, error: completionError } = await backend.anon.rpc('complete_partial_lead', {
      lead_id: id,
      name: 'Rosa Díaz',
      email,
      phone: '310 555 0101',
      website: 'https://rosa.example',
      message: 'Please call me.',
    });
    expect(completionError).toBeNull();
    expect(data).toBe(true);
    expect((await legacyById(id))[0]).toMatchObject({
      name: 'Rosa Díaz',
      phone: '310 555 0101',
      website: 'https://rosa.example',
      message: 'Please call me.',
      lead_type: 'contact_complete',
    });
  });

  it('other lead types get no copy, and a flagged lead gets neither row', async () => {
    const ids = { complete: randomUUID(), plan: randomUUID(), bot: randomUUID() };
    await backend.anon.from('lsg_leads').insert({ id: ids.complete, name: 'Whole Lead', email: uniqueEmail(), lead_type: 'contact_complete' });
    await backend.anon.from('lsg_leads').insert({ id: ids.plan, name: 'Plan Lead', email: uniqueEmail(), lead_type: 'plan_application' });
    await backend.anon
      .from('lsg_leads')
      .insert({ id: ids.bot, name: 'Spam Bot', email: uniqueEmail(), lead_type: 'contact' })
      .setHeader('x-lead-honeypot', 'x');
    expect(await backend.sql('select id from public.leads where id = any($1)', [Object.values(ids)])).toEqual([]);
    expect(await backend.sql('select id from public.lsg_leads where id = $1', [ids.bot])).toEqual([]);
  });

  it('a browser still on the old script, whose own copy lands first, stores its lead all the same', async () => {
    const id = randomUUID();
    const email = uniqueEmail('old-script');
    expect((await post('leads', { id, name: 'Old Script', email, message: 'step 1', lead_type: 'contact_partial' })).status).toBe(201);
    expect((await post('lsg_leads', { id, name: 'Old Script', email, message: 'step 1', lead_type: 'contact_partial' })).status).toBe(201);
    expect(await count('select count(*)::int as n from public.leads where id = $1', [id])).toBe(1);
    expect(await count('select count(*)::int as n from public.lsg_leads where id = $1', [id])).toBe(1);
  });
});

describe('the newsletter is one call', () => {
  it('stores the subscriber, the newsletter lead and the legacy row, for one slot', async () => {
    const email = uniqueEmail('news');
    const { error, status } = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: ` ${email} ` });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await count('select count(*)::int as n from public.newsletter_subscribers where email = $1', [email])).toBe(1);
    expect(await backend.sql('select name, message, service, lead_type from public.lsg_leads where email = $1', [email])).toEqual([
      { name: 'Newsletter Subscriber', message: 'Newsletter subscription', service: 'Newsletter', lead_type: 'newsletter' },
    ]);
    expect(await backend.sql('select name, message, website, phone, service, lead_type from public.leads where email = $1', [email])).toEqual([
      { name: 'Newsletter Subscriber', message: 'Newsletter subscription', website: '', phone: null, service: null, lead_type: 'newsletter' },
    ]);
    expect(await slotsTaken()).toBe(1);
  });

  it('subscribing again succeeds quietly: a legacy row as before, no second lead or e-mail', async () => {
    const email = uniqueEmail('again');
    await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: email });
    const { error } = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: email.toUpperCase() });
    expect(error).toBeNull();
    expect(await count('select count(*)::int as n from public.lsg_leads where lower(email) = $1', [email])).toBe(1);
    expect(await count('select count(*)::int as n from public.leads where lower(email) = $1', [email])).toBe(2);
    expect(await count('select count(*)::int as n from private.lead_notifications where lower(lead_email) = $1', [email])).toBe(1);
  });

  for (const bad of ['', 'not-an-email', 'someone@localhost', 'two@@example.com']) {
    it(`refuses ${JSON.stringify(bad)} with a 400 and the reason, storing nothing`, async () => {
      const before = { leads: await count('select count(*)::int as n from public.leads'), lsg: await count('select count(*)::int as n from public.lsg_leads') };
      const { error, status } = await backend.anon.rpc('add_newsletter_subscriber', { subscriber_email: bad });
      expect(status).toBe(400);
      expect(error?.message).toBe('Please enter a valid email address.');
      expect({
        leads: await count('select count(*)::int as n from public.leads'),
        lsg: await count('select count(*)::int as n from public.lsg_leads'),
      }).toEqual(before);
    });
  }
});
