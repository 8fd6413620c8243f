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
