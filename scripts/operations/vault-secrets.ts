/**
 * The two Vault secrets the database's own calls read (README, Deploying, step 1): `project_url`
 * and `service_role_key`, used by the outbox's pg_net wake-up (supabase/schemas/05_outbox.sql) and
 * by every pg_cron job's stored command (private.schedule_edge_function, supabase/schemas/02_platform.sql).
 * Stored or replaced in one transaction, then proved by one real call: the send-notifications job's
 * stored command, run now, and pg_net's answer to it (docs/operations.md, issue 60).
 */
import type pg from 'pg';
import { keyRole } from '../supabase-key-role';

/** The subset of pg.Client this needs, so the platform stack's own connection can use it too. */
export interface SqlClient {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

const DESCRIPTIONS = {
  project_url: "The project's URL, https://<ref>.supabase.co: the base of the edge functions the wake-up and the pg_cron jobs call (docs/operations.md).",
  service_role_key:
    "The project's legacy service_role key: the bearer of the wake-up's and the pg_cron jobs' calls to the edge functions (docs/operations.md).",
} as const;

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Why `key` cannot be the Vault's service key, or null. The functions are deployed with
 * verify_jwt = true and compare the bearer with their SUPABASE_SERVICE_ROLE_KEY, so only the legacy
 * service_role JWT gets through; an sb_secret_ key is no JWT and the platform refuses it (docs/operations.md).
 */
export function serviceKeyProblem(key: string): string | null {
  const role = keyRole(key);
  if (role === 'service_role') return null;
  if (role === 'secret') {
    return 'That is an sb_secret_ key: the functions are deployed with verify_jwt = true and accept only the legacy service_role JWT as the bearer, so every wake-up and job would be refused (docs/operations.md, Keys).';
  }
  if (role === 'anon' || role === 'publishable')
    return "That is the project's public key; Vault needs the service_role key (Settings > API Keys > Legacy API Keys).";
  return 'That is not a service_role key (a JWT whose role is service_role); copy it from Settings > API Keys > Legacy API Keys.';
}

/** Why `url` cannot be the Vault's project URL, or null: https, or http on this machine (the tests' stand-in). */
export function projectUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `PROJECT_URL is not a URL: ${url}`;
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopback(parsed))) return `PROJECT_URL must be https (${parsed.origin} is not).`;
  if (parsed.pathname !== '/' || parsed.search) return `PROJECT_URL is the project's origin only, like https://<ref>.supabase.co (not ${url}).`;
  return null;
}

export interface StoredSecrets {
  /** Per secret: created (it was absent), updated, replaced (this server could not decrypt it), or kept (not given). */
  project_url: 'created' | 'updated' | 'replaced' | 'kept';
  service_role_key: 'created' | 'updated' | 'replaced' | 'kept';
}

/**
 * Creates or replaces the given secrets, in one transaction; a secret not given is kept. Fails
 * with one sentence where Vault is missing, or where `project_url` is missing and not given.
 */
export async function storeVaultSecrets(client: SqlClient, secrets: { serviceRoleKey?: string; projectUrl?: string }): Promise<StoredSecrets> {
  const [vault] = (await client.query<{ present: boolean }>("select to_regclass('vault.secrets') is not null as present")).rows;
  if (!vault?.present) throw new Error('This database has no Vault (the supabase_vault extension): enable it in the dashboard (Database > Extensions) first.');
  const result: StoredSecrets = { project_url: 'kept', service_role_key: 'kept' };
  await client.query('begin');
  try {
    for (const [name, value] of [
      ['project_url', secrets.projectUrl?.replace(/\/$/, '')],
      ['service_role_key', secrets.serviceRoleKey],
    ] as const) {
      const [existing] = (await client.query<{ id: string }>('select id from vault.secrets where name = $1', [name])).rows;
      const readable = existing ? await decrypts(client, existing.id) : false;
      if (value === undefined) {
        if (!existing)
          throw new Error(`Vault holds no ${name} and none was given${name === 'project_url' ? ': set PROJECT_URL=https://<ref>.supabase.co' : ''}.`);
        if (!readable)
          throw new Error(`Vault's ${name} cannot be decrypted here (another server's root key encrypted it, as after a restore elsewhere): give it again.`);
        continue;
      }
      if (existing && readable) {
        await client.query('select vault.update_secret($1, $2)', [existing.id, value]);
        result[name] = 'updated';
      } else {
        // vault.update_secret decrypts the old value first, so a row this server cannot decrypt is replaced.
        if (existing) await client.query('delete from vault.secrets where id = $1', [existing.id]);
        await client.query('select vault.create_secret($1, $2, $3)', [value, name, DESCRIPTIONS[name]]);
        result[name] = existing ? 'replaced' : 'created';
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  return result;
}

/**
 * Whether this server can decrypt the secret: Vault encrypts with the server's root key, which a dump
 * does not carry, so a copy restored elsewhere holds rows that fail with "invalid ciphertext".
 */
async function decrypts(client: SqlClient, id: string): Promise<boolean> {
  await client.query('savepoint vault_read');
  try {
    await client.query('select decrypted_secret from vault.decrypted_secrets where id = $1', [id]);
    await client.query('release savepoint vault_read');
    return true;
  } catch {
    await client.query('rollback to savepoint vault_read');
    return false;
  }
}

export interface ProofAnswer {
  requestId: number;
  statusCode: number | null;
  error: string | null;
}

/**
 * Runs the send-notifications job's stored command now, as pg_cron does every minute (it sends what
 * is due, nothing more), and waits for pg_net's answer to that very request.
 */
export async function proveWithSenderJob(client: SqlClient, { timeoutMs = 30_000, intervalMs = 250 } = {}): Promise<ProofAnswer> {
  const [cron] = (
    await client.query<{ present: boolean }>("select to_regclass('cron.job') is not null and to_regclass('net._http_response') is not null as present")
  ).rows;
  if (!cron?.present)
    throw new Error('This database has no pg_cron or pg_net: enable both (Database > Extensions), then push the migrations, which schedule the jobs.');
  const [job] = (await client.query<{ command: string }>("select command from cron.job where jobname = 'send-notifications'")).rows;
  if (!job) throw new Error('pg_cron has no send-notifications job: push the migrations (supabase db push), which schedule it.');
  const [queued] = (await client.query<{ http_post: string | null }>(job.command)).rows;
  const requestId = Number(queued?.http_post);
  if (!Number.isFinite(requestId) || queued?.http_post == null) throw new Error('The send-notifications job queued no request: a Vault secret is empty.');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [answer] = (
      await client.query<{ status_code: number | null; error_msg: string | null }>('select status_code, error_msg from net._http_response where id = $1', [
        requestId,
      ])
    ).rows;
    if (answer) return { requestId, statusCode: answer.status_code, error: answer.error_msg };
    if (Date.now() >= deadline) return { requestId, statusCode: null, error: `pg_net had not answered within ${Math.round(timeoutMs / 1000)} s` };
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}

/** One sentence on what the proof says, and whether the secrets work. */
export function describeProof(answer: ProofAnswer): { ok: boolean; sentence: string } {
  const request = `pg_net request #${answer.requestId}`;
  if (answer.statusCode === 200)
    return { ok: true, sentence: `send-notifications answered 200 to the send-notifications job's call (${request}): the Vault secrets work.` };
  if (answer.statusCode === 401 || answer.statusCode === 403) {
    return {
      ok: false,
      sentence: `send-notifications refused the job's call with ${answer.statusCode} (${request}): the key in Vault is not the project's current service_role key.`,
    };
  }
  if (answer.statusCode === null) {
    return {
      ok: false,
      sentence: `The job's call got no answer (${request}: ${answer.error ?? 'no error recorded'}): check project_url and that the functions are deployed.`,
    };
  }
  return { ok: false, sentence: `send-notifications answered ${answer.statusCode} to the job's call (${request}): see the function's logs.` };
}
