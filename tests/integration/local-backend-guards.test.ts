import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUERY_NESTING } from '../../supabase/local/request-guards';
import { startTestBackend, type TestBackend } from './support/backend';

/**
 * Who may talk to the local backend (docs/decisions/0027-local-backend-host-and-origin.md): a Host
 * naming this machine at the gateway's own port, the inbox's changes as JSON from this machine, and
 * query strings nested no deeper than the cap. The site's own calls from another local origin (the
 * dev server, the test sites) stay allowed: the API is cross-origin by design.
 */
let backend: TestBackend;
let port: number;
beforeAll(async () => {
  backend = await startTestBackend({ inbox: true });
  port = Number(new URL(backend.url).port);
});
afterAll(() => backend?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request with exactly these headers (fetch would not send a Host of our choosing). */
function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; setHost?: boolean } = {}): Promise<Answer> {
  return new Promise((settle, fail) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, setHost: options.setHost ?? true },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => settle({ status: reply.statusCode ?? 0, headers: reply.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('error', fail);
    outgoing.end(options.body);
  });
}

const email = (to: string) => ({ from: 'site@localhost.test', to, subject: `For ${to}`, text: 'Hello' });

/** A message sent as the functions send it: Node's fetch, no Origin, JSON, the inbox's key. */
const sendEmail = (to: string) =>
  fetch(`${backend.url}/inbox/emails`, {
    method: 'POST',
    headers: { Authorization: 'Bearer re_local_inbox', 'Content-Type': 'application/json' },
    body: JSON.stringify(email(to)),
  });

describe('the gateway answers only a Host that names this machine at its own port', () => {
  it('refuses another host name, a rebound domain or another port with 421 and a line of text', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1', `0.0.0.0:${port}`]) {
      const answer = await send(`/rest/v1/lsg_leads?select=id`, { headers: { Host: host, apikey: backend.serviceRoleKey } });
      expect(answer.status, host).toBe(421);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['access-control-allow-origin'], host).toBeUndefined();
      expect(answer.text).toBe(`This is the local Supabase API: it answers only at http://127.0.0.1:${port} or http://localhost:${port}.\n`);
    }
    // What a DNS-rebinding page would read or change: the inbox, the clock, the functions.
    for (const path of ['/inbox/api/messages', '/inbox/', '/_local/clock', '/functions/v1/send-notifications']) {
      expect((await send(path, { headers: { Host: `rebind.example:${port}` } })).status, path).toBe(421);
    }
  });

  it('refuses a request without a Host', async () => {
    const answer = await send('/rest/v1/', { setHost: false, headers: { apikey: backend.anonKey } });
    expect([400, 421]).toContain(answer.status);
  });

  it('answers localhost, 127.0.0.1 and [::1] at its port, in any case', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LocalHost:${port}`]) {
      const answer = await send('/rest/v1/lsg_leads?select=id&limit=1', { headers: { Host: host, apikey: backend.serviceRoleKey } });
      expect(answer.status, host).toBe(200);
    }
  });

  it('still serves the site, which calls it from its own origin (the API is cross-origin by design)', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4183', 'https://www.losangelesseogroup.com']) {
      const preflight = await fetch(`${backend.url}/rest/v1/lsg_leads`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, content-type, prefer' },
      });
      expect(preflight.status, origin).toBe(200);
      const insert = await fetch(`${backend.url}/rest/v1/lsg_leads`, {
        method: 'POST',
        headers: { Origin: origin, apikey: backend.anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ name: 'Origin Check', email: 'origin-check@example.com', lead_type: 'contact' }),
      });
      expect(insert.status, origin).toBe(201);
    }
    const fn = await fetch(`${backend.url}/functions/v1/send-notifications`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5183', 'Access-Control-Request-Method': 'POST' },
    });
    expect(fn.status).toBeLessThan(300);
  });
});

describe('the inbox changes only for this machine', () => {
  beforeEach(() => {
    backend.inbox!.clear();
  });

  /** Empties the inbox: its one change besides a message sent with a key. */
  const remove = (headers: Record<string, string>) => send('/inbox/api/messages', { method: 'DELETE', headers });

  it('a page of another site sending text/plain (no preflight) changes nothing', async () => {
    expect((await sendEmail('kept@example.com')).status).toBe(200);
    // What a <form> or fetch(..., {mode: 'no-cors'}) on any web page can send without asking.
    const answer = await remove({ Host: `127.0.0.1:${port}`, Origin: 'https://evil.example', 'Content-Type': 'text/plain;charset=UTF-8' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ message: 'The local inbox takes changes only from this machine, not from a page of another site.' });
    expect(backend.inbox!.messages({ to: 'kept@example.com' })).toHaveLength(1);
  });

  it('refuses text/plain and forms even without an Origin, and JSON from another origin', async () => {
    expect((await sendEmail('kept@example.com')).status).toBe(200);
    expect((await remove({ 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await remove({ 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await remove({})).status).toBe(415);
    for (const origin of ['https://evil.example', 'null', `http://rebind.example:${port}`, 'file://']) {
      expect((await remove({ Origin: origin, 'Content-Type': 'application/json' })).status, origin).toBe(403);
    }
    expect(backend.inbox!.messages({ to: 'kept@example.com' })).toHaveLength(1);
  });

  it('takes JSON changes from this machine: a tool, a test, the local site, the gateway own origin', async () => {
    for (const origin of [undefined, 'http://localhost:5173', 'http://127.0.0.1:5183', `http://127.0.0.1:${port}`, `http://localhost:${port}`, 'http://[::1]:4183']) {
      expect((await sendEmail('emptied@example.com')).status).toBe(200);
      const answer = await remove({ ...(origin ? { Origin: origin } : {}), 'Content-Type': 'application/json; charset=utf-8' });
      expect(answer.status, origin).toBe(200);
      expect(backend.inbox!.messages()).toEqual([]);
    }
  });

  it('refuses a message sent from a page of another site, even with a key', async () => {
    const answer = await send('/inbox/emails', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Authorization: 'Bearer re_anything', 'Content-Type': 'application/json' },
      body: JSON.stringify(email('stranger@example.com')),
    });
    expect(answer.status).toBe(403);
    expect(backend.inbox!.messages()).toEqual([]);
  });

  it('grants no CORS preflight, so no page of another site can send it JSON', async () => {
    const preflight = await send('/inbox/api/messages', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // Nor can such a page read the messages it may fetch: no CORS headers on the inbox's answers.
    expect((await send('/inbox/api/messages', { headers: { Origin: 'https://evil.example' } })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('its pages work and change nothing themselves: the list links to each message, whose HTML is sandboxed', async () => {
    expect((await sendEmail('page@example.com')).status).toBe(200);
    const html = await fetch(`${backend.url}/inbox/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_local_inbox', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...email('page@example.com'), html: '<h1>Hi</h1><script>parent.x = 1</script>' }),
    });
    expect(html.status).toBe(200);
    const [withHtml, withText] = backend.inbox!.messages({ to: 'page@example.com' });
    // As the browser loads them: a navigation on this machine's origin.
    const navigate = (path: string) =>
      send(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } });
    const list = await navigate('/inbox/');
    expect(list.status).toBe(200);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.headers['content-security-policy']).toContain("form-action 'none'");
    expect(list.text).not.toMatch(/<script|<form|\bfetch\(/i);
    const links = [...list.text.matchAll(/href="(\/inbox\/[^"]*)"/g)].map(([, href]) => href!);
    expect(links).toEqual(expect.arrayContaining([`/inbox/messages/${withHtml!.id}`, `/inbox/messages/${withText!.id}`]));
    for (const link of links) expect((await navigate(link)).status, link).toBe(200);
    // A message's own HTML runs nothing: a sandbox without scripts, on an origin of its own.
    const shown = await navigate(`/inbox/messages/${withHtml!.id}`);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    const text = await navigate(`/inbox/messages/${withText!.id}`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.text).toBe('Hello');
  });
});

describe('query strings are capped in nesting, as bodies are', () => {
  const get = (query: string, key = backend.serviceRoleKey) => send(`/rest/v1/lsg_leads?${query}`, { headers: { apikey: key } });
  const path = (steps: number) => `details${'->a'.repeat(steps)}`;

  it('refuses 500 nested JSON path steps with a 400 (PGlite answered 500), in a filter, a select or an order', async () => {
    for (const query of [`${path(500)}=eq.1`, `select=${path(500)}`, `order=${path(500)}`, `select=id&${encodeURIComponent(path(500))}=is.null`]) {
      const answer = await get(query);
      expect(answer.status, query.slice(0, 30)).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(new RegExp(`has more than ${MAX_QUERY_NESTING} JSON path steps`));
    }
    expect(JSON.parse((await get(`${path(500)}=eq.1`)).text).message).toBe(
      `The query parameter "details->a->a->a->a->a->a->a->a->a->a->a…" has more than ${MAX_QUERY_NESTING} JSON path steps (->).`,
    );
  });

  it('refuses deeply nested parentheses in a filter with a 400', async () => {
    const nested = (depth: number) => `${'and('.repeat(depth)}id.is.null${')'.repeat(depth)}`;
    for (const query of [`or=(${nested(500)})`, `and=(${nested(40)})`, `select=id,${'lead_notes('.repeat(100)}id${')'.repeat(100)}`]) {
      const answer = await get(query);
      expect(answer.status, query.slice(0, 30)).toBe(400);
      expect(JSON.parse(answer.text).message).toMatch(/has more than 32 parentheses\.$/);
    }
  });

  it('refuses a query string that is not UTF-8 once decoded with a 400 (PostgREST answered 500 on every path)', async () => {
    for (const path of [
      '/rest/v1/lsg_leads?email=eq.%FF',
      '/rest/v1/lsg_leads?%C3%C3=eq.1',
      '/rest/v1/?x=%ED%A0%80',
      '/rest/v1/rpc/dashboard_login_attempts_left?x=%80',
    ]) {
      const answer = await send(path, { headers: { apikey: backend.serviceRoleKey } });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ message: 'The query string is not valid UTF-8 once percent-decoded.' });
    }
    // UTF-8, escaped or not, and a % that escapes nothing, go on to PostgREST.
    for (const path of ['/rest/v1/lsg_leads?email=eq.%C3%A9', '/rest/v1/lsg_leads?email=eq.%F0%9F%98%80', '/rest/v1/lsg_leads?email=eq.100%']) {
      expect((await send(path, { headers: { apikey: backend.serviceRoleKey } })).status, path).toBe(200);
    }
  });

  it('passes nesting up to the cap on to PostgREST, which answers it', async () => {
    for (const query of [
      `${path(MAX_QUERY_NESTING)}=eq.1`,
      `select=id,${path(MAX_QUERY_NESTING - 1)}->>b`,
      `or=(${'and('.repeat(MAX_QUERY_NESTING - 1)}id.is.null${')'.repeat(MAX_QUERY_NESTING - 1)})`,
    ]) {
      const answer = await get(query);
      expect(answer.status, `${query.slice(0, 40)}: ${answer.text.slice(0, 200)}`).toBe(200);
    }
    // The anon key reads nothing, nested or not.
    expect((await get(`${path(MAX_QUERY_NESTING)}=eq.1`, backend.anonKey)).status).toBeLessThan(500);
  });
});
