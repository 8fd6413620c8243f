import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * The per-address limits and the honeypot, kept by the database on every anonymous write path
 * (docs/decisions/0008-limits-in-the-database.md), probed the way a script would: raw HTTP with the
 * public key, and a forged address header on every request.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
beforeEach(async () => {
  await backend.sql('delete from private.rate_buckets');
});

let forged = 0;
/** Headers a script would send, with a different made-up address on every request. */
function scriptHeaders(extra: Record<string, string> = {}) {
  forged += 1;
  const address = `198.51.${Math.floor(forged / 250)}.${forged % 250}`;
  return {
    apikey: backend.anonKey,
    Authorization: `Bearer ${backend.anonKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
    'X-Forwarded-For': address,
    'X-Real-IP': address,
    ...extra,
  };
}

const post = (path: string, body: unknown, extra?: Record<string, string>) =>
  fetch(`${backend.url}/rest/v1/${path}`, { method: 'POST', headers: scriptHeaders(extra), body: JSON.stringify(body) });

const count = async (sql: string, params: unknown[] = []) => (await backend.sql<{ n: number }>(sql, params))[0]!.n;

async function withLimit(maxWrites: number, run: () => Promise<void>) {
  await backend.setWriteLimit('lead_write', maxWrites, 60);
  try {
    await run();
  } finally {
    await backend.setWriteLimit('lead_write', 100000, 600);
  }
}

describe('per-address limits on the anonymous write paths', () => {
  it('300 direct inserts from one address in a minute land at most the limit, forged X-Forwarded-For and X-Real-IP or not', async () => {
    const tag = randomUUID();
    await withLimit(25, async () => {
      const statuses: number[] = [];
      for (let batch = 0; batch < 3; batch += 1) {
        const replies = await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            post('lsg_leads', { name: 'Flood Script', email: `flood-${batch}-${index}@${tag}.example`, lead_type: 'contact' }),
          ),
        );
        statuses.push(...replies.map((reply) => reply.status));
        const refused = replies.find((reply) => reply.status === 429);
        if (refused) expect(((await refused.json()) as { message: string }).message).toMatch(/Too many submissions/);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(25);
      expect(statuses.filter((status) => status === 429)).toHaveLength(275);
    });
    expect(await count('select count(*)::int as n from public.lsg_leads where email like $1', [`%@${tag}.example`])).toBe(25);
    // Twelve times the limit, 100 at a time: 1,000 took about 10 s per engine and proved nothing more.
  }, 120_000);

  it('the legacy table and the procedures count against the same bucket', async () => {
    const tag = randomUUID();
    await withLimit(6, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post('leads', { name: 'Legacy Script', email: `legacy-${i}@${tag}.example` })).status);
      for (let i = 0; i < 4; i += 1) statuses.push((await post('rpc/add_newsletter_subscriber', { subscriber_email: `news-${i}@${tag}.example` })).status);
      const completion = await post('rpc/complete_partial_lead', { lead_id: randomUUID(), name: 'Someone', email: `c@${tag}.example` });
      statuses.push(completion.status);
      expect(statuses).toEqual([201, 201, 201, 201, 204, 204, 429, 429, 429]);
    });
    // Four direct legacy inserts, and the legacy row each stored subscription writes itself.
    expect(await count('select count(*)::int as n from public.leads where email like $1', [`%@${tag}.example`])).toBe(6);
    expect(await count('select count(*)::int as n from public.newsletter_subscribers where email like $1', [`%@${tag}.example`])).toBe(2);
  });

  it('20 concurrent writes at the boundary: exactly the limit passes', async () => {
    const tag = randomUUID();
    await withLimit(10, async () => {
      for (let i = 0; i < 7; i += 1)
        expect((await post('lsg_leads', { name: 'Warm Up', email: `warm-${i}@${tag}.example`, lead_type: 'contact' })).status).toBe(201);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, index) => post('lsg_leads', { name: 'Racer', email: `race-${index}@${tag}.example`, lead_type: 'contact' })),
      );
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
      expect(replies.filter((reply) => reply.status === 429)).toHaveLength(17);
    });
    expect(await count('select count(*)::int as n from public.lsg_leads where email like $1', [`race-%@${tag}.example`])).toBe(3);
  });

  it('a new window opens after the window, and buckets of one-off addresses are purged on their own', async () => {
    await backend.sql(
      `insert into private.rate_buckets (scope, address, window_start, hits)
       select 'lead_write', 'one-off-' || n, now() - interval '2 days', 1 from generate_series(1, 50) as n`,
    );
    await withLimit(1, async () => {
      expect((await post('lsg_leads', { name: 'First Write', email: uniqueEmail('window'), lead_type: 'contact' })).status).toBe(201);
      expect((await post('lsg_leads', { name: 'Second Write', email: uniqueEmail('window'), lead_type: 'contact' })).status).toBe(429);
      await backend.setClockOffset(61);
      try {
        expect((await post('lsg_leads', { name: 'Next Window', email: uniqueEmail('window'), lead_type: 'contact' })).status).toBe(201);
      } finally {
        await backend.setClockOffset(0);
      }
    });
    expect(await count("select count(*)::int as n from private.rate_buckets where address like 'one-off-%'")).toBe(0);
  });
});

describe('the honeypot, enforced by the database', () => {
  it('drops a flagged insert into either table with a quiet success, and counts nothing', async () => {
    const email = uniqueEmail('bot');
    const flagged = { 'x-lead-honeypot': 'http://spam.example' };
    expect((await post('lsg_leads', { name: 'Spam Bot', email, lead_type: 'contact' }, flagged)).status).toBe(201);
    expect((await post('leads', { name: 'Spam Bot', email }, flagged)).status).toBe(201);
    expect((await post('rpc/add_newsletter_subscriber', { subscriber_email: email }, flagged)).status).toBe(204);
    expect(await count('select count(*)::int as n from public.lsg_leads where email = $1', [email])).toBe(0);
    expect(await count('select count(*)::int as n from public.leads where email = $1', [email])).toBe(0);
    expect(await count('select count(*)::int as n from public.newsletter_subscribers where email = $1', [email])).toBe(0);
    expect(await count('select count(*)::int as n from private.rate_buckets')).toBe(0);
  });

  it('a flagged completion changes nothing', async () => {
    const id = randomUUID();
    const email = uniqueEmail('partial');
    expect((await post('lsg_leads', { id, name: 'Real Person', email, lead_type: 'contact_partial' })).status).toBe(201);
    const reply = await post('rpc/complete_partial_lead', { lead_id: id, name: 'Spam Bot', email: uniqueEmail('bot') }, { 'x-lead-honeypot': 'x' });
    expect(reply.status).toBe(200);
    expect(await backend.sql('select name, lead_type from public.lsg_leads where id = $1', [id])).toEqual([
      { name: 'Real Person', lead_type: 'contact_partial' },
    ]);
  });
});

describe('the address the limits trust', () => {
  it("is the gateway's: a forged X-Real-IP reaches the database replaced by the socket's address", async () => {
    await post('lsg_leads', { name: 'Address Probe', email: uniqueEmail('probe'), lead_type: 'contact' }, { 'X-Real-IP': '203.0.113.99' });
    expect(await backend.sql("select address from private.rate_buckets where scope = 'lead_write'")).toEqual([{ address: '127.0.0.1' }]);
  });
});
