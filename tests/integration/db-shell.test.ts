import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../supabase/local/busy-port';
import type { ShellAnswer } from '../../supabase/local/database';
import { SESSION_AUTHORIZATION_REFUSED } from '../../supabase/local/pglite-shell';
import { SQL_DOOR_PATH, sqlDoor } from '../../supabase/local/sql-door';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend';

/**
 * `npm run db:shell` on a running backend (docs/decisions/0002-local-backend.md): SQL reaches the
 * data PostgREST serves, while it serves, through the backend's SQL door (supabase/local/sql-door.ts),
 * which answers only a tool on this machine with the service-role key, and leaves no transaction or
 * session setting behind for the requests that share PGlite's one session.
 */
const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let backend: TestBackend;
let port: number;
beforeAll(async () => {
  backend = await startTestBackend({ mounts: (database) => [sqlDoor(database)] });
  port = Number(new URL(backend.url).port);
});
afterAll(() => backend?.stop());

/** `npm run db:shell -- --api-port N -c SQL`, as a developer runs it (no DATABASE_URL: the door on either engine). */
async function shell(sql: string, apiPort = port): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: '' };
  const args = ['--import', 'tsx', 'scripts/db-shell/run.ts', '--api-port', String(apiPort), '-c', sql];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const door = (sql: string, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${SQL_DOOR_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ sql }),
  });

const answerOf = async (sql: string) => (await (await door(sql)).json()) as ShellAnswer;

const insertLead = (email: string) => backend.anon.from('lsg_leads').insert({ name: 'Shell Reader', email, lead_type: 'contact', message: 'Hi' });

describe('npm run db:shell', () => {
  it('reads the row a supabase-js insert made, while PostgREST serves other requests', async () => {
    const email = uniqueEmail('shell');
    expect((await insertLead(email)).status).toBe(201);
    const others = Array.from({ length: 12 }, () => uniqueEmail('beside'));
    const [printed, ...statuses] = await Promise.all([
      shell(`select name, email, lead_type from lsg_leads where email = '${email}';`),
      ...others.map(async (other) => (await insertLead(other)).status),
    ]);
    expect(printed).toMatchObject({ code: 0, stderr: '' });
    expect(printed.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^ name\s+\| email\s+\| lead_type$/),
      expect.stringMatching(/^-+\+-+\+-+$/),
      expect.stringMatching(new RegExp(`^ Shell Reader \\| ${email.replaceAll('.', '\\.')} \\| contact$`)),
      '(1 row)',
    ]);
    expect(statuses).toEqual(others.map(() => 201));
    const stored = await backend.sql<{ count: number }>('select count(*)::int as count from lsg_leads where email = any($1)', [others]);
    expect(stored).toEqual([{ count: others.length }]);
  });

  it('prints the error of a statement that fails, and exits 1', async () => {
    const printed = await shell('select 1 / 0;');
    expect(printed.code).toBe(1);
    expect(printed.stderr.trim()).toBe('ERROR:  division by zero');
  });

  it('says in one sentence that no backend is running', async () => {
    const free = await freePort();
    const printed = await shell('select 1;', free);
    expect(printed.code).toBe(1);
    expect(printed.stdout).toBe('');
    expect(printed.stderr.trim()).toBe(
      `No local backend is running at http://127.0.0.1:${free}: start \`npm run dev\` or \`npm run backend\` first (or pass -- --api-port N).`,
    );
  });
});

describe('the SQL door', () => {
  it('answers only a tool on this machine with the service-role key: no web page, no anon key', async () => {
    for (const origin of ['http://localhost:5173', 'https://evil.example']) {
      const refused = await door('select 1', { Origin: origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await door('select 1', { Authorization: `Bearer ${backend.anonKey}` })).status).toBe(401);
    expect((await door('select 1', { Authorization: '' })).status).toBe(401);
    expect((await door('select 1', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(await answerOf('select 1 as one')).toEqual({
      results: [{ command: 'SELECT 1', columns: ['one'], rows: [['1']] }],
      notices: [],
      rolledBack: false,
      restored: [],
    });
  });

  it('rolls back a transaction an input left open, and PostgREST goes on serving', async () => {
    const email = uniqueEmail('open');
    const answer = await answerOf('begin; create table public.shell_left_open (id integer);');
    expect(answer).toMatchObject({ rolledBack: true });
    expect(await backend.sql("select pg_catalog.to_regclass('public.shell_left_open') as left")).toEqual([{ left: null }]);
    expect((await insertLead(email)).status).toBe(201);
  });

  it("sets back the role and the settings an input changed, so the backend's requests never inherit them", async () => {
    const answer = await answerOf("set role anon; set search_path = nowhere; select current_user, current_setting('search_path') as path;");
    expect(answer.results.at(-1)?.rows).toEqual([['anon', 'nowhere']]);
    if (backend.database.kind === 'pglite') expect(answer.restored.sort()).toEqual(['role', 'search_path']);
    const after = await answerOf("select current_user = session_user as own_user, current_setting('search_path') <> 'nowhere' as own_path");
    expect(after.results[0]?.rows).toEqual([['t', 't']]);
    expect((await insertLead(uniqueEmail('after-set'))).status).toBe(201);
    const { data, error } = await backend.service.from('lsg_leads').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it.runIf(!process.env.INTEGRATION_DATABASE_URL)('refuses SET SESSION AUTHORIZATION on PGlite, which cannot undo it', async () => {
    expect(await answerOf('set session authorization anon')).toMatchObject({ results: [], error: { message: SESSION_AUTHORIZATION_REFUSED } });
    expect((await answerOf('select current_user = session_user and session_user <> $$anon$$')).results[0]?.rows).toEqual([['t']]);
  });
});
