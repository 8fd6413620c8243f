import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_CONSENT } from '@shared/report-consent';
import { readReadmeDeploySteps } from '../../scripts/deploy-steps/readme';
import { dumpDatabase, restoreIntoFreshDatabase, rowCounts, type DumpResult } from '../../scripts/operations/dump-restore';
import { withClient } from '../../scripts/supabase-cli/with-client';
import { signJwt } from '../../supabase/local/keys';
import { platformDatabaseName } from './support/platform-database';
import { startPlatformStack, type PlatformStack } from './support/platform-stack';

/**
 * A tested restore (docs/operations.md, issue 60): the platform database with a lead, a booking and
 * a weekly report subscription is dumped with pg_dump (custom format), the database is dropped and
 * made anew, and the dump restored into it with pg_restore; then, on the copy alone: the rows, the
 * pg_cron jobs and the Vault secrets are there, a new lead is e-mailed by the trigger's net.http_post,
 * and `npm run vault:set-service-key` stores and proves the service key, or says which key is wrong.
 */
const serverUrl = process.env.PLATFORM_SERVER_URL!;
const root = resolve(import.meta.dirname, '../..');
const functionEnv = { SITE_URL: 'https://www.losangelesseogroup.com', NOTIFY_EMAIL: 'leads@losangelesseogroup.test' };
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const setClock = (stack: PlatformStack, at: string) =>
  stack.sql('update private.clock_settings set offset_seconds = ceil(extract(epoch from ($1::timestamptz - clock_timestamp())))::integer', [at]);

let stack: PlatformStack;
let folder: string;
let dump: DumpResult;
let restoreMs: number;
let copyUrl: string;
const before: { counts: Record<string, number>; jobs: unknown[] } = { counts: {}, jobs: [] };
const after: { counts: Record<string, number>; jobs: unknown[]; secrets: { name: string; decrypted_secret: string }[] } = { counts: {}, jobs: [], secrets: [] };
const kept = {
  leadEmail: uniqueEmail('kept'),
  bookingId: randomUUID(),
  bookingEmail: uniqueEmail('booked'),
  reportLeadId: randomUUID(),
  reportEmail: uniqueEmail('report'),
};
let serviceRoleKey: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lsg-restore-'));
  // The original: pushed as the README says, and used as the site uses it.
  const original = await startPlatformStack(serverUrl, functionEnv);
  try {
    const lead = await original.anon.from('lsg_leads').insert({ name: 'Kept Lead', email: kept.leadEmail, message: 'Hello', lead_type: 'contact' });
    expect(lead.error).toBeNull();
    await vi.waitFor(() => expect(original.backend.inbox!.messages().filter((message) => message.replyTo === kept.leadEmail)).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    // Monday 10 May 2027, 8 am PDT: a call on Friday 14 May at 10 am PDT, and a Monday report.
    await setClock(original, '2027-05-10T15:00:00Z');
    try {
      const booking = await original.anon.rpc('book_consultation', {
        booking_id: kept.bookingId,
        slot_start: '2027-05-14T17:00:00Z',
        name: 'Kept Booker',
        email: kept.bookingEmail,
      });
      expect(booking.error).toBeNull();
      const report = await original.anon.rpc('schedule_weekly_report', {
        lead_id: kept.reportLeadId,
        name: 'Kept Reader',
        email: kept.reportEmail,
        company_name: 'Kept Plumbing',
        website: 'https://kept-plumbing.example.com/',
        report_day: 'monday',
        additional_emails: [],
        consent_version: REPORT_CONSENT.version,
      });
      expect(report.error).toBeNull();
    } finally {
      await original.sql('update private.clock_settings set offset_seconds = 0');
    }
    serviceRoleKey = original.backend.serviceRoleKey;
  } finally {
    await original.stop();
  }
  const name = await platformDatabaseName(serverUrl);
  const originalUrl = new URL(serverUrl);
  originalUrl.pathname = `/${name}`;
  before.counts = await rowCounts(originalUrl.toString());
  before.jobs = await jobsOf(originalUrl.toString());

  dump = await dumpDatabase(originalUrl.toString(), join(folder, 'platform.dump'));
  const restored = await restoreIntoFreshDatabase(dump.file, serverUrl, name);
  copyUrl = restored.url;
  restoreMs = restored.milliseconds;
  console.log(
    `Restore of the platform database: pg_dump ${Math.round(dump.milliseconds)} ms (${Math.round(dump.bytes / 1024)} KB, custom format), drop, create and pg_restore ${Math.round(restoreMs)} ms.`,
  );
  after.counts = await rowCounts(copyUrl);
  after.jobs = await jobsOf(copyUrl);
  after.secrets = await withClient(
    copyUrl,
    async (client) =>
      (await client.query<{ name: string; decrypted_secret: string }>('select name, decrypted_secret from vault.decrypted_secrets order by name')).rows,
  );

  // The copy, running: the same stack on the restored database, no push.
  stack = await startPlatformStack(serverUrl, functionEnv, { existingDatabase: true });
});

afterAll(async () => {
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function jobsOf(databaseUrl: string): Promise<unknown[]> {
  return withClient(databaseUrl, async (client) => (await client.query('select jobname, schedule, command, active from cron.job order by jobname')).rows);
}

/** `npm run vault:set-service-key` against the copy, the key on stdin. */
function setServiceKey(env: Record<string, string | undefined>, stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operations/set-service-key.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('the restored copy', () => {
  it('holds every row of the original, the lead, the booking and the report subscription among them', async () => {
    expect(Object.keys(after.counts).length).toBeGreaterThan(20);
    expect(after.counts).toEqual(before.counts);
    expect(
      await stack.sql('select email from public.lsg_leads where email = any($1) order by email', [
        [kept.leadEmail, kept.bookingEmail, kept.reportEmail].sort(),
      ]),
    ).toHaveLength(3);
    expect(await stack.sql('select upper(slot) - lower(slot) as length from private.bookings where id = $1', [kept.bookingId])).toEqual([
      { length: expect.anything() },
    ]);
    expect(await stack.sql('select report_day from private.report_subscriptions where lead_id = $1', [kept.reportLeadId])).toEqual([{ report_day: 'monday' }]);
  });

  it('holds the pg_cron jobs, commands and schedules unchanged', () => {
    // Every job the README's deploy steps list (a new job is one row there, not a number here).
    expect(after.jobs).toHaveLength(readReadmeDeploySteps().cronJobs.length);
    expect(after.jobs).toEqual(before.jobs);
  });

  it('decrypts the Vault secrets on the same server (its root key encrypted them)', () => {
    expect(after.secrets.map((secret) => secret.name)).toEqual(['project_url', 'service_role_key']);
    expect(after.secrets[1]!.decrypted_secret).toBe(serviceRoleKey);
  });

  it('e-mails a new lead through the trigger’s net.http_post', async () => {
    const before = await stack.lastResponseId();
    const email = uniqueEmail('after-restore');
    expect((await stack.anon.from('lsg_leads').insert({ name: 'After Restore', email, message: 'Hello', lead_type: 'contact' })).error).toBeNull();
    await vi.waitFor(() => expect(stack.backend.inbox!.messages().filter((message) => message.replyTo === email)).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    expect((await stack.responsesAfter(before))[0]).toMatchObject({ status_code: 200, error_msg: null });
    await vi.waitFor(async () =>
      expect(await stack.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'sent', attempts: 1 },
      ]),
    );
  });
});

describe('npm run vault:set-service-key', () => {
  it('refuses, in one sentence and changing nothing, without PRODUCTION_DATABASE_URL or with an sb_secret_ key', async () => {
    const [noUrl, secretKey] = await Promise.all([
      setServiceKey({ DATABASE_URL: copyUrl }, serviceRoleKey),
      setServiceKey({ PRODUCTION_DATABASE_URL: copyUrl }, 'sb_secret_abcdefghijklmnop1234'),
    ]);
    expect(noUrl).toMatchObject({ code: 1, stdout: '' });
    expect(noUrl.stderr.trim()).toBe(
      "Set PRODUCTION_DATABASE_URL (the project database whose Vault to change); DATABASE_URL is the local backend's and is not read here.",
    );
    expect(secretKey).toMatchObject({ code: 1, stdout: '' });
    expect(secretKey.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Vault was not changed\. That is an sb_secret_ key: the functions are deployed with verify_jwt = true/),
    ]);
    expect(await stack.sql("select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'")).toEqual([
      { decrypted_secret: serviceRoleKey },
    ]);
  });

  it('stores a key the functions refuse, and says so from the job’s own call (a rotation not carried to the functions)', async () => {
    const stale = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, `another-project-secret-${randomBytes(8).toString('hex')}`);
    const result = await setServiceKey({ PRODUCTION_DATABASE_URL: copyUrl }, stale);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Vault: service_role_key updated, project_url kept.');
    expect(result.stdout).toMatch(
      /send-notifications refused the job's call with 40[13] \(pg_net request #\d+\): the key in Vault is not the project's current service_role key\./,
    );
    expect(result.stdout + result.stderr).not.toContain(stale);
  });

  it('stores the right key from stdin, never printing it, and proves it with the send-notifications job’s call', async () => {
    const result = await setServiceKey({ PRODUCTION_DATABASE_URL: copyUrl }, `${serviceRoleKey}\n`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Vault: service_role_key updated, project_url kept\.\nsend-notifications answered 200 to the send-notifications job's call \(pg_net request #\d+\): the Vault secrets work\.\n$/,
    );
    expect(result.stdout).not.toContain(serviceRoleKey);
    expect(await stack.sql("select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'")).toEqual([
      { decrypted_secret: serviceRoleKey },
    ]);
  });

  it('replaces secrets this server cannot decrypt, as in a copy restored under another root key, when both are given', async () => {
    const [url] = await stack.sql<{ decrypted_secret: string }>("select decrypted_secret from vault.decrypted_secrets where name = 'project_url'");
    // Another server's ciphertext: what a restore elsewhere brings (pgsodium_crypto_aead_det_decrypt_by_id: invalid ciphertext).
    await stack.sql("update vault.secrets set secret = encode(extensions.gen_random_bytes(64), 'base64')");
    const result = await setServiceKey({ PRODUCTION_DATABASE_URL: copyUrl, PROJECT_URL: url!.decrypted_secret }, serviceRoleKey);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Vault: service_role_key replaced, project_url replaced\.\nsend-notifications answered 200 /);
    expect(await stack.sql('select name, decrypted_secret from vault.decrypted_secrets order by name')).toEqual([
      { name: 'project_url', decrypted_secret: url!.decrypted_secret },
      { name: 'service_role_key', decrypted_secret: serviceRoleKey },
    ]);
  });
});
