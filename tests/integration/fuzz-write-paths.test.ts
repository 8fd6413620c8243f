import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPayloadSchema } from '../../supabase/functions/_shared/lead-payload';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * Property-based checks of every anonymous write path and of the gateway (fast-check): whatever
 * field values, nesting, sizes and encodings a stranger sends, the answer is a success or a clear
 * 4xx, never a 5xx or a hang, and a row either lands whole or not at all. A failing case is shrunk
 * to its smallest form and printed with the seed to replay it.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

const RUNS = Number(process.env.FUZZ_RUNS) || 60;
// Replay a failure with the seed and path it printed: FUZZ_SEED=-123 FUZZ_PATH=24 npm run test:integration -- fuzz
const replay = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {};
const cases = { numRuns: RUNS, endOnFailure: true, ...replay };
const TIMEOUT_MS = 30_000 + RUNS * 400;
let total = 0;
afterAll(() => console.log(`fuzz: ${total} generated requests across the write paths and the gateway`));

/** Text as strangers send it: any code point, lone surrogates, NUL, edge white space, and long runs. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
        fc.constantFrom('\u0000', ' ', '\t', '\u00a0', '\u200b', '@', '.', '"', "'", '\\', '%', '😀', 'é'),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join('')),
  fc.nat({ max: 6000 }).map((length) => 'x'.repeat(length)),
);
/** Mostly plausible e-mails, so the generated leads get past the first rule often enough to test the rest. */
const email = fc.oneof(
  fc.emailAddress(),
  fc.tuple(hostileText, fc.domain()).map(([local, domain]) => `${local}@${domain}`),
  hostileText,
);
const leadType = fc.constantFrom('contact', 'newsletter', 'url_test', 'contact_partial', 'vip', '');
const jsonDeep = fc.integer({ min: 1, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);

const lead = fc.record({
  name: fc.option(hostileText),
  email,
  phone: fc.option(hostileText),
  website: fc.option(hostileText),
  message: fc.option(hostileText),
  service: fc.option(hostileText),
  lead_type: leadType,
});

const leadsWithId = async (id: string) => (await backend.sql<{ id: string }>('select id from public.lsg_leads where id = $1', [id])).length;

describe('generated input never breaks a write path', () => {
  it(
    'lead inserts: 201 or a 4xx, the row whole or absent, and what the form accepts always lands',
    async () => {
      await fc.assert(
        fc.asyncProperty(lead, fc.boolean(), async (values, asTheFormSends) => {
          total += 1;
          const id = randomUUID();
          // Half the cases go through the lead function's schema first, as the site does; what it accepts must land.
          const parsed = asTheFormSends ? leadPayloadSchema.safeParse(values) : null;
          const row = parsed?.success ? { ...values, ...parsed.data, honeypot: undefined, lead_type: 'contact' } : values;
          const { status, error } = await backend.anon.from('lsg_leads').insert({ ...row, id } as never);
          expect(status === 201 || (status >= 400 && status < 500), `status ${status}: ${error?.message}`).toBe(true);
          expect(await leadsWithId(id)).toBe(status === 201 ? 1 : 0);
          if (parsed?.success) expect(status, `the form accepted it but the database said: ${error?.message}`).toBe(201);
        }),
        cases,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'completing a partial lead: either every field changes or none does',
    async () => {
      await fc.assert(
        fc.asyncProperty(lead, fc.option(fc.oneof(jsonDeep, fc.jsonValue({ maxDepth: 4 }))), async (values, details) => {
          total += 1;
          const id = randomUUID();
          await backend.service.from('lsg_leads').insert({ id, name: 'Partial Person', email: 'partial@example.com', lead_type: 'contact_partial' });
          const before = await backend.sql('select * from public.lsg_leads where id = $1', [id]);
          const { status, error } = await backend.anon.rpc('complete_partial_lead', {
            lead_id: id,
            name: values.name as string,
            email: values.email,
            phone: values.phone ?? undefined,
            website: values.website ?? undefined,
            message: values.message ?? undefined,
            details: details as never,
          });
          expect(status < 500, `status ${status}: ${error?.message}`).toBe(true);
          const [after] = await backend.sql<{ lead_type: string; email: string }>('select * from public.lsg_leads where id = $1', [id]);
          if (error) expect([after]).toEqual(before);
          else expect(after!.lead_type).toBe('contact_complete');
        }),
        cases,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the lead function: 200, 400 or 429 for any JSON body, never a 5xx',
    async () => {
      const body = fc.oneof(
        lead.map((values) => JSON.stringify(values)),
        fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
        jsonDeep.map((value) => JSON.stringify({ name: 'Deep Person', email: 'deep@example.com', details: value })),
        fc.string({ unit: 'binary', maxLength: 200 }),
      );
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          total += 1;
          const response = await fetch(`${backend.url}/functions/v1/handle-lead-submission`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
            body: text,
          });
          expect([200, 400, 429], `status ${response.status}: ${await response.clone().text()}`).toContain(response.status);
          expect(await response.json()).toBeTypeOf('object');
        }),
        cases,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the gateway: any bytes, size and nesting at any path get an answer under 500, and it keeps answering',
    async () => {
      const path = fc.constantFrom(
        '/rest/v1/lsg_leads',
        '/rest/v1/leads',
        '/rest/v1/rpc/add_newsletter_subscriber',
        '/rest/v1/rpc/complete_partial_lead',
        '/rest/v1/nope',
      );
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 2000 }),
        jsonDeep.map((value) => new TextEncoder().encode(JSON.stringify({ details: value }))),
        fc.constantFrom(1024 * 1024 + 1, 200_000).map((length) => new Uint8Array(length).fill(0x5b)),
        lead.map((values) => new TextEncoder().encode(JSON.stringify(values))),
      );
      const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/csv', '');
      await fc.assert(
        fc.asyncProperty(path, bytes, contentType, async (target, body, type) => {
          total += 1;
          const response = await fetch(`${backend.url}${target}`, {
            method: 'POST',
            headers: {
              apikey: backend.anonKey,
              Authorization: `Bearer ${backend.anonKey}`,
              ...(type ? { 'Content-Type': type } : {}),
              Prefer: 'return=minimal',
            },
            body,
          });
          await response.arrayBuffer();
          expect(
            response.status,
            `${target} with ${body.byteLength} bytes of ${type || 'no type'}: ${JSON.stringify(Buffer.from(body.slice(0, 400)).toString('latin1'))}`,
          ).toBeLessThan(500);
        }),
        cases,
      );
      const alive = await fetch(`${backend.url}/rest/v1/rpc/dashboard_login_attempts_left`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(alive.status).toBe(200);
    },
    TIMEOUT_MS,
  );
});
