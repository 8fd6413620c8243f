import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_NESTING } from '../../supabase/local/request-guards';
import { startTestBackend, type TestBackend } from './support/backend';
import { FUZZ_TIMEOUT_MS, fuzzCases, fuzzCounter } from './support/fuzz';

/**
 * Property-based checks of the gateway's query-string guard (fast-check), as fuzz-write-paths does
 * for bodies: whatever PostgREST grammar a stranger strings together in a URL (JSON paths, nested
 * logic, embedded resources, quotes, casts, percent escapes, broken UTF-8), nested to any depth,
 * the answer is a success or a clear 4xx, never a 5xx, and the gateway keeps answering.
 * docs/decisions/0027-local-backend-host-and-origin.md
 */
let backend: TestBackend;
let port: number;
beforeAll(async () => {
  backend = await startTestBackend();
  port = Number(new URL(backend.url).port);
});
afterAll(() => backend?.stop());

const fuzzed = fuzzCounter('query strings');

/** The pieces of PostgREST's query grammar, and what breaks grammars. */
const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('details', 'id', 'email', 'name', 'lead_type', 'created_at', 'a', 'b', '0', '*', 'nope') },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '->',
      '->>',
      '(',
      ')',
      ',',
      '.',
      ':',
      '::text',
      '::jsonb',
      '::int',
      '"',
      '\\',
      '!inner',
      '...',
      '-',
      '+',
      ' ',
      '{',
      '}',
      '[',
      ']',
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'eq.',
      'neq.',
      'gt.',
      'in.(',
      'is.null',
      'is.true',
      'not.',
      'like.',
      'ilike.',
      'match.',
      'cs.{',
      'cd.[',
      'fts.',
      'plfts(english).',
      'or=(',
      'and(',
      'or(',
      'desc',
      'nullsfirst',
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom('%', '%00', '%28', '%29', '%2D%3E', '%ED%A0%80', '%FF', '%C3', '%E2%80%AE', '%0A', '&', '=', '#') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constantFrom('99999999999999999999999', '-1', '1e400', 'NaN')).map(String) },
);
const text = fc.array(token, { maxLength: 24 }).map((parts) => parts.join(''));
/** Nesting on either side of the cap, and far past it. */
const depth = fc.oneof(fc.integer({ min: 0, max: MAX_QUERY_NESTING + 4 }), fc.integer({ min: 0, max: 600 }));
const deepPath = fc.tuple(depth, fc.constantFrom('->a', '->0', "->'a'", '->>a')).map(([steps, step]) => `details${step.repeat(steps)}`);
const deepLogic = fc
  .tuple(depth, fc.constantFrom('and(', 'or(', 'not.and(', 'not.or('), fc.constantFrom('id.is.null', 'details->a.eq.1', 'name.eq."a(b,c)"'))
  .map(([levels, open, leaf]) => `(${open.repeat(levels)}${leaf}${')'.repeat(levels)})`);
const deepEmbed = depth.map((levels) => `id,${'lsg_leads('.repeat(levels)}id${')'.repeat(levels)}`);

const key = fc.oneof(
  fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'columns', 'on_conflict', 'id', 'details->a', 'email'),
  deepPath,
  text,
);
const value = fc.oneof(
  text,
  deepPath,
  deepLogic,
  deepEmbed,
  deepPath.map((path) => `eq.${path}`),
);
const query = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.map(([name, content]) => `${name}=${content}`).join('&'));

/** Characters a request line may not carry are escaped; everything else goes as generated. */
const onTheWire = (text: string) => text.replace(/[^\u0021-\u007e]/g, (char) => encodeURIComponent(char)).replace(/#/g, '%23');

function get(path: string, apikey: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((settle, fail) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers: { apikey, Prefer: 'count=exact' } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => settle({ status: reply.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}

describe('generated query strings never break the gateway', () => {
  it(
    'any PostgREST grammar, nested to any depth, on tables and functions: an answer under 500',
    async () => {
      const target = fc.constantFrom('/rest/v1/lsg_leads', '/rest/v1/leads', '/rest/v1/rpc/dashboard_login_attempts_left', '/rest/v1/nope', '/rest/v1/');
      const role = fc.constantFrom('anon', 'service');
      const method = fc.constantFrom('GET', 'GET', 'HEAD', 'DELETE', 'PATCH');
      await fc.assert(
        fc.asyncProperty(target, query, role, method, async (path, search, who, verb) => {
          fuzzed.total += 1;
          // Writes only as anon: row-level security lets anon change nothing, so the database stays as it is.
          const apikey = who === 'service' && (verb === 'GET' || verb === 'HEAD') ? backend.serviceRoleKey : backend.anonKey;
          const url = `${path}?${onTheWire(search)}`;
          const answer = await get(url, apikey, verb);
          expect(answer.status, `${verb} ${url.slice(0, 600)} as ${who}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        fuzzCases,
      );
      const alive = await get('/rest/v1/lsg_leads?select=id&limit=1', backend.serviceRoleKey);
      expect(alive.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
