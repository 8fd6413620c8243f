import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { startTestBackend, type TestBackend } from './support/backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

describe('the local gateway stands where Supabase stands', () => {
  it('uses the Supabase CLI well-known local keys', () => {
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });

  it('refuses REST calls without a known apikey', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/lsg_leads`);
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${backend.url}/rest/v1/lsg_leads`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid API key');
  });

  it('answers the CORS preflight for REST', async () => {
    const response = await fetch(`${backend.url}/rest/v1/lsg_leads`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
  });

  it('passes PostgREST status codes and error JSON through unchanged', async () => {
    const response = await fetch(`${backend.url}/rest/v1/no_such_table`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: '42P01', message: expect.stringContaining('no_such_table') });
  });

  it('gives the service role full access, the anon role none', async () => {
    await backend.anon.from('lsg_leads').insert({ name: 'Visible Lead', email: 'visible@example.com', lead_type: 'contact' });
    const { data } = await backend.service.from('lsg_leads').select('name');
    expect(data).toEqual([{ name: 'Visible Lead' }]);
  });

  it('answers 404 for an unknown function and an unknown path', async () => {
    expect((await fetch(`${backend.url}/functions/v1/nope`, { method: 'POST', headers: { Authorization: `Bearer ${backend.anonKey}` } })).status).toBe(404);
    expect((await fetch(`${backend.url}/elsewhere`)).status).toBe(404);
  });
});

describe('CORS on REST answers', () => {
  it('carries exactly one Access-Control-Allow-Origin, so browsers accept it', async () => {
    const backend = await startTestBackend();
    try {
      const response = await fetch(`${backend.url}/rest/v1/lsg_leads`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal', Origin: 'http://127.0.0.1:4173' },
        body: JSON.stringify({ name: 'Cors Check', email: 'cors@example.com', lead_type: 'contact' }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await backend.stop();
    }
  });
});

/** Sends raw bytes and answers the status line the gateway wrote back (or what happened instead). */
function rawRequest(url: string, bytes: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((settle) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => settle(reply.split('\r\n')[0] ?? ''));
    socket.on('error', (error) => settle(`error: ${error.message}`));
  });
}

describe('no request can stop or hang the gateway', () => {
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal', ...init.headers },
    });
  const stillAnswers = async () => expect((await rest('/rpc/dashboard_login_attempts_left', { method: 'POST', body: '{}' })).status).toBe(200);

  it('answers 400 to a request line that is not a URL, and keeps serving', async () => {
    const host = new URL(backend.url).host;
    expect(await rawRequest(backend.url, `GET //[ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawRequest(backend.url, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    await stillAnswers();
  });

  it('refuses JSON nested deeper than 32 levels with a 400 before the database sees it', async () => {
    const email = `deep-${randomUUID()}@example.com`;
    const deep = `${'['.repeat(7500)}${']'.repeat(7500)}`;
    const response = await rest('/lsg_leads', { method: 'POST', body: `{"name":"Deep Nest","email":"${email}","lead_type":"contact","details":${deep}}` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('The request body nests arrays or objects deeper than 32 levels.');
    // The functions get the same guard: with the service key the sender would otherwise run and answer 200.
    const fn = await fetch(`${backend.url}/functions/v1/send-notifications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: `{"details":${deep}}`,
    });
    expect(fn.status).toBe(400);
    expect(((await fn.json()) as { message: string }).message).toBe('The request body nests arrays or objects deeper than 32 levels.');
    await stillAnswers();
    // A nesting a lead really has still lands.
    expect(
      (await rest('/lsg_leads', { method: 'POST', body: JSON.stringify({ name: 'Shallow Nest', email, lead_type: 'contact', details: { a: [1, { b: 2 }] } }) }))
        .status,
    ).toBe(201);
    expect(await backend.sql('select name from public.lsg_leads where email = $1', [email])).toEqual([{ name: 'Shallow Nest' }]);
  });

  it('refuses a body over 1 MB with a 413, whether declared or streamed, without buffering it', async () => {
    const declared = await rest('/lsg_leads', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(declared.status).toBe(413);
    // A chunked body gives no length up front: the gateway stops at the cap.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await rest('/lsg_leads', { method: 'POST', body: chunks, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    await stillAnswers();
  });

  it('takes JSON bodies only: CSV, forms and text get a 415 (PostgREST dropped the connection on some CSV)', async () => {
    for (const type of ['text/csv', 'application/x-www-form-urlencoded', 'text/plain']) {
      const response = await rest('/leads', { method: 'POST', headers: { 'Content-Type': type }, body: 'name,email\nJoe Bloggs,joe@example.com' });
      expect(response.status, type).toBe(415);
    }
    expect((await rest('/leads', { method: 'POST', body: JSON.stringify({ name: 'Joe Bloggs', email: `joe-${randomUUID()}@example.com` }) })).status).toBe(201);
  });

  it('marks every answer with a request id for the logs', async () => {
    const response = await fetch(`${backend.url}/elsewhere`);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
